#pragma once
// Each toolchain's own config read into the input preprocessing its calibration loader applies to
// images (shared/LEVERS.md §3): the registry entry (Toolchain::preprocessing) names its file and reader.
#include "input/preprocessing.h"
#include "util/result.h"

#include <string>

namespace quantlens {

struct Toolchain;

/// Where a toolchain keeps its input preprocessing, and how QuantLens reads it.
struct PreprocessingConfig {
    const char* file = ""; ///< "config.json (quant.input_configs, input_processors)"; empty: none
    /// Whether `content` is this toolchain's config with preprocessing in it (to tell a file by its content).
    bool (*holds)(const std::string& content) = nullptr;
    /// The preprocessing of the model input `inputName` (empty: the only or the default entry).
    Result<input::Preprocessing> (*read)(
        const std::string& content, const std::string& file, const std::string& inputName)
        = nullptr;
};

/// The preprocessing in the config at `path`: by `toolchain`'s reader, or (nullptr) by whichever
/// toolchain's config the content is. Problems name the file.
Result<input::Preprocessing> readPreprocessingConfig(
    const std::string& path, const Toolchain* toolchain, const std::string& inputName = {});

// The readers, one per toolchain file (registry entries point at them).
bool holdsPulsar2Preprocessing(const std::string& content);
Result<input::Preprocessing> readPulsar2Preprocessing(
    const std::string& content, const std::string& file, const std::string& inputName);
bool holdsSigmaStarPreprocessing(const std::string& content);
Result<input::Preprocessing> readSigmaStarPreprocessing(
    const std::string& content, const std::string& file, const std::string& inputName);
bool holdsNniePreprocessing(const std::string& content);
Result<input::Preprocessing> readNniePreprocessing(
    const std::string& content, const std::string& file, const std::string& inputName);
bool holdsRknnPreprocessing(const std::string& content);
Result<input::Preprocessing> readRknnPreprocessing(
    const std::string& content, const std::string& file, const std::string& inputName);

} // namespace quantlens
