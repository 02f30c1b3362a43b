#include "cli_common.h"

#include "core_text.h"
#include "util/atomic_file.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>
#include <cstdio>

namespace quantlens::cli {

/// Translation context of messages shared by all commands.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

namespace {
    /// Files QuantLens made in place of the user's (an image's tensor) → the user's file, longest first.
    std::vector<std::pair<QString, QString>>& shownAs()
    {
        static std::vector<std::pair<QString, QString>> names;
        return names;
    }
}

void showAs(const std::string& made, const std::string& original)
{
    // A name JSON or CSV would have to escape is left as it is: the documents stay well-formed.
    if (original.find_first_of("\"\\,\n") != std::string::npos)
        return;
    auto& names = shownAs();
    names.emplace_back(QString::fromStdString(made), QString::fromStdString(original));
    std::stable_sort(
        names.begin(), names.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
}

std::string madeInPlaceOf(const std::string& original)
{
    for (const auto& [made, users] : shownAs())
        if (users.toStdString() == original)
            return made.toStdString();
    return original;
}

QString withUsersNames(QString text)
{
    for (const auto& [made, original] : shownAs())
        text.replace(made, original);
    return text;
}

std::string withUsersNames(const std::string& text)
{
    return shownAs().empty() ? text : withUsersNames(QString::fromStdString(text)).toStdString();
}

bool printOut(const QString& shown)
{
    const QByteArray bytes = withUsersNames(shown).toUtf8();
    const std::size_t written = std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    return std::fflush(stdout) == 0 && written == static_cast<std::size_t>(bytes.size());
}

void printError(const QString& shown)
{
    const QByteArray bytes = withUsersNames(shown).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

QCommandLineOption languageOption()
{
    return QCommandLineOption(QStringList { QStringLiteral("lang") },
        CommandLine::tr("Interface language, e.g. zh_CN."), CommandLine::tr("locale"));
}

QCommandLineOption quietOption(const QString& whatItSilences)
{
    return QCommandLineOption(QStringList { QStringLiteral("q"), QStringLiteral("quiet") },
        whatItSilences.isEmpty()
            ? CommandLine::tr("No progress or warnings on standard error (errors are always printed).")
            : whatItSilences);
}

QCommandLineOption outputsOption()
{
    return QCommandLineOption(QStringList { QStringLiteral("outputs") },
        CommandLine::tr("When the models run: only these graph outputs count (comma-separated, repeatable), e.g. a "
                        "detector's heads without its auxiliary outputs. Default: every output."),
        CommandLine::tr("names"));
}

QCommandLineOption calibrationOption()
{
    return QCommandLineOption(QStringList { QStringLiteral("calib") },
        CommandLine::tr("When the models run: calibration inputs (.npy files or images, or folders of them; "
                        "repeatable; images as --preprocess-config or --mean/--std say). A "
                        "tensor moved to 16 bit takes the range the float model gives it over them, as a toolchain "
                        "recalibrating it does. Default: the range its 8-bit parameters represent."),
        CommandLine::tr("file|dir"));
}

QCommandLineOption outputKindOption()
{
    return QCommandLineOption(QStringList { QStringLiteral("output-kind") },
        CommandLine::tr("When the models run: judge this graph output's task as KIND (classification: top-1; "
                        "sequence: the CTC text; mask: IoU at 0.5; regression: SQNR) instead of what its shape says, "
                        "e.g. an [N, C] embedding as regression (repeatable)."),
        CommandLine::tr("name=kind"));
}

std::optional<sim::OutputKinds> chosenOutputKinds(const QStringList& values, QString& wrong)
{
    sim::OutputKinds kinds;
    for (const QString& value : values) {
        const qsizetype eq = value.lastIndexOf(QLatin1Char('='));
        sim::OutputKind kind {};
        if (eq <= 0 || !sim::parseOutputKind(value.mid(eq + 1).trimmed().toStdString(), kind)) {
            wrong = CommandLine::tr("--output-kind takes NAME=KIND with KIND classification, sequence, mask or "
                                    "regression, got '%1'")
                        .arg(value);
            return std::nullopt;
        }
        kinds[value.left(eq).trimmed().toStdString()] = kind;
    }
    return kinds;
}

std::optional<int> readOutputKinds(const QCommandLineParser& parser, const QString& command, sim::OutputKinds& kinds)
{
    QString wrong;
    auto chosen = chosenOutputKinds(parser.values(outputKindOption()), wrong);
    if (!chosen)
        return badUsage(command, wrong);
    kinds = std::move(*chosen);
    return std::nullopt;
}

std::vector<std::string> chosenOutputs(const QStringList& values)
{
    std::vector<std::string> names;
    for (const QString& value : values)
        for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::string name = part.trimmed().toStdString();
            if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end())
                names.push_back(name);
        }
    return names;
}

int badUsage(const QString& command, const QString& message)
{
    printError(CommandLine::tr("quantlens %1: %2\nTry 'quantlens %1 --help'.\n").arg(command, message));
    return kExitBadUsage;
}

int writeDocument(const QString& command, const QString& file, const std::string& text)
{
    if (file.isEmpty())
        return printOut(QString::fromStdString(text)) ? kExitOk : kExitFailure;
    auto written = writeFileAtomically(file.toStdString(), withUsersNames(text));
    if (!written) {
        printError(CommandLine::tr("quantlens %1: %2\n").arg(command, problemText(written.error())));
        return kExitFailure;
    }
    return kExitOk;
}

QString chooseLanguage(const QStringList& arguments, bool window)
{
    const qsizetype at = arguments.indexOf(QStringLiteral("--lang"));
    if (at >= 0 && at + 1 < arguments.size())
        return arguments.at(at + 1);
    if (const QString env = qEnvironmentVariable("QUANTLENS_LANG"); !env.isEmpty())
        return env;
    if (window)
        return QSettings().value(QStringLiteral("language")).toString();
    return {};
}

} // namespace quantlens::cli
