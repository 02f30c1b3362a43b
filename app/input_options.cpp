#include "input_options.h"

#include "cli_common.h"
#include "model/caffe/caffe_import.h"

#include <cmath>

namespace quantlens::cli {
namespace {
    const QString kFloat = QStringLiteral("float");
    const QString kQuant = QStringLiteral("quant");
    const QString kFloatDump = QStringLiteral("float-dump");
    const QString kQuantDump = QStringLiteral("quant-dump");
    const QString kDump = QStringLiteral("dump");
    const QString kTensorMap = QStringLiteral("tensor-map");
    const QString kCaffemodel = QStringLiteral("caffemodel");
    const QString kInput = QStringLiteral("input");
    const QString kWarn = QStringLiteral("threshold");
    const QString kFail = QStringLiteral("fail-threshold");
    const QString kRelL1 = QStringLiteral("rel-l1-threshold");

    CommandInputs failed(QString error, int code)
    {
        CommandInputs in;
        in.error = std::move(error);
        in.exitCode = code;
        return in;
    }

    std::optional<double> number(const QString& text)
    {
        bool ok = false;
        const double v = text.toDouble(&ok);
        return ok && std::isfinite(v) ? std::optional(v) : std::nullopt;
    }

    /// Applies the threshold options. Only levels given explicitly must agree: `--threshold 0.95`
    /// alone lowers the fail level with it rather than refusing the default fail level.
    QString applyThresholds(const QCommandLineParser& parser, Thresholds& t)
    {
        if (parser.isSet(kWarn)) {
            const auto v = number(parser.value(kWarn));
            if (!v)
                return InputOptions::tr("--threshold must be a number between -1 and 1");
            t.cosWarnBelow = *v;
            if (!parser.isSet(kFail))
                t.cosFailBelow = std::min(t.cosFailBelow, *v);
        }
        if (parser.isSet(kFail)) {
            const auto v = number(parser.value(kFail));
            if (!v)
                return InputOptions::tr("--fail-threshold must be a number between -1 and 1");
            t.cosFailBelow = *v;
        }
        if (parser.isSet(kRelL1)) {
            const auto v = number(parser.value(kRelL1));
            if (!v)
                return InputOptions::tr("--rel-l1-threshold must be a number (0 turns the rule off)");
            t.relL1WarnAbove = *v;
        }
        if (const auto wrong = t.problem())
            return QString::fromStdString(wrong->english());
        return {};
    }
}

bool InputOptions::thresholdsGiven(const QCommandLineParser& parser)
{
    return parser.isSet(kWarn) || parser.isSet(kFail) || parser.isSet(kRelL1);
}

void InputOptions::add(QCommandLineParser& parser)
{
    parser.addPositionalArgument(QStringLiteral("workspace"),
        InputOptions::tr("A QuantLens workspace file (.quantlens.json); options below override what it says."),
        InputOptions::tr("[workspace]"));
    parser.addOption({ kFloat,
        InputOptions::tr("Float model: ONNX, or a Caffe deploy .prototxt with its .caffemodel beside it (NNIE)."),
        InputOptions::tr("model.onnx") });
    parser.addOption({ kCaffemodel,
        InputOptions::tr("The Caffe weights of a --float .prototxt when they are not beside it under the same name."),
        InputOptions::tr("net.caffemodel") });
    parser.addOption({ kQuant,
        InputOptions::tr(
            "Quantized ONNX model (QDQ or QOperator) or SigmaStar quant-param JSON; gives each tensor's dtype, "
            "scale and range, and the quantized names of tensors."),
        InputOptions::tr("quant.onnx") });
    parser.addOption({ kFloatDump,
        InputOptions::tr(
            "Dump of the float run: a directory of dump files (.npy, .npz, SigmaStar, Pulsar2 .bin; optionally "
            "with manifest.json) or one dump file."),
        InputOptions::tr("dir") });
    parser.addOption(
        { kQuantDump, InputOptions::tr("Dump of the run to check (quantized simulator or board), same forms."),
            InputOptions::tr("dir") });
    parser.addOption({ kDump,
        InputOptions::tr(
            "Another run to compare with the float run, e.g. board=/data/board (repeatable; each label once)."),
        InputOptions::tr("label=dir") });
    parser.addOption({ kTensorMap,
        InputOptions::tr(
            "Tensor map (JSON: float tensor → dump entry) for tensors a toolchain renamed; overrides every "
            "other match."),
        InputOptions::tr("map.json") });
    parser.addOption({ kInput,
        InputOptions::tr(
            "A model input as .npy ([NAME=]FILE.npy, repeatable), or an image (JPEG, PNG, BMP) preprocessed as "
            "--preprocess-config or --mean/--std/--rgb|--bgr say: QuantLens runs the models on it itself, the float "
            "model when no --float-dump is given and the quantized ONNX model when no run is given. No dump needed."),
        InputOptions::tr("[name=]file.npy") });
    const Thresholds defaults;
    parser.addOption({ kWarn,
        InputOptions::tr("Cosine similarity below which a tensor is a warning (default %1).")
            .arg(defaults.cosWarnBelow),
        InputOptions::tr("cos") });
    parser.addOption({ kFail,
        InputOptions::tr("Cosine similarity below which a tensor fails (default %1, at most --threshold).")
            .arg(defaults.cosFailBelow),
        InputOptions::tr("cos") });
    parser.addOption({ kRelL1,
        InputOptions::tr("SigmaStar relative L1 error above which a tensor is a warning (default %1; 0: off).")
            .arg(defaults.relL1WarnAbove),
        InputOptions::tr("value") });
    parser.addOption(outputsOption());
    parser.addOption(outputKindOption());
    parser.addOption(calibrationOption());
}

QString InputOptions::summary()
{
    return InputOptions::tr("Inputs (the window and every command take the same):\n"
                            "  [workspace]               a .quantlens.json workspace file\n"
                            "  --float <model.onnx>      float ONNX model, or Caffe .prototxt (+ --caffemodel)\n"
                            "  --quant <quant.onnx>      quantized ONNX model or SigmaStar quant-param JSON\n"
                            "  --float-dump <dir>        dump of the float run (a folder of dumps or one dump file)\n"
                            "  --quant-dump <dir>        dump of the run to check\n"
                            "  --dump <label=dir>        another run, e.g. board=/data/board (repeatable)\n"
                            "  --tensor-map <map.json>   float tensor → dump entry, for renamed tensors\n"
                            "  --input <[name=]x.npy>    run the models on this input instead of reading dumps\n"
                            "  --threshold <cos>         warn below this cosine (default %1)\n"
                            "  --fail-threshold <cos>    fail below this cosine (default %2)\n"
                            "  --rel-l1-threshold <x>    warn above this SigmaStar relative L1 (default %3; 0: off)\n")
        .arg(Thresholds {}.cosWarnBelow)
        .arg(Thresholds {}.cosFailBelow)
        .arg(Thresholds {}.relL1WarnAbove);
}

int InputOptions::fail(const QString& command, const CommandInputs& inputs)
{
    if (inputs.exitCode == kExitBadUsage)
        return badUsage(command, inputs.error);
    printError(tr("quantlens %1: %2\n").arg(command, inputs.error));
    return inputs.exitCode;
}

CommandInputs InputOptions::read(const QCommandLineParser& parser, bool requireInputs, bool allowModelOnly)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return failed(InputOptions::tr("unexpected argument '%1'").arg(positional.at(1)), kExitBadUsage);
    CommandInputs in;
    Workspace w;
    // `quantlens model.onnx`: a model to look at before any run is dumped.
    if (positional.value(0).endsWith(QStringLiteral(".onnx"), Qt::CaseInsensitive)
        || isCaffeModelPath(positional.value(0).toStdString())) {
        w.floatModel = positional.value(0).toStdString();
        in.overridesWorkspace = true;
    } else {
        in.workspacePath = positional.value(0);
    }
    if (!in.workspacePath.isEmpty()) {
        auto loaded = loadWorkspace(in.workspacePath.toStdString());
        if (!loaded)
            return failed(QString::fromStdString(loaded.error().toString()), kExitBadInput);
        w = loaded.value();
    }
    for (const QString& option :
        { kFloat, kQuant, kFloatDump, kQuantDump, kDump, kTensorMap, kInput, kWarn, kFail, kRelL1 })
        in.overridesWorkspace = in.overridesWorkspace || parser.isSet(option);
    if (parser.isSet(kFloat)) {
        if (!w.floatModel.empty() && in.workspacePath.isEmpty())
            return failed(
                InputOptions::tr("two float models: give the model either as the first argument or with --float"),
                kExitBadUsage);
        w.floatModel = parser.value(kFloat).toStdString();
    }
    if (parser.isSet(kCaffemodel)) {
        if (!isCaffeModelPath(w.floatModel))
            return failed(
                InputOptions::tr("--%1 goes with a Caffe --float model (.prototxt)").arg(kCaffemodel), kExitBadUsage);
        useCaffeWeights(w.floatModel, parser.value(kCaffemodel).toStdString());
    }
    if (parser.isSet(kQuant))
        w.quantModel = parser.value(kQuant).toStdString();
    if (parser.isSet(kTensorMap))
        w.tensorMap = parser.value(kTensorMap).toStdString();
    if (parser.isSet(kFloatDump))
        w.reference = { "float", parser.value(kFloatDump).toStdString() };
    if (parser.isSet(kQuantDump)) {
        // The dump to check replaces the file's first run rather than adding a second one.
        const RunInfo run { "quant", parser.value(kQuantDump).toStdString() };
        if (w.candidates.empty())
            w.candidates.push_back(run);
        else
            w.candidates.front() = run;
    }
    for (const QString& dump : parser.values(kDump)) {
        const qsizetype eq = dump.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == dump.size() - 1)
            return failed(InputOptions::tr("--dump takes LABEL=PATH, got '%1'").arg(dump), kExitBadUsage);
        const std::string label = dump.left(eq).toStdString();
        for (const auto& run : w.candidates)
            if (run.label == label)
                return failed(InputOptions::tr("two runs are labelled '%1'; give each --dump a label of its own")
                                  .arg(dump.left(eq)),
                    kExitBadUsage);
        w.candidates.push_back({ label, dump.mid(eq + 1).toStdString() });
    }
    if (parser.isSet(kInput)) {
        w.modelInputs.clear();
        for (const QString& given : parser.values(kInput))
            w.modelInputs.push_back(given.toStdString());
    }
    if (parser.isSet(outputsOption()))
        w.countedOutputs = chosenOutputs(parser.values(outputsOption()));
    if (parser.isSet(outputKindOption())) {
        QString wrong;
        const auto kinds = chosenOutputKinds(parser.values(outputKindOption()), wrong);
        if (!kinds)
            return failed(wrong, kExitBadUsage);
        w.outputKinds = *kinds;
    }
    if (parser.isSet(calibrationOption())) {
        w.calibration.clear();
        for (const QString& given : parser.values(calibrationOption()))
            w.calibration.push_back(given.toStdString());
    }
    if (const QString wrong = applyThresholds(parser, w.view.thresholds); !wrong.isEmpty())
        return failed(wrong, kExitBadUsage);
    if (requireInputs && !w.hasInputs() && !(allowModelOnly && w.isModelOnly())) {
        if (!in.workspacePath.isEmpty())
            return failed(
                InputOptions::tr("the workspace names no float model, float dump and compared dump"), kExitBadInput);
        if (w.floatModel.empty())
            return failed(InputOptions::tr("--%1 is required (or give a workspace file)").arg(kFloat), kExitBadUsage);
        if (w.reference.path.empty() && w.modelInputs.empty())
            return failed(InputOptions::tr("--%1 or --input is required (or give a workspace file)").arg(kFloatDump),
                kExitBadUsage);
        return failed(
            InputOptions::tr("--quant-dump, --dump, or --quant with --input is required (or give a workspace file)"),
            kExitBadUsage);
    }
    in.workspace = std::move(w);
    return in;
}

} // namespace quantlens::cli
