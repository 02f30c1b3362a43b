#pragma once
#include "analysis/analysis.h"
#include "analysis/analysis_runner.h"
#include "precision/precision_plan.h"
#include "util/result.h"

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace quantlens {

/// Everything needed to reopen a session: the inputs and the view state. Saved as JSON
/// ({"format": "quantlens-workspace", "version": 1, ...}); paths are stored relative to the
/// workspace file, so a workspace travels with its data (and a folder holding both).
struct Workspace {
    std::string floatModel;
    std::string quantModel;
    RunInfo reference { "float", "" };
    std::vector<RunInfo> candidates;
    std::string tensorMap; ///< the user's tensor map file (float tensor → dump entry); may be empty
    /// Model inputs ("[NAME=]FILE.npy") the models run on when runs have no dump (see AnalysisInputs).
    std::vector<std::string> modelInputs;
    /// The graph outputs whose cosine counts when the models run (AnalysisInputs::countedOutputs).
    std::vector<std::string> countedOutputs;
    /// Task kinds set by output name ("classification", "sequence", "mask", "regression"): inputs.output_kinds.
    sim::OutputKinds outputKinds;
    /// Calibration inputs (.npy files, folders of them): the ranges a tensor moved to 16 bit takes.
    std::vector<std::string> calibration;

    struct View {
        std::string selectedTensor;
        Thresholds thresholds;
        /// Each view's own state by view id ("graph": {"metric", "zoom", "center_x", "center_y"}),
        /// opaque here: the view that wrote it reads it back.
        std::map<std::string, nlohmann::json> states;
        std::vector<std::string> visiblePanels; ///< empty: the default layout
    } view;

    /// The user's precision choices (the plan file's "plan" object; absent in older workspaces).
    PrecisionPlan plan;
    /// The toolchain the user deploys with (a core/toolchain key); empty: the generic procedure.
    std::string toolchain;
    /// The calibration method the session measures with ("Use this method"; a calib::rangeMethods() key;
    /// empty: the quantized model's own ranges). Needs calibration inputs to take effect.
    std::string calibrationMethod;

    bool hasInputs() const
    {
        const bool runnable = !modelInputs.empty();
        const bool quantRunnable = runnable && quantModel.size() > 5 && quantModel.ends_with(".onnx");
        return !floatModel.empty() && (!reference.path.empty() || runnable) && (!candidates.empty() || quantRunnable);
    }
    /// A model with no runs yet: the graph opens like a model viewer, runs are added later.
    bool isModelOnly() const
    {
        return !floatModel.empty() && reference.path.empty() && candidates.empty() && modelInputs.empty();
    }
};

/// The analysis inputs a workspace describes (its thresholds included).
AnalysisInputs analysisInputsOf(const Workspace& workspace);

/// Reads a workspace file; relative paths are resolved against its folder. Errors name the file
/// and the key that is wrong (thresholds that contradict each other included).
Result<Workspace> loadWorkspace(const std::string& path);

/// The workspace file's text, paths relative to `folder` where they lie inside it.
std::string workspaceJson(const Workspace& workspace, const std::string& folder);

/// Writes the workspace atomically (temp file + rename).
Result<bool> saveWorkspace(const Workspace& workspace, const std::string& path);

} // namespace quantlens
