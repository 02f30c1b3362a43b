#include "runtime/image_inputs.h"

#include "input/image_input.h"
#include "runtime/executor.h"
#include "runtime/model_inputs.h"
#include "tensor/folder_listing.h"
#include "tensor/npy_writer.h"
#include "util/atomic_file.h"
#include "util/temporary_folders.h"

#include <algorithm>
#include <filesystem>

namespace quantlens::runtime {

namespace fs = std::filesystem;

namespace {
    /// Image files of a folder in name order; empty when it holds any .npy file (those are its inputs).
    std::vector<std::string> folderImages(const std::string& folder)
    {
        std::error_code ec;
        std::vector<std::string> images;
        for (const std::string& name : regularFileNames(folder, ec)) {
            if (name.ends_with(".npy"))
                return {};
            if (input::isImageFile(name))
                images.push_back((fs::path(folder) / name).string());
        }
        std::sort(images.begin(), images.end());
        return images;
    }

    bool isFolder(const std::string& path)
    {
        std::error_code ec;
        return fs::is_directory(path, ec);
    }

    /// Makes the .npy files, in one temporary folder made when the first image comes.
    class Writer {
    public:
        Writer(const Graph& model, const input::Preprocessing* preprocessing)
            : m_model(model)
            , m_preprocessing(preprocessing)
        { }

        /// `image` preprocessed for the model input `name` (empty: the only one), written into `subfolder`.
        Result<std::string> write(const std::string& image, const std::string& name, const std::string& subfolder)
        {
            using R = Result<std::string>;
            if (!m_preprocessing)
                return R::failure(Problem::make(image, {}, text("image.no_preprocessing")));
            const std::string input = !name.empty() ? name : m_model.inputs().size() == 1 ? m_model.inputs()[0] : "";
            const Value* value = input.empty() ? nullptr : m_model.value(input);
            if (input.empty() || !value || !value->isGraphInput)
                return R::failure(Problem::make(image, {},
                    name.empty() ? text("run.input_unnamed", { inputNameList(m_model) })
                                 : text("run.input_unknown", { name, inputNameList(m_model) })));
            auto tensor = input::readImageInput(
                image, *m_preprocessing, value->shapeKnown ? value->shape : std::vector<std::int64_t> {});
            if (!tensor)
                return R::failure(tensor.error());
            if (m_folder.empty()) {
                auto folder = makeTemporaryFolder("images");
                if (!folder)
                    return R::failure(folder.error());
                m_folder = folder.value();
            }
            const fs::path dir = fs::path(m_folder) / subfolder;
            std::error_code ec;
            fs::create_directories(dir, ec);
            // Named after the image, so labels and reports still say which image it was.
            const std::string target = (dir / (fs::path(image).filename().string() + ".npy")).string();
            const auto& t = tensor.value();
            auto written = writeFileAtomically(target, npyFloat32(t.shape, t.values.data(), t.values.size()));
            if (!written)
                return R::failure(written.error());
            ++m_count;
            return R::success(target);
        }
        std::size_t count() const { return m_count; }
        const std::string& folder() const { return m_folder; }

    private:
        const Graph& m_model;
        const input::Preprocessing* m_preprocessing;
        std::string m_folder;
        std::size_t m_count = 0;
    };
}

Result<std::vector<std::string>> expandInputFolders(const std::vector<std::string>& modelInputs)
{
    using R = Result<std::vector<std::string>>;
    std::vector<std::string> out;
    for (const std::string& argument : modelInputs) {
        const InputArgument parsed = parseInputArgument(argument);
        if (!isFolder(parsed.file)) {
            out.push_back(argument);
            continue;
        }
        std::error_code ec;
        std::vector<std::string> files;
        for (const std::string& name : regularFileNames(parsed.file, ec))
            if (name.ends_with(".npy"))
                files.push_back((fs::path(parsed.file) / name).string());
        std::sort(files.begin(), files.end());
        if (files.empty())
            files = folderImages(parsed.file);
        if (ec)
            return R::failure(Problem::make(parsed.file, {}, text("file.cannot_read", { ec.message() })));
        if (files.empty())
            return R::failure(Problem::make(parsed.file, {}, text("image.folder_without_inputs")));
        for (const std::string& file : files)
            out.push_back(parsed.name.empty() ? file : parsed.name + "=" + file);
    }
    return R::success(std::move(out));
}

bool namesImages(const std::vector<std::string>& modelInputs, const std::vector<std::string>& calibration)
{
    for (const std::string& argument : modelInputs)
        if (input::isImageFile(parseInputArgument(argument).file))
            return true;
    for (const std::string& entry : calibration)
        if (input::isImageFile(entry) || (isFolder(entry) && !folderImages(entry).empty()))
            return true;
    return false;
}

Result<PreprocessedInputs> preprocessImageInputs(const Graph& floatModel, const std::vector<std::string>& modelInputs,
    const std::vector<std::string>& calibration, const input::Preprocessing* preprocessing,
    const ProgressCallback& progress)
{
    using R = Result<PreprocessedInputs>;
    PreprocessedInputs out;
    Writer writer(floatModel, preprocessing);
    std::size_t total = 0, done = 0;
    for (const std::string& argument : modelInputs)
        total += input::isImageFile(parseInputArgument(argument).file);
    for (const std::string& entry : calibration)
        total += isFolder(entry) ? folderImages(entry).size() : input::isImageFile(entry);
    auto advance = [&] { return !progress || progress(++done, total); };
    std::size_t entryIndex = 0;
    for (const std::string& argument : modelInputs) {
        const InputArgument parsed = parseInputArgument(argument);
        if (!input::isImageFile(parsed.file)) {
            out.modelInputs.push_back(argument);
            continue;
        }
        auto npy = writer.write(parsed.file, parsed.name, "input-" + std::to_string(entryIndex++));
        if (!npy)
            return R::failure(npy.error());
        out.modelInputs.push_back(parsed.name.empty() ? npy.value() : parsed.name + "=" + npy.value());
        out.madeFrom.emplace_back(npy.value(), parsed.file);
        if (!advance())
            return R::failure(cancellation(parsed.file));
    }
    for (const std::string& entry : calibration) {
        const bool folder = isFolder(entry);
        const std::vector<std::string> images = folder ? folderImages(entry)
            : input::isImageFile(entry)                ? std::vector<std::string> { entry }
                                                       : std::vector<std::string> {};
        if (images.empty()) {
            out.calibration.push_back(entry);
            continue;
        }
        const std::string subfolder = "calibration-" + std::to_string(entryIndex++);
        for (const std::string& image : images) {
            auto npy = writer.write(image, {}, subfolder);
            if (!npy)
                return R::failure(npy.error());
            if (!folder)
                out.calibration.push_back(npy.value());
            out.madeFrom.emplace_back(npy.value(), image);
            if (!advance())
                return R::failure(cancellation(image));
        }
        if (folder) { // the folder's tensors, in the images' name order
            out.calibration.push_back((fs::path(writer.folder()) / subfolder).string());
            out.madeFrom.emplace_back(out.calibration.back(), entry);
        }
    }
    out.images = writer.count();
    return R::success(std::move(out));
}

} // namespace quantlens::runtime
