#pragma once
#include "model/graph.h"

#include <map>
#include <string>
#include <vector>

namespace quantlens {

/// Where SigmaStar can put INT16: only on convolution inputs. These walks find, for any tensor,
/// the convolutions that would have to move instead.
bool isConvolution(const Node& node);

/// Nodes reading each value, for looking downstream.
using ConsumerMap = std::map<std::string, std::vector<const Node*>>;
ConsumerMap consumersOf(const Graph& graph);

/// The convolutions reading `tensor` directly.
std::vector<const Node*> convolutionReaders(const ConsumerMap& consumers, const std::string& tensor);
/// The nearest convolutions (at most `limit`) upstream of `tensor`, through activations only.
std::vector<const Node*> convolutionsBefore(const Graph& graph, const std::string& tensor, std::size_t limit = 2);
/// The nearest convolutions (at most `limit`) downstream of `tensor`.
std::vector<const Node*> convolutionsAfter(const ConsumerMap& consumers, const std::string& tensor, std::size_t limit = 2);

} // namespace quantlens
