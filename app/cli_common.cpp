#include "cli_common.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <cstdio>

namespace quantlens::cli {

/// Translation context of messages shared by all commands.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

void printOut(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
}

void printError(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

int badUsage(const QString& command, const QString& message)
{
    printError(CommandLine::tr("quantlens %1: %2\nTry 'quantlens %1 --help'.\n")
                   .arg(command, message));
    return kExitBadUsage;
}

void installTranslator(const QStringList& arguments)
{
    QString language = qEnvironmentVariable("QUANTLENS_LANG");
    const qsizetype at = arguments.indexOf(QStringLiteral("--lang"));
    if (at >= 0 && at + 1 < arguments.size())
        language = arguments.at(at + 1);
    if (language.isEmpty()) // the window's Language menu stores a choice for the next start
        language = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(locale, QStringLiteral("quantlens"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    // Qt's own strings (QCommandLineParser's "Options:", dialogs later) from qt6-translations-l10n.
    auto* qtTranslator = new QTranslator(QCoreApplication::instance());
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
}

} // namespace quantlens::cli
