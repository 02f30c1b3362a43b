#pragma once
#include "tensor/tensor_view.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace quantlens {

/// float = scale · (q − zero point), per channel along `axis` when there are several scales.
struct Dequantization {
    std::vector<double> scales;
    std::vector<long long> zeroPoints;
    std::optional<int> axis;
};

/// Reads a tensor's elements in row-major order of its (possibly permuted) shape as doubles,
/// whatever the stored dtype, byte order or strides, and dequantizes integer dumps when given the
/// tensor's quantization (float = scale · (q − zero point), per channel along the axis).
class ElementReader {
public:
    explicit ElementReader(const TensorView& view, std::optional<Dequantization> dequant = std::nullopt);

    /// Non-null when the data already is contiguous native float32 with nothing to apply; the
    /// metrics then run straight over the mapped bytes without a copy.
    const float* directFloats() const { return m_direct; }
    std::size_t size() const { return m_count; }
    /// Converts elements [first, first + count) into out. False when the view lies in a mapped file
    /// that another program truncated meanwhile (see guardMappedRead), or has no bytes in memory (a
    /// view opened to be streamed, TensorView::fileBytes): `out` is then NaN.
    bool read(std::size_t first, std::size_t count, double* out) const;
    /// True when the stored elements are the values as they are (native float32, nothing to
    /// apply), wherever they lie: bytes read from the file can then be used as floats.
    bool storesPlainFloats() const { return m_plainFloats; }
    /// Converts `count` elements stored contiguously at `bytes` (a copy of elements
    /// [first, first + count) read from the file) into out, dequantizing as read() does.
    void convert(const std::byte* bytes, std::size_t first, std::size_t count, double* out) const;

private:
    void readRun(const std::byte* p, std::int64_t strideBytes, std::size_t count, double* out) const;
    void readUnguarded(std::size_t first, std::size_t count, double* out) const;
    void dequantize(std::size_t first, std::size_t count, double* out) const;

    TensorView m_view;
    std::optional<Dequantization> m_dequant;
    std::size_t m_count = 0;
    const float* m_direct = nullptr;
    std::size_t m_channelInner = 1; ///< elements per step along the quantization axis
    std::size_t m_channelCount = 1;
    bool m_contiguous = false; ///< row-major without gaps: read() takes one run
    bool m_plainFloats = false;
};

} // namespace quantlens
