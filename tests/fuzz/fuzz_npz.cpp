// .npz archives through the reader the dumps use: our directory walk, stored members viewed in
// place (and CRC-checked), deflated members inflated (ISA-L) up to their array.
#include "fuzz_input.h"
#include "tensor/npz_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
    setInflateLimitForTesting(std::uint64_t { 64 } << 20); // a fuzzer's input must not inflate gigabytes
    auto archive = NpzArchive::open(fuzz::inputFile(data, size, "input.npz"));
    if (!archive)
        return 0;
    for (const auto& name : archive.value()->names()) {
        (void)archive.value()->header(name);
        if (auto view = archive.value()->tensor(name))
            (void)fuzz::touch(view.value());
    }
    return 0;
}
