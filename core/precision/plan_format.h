#pragma once
#include "precision/plan_context.h"
#include "precision/precision_plan.h"
#include "simulation/calibration_ranges.h"
#include "util/result.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// One vendor file a plan is exported to and imported from. The window's export dialog, the CLI's
/// `export --to` and the tests all read this registry; adding a format is one entry.
struct PlanFormat {
    const char* key; ///< CLI name: a format_keys constant, or "list" / "plan" for ours
    const char* title; ///< translated in context "PlanFormats"
    const char* extension; ///< suggested file suffix: ".json"
    const char* defaultFileName; ///< what the vendor's tool calls the file: "pulsar2_config.json"
    /// What the user must know about the target's names and syntax (translated, "PlanFormats").
    const char* note;
    /// Writes the plan; with `existing` (the file's current text), merges into it, keeping what
    /// is not the plan's. Fails, naming `file`, when a name or type has no place in the target.
    Result<std::string> (*write)(const PrecisionPlan& plan, const PlanContext& context,
        const std::optional<std::string>& existing, const std::string& file);
    /// Reads the plan back; names the model does not have are warnings (the vendor's tool would
    /// silently ignore them).
    Result<PrecisionPlan> (*read)(const std::string& content, const PlanContext& context, const std::string& file);
    /// Whether a file's text (without its byte order mark) is in this format. Formats are tried in
    /// registry order, so a looser test comes after the stricter ones (the tensor list takes any text).
    bool (*detect)(const std::string& text);
    /// Whether the format can describe plans of this model (nullptr: any): the NNIE prototxt is a
    /// Caffe network's own file, so it fits Caffe models only.
    bool (*fitsModel)(const PlanContext& context) = nullptr;
    bool fits(const PlanContext& context) const { return fitsModel == nullptr || fitsModel(context); }
};

const std::vector<PlanFormat>& planFormats();
const PlanFormat* planFormat(const std::string& key);

/// Plan entries naming no activation of the model, in plan order.
std::vector<std::string> unknownPlanTensors(const PrecisionPlan& plan, const PlanContext& context);
/// The activations the plan makes 16 bit or float, in topological order, with their precision.
std::vector<std::pair<const PlanTensor*, Precision>> widePlanTensors(
    const PrecisionPlan& plan, const PlanContext& context);
/// The failure every writer gives for unknown names: "N names are not activations of the model: a, b, ...".
Problem unknownNamesProblem(const std::string& file, const std::vector<std::string>& names);
/// The failure for names a format cannot carry (its separators, comment marks or line breaks in
/// them); they are quoted so a line break shows as "\n".
Problem unsafeNamesProblem(const std::string& file, const std::vector<std::string>& names, const std::string& format);

// What tells the formats' texts apart (plan_import.cpp).
bool isJsonObjectText(const std::string& text);
bool hasIniSectionLine(const std::string& text);
bool isJsonArrayText(const std::string& text);
bool isRknnQuantCfgText(const std::string& text);
bool isCaffePrototxtText(const std::string& text);
/// Whether the plan's model is a Caffe network (its graph was read from a .prototxt).
bool isCaffeModelContext(const PlanContext& context);
inline bool anyText(const std::string&) { return true; }

// The formats (each in its own file).
Result<std::string> writePulsar2Config(
    const PrecisionPlan&, const PlanContext&, const std::optional<std::string>&, const std::string&);
Result<PrecisionPlan> readPulsar2Config(const std::string&, const PlanContext&, const std::string&);
Result<std::string> writeSigmaStarIni(
    const PrecisionPlan&, const PlanContext&, const std::optional<std::string>&, const std::string&);
Result<PrecisionPlan> readSigmaStarIni(const std::string&, const PlanContext&, const std::string&);
Result<std::string> writeSigmaStarQuantParams(
    const PrecisionPlan&, const PlanContext&, const std::optional<std::string>&, const std::string&);
Result<PrecisionPlan> readSigmaStarQuantParams(const std::string&, const PlanContext&, const std::string&);
/// A calibration method's ranges into SigmaStar's quant-param list (FORMATS.md 1.7): an entry of a tensor
/// in `ranges` gets "min": [low], "max": [high] (its "bit" and other keys kept), a tensor without an entry
/// is added at 8 bit, every other entry stays. Without `existing`: a new list.
Result<std::string> writeSigmaStarCalibratedRanges(const std::optional<std::string>& existing,
    const std::map<std::string, sim::TensorRange>& ranges, const std::string& file);
Result<std::string> writeRknnQuantCfg(
    const PrecisionPlan&, const PlanContext&, const std::optional<std::string>&, const std::string&);
Result<PrecisionPlan> readRknnQuantCfg(const std::string&, const PlanContext&, const std::string&);
Result<std::string> writeNnieHpPrototxt(
    const PrecisionPlan&, const PlanContext&, const std::optional<std::string>&, const std::string&);
Result<PrecisionPlan> readNnieHpPrototxt(const std::string&, const PlanContext&, const std::string&);
/// The NNIE mapper cfg with `[compile_mode] 2` (the _hp layers count only then): the user's cfg with
/// its compile_mode line replaced or the line added, every other line kept; a new one-line cfg without.
std::string nnieCfgWithHighPrecisionLayers(const std::optional<std::string>& existing);
Result<std::string> writeTensorList(
    const PrecisionPlan&, const PlanContext&, const std::optional<std::string>&, const std::string&);
Result<PrecisionPlan> readTensorList(const std::string&, const PlanContext&, const std::string&);

} // namespace quantlens
