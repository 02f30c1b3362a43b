#include "match/name_rules.h"

namespace quantlens {

std::string sanitizeTensorName(std::string_view name)
{
    std::string out(name);
    for (auto& c : out) {
        const bool keep
            = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!keep)
            c = '_';
    }
    return out;
}

std::vector<std::string> quantizedAliasesOf(const std::string& floatName)
{
    // ONNX Runtime's QDQ quantizer and its qdq_loss_debug tool name tensors this way.
    return { floatName + "_DequantizeLinear_Output", floatName + "_QuantizeLinear_Input",
        floatName + "_QuantizeLinear_Output", floatName + "_quantized" };
}

} // namespace quantlens
