#pragma once

namespace onnx {
class ISchemaRegistry;
}

namespace quantlens {

/// ONNX's operator schemas, each built when a model first asks for it (lazy_onnx_schemas.h), with a
/// check in front of the shape inference of the operators whose libonnx 1.12 inference reads out of
/// bounds on a malformed model (found by fuzzing): a Conv whose weight has another rank than its input
/// indexes the input's shape and the kernel's attributes by the weight's rank, and crashes the
/// process. Every other schema is ONNX's own, unchanged. A node the check refuses gets no output
/// shape, as any node whose inference fails; the rest of the model is inferred as before. Thread-safe;
/// lives as long as the process.
const onnx::ISchemaRegistry& guardedSchemas();

} // namespace quantlens
