#include "model/quantized_model.h"

#include "model/onnx_import.h"
#include "model/quant_import.h"

#include <algorithm>
#include <cctype>

namespace quantlens {

Result<QuantizedModel> loadQuantizedModel(const std::string& path)
{
    using R = Result<QuantizedModel>;
    std::string suffix = path.size() >= 5 ? path.substr(path.size() - 5) : std::string();
    std::transform(suffix.begin(), suffix.end(), suffix.begin(), [](unsigned char c) { return std::tolower(c); });
    if (suffix == ".json") {
        auto json = readSigmaStarQuantJson(path);
        if (!json)
            return R::failure(json.error());
        return R::success({ path, std::move(json.value()), nullptr }, json.warnings());
    }
    return loadQuantizedOnnx(path);
}

Result<QuantizedModel> loadQuantizedOnnx(const std::string& path)
{
    using R = Result<QuantizedModel>;
    auto graph = importOnnxFile(path);
    if (!graph)
        return R::failure(graph.error());
    auto info = extractQuantInfo(*graph.value());
    if (!info)
        return R::failure(info.error());
    std::vector<Problem> warnings = graph.warnings();
    warnings.insert(warnings.end(), info.warnings().begin(), info.warnings().end());
    return R::success({ path, std::move(info.value()), graph.value() }, std::move(warnings));
}

} // namespace quantlens
