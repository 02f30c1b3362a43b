// Families still being written; removed as each lands.
#include "runtime/ops/op_families.h"
namespace quantlens::runtime {
std::vector<OpRegistration> layoutOps() { return {}; }
std::vector<OpRegistration> poolOps() { return {}; }
}
