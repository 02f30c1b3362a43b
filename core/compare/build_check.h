#pragma once
// A CI gate over quantized builds: what one build measured on a set of inputs (each output's cosine and
// task agreement against the float model), judged against the verdict of a previous build — accept,
// regression (an output's agreement or cosine worse beyond the tolerance) or anomalous (nothing compared,
// the float model's outputs exactly, inputs other than the baseline's).
#include "simulation/simulator.h"
#include "util/text.h"

#include <map>
#include <string>
#include <vector>

namespace quantlens {

struct CheckInput {
    std::string label; ///< the file the user gave
    std::string sha256; ///< of its bytes, hex: a baseline over other inputs is not comparable
};

struct CheckTolerance {
    double cos = 0.002; ///< mean output cosine
    double agreement = 0.01; ///< mean task agreement (classification, sequence, mask)
    double sqnrDb = 0.5; ///< regression outputs' mean SQNR
};

/// What a previous build's verdict says, per graph output.
struct CheckBaseline {
    std::string file;
    std::vector<std::string> inputHashes;
    struct Output {
        double cosMean = 0;
        std::string kind; ///< task kind ("" when none)
        double taskMean = 0;
    };
    std::map<std::string, Output> outputs;
};

enum class CheckVerdict { Accept, Regression, Anomalous };
/// "accept", "regression", "anomalous".
const char* checkVerdictName(CheckVerdict verdict);
/// The process exit code of a verdict: 0, 4, 5.
int checkExitCode(CheckVerdict verdict);

struct CheckOutcome {
    CheckVerdict verdict = CheckVerdict::Accept;
    std::vector<Text> reasons;
};

/// Per graph output of `measured` (by name): the mean cosine over the inputs.
std::map<std::string, double> meanCosByOutput(const sim::Measurement& measured);

/// The verdict on `measured` over `inputs`, against `baseline` when there is one.
CheckOutcome judgeBuild(const std::vector<CheckInput>& inputs, const sim::Measurement& measured,
    const CheckBaseline* baseline, const CheckTolerance& tolerance);

/// One build checked: its inputs, what was measured on them, the verdict and what it was judged by.
struct CheckReport {
    std::vector<CheckInput> inputs;
    sim::Measurement measured;
    CheckOutcome outcome;
    CheckTolerance tolerance;
    std::string baselineFile; ///< empty: none was given
};

} // namespace quantlens
