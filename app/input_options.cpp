#include "input_options.h"

#include <QCoreApplication>

namespace quantlens::cli {

/// Translation context of the input options.
class InputOptions {
    Q_DECLARE_TR_FUNCTIONS(InputOptions)
public:
    static void add(QCommandLineParser& parser);
};

void InputOptions::add(QCommandLineParser& parser)
{
    parser.addOption({ QStringLiteral("float"), tr("Float ONNX model."), tr("model.onnx") });
    parser.addOption({ QStringLiteral("quant"),
        tr("Quantized ONNX model (QDQ or QOperator) or SigmaStar quant-param JSON; gives each tensor's dtype, "
           "scale and range, and the quantized names of tensors."),
        tr("quant.onnx") });
    parser.addOption({ QStringLiteral("float-dump"),
        tr("Dump of the float run: a directory of .npy/.npz files (optionally with manifest.json) or an .npz."),
        tr("dir") });
    parser.addOption({ QStringLiteral("quant-dump"), tr("Dump of the run to check (quantized simulator or board), same forms."),
        tr("dir") });
    parser.addOption({ QStringLiteral("dump"), tr("Another run to compare with the float run, e.g. board=/data/board (repeatable)."),
        tr("label=dir") });
}

void addInputOptions(QCommandLineParser& parser) { InputOptions::add(parser); }

std::optional<Workspace> workspaceFromOptions(const QCommandLineParser& parser, const QString& workspacePath,
    bool requireInputs, QString& error)
{
    Workspace w;
    if (!workspacePath.isEmpty()) {
        auto loaded = loadWorkspace(workspacePath.toStdString());
        if (!loaded) {
            error = QString::fromStdString(loaded.error().toString());
            return std::nullopt;
        }
        w = loaded.value();
    }
    if (parser.isSet(QStringLiteral("float")))
        w.floatModel = parser.value(QStringLiteral("float")).toStdString();
    if (parser.isSet(QStringLiteral("quant")))
        w.quantModel = parser.value(QStringLiteral("quant")).toStdString();
    if (parser.isSet(QStringLiteral("float-dump")))
        w.reference = { "float", parser.value(QStringLiteral("float-dump")).toStdString() };
    if (parser.isSet(QStringLiteral("quant-dump")))
        w.candidates.insert(w.candidates.begin(), RunInfo { "quant", parser.value(QStringLiteral("quant-dump")).toStdString() });
    for (const QString& dump : parser.values(QStringLiteral("dump"))) {
        const qsizetype eq = dump.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == dump.size() - 1) {
            error = InputOptions::tr("--dump takes LABEL=PATH, got '%1'").arg(dump);
            return std::nullopt;
        }
        w.candidates.push_back({ dump.left(eq).toStdString(), dump.mid(eq + 1).toStdString() });
    }
    if (requireInputs && !w.hasInputs()) {
        error = InputOptions::tr("give a workspace file, or --float, --float-dump and --quant-dump (or --dump)");
        return std::nullopt;
    }
    return w;
}

} // namespace quantlens::cli
