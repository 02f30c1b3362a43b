#pragma once
#include "util/progress.h"

#include <QElapsedTimer>
#include <QString>

namespace quantlens::cli {

/// A one-line percentage on standard error while core works, only when it is a terminal.
class ProgressPrinter {
public:
    ProgressPrinter(bool enabled, QString label);
    ProgressCallback callback();
    void finish();

private:
    bool m_enabled;
    QString m_label;
    int m_lastPercent = -1;
    bool m_printed = false;
};

} // namespace quantlens::cli
