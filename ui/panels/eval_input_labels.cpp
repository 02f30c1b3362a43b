#include "panels/eval_input_labels.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace quantlens {

/// Holds the translation context of the labels.
class EvalInputs {
    Q_DECLARE_TR_FUNCTIONS(EvalInputs)
public:
    static QStringList labels(const Analysis& analysis, std::size_t count)
    {
        QStringList out;
        if (analysis.modelInputs.size() == count)
            for (const auto& given : analysis.modelInputs) {
                const QString file = QString::fromStdString(given).section(QLatin1Char('='), -1);
                out << QFileInfo(file).completeBaseName();
            }
        else if (count == 1)
            out << tr("the float dump's inputs");
        else
            for (std::size_t i = 0; i < count; ++i)
                out << tr("input %1").arg(i + 1);
        return out;
    }
};

QStringList evalInputLabels(const Analysis& analysis, std::size_t count) { return EvalInputs::labels(analysis, count); }

} // namespace quantlens
