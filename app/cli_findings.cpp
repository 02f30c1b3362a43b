#include "cli_findings.h"

#include "cli_common.h"
#include "core_text.h"

#include <QCoreApplication>

namespace quantlens::cli {
namespace {
    constexpr std::size_t kDetailsPrinted = 5;

    /// Translation context of the findings' frame (the findings themselves are core messages).
    class FindingText {
        Q_DECLARE_TR_FUNCTIONS(Findings)
    public:
        static QString line(const QString& command, bool error, const QString& message)
        {
            return error ? tr("quantlens %1: error: %2\n").arg(command, message)
                         : tr("quantlens %1: warning: %2\n").arg(command, message);
        }
        static QString more(std::size_t n) { return tr("  … and %1 more\n").arg(n); }
    };
}

void printFindings(const Analysis& analysis, const QString& command, bool quiet)
{
    for (const Finding& f : analysis.findings) {
        const bool error = f.severity == Finding::Severity::Error;
        if (quiet && !error)
            continue;
        QString message = problemMessage(f.problem);
        if (!f.problem.file.empty())
            message += QStringLiteral(" (%1)").arg(QString::fromStdString(f.problem.file));
        printError(FindingText::line(command, error, message));
        for (std::size_t i = 0; i < f.details.size() && i < kDetailsPrinted; ++i)
            printError(QStringLiteral("  - %1\n").arg(QString::fromStdString(f.details[i])));
        if (f.details.size() > kDetailsPrinted)
            printError(FindingText::more(f.details.size() - kDetailsPrinted));
    }
}

QString commandHelp(const QString& helpText, const QString& programPath, const QString& command)
{
    QString text = helpText;
    // Qt writes the program as it was invoked (a full build path, say); users type "quantlens".
    text.replace(programPath + QLatin1Char(' '), QStringLiteral("quantlens %1 ").arg(command));
    return text;
}

} // namespace quantlens::cli
