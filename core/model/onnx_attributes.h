#pragma once
// Internal to core/model (includes the ONNX protobuf headers).
#include "model/graph.h"

#include <onnx/onnx_pb.h>

#include <string>
#include <vector>

namespace quantlens {

/// The kind an attribute really has: its declared type, or the one its filled field implies when an old
/// exporter left the type unset.
onnx::AttributeProto::AttributeType effectiveAttributeType(const onnx::AttributeProto& attribute);

/// Typed values and display text of an attribute. Graph-valued attributes get their kind and a summary
/// only; the importer turns their bodies into subgraphs.
Attribute attributeFromOnnx(const onnx::AttributeProto& attribute);

} // namespace quantlens
