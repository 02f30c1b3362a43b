#include "cli_common.h"
#include "cli_findings.h"
#include "cli_plan.h"
#include "model/caffe/caffe_import.h"
#include "model/model_import.h"
#include "toolchain/toolchain.h"
#include "util/format_keys.h"

#include "core_text.h"
#include "model/quantized_model.h"
#include "precision/export_write.h"
#include "precision/plan_format.h"
#include "precision/plan_json.h"
#include "util/text_diff.h"
#include "util/whole_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace quantlens::cli {

/// Holds the translation context of the export command's strings.
class ExportCommand {
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    static int run(const QStringList& arguments);

private:
    static QString formatList();
    /// The plan's model as the exporters see it; nullopt (reported) when it cannot be read.
    static std::optional<PlanContext> contextOf(const std::string& floatModel, const std::string& quantModel);
    /// --nnie-cfg: [compile_mode] 2 merged into the user's mapper cfg (or a new one), with a backup.
    static int writeNnieCfg(const std::string& path, bool force, bool quiet);
};

int runExport(const QStringList& arguments) { return ExportCommand::run(arguments); }

QString ExportCommand::formatList()
{
    QString lines;
    for (const auto& f : planFormats())
        lines += QStringLiteral("  %1 %2\n")
                     .arg(QString::fromLatin1(f.key).leftJustified(15),
                         QCoreApplication::translate("PlanFormats", f.title));
    return lines;
}

std::optional<PlanContext> ExportCommand::contextOf(const std::string& floatModel, const std::string& quantModel)
{
    auto graph = importModelFile(floatModel);
    if (!graph) {
        printError(tr("quantlens export: %1\n").arg(problemText(graph.error())));
        return std::nullopt;
    }
    if (quantModel.empty())
        return planContextOf(graph.value());
    // The quantized model gives the calibrated ranges SigmaStar's parameter file carries.
    auto quant = loadQuantizedModel(quantModel);
    if (!quant) {
        printError(tr("quantlens export: %1\n").arg(problemText(quant.error())));
        return std::nullopt;
    }
    return planContextOf(graph.value(), &quant.value().info);
}

int ExportCommand::writeNnieCfg(const std::string& path, bool force, bool quiet)
{
    std::optional<std::string> existing;
    if (isRegularFile(path)) {
        auto read = readWholeFile(path, file_limits::kConfig);
        if (!read) {
            printError(tr("quantlens export: %1\n").arg(problemText(read.error())));
            return kExitBadInput;
        }
        existing = std::move(read).value();
    }
    const std::string cfg = nnieCfgWithHighPrecisionLayers(existing);
    auto saved = writeWithBackup(path, cfg, force);
    if (!saved) {
        printError(tr("quantlens export: %1\n").arg(problemText(saved.error())));
        return kExitFailure;
    }
    if (!quiet) {
        const std::string name = QFileInfo(QString::fromStdString(path)).fileName().toStdString();
        printError(QString::fromStdString(unifiedDiff(existing.value_or(""), cfg, name)));
        if (!saved.value().empty())
            printError(tr("quantlens export: the previous %1 is kept as %2\n")
                           .arg(QString::fromStdString(path), QString::fromStdString(saved.value())));
    }
    return kExitOk;
}

int ExportCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Export a plan file (from 'quantlens plan' or the window) to a vendor's config. Names are checked "
           "against the plan's model first; an existing file's old content is kept in a new backup (FILE.bak, or "
           "FILE.bak.1, … when that exists) and the change is shown as a diff. Formats:\n%1")
            .arg(formatList()));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("plan"), tr("The plan file."));
    const QCommandLineOption to(QStringList { QStringLiteral("to") },
        tr("Target format (see above), or a toolchain (%1) for its own format.")
            .arg(QString::fromStdString(toolchainKeys())),
        tr("format"));
    const QCommandLineOption mergeInto(QStringList { QStringLiteral("merge-into") },
        tr("Merge into this existing config: everything that is not the plan's is kept."), tr("file"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("Write here (atomically; an existing file's old content is kept in a new backup). Default: standard "
           "output."),
        tr("file"));
    const QCommandLineOption floatModel(QStringList { QStringLiteral("float") },
        tr("The float model whose names the plan uses (default: the one the plan file names)."), tr("model"));
    const QCommandLineOption quantModel(QStringList { QStringLiteral("quant") },
        tr("The quantized model, for the ranges SigmaStar's parameter file needs (default: the plan file's)."),
        tr("model"));
    const QCommandLineOption dryRun(
        QStringList { QStringLiteral("dry-run") }, tr("Print the diff of what would change and write nothing."));
    const QCommandLineOption quiet = quietOption(tr("No diff or warnings on standard error."));
    const QCommandLineOption lang = languageOption();
    const QCommandLineOption force(QStringList { QStringLiteral("force") },
        tr("Replace the output even when it is read-only or another user's (its backup is kept all the same)."));
    const QCommandLineOption nnieCfg(QStringList { QStringLiteral("nnie-cfg") },
        tr("With --to nnie-prototxt: also set [compile_mode] 2 in this nnie_mapper cfg (the _hp layers count only "
           "then), keeping its other lines and a backup."),
        tr("file"));
    const QCommandLineOption caffemodel(QStringList { QStringLiteral("caffemodel") },
        tr("The weights of a Caffe float model when they are not beside its .prototxt."), tr("net.caffemodel"));
    parser.addOptions(
        { to, mergeInto, output, floatModel, quantModel, dryRun, quiet, lang, force, nnieCfg, caffemodel });
    if (!parser.parse(arguments))
        return badUsage(QStringLiteral("export"), parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), QStringLiteral("export"))) ? kExitOk
                                                                                                     : kExitFailure;
    if (parser.positionalArguments().size() != 1)
        return badUsage(QStringLiteral("export"), tr("give exactly one plan file"));
    // A format, or a toolchain (its own first format: --to rknn writes the quantization.cfg).
    const PlanFormat* format = planFormat(parser.value(to).toStdString());
    if (const Toolchain* toolchain = findToolchain(parser.value(to).toStdString());
        !format && toolchain && !toolchain->planFormats.empty())
        format = planFormat(toolchain->planFormats.front());
    if (!format)
        return badUsage(QStringLiteral("export"), tr("--to takes one of: %1").arg(formatList().simplified()));

    const std::string planPath = parser.positionalArguments().front().toStdString();
    auto planFile = loadPlanFile(planPath);
    if (!planFile) {
        printError(tr("quantlens export: %1\n").arg(problemText(planFile.error())));
        return kExitBadInput;
    }
    const std::string floatPath
        = parser.isSet(floatModel) ? parser.value(floatModel).toStdString() : planFile.value().floatModel;
    if (floatPath.empty())
        return badUsage(QStringLiteral("export"), tr("the plan names no float model: give --float"));
    if (parser.isSet(caffemodel))
        useCaffeWeights(floatPath, parser.value(caffemodel).toStdString());
    const auto context = contextOf(
        floatPath, parser.isSet(quantModel) ? parser.value(quantModel).toStdString() : planFile.value().quantModel);
    if (!context)
        return kExitBadInput;

    std::optional<std::string> existing;
    std::string existingName = parser.value(output).toStdString();
    if (parser.isSet(mergeInto)) {
        existingName = parser.value(mergeInto).toStdString();
        // Only a regular file is merged into: a folder, pipe or device is an error, not an empty config.
        auto read = readWholeFile(existingName, file_limits::kConfig);
        if (!read) {
            printError(tr("quantlens export: the file to merge into: %1\n").arg(problemText(read.error())));
            return kExitBadInput;
        }
        existing = std::move(read.value());
    }
    if (parser.isSet(nnieCfg) && std::string_view(format->key) != format_keys::kNnieHpPrototxt)
        return badUsage(QStringLiteral("export"), tr("--nnie-cfg goes with --to nnie-prototxt"));
    const std::string target = parser.isSet(output) ? parser.value(output).toStdString() : "-";
    auto written = format->write(planFile.value().plan, *context, existing, target);
    if (!written) {
        printError(tr("quantlens export: %1\n").arg(problemText(written.error())));
        return kExitBadInput;
    }
    if (!parser.isSet(quiet))
        for (const auto& w : written.warnings())
            printError(tr("warning: %1\n").arg(problemText(w)));
    // The diff is against what the target holds: only a regular file is read for it (never a pipe,
    // /dev/stdout or /dev/full, which would be waited on or read without end).
    std::optional<std::string> before = existing;
    if (parser.isSet(output) && !(existing && existingName == target)) {
        before.reset();
        if (isRegularFile(target)) {
            auto old = readWholeFile(target, file_limits::kConfig);
            if (!old) {
                printError(tr("quantlens export: %1\n").arg(problemText(old.error())));
                return kExitBadInput;
            }
            before = std::move(old.value());
        }
    }
    const std::string diff = unifiedDiff(
        before.value_or(""), written.value(), QFileInfo(QString::fromStdString(target)).fileName().toStdString());
    if (parser.isSet(dryRun))
        return printOut(QString::fromStdString(diff)) ? kExitOk : kExitFailure;
    if (!parser.isSet(output))
        return printOut(QString::fromStdString(written.value())) ? kExitOk : kExitFailure;
    auto saved = writeWithBackup(target, written.value(), parser.isSet(force));
    if (!saved) {
        printError(tr("quantlens export: %1\n").arg(problemText(saved.error())));
        return kExitFailure;
    }
    if (!parser.isSet(quiet)) {
        printError(QString::fromStdString(diff));
        if (!saved.value().empty())
            printError(tr("quantlens export: the previous %1 is kept as %2\n")
                           .arg(QString::fromStdString(target), QString::fromStdString(saved.value())));
    }
    if (parser.isSet(nnieCfg))
        return writeNnieCfg(parser.value(nnieCfg).toStdString(), parser.isSet(force), parser.isSet(quiet));
    return kExitOk;
}

} // namespace quantlens::cli
