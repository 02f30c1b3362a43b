// Families still being written; removed as each lands.
#include "runtime/ops/op_families.h"
namespace quantlens::runtime {
std::vector<OpRegistration> layoutOps() { return {}; }
std::vector<OpRegistration> reduceOps() { return {}; }
std::vector<OpRegistration> normalizationOps() { return {}; }
std::vector<OpRegistration> poolOps() { return {}; }
std::vector<OpRegistration> resizeOps() { return {}; }
}
