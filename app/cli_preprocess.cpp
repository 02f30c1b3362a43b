#include "cli_preprocess.h"

#include "cli_common.h"
#include "cli_findings.h"
#include "preprocessing_check.h"
#include "preprocessing_options.h"
#include "toolchain_option.h"

#include "core_text.h"
#include "model/model_import.h"
#include "runtime/executor.h"
#include "runtime/tensor.h"
#include "tensor/npy_reader.h"
#include "tensor/npy_writer.h"
#include "util/atomic_file.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace quantlens::cli {

/// Holds the translation context of the preprocess command's strings.
class PreprocessCommand {
    Q_DECLARE_TR_FUNCTIONS(PreprocessCommand)
public:
    static int run(const QStringList& arguments);
};

int runPreprocess(const QStringList& arguments) { return PreprocessCommand::run(arguments); }

namespace {
    int failWith(const Problem& problem)
    {
        printError(QStringLiteral("quantlens preprocess: %1\n").arg(problemText(problem)));
        return kExitBadInput;
    }

    /// The shape of the model input `name` (the only one when empty), from the float model.
    Result<std::vector<std::int64_t>> modelInputShape(const std::string& model, std::string& name)
    {
        using R = Result<std::vector<std::int64_t>>;
        auto graph = importModelFile(model);
        if (!graph)
            return R::failure(graph.error());
        const Graph& g = *graph.value();
        if (name.empty() && g.inputs().size() == 1)
            name = g.inputs().front();
        const Value* v = g.value(name);
        if (!v || !v->isGraphInput)
            return R::failure(Problem::make(model, {}, text("run.input_unknown", { name, runtime::inputNameList(g) })));
        return R::success(v->shape);
    }
}

int PreprocessCommand::run(const QStringList& arguments)
{
    const QString command = QStringLiteral("preprocess");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Turn images (JPEG, PNG, BMP) into model inputs as the toolchain's calibration loader does: decoded and "
           "resized by OpenCV (as cv2.imread and cv2.resize), channel order, (x - mean) / std and layout from the "
           "toolchain's own config or the options. Writes .npy files; --against compares the result with your own "
           "tensor (the same image preprocessed by your script or dumped on the board) and, when they differ by "
           "more than 1e-4, says which usual mistake would explain it."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("images"), tr("Image files."), tr("image…"));
    const ToolchainOption toolchainOption(
        tr("It says whose config --preprocess-config is (without it: told by the file's content)."));
    toolchainOption.addTo(parser);
    const PreprocessingOptions preprocessing;
    preprocessing.addTo(parser);
    const QCommandLineOption model(QStringList { QStringLiteral("model") },
        tr("The float model: its input's shape gives the size, the channel count and the layout."), tr("model.onnx"));
    const QCommandLineOption inputName(QStringList { QStringLiteral("input-name") },
        tr("The model input the images are for (default: the only one)."), tr("name"));
    const QCommandLineOption against(QStringList { QStringLiteral("against") },
        tr("Compare the (one) image's tensor with this .npy; exit 1 when they differ by more than 1e-4."), tr("x.npy"));
    const QCommandLineOption output(QStringList { QStringLiteral("o"), QStringLiteral("output") },
        tr("The .npy to write (one image), or a folder: one IMAGE-NAME.npy per image."), tr("out"));
    const QCommandLineOption quiet = quietOption();
    const QCommandLineOption lang = languageOption();
    parser.addOptions({ model, inputName, against, output, quiet, lang });
    if (!parser.parse(arguments))
        return badUsage(command, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        return printOut(commandHelp(parser.helpText(), arguments.first(), command)) ? kExitOk : kExitFailure;
    const QStringList images = parser.positionalArguments();
    if (images.isEmpty())
        return badUsage(command, tr("give one or more image files"));
    if (!parser.isSet(output) && !parser.isSet(against))
        return badUsage(command, tr("-o is required (or --against to only compare)"));
    if (parser.isSet(against) && images.size() != 1)
        return badUsage(command, tr("--against compares one image; give one"));
    const Toolchain* toolchain = nullptr;
    if (toolchainOption.isSet(parser) && !(toolchain = toolchainOption.read(parser, command, parser.isSet(quiet))))
        return kExitBadUsage;
    std::string name = parser.value(inputName).toStdString();
    std::vector<std::int64_t> shape;
    if (parser.isSet(model)) {
        auto s = modelInputShape(parser.value(model).toStdString(), name);
        if (!s)
            return failWith(s.error());
        shape = std::move(s).value();
    }
    int exitCode = kExitOk;
    const auto p = preprocessing.read(parser, toolchain, name, command, exitCode);
    if (!p)
        return exitCode;
    if (!parser.isSet(quiet))
        printError(PreprocessingOptions::describe(*p));

    if (parser.isSet(against)) {
        auto view = readNpyFile(parser.value(against).toStdString());
        if (!view)
            return failWith(view.error());
        auto reference = runtime::Tensor::fromView(view.value());
        if (!reference)
            return failWith(
                Problem::make(view.value().source, {}, text("run.dtype", { dtypeName(view.value().dtype) })));
        std::vector<float> values(reference->size());
        for (std::size_t i = 0; i < values.size(); ++i)
            values[i] = static_cast<float>(reference->scalarAsDouble(i));
        auto tried = checkPreprocessing(images.front().toStdString(), *p, shape, values, reference->shape());
        if (!tried)
            return failWith(tried.error());
        const auto& given = tried.value().front();
        auto number = [](double v) { return std::isinf(v) ? tr("shapes differ") : QString::number(v, 'g', 3); };
        if (given.maxAbs <= kPreprocessingTolerance)
            printOut(tr("%1 matches %2: max abs %3 (at most %4)\n")
                         .arg(images.front(), parser.value(against), number(given.maxAbs))
                         .arg(kPreprocessingTolerance));
        else {
            QString text = tr("%1 differs from %2: max abs %3 (at most %4 is a match)\n")
                               .arg(images.front(), parser.value(against), number(given.maxAbs))
                               .arg(kPreprocessingTolerance);
            for (std::size_t i = 1; i < tried.value().size(); ++i) {
                const auto& h = tried.value()[i];
                text += (h.maxAbs <= kPreprocessingTolerance ? tr("  matches with %1: max abs %2\n")
                                                             : tr("  with %1: max abs %2\n"))
                            .arg(h.what, number(h.maxAbs));
            }
            printOut(text);
            if (!parser.isSet(output))
                return kExitFailure;
        }
        if (!parser.isSet(output))
            return kExitOk;
    }

    const QString out = parser.value(output);
    const bool toFolder = images.size() > 1 || QFileInfo(out).isDir() || out.endsWith(QLatin1Char('/'));
    if (toFolder && !QDir().mkpath(out))
        return failWith(Problem::make(out.toStdString(), {}, text("run.output_not_folder")));
    for (const QString& image : images) {
        auto t = input::readImageInput(image.toStdString(), *p, shape);
        if (!t)
            return failWith(t.error());
        const QString target
            = toFolder ? QDir(out).filePath(QFileInfo(image).completeBaseName() + QStringLiteral(".npy")) : out;
        const std::string bytes = npyFloat32(t.value().shape, t.value().values.data(), t.value().values.size());
        if (auto written = writeFileAtomically(target.toStdString(), bytes); !written)
            return failWith(written.error());
        if (!parser.isSet(quiet))
            printError(tr("wrote %1\n").arg(target));
    }
    return kExitOk;
}

} // namespace quantlens::cli
