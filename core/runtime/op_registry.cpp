#include "runtime/op_registry.h"

#include "runtime/ops/op_families.h"

namespace quantlens::runtime {

const std::vector<OpRegistration>& opRegistry()
{
    static const std::vector<OpRegistration> registry = [] {
        std::vector<OpRegistration> all;
        for (auto family : { elementwiseBinaryOps, elementwiseUnaryOps, shapeOps, layoutOps, reduceOps,
                 normalizationOps, poolOps, resizeOps, convOps, matmulOps, quantizationOps, integerOps }) {
            auto ops = family();
            all.insert(all.end(), ops.begin(), ops.end());
        }
        return all;
    }();
    return registry;
}

const OpRegistration* findOp(std::string_view domain, std::string_view opType, std::int64_t opset)
{
    const OpRegistration* best = nullptr;
    for (const auto& op : opRegistry())
        if (domain == op.domain && opType == op.opType && (opset == 0 || op.sinceVersion <= opset))
            if (best == nullptr || op.sinceVersion > best->sinceVersion)
                best = &op;
    return best;
}

bool understandsAttribute(const OpRegistration& op, std::string_view name)
{
    std::string_view list = op.attributes;
    while (!list.empty()) {
        const auto comma = list.find(',');
        if (list.substr(0, comma) == name)
            return true;
        if (comma == std::string_view::npos)
            break;
        list.remove_prefix(comma + 1);
    }
    return false;
}

} // namespace quantlens::runtime
