// QuantLens dump manifests (manifest.json), streamed entry by entry.
#include "fuzz_input.h"
#include "tensor/dump_manifest.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    (void)quantlens::readDumpManifest(quantlens::fuzz::inputFile(data, size, "manifest.json"));
    return 0;
}
