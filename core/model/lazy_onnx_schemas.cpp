#include "model/lazy_onnx_schemas.h"

#include <onnx/defs/schema.h>

#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace quantlens {
namespace {
    std::atomic<int> g_fallbacks { 0 };

    const onnx::OpSchema* fromRegistry(const std::string& op, int maxInclusiveVersion, const std::string& domain)
    {
        g_fallbacks.fetch_add(1, std::memory_order_relaxed);
        return onnx::OpSchemaRegistry::Schema(op, maxInclusiveVersion, domain);
    }

    /// Only names that can be part of a C++ identifier can name one of libonnx's schema functions.
    bool identifierLike(const std::string& op)
    {
        return !op.empty() && std::all_of(op.begin(), op.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        });
    }

    /// libonnx defines each schema of its default domain as `onnx::OpSchema onnx::GetOpSchema<onnx::
    /// Op_Onnx_verN>()` (ONNX_OPERATOR_SET_SCHEMA in onnx/defs/schema.h); this is its mangled name.
    std::string schemaFunctionSymbol(const std::string& op, int version)
    {
        const std::string type = op + "_Onnx_ver" + std::to_string(version);
        return "_ZN4onnx11GetOpSchemaINS_" + std::to_string(type.size()) + type + "EEENS_8OpSchemaEv";
    }

    using SchemaFunction = onnx::OpSchema (*)();

    class LazySchemas {
    public:
        const onnx::OpSchema* find(const std::string& op, int maxInclusiveVersion, const std::string& domain)
        {
            if (!domain.empty()) {
                // The registry holds schemas only of the domains it knows the versions of (it refuses
                // to register others), so another domain's operator has none, and costs no table.
                const auto& known = onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map();
                return known.count(domain) == 0 ? nullptr : fromRegistry(op, maxInclusiveVersion, domain);
            }
            std::lock_guard lock(m_mutex);
            const auto key = std::make_pair(op, maxInclusiveVersion);
            if (const auto it = m_answers.find(key); it != m_answers.end())
                return it->second;
            const onnx::OpSchema* answer = build(op, maxInclusiveVersion);
            if (m_answers.size() < kMaxAnswers) // a model has a few dozen; a fuzzer makes up millions
                m_answers.emplace(key, answer);
            return answer;
        }

    private:
        /// The newest version not above `maxInclusiveVersion`, as the registry picks it: versions
        /// above the newest libonnx knows pick its newest.
        const onnx::OpSchema* build(const std::string& op, int maxInclusiveVersion)
        {
            const auto& ranges = onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map();
            const auto range = ranges.find(onnx::ONNX_DOMAIN);
            if (!identifierLike(op) || range == ranges.end())
                return fromRegistry(op, maxInclusiveVersion, onnx::ONNX_DOMAIN);
            for (int version = std::min(maxInclusiveVersion, range->second.second); version >= range->second.first;
                 --version) {
                const auto function
                    = reinterpret_cast<SchemaFunction>(dlsym(RTLD_DEFAULT, schemaFunctionSymbol(op, version).c_str()));
                if (function == nullptr)
                    continue;
                if (const onnx::OpSchema* built = builtSchema(op, version, function))
                    return built;
                break;
            }
            // Not found as a function (an operator this libonnx does not have in that range, or one
            // whose functions it does not export): the registry answers.
            return fromRegistry(op, maxInclusiveVersion, onnx::ONNX_DOMAIN);
        }

        /// The schema as the registry finalizes it when registering it; null when it is not the one
        /// asked for or cannot be finalized (the registry then answers).
        const onnx::OpSchema* builtSchema(const std::string& op, int version, SchemaFunction function)
        {
            const auto key = std::make_pair(op, version);
            if (const auto it = m_built.find(key); it != m_built.end())
                return it->second.get();
            try {
                auto schema = std::make_unique<onnx::OpSchema>(function());
                schema->Finalize();
                if (schema->Name() != op || !schema->domain().empty() || schema->SinceVersion() != version)
                    return nullptr;
                return m_built.emplace(key, std::move(schema)).first->second.get();
            } catch (const std::exception&) {
                return nullptr;
            }
        }

        static constexpr std::size_t kMaxAnswers = 4096;
        std::mutex m_mutex;
        std::map<std::pair<std::string, int>, const onnx::OpSchema*> m_answers; ///< by (op, version asked for)
        std::map<std::pair<std::string, int>, std::unique_ptr<onnx::OpSchema>> m_built; ///< by (op, since version)
    };

    LazySchemas& lazySchemas()
    {
        // Never destroyed: a shape inference may still run on another thread while the process exits.
        static auto* schemas = new LazySchemas;
        return *schemas;
    }
}

const onnx::OpSchema* lazyOnnxSchema(const std::string& op, int maxInclusiveVersion, const std::string& domain)
{
    return lazySchemas().find(op, maxInclusiveVersion, domain);
}

int registryFallbacks() { return g_fallbacks.load(std::memory_order_relaxed); }

} // namespace quantlens
