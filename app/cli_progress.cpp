#include "cli_progress.h"

#include "cli_common.h"

#include <unistd.h>

namespace quantlens::cli {

ProgressPrinter::ProgressPrinter(bool enabled, QString label)
    : m_enabled(enabled && isatty(STDERR_FILENO))
    , m_label(std::move(label))
{ }

ProgressCallback ProgressPrinter::callback()
{
    if (!m_enabled)
        return {};
    return [this](std::size_t done, std::size_t total) {
        const int percent
            = total ? static_cast<int>(100.0 * static_cast<double>(done) / static_cast<double>(total)) : 100;
        if (percent != m_lastPercent) {
            printError(QStringLiteral("\r%1… %2 %").arg(m_label).arg(percent));
            m_lastPercent = percent;
            m_printed = true;
        }
        return true;
    };
}

void ProgressPrinter::finish()
{
    if (m_printed)
        printError(QStringLiteral("\r\033[K"));
}

} // namespace quantlens::cli
