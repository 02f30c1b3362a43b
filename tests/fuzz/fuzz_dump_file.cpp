// Any dump file through the reader registry, as a folder listing meets it: recognised by content
// (or extension), opened, every tensor read. The first byte picks the file's extension, since the
// raw float32 reader, SigmaStar's printed dumps and the NNIE mapper's hex files are known by it.
#include "fuzz_input.h"
#include "tensor/dump_reader.h"
#include "tensor/file_head.h"
#include "tensor/npz_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
    if (size == 0)
        return 0;
    setInflateLimitForTesting(std::uint64_t { 64 } << 20);
    static const char* const kNames[] = { "tensor.npy", "dump.npz", "sigma_outtensor_dump.bin", "layer.bin",
        "sigma_outtensor_dump.txt", "conv1_output0_2_3_4_quant.linear.hex" };
    const std::string_view content = fuzz::rest(data, size);
    const std::string path = fuzz::inputFile(reinterpret_cast<const std::uint8_t*>(content.data()), content.size(),
        kNames[data[0] % (sizeof kNames / sizeof *kNames)]);
    auto head = readFileHead(path);
    if (!head)
        return 0;
    KeptBytes keeper(std::uint64_t { 1 } << 20);
    if ((data[0] & 0x80) != 0) // both ways a reader may get a small file: kept, or read again
        head.value().keeper = &keeper;
    const DumpReader* reader = findDumpReader(head.value());
    if (reader == nullptr)
        return 0;
    auto file = reader->open(head.value());
    if (!file)
        return 0;
    std::size_t opened = 0;
    for (const auto& entry : file.value()->entries()) {
        if (++opened > 64)
            break;
        if (auto view = file.value()->tensor(entry))
            (void)fuzz::touch(view.value());
    }
    return 0;
}
