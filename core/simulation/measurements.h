#pragma once
// What running the models measured about an analysis (core/simulation): per tensor what moving it
// alone to 16 bit or float does to the outputs, its isolated error, and the weights' quantization.
#include "simulation/wide_encoding.h"
#include "util/problem.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

struct TensorMeasurement {
    std::optional<double> gain16; ///< output cos with this tensor alone at 16 bit − the quantized model's
    std::optional<double> gainFloat; ///< the same with it left in float
    std::optional<double> cos16, cosFloat;
    /// Its own error: its node computed from the float inputs with its own quantization (weights and
    /// output) against the float output (RKNN's "single"), apart from what it inherits.
    std::optional<double> isolatedCos;
    std::optional<double> isolatedSqnrDb;
    /// Shares its quantization with this activation and moves with it (not measured alone); empty: none.
    std::string movesWith;
};

/// One quantized weight against the float model's.
struct WeightMeasurement {
    std::string weight; ///< the float model's weight
    std::string layer; ///< the output of the layer that reads it
    double cos = 0;
    double sqnrDb = 0;
    double worstChannelCos = 0; ///< lowest over output channels
    /// Largest per-channel max |w| over the median channel's (1 = even): with one per-tensor scale the
    /// median channel gets 1/spread of the levels.
    double rangeSpread = 0;
    bool perChannel = false; ///< its scale is per channel
    std::size_t channels = 0;
};

/// A data set too large to measure on every input: the inputs measuring ran on instead, the worst
/// ones (bad cases first) and a sample of the rest drawn at random with a stated seed.
struct MeasuredSubset {
    std::size_t of = 0; ///< inputs in the data set
    std::size_t worst = 0; ///< the first bad cases taken
    std::size_t random = 0; ///< drawn from the others
    std::uint32_t seed = 0;
    std::vector<std::string> files; ///< the inputs measured, in the data set's order
};

struct Measurements {
    std::size_t inputs = 0; ///< how many inputs the models ran on
    std::optional<MeasuredSubset> subset; ///< set when those were a subset of the data set
    std::vector<std::string> outputs; ///< the graph outputs whose cosine counted (all, unless chosen)
    /// Calibration inputs the 16-bit ranges were gathered over; 0: from the 8-bit parameters' range.
    std::size_t calibrationInputs = 0;
    sim::WideEncoding wideEncoding = sim::WideEncoding::FromModel; ///< the 16-bit type measured with
    /// The calibration method the model was recalibrated with before measuring ("" : none), and the
    /// output cos of the model as it is (then different from baselineCos).
    std::string recalibration;
    /// The fix advisor's levers applied on top ("Apply" in the window; empty: none).
    std::vector<std::string> levers;
    double asIsCos = 0;
    double baselineCos = 0; ///< the quantized model's output cos, mean over inputs of the worst output
    double worstBaselineCos = 0;
    std::optional<double> weightsOnlyCos; ///< activations in float, weights quantized
    std::optional<double> activationsOnlyCos; ///< weights in float, activations quantized
    std::map<std::string, TensorMeasurement> tensors; ///< by float tensor
    std::vector<WeightMeasurement> weights;

    const TensorMeasurement* find(const std::string& tensor) const
    {
        const auto it = tensors.find(tensor);
        return it == tensors.end() ? nullptr : &it->second;
    }
};

} // namespace quantlens
