#include "match/shape_alignment.h"

namespace quantlens {
namespace {
    const std::vector<int> kNhwcToNchw { 0, 3, 1, 2 };
    const std::vector<int> kNchwToNhwc { 0, 2, 3, 1 };

    std::vector<std::int64_t> permute(const std::vector<std::int64_t>& shape, const std::vector<int>& perm)
    {
        std::vector<std::int64_t> out(perm.size());
        for (std::size_t i = 0; i < perm.size(); ++i)
            out[i] = shape[static_cast<std::size_t>(perm[i])];
        return out;
    }

    std::vector<std::int64_t> withoutOnes(const std::vector<std::int64_t>& shape)
    {
        std::vector<std::int64_t> out;
        for (auto d : shape)
            if (d != 1)
                out.push_back(d);
        return out;
    }
}

ShapeAlignment alignShapes(const std::vector<std::int64_t>& reference,
    const std::optional<std::string>& referenceLayout, const std::vector<std::int64_t>& candidate,
    const std::optional<std::string>& candidateLayout)
{
    ShapeAlignment a;
    const bool rank4 = reference.size() == 4 && candidate.size() == 4;
    // Only two declared layouts that differ decide by themselves; anything undeclared is read
    // from the shapes below.
    if (rank4 && referenceLayout && candidateLayout && *referenceLayout != *candidateLayout) {
        const auto& perm = *candidateLayout == "NHWC" ? kNhwcToNchw : kNchwToNhwc;
        if (permute(candidate, perm) == reference) {
            a.compatible = true;
            a.permutation = perm;
        }
        return a;
    }
    if (reference == candidate) {
        a.compatible = true;
        return a;
    }
    if (rank4) {
        for (const auto* perm : { &kNhwcToNchw, &kNchwToNhwc }) {
            if (permute(candidate, *perm) == reference) {
                a.compatible = true;
                a.permutation = *perm;
                return a;
            }
        }
    }
    if (withoutOnes(reference) == withoutOnes(candidate)) {
        a.compatible = true;
        a.reshaped = true;
    }
    return a;
}

} // namespace quantlens
