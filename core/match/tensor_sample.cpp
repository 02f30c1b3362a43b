#include "match/tensor_sample.h"

#include "metrics/vector_cosine.h"
#include "tensor/element_reader.h"

#include <algorithm>
#include <cmath>

namespace quantlens {

std::optional<std::vector<double>> sampleEntry(
    const DumpSet& set, const DumpEntry& entry, const std::vector<int>& permutation, std::size_t count)
{
    if (isIntegerType(entry.dtype))
        return std::nullopt;
    auto view = set.tensor(entry.name);
    if (!view)
        return std::nullopt;
    const TensorView seen = permutation.empty() ? view.value() : view.value().permuted(permutation);
    const ElementReader reader(seen);
    const std::size_t total = reader.size();
    if (total == 0)
        return std::nullopt;
    const std::size_t taken = std::min(count, total);
    std::vector<double> values(taken);
    for (std::size_t k = 0; k < taken; ++k) {
        // Evenly spread over the whole tensor, so every channel and row has its say.
        const std::size_t position = static_cast<std::size_t>(
            (static_cast<double>(k) + 0.5) * static_cast<double>(total) / static_cast<double>(taken));
        if (!reader.read(std::min(position, total - 1), 1, &values[k]))
            return std::nullopt; // truncated under its mapping: no sample, no structural match
        if (!std::isfinite(values[k]))
            values[k] = 0;
    }
    if (view.value().mapping)
        view.value().mapping->adviseDone(0, view.value().mapping->size());
    return values;
}

double sampleSimilarity(const std::vector<double>& a, const std::vector<double>& b)
{
    if (a.size() != b.size() || a.empty())
        return 0;
    double aa = 0, bb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        aa += a[i] * a[i];
        bb += b[i] * b[i];
    }
    if (aa == 0 || bb == 0)
        return aa == bb ? 1 : 0;
    const double cosine = std::max(0.0, vectorCosine(a, b));
    const double sizeGap = std::abs(0.5 * std::log(aa / bb));
    return cosine * std::exp(-sizeGap);
}

} // namespace quantlens
