#include "metrics/range_reduction.h"

#include "tensor/mapped_read_guard.h"

#include "metrics/metric_kernel.h"

#include <algorithm>
#include <vector>

namespace quantlens {
namespace {
    // Small enough that both sides' converted chunk stays in L1 for the fused pass.
    constexpr std::size_t kChunkElements = 2048;
    // Float chunks are not copied, so chunks only bound the re-walk a NaN triggers: larger ones
    // save per-chunk merging.
    constexpr std::size_t kDirectChunk = 8 * kChunkElements;
    // Bytes read per side and pread: large enough that the call costs little per byte, small
    // enough that both sides' blocks stay in L2 while they are reduced.
    constexpr std::size_t kStreamBlockBytes = 256u << 10;

    void addFloats(
        const float* a, const float* b, std::size_t first, std::size_t n, MetricSums& sums, StatsAccumulator* stats)
    {
        const auto ownLevel = stats ? stats->ownLossLevel() : std::nullopt;
        for (std::size_t done = 0; done < n; done += kDirectChunk) {
            const std::size_t m = std::min(kDirectChunk, n - done);
            if (ownLevel) { // the reference's own loss along with the sums, where the CPU can
                OwnLossPart own;
                const ChunkRange range = accumulateChunk(a + done, b + done, m, sums, *ownLevel, own);
                stats->add(a + done, b + done, first + done, m, range, own);
                continue;
            }
            const ChunkRange range = accumulateChunk(a + done, b + done, m, sums);
            if (stats)
                stats->add(a + done, b + done, first + done, m, range);
        }
    }

    /// Elements of a side as doubles: converted from `bytes` when the side has them in a row, else
    /// read (and permuted) through its reader.
    bool toDoubles(const RangeSide& side, const std::byte* bytes, std::size_t first, std::size_t n, double* out)
    {
        if (bytes) {
            side.reader->convert(bytes, first, n, out);
            return true;
        }
        return side.reader->read(first, n, out);
    }

    /// The raw bytes of elements [first, first + n): read into `buffer` for a streamed side, in
    /// place for a side held directly in memory, nullptr for one that must go through its reader.
    const std::byte* bytesOf(
        const RangeSide& side, std::size_t first, std::size_t n, std::vector<float>& buffer, const FileReader*& failed)
    {
        if (side.file) {
            const std::size_t bytes = n * side.elementSize;
            if (buffer.size() * sizeof(float) < bytes)
                buffer.resize((bytes + sizeof(float) - 1) / sizeof(float));
            if (!side.file->readAt(side.byteOffset + first * side.elementSize, buffer.data(), bytes))
                failed = side.file;
            return reinterpret_cast<const std::byte*>(buffer.data());
        }
        if (side.reader->directFloats())
            return reinterpret_cast<const std::byte*>(side.reader->directFloats() + first);
        return nullptr;
    }

    /// False when a mapped side was truncated under the read.
    bool reduceInMemory(const RangeSide& ref, const RangeSide& cand, std::size_t first, std::size_t count,
        MetricSums& sums, StatsAccumulator* stats)
    {
        if (ref.reader->directFloats() && cand.reader->directFloats()) {
            // Floats read in place may lie in a mapping: guarded like every other mapped read.
            return guardMappedRead([&] {
                addFloats(
                    ref.reader->directFloats() + first, cand.reader->directFloats() + first, first, count, sums, stats);
            });
        }
        thread_local std::vector<double> a(kChunkElements), b(kChunkElements);
        for (std::size_t done = 0; done < count; done += kChunkElements) {
            const std::size_t n = std::min(kChunkElements, count - done);
            if (!ref.reader->read(first + done, n, a.data()) || !cand.reader->read(first + done, n, b.data()))
                return false;
            const ChunkRange range = accumulateChunk(a.data(), b.data(), n, sums);
            if (stats)
                stats->add(a.data(), b.data(), first + done, n, range);
        }
        return true;
    }
}

RangeSide RangeSide::of(const TensorView& view, const ElementReader& reader)
{
    RangeSide side;
    side.reader = &reader;
    side.elementSize = dtypeSize(view.dtype);
    if (view.fileBytes && view.isRowMajorContiguous()) { // opened unmapped, to be streamed
        side.file = view.fileBytes->file.get();
        side.byteOffset = view.fileBytes->offset;
    } else if (view.mapping && view.mapping->file() && view.data != nullptr && view.isRowMajorContiguous()) {
        side.file = view.mapping->file();
        side.byteOffset = static_cast<std::uint64_t>(view.data - view.mapping->data());
    }
    // Floats go the float path only where the same bytes in memory would (aligned, as mappings
    // start on a page): streamed or not, a tensor is summed in the same chunks.
    side.plainFloats = side.file ? reader.storesPlainFloats() && side.byteOffset % alignof(float) == 0
                                 : reader.directFloats() != nullptr;
    return side;
}

RangeRead reduceRange(const RangeSide& ref, const RangeSide& cand, std::size_t first, std::size_t count,
    MetricSums& sums, StatsAccumulator* stats)
{
    RangeRead outcome;
    if (!ref.file && !cand.file) {
        outcome.mappingLost = !reduceInMemory(ref, cand, first, count, sums, stats);
        return outcome;
    }
    // Per thread, reused across ranges and jobs: two blocks, never the tensor.
    thread_local std::vector<float> bufferA, bufferB;
    thread_local std::vector<double> doublesA(kChunkElements), doublesB(kChunkElements);
    const std::size_t block = std::max<std::size_t>(1, kStreamBlockBytes / std::max(ref.elementSize, cand.elementSize));
    const bool floats = ref.plainFloats && cand.plainFloats;
    // Blocks hold whole chunks, so a range sums in the same chunks streamed or in memory: the
    // results are the same to the bit whichever way the data came.
    for (std::size_t done = 0; done < count; done += block) {
        const std::size_t n = std::min(block, count - done);
        const std::size_t at = first + done;
        const FileReader* failed = nullptr;
        const std::byte* a = bytesOf(ref, at, n, bufferA, failed);
        const std::byte* b = bytesOf(cand, at, n, bufferB, failed);
        if (failed) {
            outcome.ended = failed;
            return outcome;
        }
        if (floats && a && b) {
            // One side may be read in place from a mapping (the other streamed).
            if (!guardMappedRead([&] {
                    addFloats(reinterpret_cast<const float*>(a), reinterpret_cast<const float*>(b), at, n, sums, stats);
                })) {
                outcome.mappingLost = true;
                return outcome;
            }
            continue;
        }
        for (std::size_t k = 0; k < n; k += kChunkElements) {
            const std::size_t m = std::min(kChunkElements, n - k);
            if (!toDoubles(ref, a ? a + k * ref.elementSize : nullptr, at + k, m, doublesA.data())
                || !toDoubles(cand, b ? b + k * cand.elementSize : nullptr, at + k, m, doublesB.data())) {
                outcome.mappingLost = true;
                return outcome;
            }
            const ChunkRange range = accumulateChunk(doublesA.data(), doublesB.data(), m, sums);
            if (stats)
                stats->add(doublesA.data(), doublesB.data(), at + k, m, range);
        }
    }
    return outcome;
}

} // namespace quantlens
