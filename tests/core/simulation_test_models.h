#pragma once
// A float model and its QDQ twin, quantized here as ONNX Runtime's quantizer writes them, for the
// simulator's tests: x → Conv(w1, b1) → c1 → Relu → r1 → Conv(w2) → y, where c1 is calibrated ten times
// too wide (the tensor that matters) and w1 has one channel forty times the others under a per-tensor
// scale.
#include "runtime/compiled_model.h"
#include "simulation/simulator.h"

#include <onnx/onnx_pb.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace quantlens::sim_test {

inline constexpr int kIn = 4, kMid = 8, kOut = 2, kSide = 6;

struct Weights {
    std::vector<float> w1, b1, w2;
};
Weights makeWeights();
/// `pool`: c1 → MaxPool (3×3, stride 1, same size) → p1 → Relu, a data-movement operator after c1.
onnx::ModelProto floatModel(const Weights& w, bool pool = false);
/// `c1Wide`: c1's pair at uint16 over the same range (what the simulator's "16 bit" means).
onnx::ModelProto quantModel(const Weights& w, bool c1Wide = false);

/// With the MaxPool: p1's pair has c1's parameters (shared, as ONNX Runtime's quantizer writes it) or,
/// with `shared` false, a range of its own; `p1Wide`: p1's pair at uint16 (c1's 16-bit parameters).
/// `signed16`: the 16-bit pairs int16, symmetric over the larger magnitude of the 8-bit range; `r1Wide`:
/// r1's pair at 16 bit too.
struct PoolQuantization {
    bool c1Wide = false, p1Wide = false, shared = true, signed16 = false, r1Wide = false;
};
onnx::ModelProto quantModelWithPool(const Weights& w, PoolQuantization q);
/// The QDQ twin with or without the MaxPool.
onnx::ModelProto quantModelWith(const Weights& w, PoolQuantization q, bool pool);
std::shared_ptr<const runtime::CompiledModel> compiled(const onnx::ModelProto& proto);
/// One input of the model (normal values within the input's calibrated range).
std::map<std::string, runtime::Tensor> sample(unsigned seed);
/// `x` as a .npy file (calibration and eval inputs of the tests).
void writeNpy(const std::string& path, const runtime::Tensor& x);
/// The simulator of floatModel(w) and quantModel(w) on sample(1) … sample(samples), two threads.
std::unique_ptr<sim::Simulator> simulatorOf(const Weights& w, unsigned samples = 3);
/// Calibration inputs: sample(seed) of each seed written as .npy into a new temporary folder named by `tag`.
std::vector<std::string> calibrationFiles(const std::string& tag, const std::vector<unsigned>& seeds = { 11, 12, 13 });

} // namespace quantlens::sim_test
