#pragma once
// The calibration lab's findings as JSON or Markdown (quantlens calibrate), and the chosen method's
// ranges as a calibration table a quantizer reads.
#include "analysis/analysis.h"
#include "calibration/bad_samples.h"
#include "calibration/calibration_study.h"
#include "calibration/method_what_if.h"
#include "report/report_format.h"
#include "toolchain/toolchain.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace quantlens {

struct CalibrationReport {
    calib::CalibrationLab lab;
    sim::Measurement baseline; ///< the quantized model as it is
    std::vector<std::string> inputs; ///< a label per eval input
    std::optional<calib::SampleAttribution> samples; ///< the calibration inputs that set ranges alone
    std::optional<calib::MixedChoice> mixed; ///< a method per tensor, when searched
    const Toolchain* toolchain = nullptr; ///< its switch per method is said (JSON toolchain_switch)
};

/// The report of a study (the window's, a ticket's): `inputs` labels the eval inputs.
CalibrationReport calibrationReportOf(const calib::CalibrationStudy& study, std::vector<std::string> inputs);
/// The same with the eval inputs labelled as the analysis's models ran them: the files given (--input),
/// else the float dump's inputs.
CalibrationReport calibrationReportOf(const calib::CalibrationStudy& study, const Analysis& analysis);
/// The eval inputs' labels as reports name them (file stems; "float dump"), empty when the analysis does
/// not list `count` inputs.
std::vector<std::string> evalInputNames(const Analysis& analysis, std::size_t count);

/// The JSON document renderCalibration writes; without "tensors" (every tensor's range per method) when
/// `tensors` is false, for pages that show the method table only.
nlohmann::ordered_json calibrationJsonDocument(const CalibrationReport& report, bool tensors = true);

/// JSON: {"calibration_inputs", "activations", "percentile", "model": {...}, "methods": [{"name",
/// "predicted_cos_mean", "predicted_cos_worst", "per_input": [{"input", "cos", "outputs": [{"output",
/// "cos", "sqnr_db", "top1"}]}]}], "recommended": name | null, "tensors": [{"name", "ranges": {method:
/// [low, high]}, "levels_used": {"model" | method: codes some value falls on}, "clipped_share": {…: share of
/// the calibration values outside the range}}], "samples": [{"name", "widened_tensors", "largest_widening", "tensors",
/// "predicted_cos_without"}] (the most influential first; the cosine with MinMax ranges gathered without
/// that input, null where not measured), "minmax_cos", "without_samples": {"names", "predicted_cos_mean"}};
/// "model" has the same fields as a method. "mixed" (when searched): the fields of a method and "start",
/// "candidates", "tensors": [{"name", "method", "predicted_cos_mean"}] in pick order, "fitted_on",
/// "held_out" (input labels), "held_out_cos_mean", "start_held_out_cos_mean", "beats_every_method"; its
/// whole table is each tensor's ranges["mixed"]. With a toolchain: "toolchain", each method's
/// "toolchain_switch" (null where it has none) and "recommended_for_toolchain" (the best it offers).
/// Markdown: the method × input table, the toolchain's settings, then the samples.
std::string renderCalibration(const CalibrationReport& report, ReportFormat format);

/// {"tensor": [low, high], ...}: ranges as the fixture quantizer and TPU-MLIR-style flows read a
/// calibration table (min and max per tensor).
std::string renderCalibrationTable(const std::map<std::string, sim::TensorRange>& ranges);

} // namespace quantlens
