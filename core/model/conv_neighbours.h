#pragma once
#include "model/graph.h"

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace quantlens {

/// Where SigmaStar can put INT16: only on convolution inputs. These walks find, for any tensor,
/// the convolutions that would have to move instead.
bool isConvolution(const Node& node);

/// Nodes reading each value, for looking downstream. Only ever looked up, never walked: hashed.
using ConsumerMap = std::unordered_map<std::string, std::vector<const Node*>>;
ConsumerMap consumersOf(const Graph& graph);

/// The convolutions reading `tensor` directly.
std::vector<const Node*> convolutionReaders(const ConsumerMap& consumers, const std::string& tensor);
/// Within this many ops a convolution's 16-bit input can still be expected to help a tensor; when
/// none lies this near (an attention block, a LayerNorm between distant convolutions) the inspector
/// says that no convolution input change can help. Plans still take the nearest convolutions at any
/// distance: on det, the far ones measurably helped in the closed loop (the tensors between gain).
inline constexpr std::size_t kNearConvolutionHops = 4;

/// The nearest convolutions (at most `limit`, at most `maxHops` ops away) upstream of `tensor`,
/// through activations only.
std::vector<const Node*> convolutionsBefore(
    const Graph& graph, const std::string& tensor, std::size_t limit = 2, std::size_t maxHops = SIZE_MAX);
/// The nearest convolutions (at most `limit`, at most `maxHops` ops away) downstream of `tensor`.
std::vector<const Node*> convolutionsAfter(
    const ConsumerMap& consumers, const std::string& tensor, std::size_t limit = 2, std::size_t maxHops = SIZE_MAX);

} // namespace quantlens
