#include "analysis/input_checks.h"

#include "metrics/distinct_values.h"
#include "metrics/range_reduction.h"
#include "tensor/element_reader.h"

#include <algorithm>

namespace quantlens {
namespace {
    constexpr std::size_t kSampledTensors = 16;
    constexpr std::size_t kSampledElements = 4096;
    constexpr std::size_t kMinimumElements = 1024; // fewer cannot show a difference from float data
    constexpr std::size_t kQuantizedDistinct = 256; // 8-bit data has at most this many values
    static_assert(kQuantizedDistinct <= kLargestDistinctLimit);
    constexpr double kMostly = 0.8;

    /// The tensor's first values.size() elements. One that the metrics pass would stream from its file
    /// (RangeSide::of) is read with pread too: faulting a few pages of its mapping in and unmapping
    /// them again (a TLB shootdown on the other core) cost about 0.1 ms per tensor on a two-core VM.
    bool readLeading(const TensorView& view, const ElementReader& reader, std::vector<double>& values)
    {
        const RangeSide side = RangeSide::of(view, reader);
        if (!side.file)
            return reader.read(0, values.size(), values.data());
        std::vector<std::byte> stored(values.size() * side.elementSize);
        if (!side.file->readAt(side.byteOffset, stored.data(), stored.size()))
            return false;
        reader.convert(stored.data(), 0, values.size(), values.data());
        return true;
    }

    /// True/false when the tensor's leading elements do/do not look quantized; nullopt when it is
    /// too small or unreadable to tell.
    std::optional<bool> looksQuantized(const DumpSet& set, const std::string& entry)
    {
        const DumpEntry* e = set.entry(entry);
        if (e == nullptr)
            return std::nullopt;
        std::size_t n = 1;
        for (auto d : e->shape)
            n *= static_cast<std::size_t>(std::max<std::int64_t>(d, 0));
        if (n < kMinimumElements)
            return std::nullopt;
        auto view = set.tensor(entry);
        if (!view)
            return std::nullopt;
        const ElementReader reader(view.value());
        std::vector<double> values(std::min(reader.size(), kSampledElements));
        if (!readLeading(view.value(), reader, values))
            return std::nullopt;
        const std::size_t distinct = countDistinctFinite(values, kQuantizedDistinct);
        if (distinct > kQuantizedDistinct)
            return false;
        // A tensor of one or two values (all zero, a mask) says nothing either way.
        return distinct > 2 ? std::optional(true) : std::nullopt;
    }
}

SwappedDumpSample sampleForSwappedCheck(const std::vector<TensorPair>& pairs)
{
    std::vector<const TensorPair*> comparable;
    for (const auto& p : pairs)
        if (p.comparable())
            comparable.push_back(&p);
    // Every step-th pair: kSampledTensors of them, or more when some turn out too small to tell.
    SwappedDumpSample sample;
    const std::size_t step = std::max<std::size_t>(1, comparable.size() / kSampledTensors);
    for (std::size_t i = 0; i < comparable.size(); i += step)
        sample.entries.emplace_back(comparable[i]->referenceEntry, comparable[i]->candidateEntry);
    return sample;
}

void checkSwappedDumps(
    const SwappedDumpSample& sample, const RunDump& reference, const RunDump& candidate, std::vector<Finding>& findings)
{
    std::size_t sampled = 0, referenceQuantized = 0, candidateQuantized = 0;
    for (std::size_t i = 0; i < sample.entries.size() && sampled < kSampledTensors; ++i) {
        const auto r = looksQuantized(reference.set, sample.entries[i].first);
        const auto c = looksQuantized(candidate.set, sample.entries[i].second);
        if (!r || !c)
            continue;
        ++sampled;
        referenceQuantized += *r ? 1 : 0;
        candidateQuantized += *c ? 1 : 0;
    }
    if (sampled < 3)
        return;
    const double n = static_cast<double>(sampled);
    if (static_cast<double>(referenceQuantized) >= kMostly * n
        && static_cast<double>(candidateQuantized) <= (1 - kMostly) * n)
        findings.push_back({ Finding::Severity::Warning,
            Problem::make(reference.set.path(), {},
                text(
                    "check.swapped", { std::to_string(referenceQuantized), std::to_string(sampled), candidate.label })),
            {} });
}

} // namespace quantlens
