#pragma once
#include "model/graph.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::runtime {

/// Typed reading of a node's attributes with the ONNX defaults; a value of the wrong kind is an OpError.
class NodeAttributes {
public:
    explicit NodeAttributes(const Node& node)
        : m_node(node)
    { }
    bool has(const char* name) const { return m_node.attribute(name) != nullptr; }
    std::optional<std::int64_t> integer(const char* name) const;
    std::int64_t integer(const char* name, std::int64_t fallback) const { return integer(name).value_or(fallback); }
    std::optional<std::vector<std::int64_t>> integers(const char* name) const;
    std::vector<std::int64_t> integers(const char* name, std::vector<std::int64_t> fallback) const
    {
        return integers(name).value_or(std::move(fallback));
    }
    std::optional<float> real(const char* name) const;
    float real(const char* name, float fallback) const { return real(name).value_or(fallback); }
    std::optional<std::vector<float>> reals(const char* name) const;
    std::optional<std::string> string(const char* name) const;
    std::string string(const char* name, std::string fallback) const
    {
        return string(name).value_or(std::move(fallback));
    }
    const Attribute* raw(const char* name) const { return m_node.attribute(name); }

private:
    const Attribute& expect(const char* name, bool list) const;
    const Node& m_node;
};

/// An axis in [-rank, rank) made non-negative; OpError when outside.
std::size_t normalizeAxis(std::int64_t axis, std::size_t rank);

} // namespace quantlens::runtime
