#include "model/model_import.h"

#include "model/caffe/caffe_import.h"
#include "model/onnx_import.h"

namespace quantlens {

Result<std::shared_ptr<const Graph>> importModelFile(const std::string& path)
{
    return isCaffeModelPath(path) ? importCaffeFiles(path) : importOnnxFile(path);
}

} // namespace quantlens
