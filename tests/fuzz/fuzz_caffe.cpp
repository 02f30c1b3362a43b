// HiSilicon NNIE's Caffe networks: a deploy .prototxt (protobuf text) and its .caffemodel (binary
// NetParameter) through the import into the Graph IR, then compiled for the executor. The first byte
// picks which file the fuzzer's bytes are: the prototxt (with fixed weights) or the caffemodel (with a
// fixed prototxt).
#include "caffe_fuzz_net.h"
#include "fuzz_input.h"
#include "model/caffe/caffe_import.h"
#include "runtime/compiled_model.h"

#include "model/caffe/caffe.pb.h"

#include <google/protobuf/text_format.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
    if (size == 0)
        return 0;
    static const std::string fixedWeights = [] {
        caffe::NetParameter net;
        if (!google::protobuf::TextFormat::ParseFromString(fuzz::caffeWeightsText(), &net))
            std::abort(); // the harness's own weights must parse, or it fuzzes nothing
        return net.SerializeAsString();
    }();
    const std::string_view content = fuzz::rest(data, size);
    const bool fuzzWeights = (data[0] & 1) != 0;
    const std::string prototxt = fuzzWeights
        ? fuzz::inputFile(reinterpret_cast<const std::uint8_t*>(fuzz::kCaffePrototxt),
            std::char_traits<char>::length(fuzz::kCaffePrototxt), "net.prototxt")
        : fuzz::inputFile(reinterpret_cast<const std::uint8_t*>(content.data()), content.size(), "net.prototxt");
    const std::string weights = fuzzWeights
        ? fuzz::inputFile(reinterpret_cast<const std::uint8_t*>(content.data()), content.size(), "net.caffemodel")
        : fuzz::inputFile(
            reinterpret_cast<const std::uint8_t*>(fixedWeights.data()), fixedWeights.size(), "net.caffemodel");
    auto graph = importCaffeFiles(prototxt, weights);
    if (!graph)
        return 0;
    (void)runtime::CompiledModel::compile(graph.value());
    return 0;
}
