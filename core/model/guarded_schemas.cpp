#include "model/guarded_schemas.h"
#include "model/lazy_onnx_schemas.h"

#include <onnx/defs/schema.h>
#include <onnx/defs/shape_inference.h>

#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace quantlens {
namespace {
    /// The input that holds the kernel of each guarded operator (ONNX's default domain). All of them
    /// take their spatial rank from input 0 and the kernel's from this one; the specification makes
    /// the two ranks equal (W is M × C/group × k1 … kn for X of N × C × D1 … Dn).
    int kernelInputOf(const std::string& op)
    {
        if (op == "Conv" || op == "ConvInteger" || op == "ConvTranspose")
            return 1;
        if (op == "QLinearConv")
            return 3;
        return -1;
    }

    /// Refuses, as ONNX's own inference refuses a bad attribute, what would make it read out of
    /// bounds; both shapes must be known for that (without them ONNX's inference returns early).
    void checkKernelRank(onnx::InferenceContext& ctx, int kernelInput)
    {
        const auto kernel = static_cast<std::size_t>(kernelInput);
        if (!onnx::hasInputShape(ctx, 0) || !onnx::hasInputShape(ctx, kernel))
            return;
        const int dataRank = onnx::getInputShape(ctx, 0).dim_size();
        const int kernelRank = onnx::getInputShape(ctx, kernel).dim_size();
        if (kernelRank != dataRank || kernelRank < 2)
            fail_shape_inference("the kernel (input ", kernelInput, ") has rank ", kernelRank,
                ", the data (input 0) rank ", dataRank, ": they must be equal and at least 2");
    }

    class GuardedSchemaRegistry final : public onnx::ISchemaRegistry {
    public:
        const onnx::OpSchema* GetSchema(
            const std::string& key, const int maxInclusiveVersion, const std::string& domain) const override
        {
            const onnx::OpSchema* schema = lazyOnnxSchema(key, maxInclusiveVersion, domain);
            const int kernelInput = (domain.empty() || domain == "ai.onnx") ? kernelInputOf(key) : -1;
            if (schema == nullptr || kernelInput < 0 || !schema->has_type_and_shape_inference_function())
                return schema;
            std::lock_guard lock(m_mutex);
            auto& guarded = m_guarded[schema];
            if (!guarded) {
                // A copy of ONNX's schema (its types, attributes and function body) with the check in
                // front of its inference; ONNX's own table stays as it is.
                guarded = std::make_unique<onnx::OpSchema>(*schema);
                guarded->TypeAndShapeInferenceFunction(
                    [inner = schema->GetTypeAndShapeInferenceFunction(), kernelInput](onnx::InferenceContext& ctx) {
                        checkKernelRank(ctx, kernelInput);
                        inner(ctx);
                    });
            }
            return guarded.get();
        }

    private:
        mutable std::mutex m_mutex;
        /// One copy per schema version asked for: a handful in any process.
        mutable std::map<const onnx::OpSchema*, std::unique_ptr<onnx::OpSchema>> m_guarded;
    };
}

const onnx::ISchemaRegistry& guardedSchemas()
{
    // Never destroyed: a shape inference may still run on another thread while the process exits.
    static const auto* registry = new GuardedSchemaRegistry;
    return *registry;
}

} // namespace quantlens
