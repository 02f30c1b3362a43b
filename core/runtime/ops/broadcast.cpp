#include "runtime/ops/broadcast.h"

#include "runtime/op_kernel.h"
#include "tensor/shape_text.h"

#include <algorithm>

namespace quantlens::runtime {

Shape broadcastShapes(const std::vector<Shape>& shapes)
{
    std::size_t rank = 0;
    for (const auto& s : shapes)
        rank = std::max(rank, s.size());
    Shape out(rank, 1);
    for (const auto& s : shapes)
        for (std::size_t i = 0; i < s.size(); ++i) {
            std::int64_t& o = out[rank - s.size() + i];
            const std::int64_t d = s[i];
            if (d == o || d == 1)
                continue;
            if (o == 1) {
                o = d;
                continue;
            }
            std::string list;
            for (const auto& each : shapes)
                list += (list.empty() ? "" : ", ") + shapeToString(each);
            throw OpError(text("run.broadcast", { list }));
        }
    return out;
}

BroadcastLoop::BroadcastLoop(const Shape& out, const std::vector<Shape>& inputs)
{
    const std::size_t count = inputs.size();
    // Per kept output dimension, whether each input is broadcast along it.
    std::vector<std::int64_t> dims;
    std::vector<std::vector<bool>> flags;
    for (std::size_t d = 0; d < out.size(); ++d) {
        if (out[d] == 1)
            continue;
        std::vector<bool> f(count);
        for (std::size_t k = 0; k < count; ++k) {
            const auto& s = inputs[k];
            const std::size_t offset = out.size() - s.size();
            f[k] = d < offset || s[d - offset] == 1;
        }
        if (!flags.empty() && flags.back() == f)
            dims.back() *= out[d];
        else {
            dims.push_back(out[d]);
            flags.push_back(std::move(f));
        }
    }
    if (dims.empty()) {
        dims.push_back(out.empty() || elementCount(out) == 1 ? 1 : 0);
        flags.push_back(std::vector<bool>(count, false));
    }
    if (elementCount(out) == 0) {
        m_rows = 0;
        m_inner = 0;
        m_innerStrides.assign(count, 0);
        m_strides.assign(count, {});
        return;
    }
    const std::size_t n = dims.size();
    m_inner = static_cast<std::size_t>(dims.back());
    m_outer.assign(dims.begin(), dims.end() - 1);
    m_strides.assign(count, std::vector<std::int64_t>(n - 1, 0));
    m_innerStrides.assign(count, 0);
    for (std::size_t k = 0; k < count; ++k) {
        std::int64_t step = 1;
        for (std::size_t d = n; d-- > 0;) {
            const bool broadcast = flags[d][k];
            if (d == n - 1)
                m_innerStrides[k] = broadcast ? 0 : 1;
            else
                m_strides[k][d] = broadcast ? 0 : step;
            if (!broadcast)
                step *= dims[d];
        }
    }
    m_rows = 1;
    for (auto d : m_outer)
        m_rows *= static_cast<std::size_t>(d);
}

void BroadcastLoop::rowOffsets(std::size_t row, std::int64_t* offsets) const
{
    const std::size_t count = m_strides.size();
    std::fill(offsets, offsets + count, 0);
    for (std::size_t d = m_outer.size(); d-- > 0;) {
        const auto index = static_cast<std::int64_t>(row % static_cast<std::size_t>(m_outer[d]));
        row /= static_cast<std::size_t>(m_outer[d]);
        for (std::size_t k = 0; k < count; ++k)
            offsets[k] += index * m_strides[k][d];
    }
}

} // namespace quantlens::runtime
