#pragma once
#include <string>
#include <vector>

namespace quantlens {

/// Short labels for scoped node names that still tell the nodes apart: the last two parts of each
/// name ("/encoder/stage1/conv_s1/Conv" → "conv_s1/Conv", "p2o.Conv.47" → "Conv.47"), and as many
/// more as it takes where another name ends the same way ("stage1/conv_s1/Conv" next to
/// "stage1d/conv_s1/Conv"). Parts are separated by '/' or '.'; leading separators are dropped.
std::vector<std::string> distinctShortNames(const std::vector<std::string>& names);

} // namespace quantlens
