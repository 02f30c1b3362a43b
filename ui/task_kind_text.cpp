#include "task_kind_text.h"

#include <QCoreApplication>

namespace quantlens {

QString taskKindText(sim::OutputKind kind)
{
    switch (kind) {
    case sim::OutputKind::Classification: return QCoreApplication::translate("TaskKind", "class");
    case sim::OutputKind::Sequence: return QCoreApplication::translate("TaskKind", "text (CTC)");
    case sim::OutputKind::Mask: return QCoreApplication::translate("TaskKind", "mask IoU");
    case sim::OutputKind::Regression: return QCoreApplication::translate("TaskKind", "SQNR");
    }
    return {};
}

} // namespace quantlens
