#pragma once
#include <string>

namespace onnx {
class OpSchema;
}

namespace quantlens {

/// The schema `onnx::OpSchemaRegistry::Schema(op, maxInclusiveVersion, domain)` returns, built alone
/// when it can be: ONNX's registry builds all of its 444 schemas on its first lookup (10 ms of
/// one core and 7 MB in every process that infers a shape, a third of the processor time a `report`
/// spends before its metrics pass), while a model uses a few dozen. An operator of ONNX's default
/// domain is built by the function libonnx registers it with (`GetOpSchema<Op_Onnx_verN>`, found by
/// its symbol), the newest version not above the one asked for, as the registry picks it; a domain
/// libonnx does not know has no schemas, as in the registry. Anything else (the ML domains, an
/// operator whose functions are not found, a built schema that is not the one asked for) is looked
/// up in ONNX's registry itself, so the answer is always the registry's. Thread-safe; the schemas
/// live as long as the process.
const onnx::OpSchema* lazyOnnxSchema(const std::string& op, int maxInclusiveVersion, const std::string& domain);

/// How many schemas were looked up in ONNX's whole registry instead of built alone (for tests).
int registryFallbacks();

} // namespace quantlens
