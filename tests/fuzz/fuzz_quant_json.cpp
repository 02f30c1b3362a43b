// SigmaStar's quant-param JSON ([{"name", "min": [...], "max": [...], "bit"}]).
#include "fuzz_input.h"
#include "model/quant_import.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    (void)quantlens::readSigmaStarQuantJson(quantlens::fuzz::inputFile(data, size, "quant_param.json"));
    return 0;
}
