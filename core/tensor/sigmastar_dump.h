#pragma once
// SigmaStar's simulator dump, sigma_outtensor_dump.bin (FORMATS.md §1.2): text header lines with
// raw (or, with dumpasstring, printed) tensor payloads between them. The index is built once over
// the bytes held in memory (usually a memory map); values are decoded per tensor on demand.
#include "tensor/dtype.h"
#include "util/result.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace quantlens {

/// One tensor record of a SigmaStar dump (FORMATS.md §1.2).
struct SigmaStarRecord {
    std::string name; ///< after `name:`, up to ` bConstant:` (may contain spaces)
    bool isOutput = true; ///< `//out k` (true) or `//in k`
    int ioIndex = 0; ///< k
    int opIndex = -1; ///< from `op_out[i]` / `op_in[i]`
    std::string opType; ///< the word(s) before ` = {` on line B
    double scale = 0; ///< `s:`
    std::int64_t zeroPoint = 0; ///< `z:`
    std::string storageType; ///< `type:` (SGS_S16, SGS_S8, SGS_U8, float, ...)
    bool constant = false; ///< bConstant:1
    std::vector<std::int64_t> shape; ///< from `shape:[a, b, ...]` (checked against dims:N)
    DType elementType = DType::Float32; ///< float32 when the file says isFloat: 1; else SGS_S16→int16, SGS_S8→int8,
                                        ///< anything else uint8
    bool text = false; ///< values printed as text (dumpasstring) instead of raw bytes
    std::size_t payloadOffset = 0; ///< byte offset of the raw payload (binary) or of the first value (text)
    std::size_t payloadBytes = 0; ///< `//buffer data size:` N (binary), or the text's length up to `};`
    std::size_t headerOffset = 0; ///< byte offset of the record's `//out`/`//in` line, for messages
    bool broken = false; ///< printed values not closed by "};" before the next header: left out

    /// prod(shape); the index has checked that it does not overflow.
    std::size_t elementCount() const
    {
        std::size_t n = 1;
        for (auto d : shape)
            n *= static_cast<std::size_t>(d);
        return n;
    }
};

struct SigmaStarDump {
    bool isFloat = true; ///< the file's first line: float32 payloads (1) or raw quantized integers (0)
    std::vector<SigmaStarRecord> records; ///< in file order; a tensor can appear twice (as //out and //in)
};

/// Indexes a whole dump held in memory: header lines are parsed, payloads are only located.
/// Linear in the file size; payloads are neither copied nor (in binary records) read. Unexpected
/// text between records is skipped with a warning.
Result<SigmaStarDump> indexSigmaStarDump(const std::byte* data, std::size_t size, const std::string& source);

/// True when the bytes start like a SigmaStar dump (`isFloat:` as the first line; tolerate a UTF-8 BOM / CRLF).
bool looksLikeSigmaStarDump(const std::byte* head, std::size_t size);

/// The record's values as float32, dequantized with s·(q − z) when the payload holds integers;
/// exactly prod(shape) values (padding after them is dropped; a payload shorter than
/// prod(shape)·element size is an error naming the tensor and the byte offset). Text records are
/// parsed from their text. `data`/`size` are the same bytes the record was indexed from.
Result<std::vector<float>> sigmaStarValues(
    const std::byte* data, std::size_t size, const SigmaStarRecord& record, const std::string& source);

} // namespace quantlens
