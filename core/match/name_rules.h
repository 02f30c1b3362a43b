#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace quantlens {

/// The file-name form of a tensor name: every character outside [a-zA-Z0-9_-] becomes '_'
/// (the rule Pulsar2 uses for --enable_perlayer_output files, and ours for dump files).
std::string sanitizeTensorName(std::string_view name);

/// Names a quantized model or its dumps commonly give the twin of float tensor `t`, most specific
/// first: t_DequantizeLinear_Output, t_QuantizeLinear_Input, t_quantized, ...
std::vector<std::string> quantizedAliasesOf(const std::string& floatName);

} // namespace quantlens
