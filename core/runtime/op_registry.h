#pragma once
#include "runtime/op_kernel.h"

#include <string_view>
#include <vector>

namespace quantlens::runtime {

/// Every operator the executor runs, in one list (op_registry.cpp).
const std::vector<OpRegistration>& opRegistry();

/// The operator for a node's domain, type and the model's opset of that domain; nullptr when the
/// executor has none (or only for newer opsets).
const OpRegistration* findOp(std::string_view domain, std::string_view opType, std::int64_t opset);

/// True when `name` is one of the registration's understood attributes.
bool understandsAttribute(const OpRegistration& op, std::string_view name);

} // namespace quantlens::runtime
