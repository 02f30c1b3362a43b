// Precision plan files (quantlens plan / the window's plan) and tensor map files.
#include "fuzz_input.h"
#include "match/tensor_map_file.h"
#include "precision/plan_json.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
    if (size == 0)
        return 0;
    const std::string_view content = fuzz::rest(data, size);
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(content.data());
    if (data[0] & 1)
        (void)readTensorMap(fuzz::inputFile(bytes, content.size(), "tensor_map.json"));
    else
        (void)loadPlanFile(fuzz::inputFile(bytes, content.size(), "plan.json"));
    return 0;
}
