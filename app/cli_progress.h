#pragma once
#include "util/progress.h"

#include <QElapsedTimer>
#include <QString>

namespace quantlens::cli {

/// Progress on standard error while core works: on a terminal one line, redrawn, with the percentage
/// and (once a few seconds tell the pace) the time left; into a file or pipe (a CI log, nohup) a line
/// every quarter of a minute once the work has taken ten seconds, so a long search never looks hung.
class ProgressPrinter {
public:
    ProgressPrinter(bool enabled, QString label);
    ProgressCallback callback();
    void finish();

    /// "about 1 min 20 s left" from the time spent on `done` of `total`; empty while too early to tell.
    static QString timeLeft(qint64 elapsedMs, std::size_t done, std::size_t total);

private:
    bool m_enabled;
    bool m_terminal;
    QString m_label;
    QElapsedTimer m_clock;
    int m_lastPercent = -1;
    qint64 m_lastLineMs = 0;
    QString m_lastLeft;
    bool m_printed = false;
};

} // namespace quantlens::cli
