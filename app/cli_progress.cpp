#include "cli_progress.h"

#include "cli_common.h"

#include <QCoreApplication>

#include <cmath>
#include <unistd.h>

namespace quantlens::cli {
namespace {
    constexpr qint64 kPaceKnownMs = 2000; ///< before this, a time left is a guess
    constexpr qint64 kFirstLogLineMs = 10000;
    constexpr qint64 kLogLineEveryMs = 15000;

    QString duration(double seconds)
    {
        const auto s = static_cast<qint64>(std::ceil(seconds));
        if (s < 90)
            return QCoreApplication::translate("ProgressPrinter", "%1 s").arg(s);
        if (s < 5400)
            return QCoreApplication::translate("ProgressPrinter", "%1 min %2 s").arg(s / 60).arg(s % 60);
        return QCoreApplication::translate("ProgressPrinter", "%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60);
    }
}

ProgressPrinter::ProgressPrinter(bool enabled, QString label)
    : m_enabled(enabled)
    , m_terminal(isatty(STDERR_FILENO))
    , m_label(std::move(label))
{
    m_clock.start();
}

QString ProgressPrinter::timeLeft(qint64 elapsedMs, std::size_t done, std::size_t total)
{
    if (elapsedMs < kPaceKnownMs || done == 0 || total == 0 || done >= total)
        return {};
    const double left
        = static_cast<double>(elapsedMs) / 1000.0 * static_cast<double>(total - done) / static_cast<double>(done);
    return QCoreApplication::translate("ProgressPrinter", "about %1 left").arg(duration(left));
}

ProgressCallback ProgressPrinter::callback()
{
    if (!m_enabled)
        return {};
    return [this](std::size_t done, std::size_t total) {
        const int percent
            = total ? static_cast<int>(100.0 * static_cast<double>(done) / static_cast<double>(total)) : 100;
        const qint64 now = m_clock.elapsed();
        const QString left = timeLeft(now, done, total);
        if (m_terminal) {
            if (percent != m_lastPercent || left != m_lastLeft) {
                printError(QStringLiteral("\r\033[K%1… %2 %").arg(m_label).arg(percent)
                    + (left.isEmpty() ? QString() : QStringLiteral(" · ") + left));
                m_lastPercent = percent;
                m_lastLeft = left;
                m_printed = true;
            }
        } else if (now >= kFirstLogLineMs && now - m_lastLineMs >= kLogLineEveryMs) {
            printError(QStringLiteral("%1: %2 %").arg(m_label).arg(percent)
                + (left.isEmpty() ? QString() : QStringLiteral(" (") + left + QLatin1Char(')')) + QLatin1Char('\n'));
            m_lastLineMs = now;
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
