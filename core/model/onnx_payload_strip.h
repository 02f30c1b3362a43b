#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace quantlens {

/// Where a weight's bytes lie in the model file.
struct PayloadRange {
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
};

/// A serialized ModelProto whose main graph's large weights have lost their raw_data, with where each
/// of those bytes lie in the original file. Parsing this instead of the file leaves the weights on disk
/// until something reads them (model/deferred_weights.h): parsing copies every raw_data into memory the
/// process has never touched, and on a virtual machine such memory costs more per byte than reading the
/// file (README, Performance).
struct StrippedModel {
    std::string bytes;
    /// graph.initializer(i) lost its raw_data, which lies at the range.
    std::vector<std::pair<int, PayloadRange>> initializers;
    /// graph.node(n).attribute(a).t() of a Constant node lost its raw_data.
    struct ConstantValue {
        int node = 0;
        int attribute = 0;
        PayloadRange range;
    };
    std::vector<ConstantValue> constants;
};

/// Strips the raw_data of at least `minBytes` from the initializers and Constant values of a model's main
/// graph (not from subgraphs, and never from int32/int64 tensors: shape inference reads those). nullopt
/// when there is nothing to strip or the bytes are anything but plain protobuf: the caller then parses the
/// file itself, which also gives the right message for a broken one.
std::optional<StrippedModel> stripLargePayloads(const std::byte* data, std::size_t size, std::size_t minBytes);

} // namespace quantlens
