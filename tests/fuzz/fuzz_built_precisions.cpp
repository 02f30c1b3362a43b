// What a vendor build produced, read for `quantlens verify`: a quantized ONNX model, a SigmaStar
// quant-param JSON, an RKNN quantization.cfg, a Pulsar2 or RKNN table. The first byte picks the file
// name (the ONNX path is taken by extension or by a NUL byte, the rest by content).
#include "fuzz_input.h"
#include "precision/built_precisions.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
    if (size == 0)
        return 0;
    static const char* const kNames[] = { "build.onnx", "fixed.sim.json", "m.quantization.cfg", "precision.txt" };
    const std::string_view content = fuzz::rest(data, size);
    const std::string path = fuzz::inputFile(reinterpret_cast<const std::uint8_t*>(content.data()), content.size(),
        kNames[data[0] % (sizeof kNames / sizeof *kNames)]);
    (void)readBuiltPrecisions(path);
    return 0;
}
