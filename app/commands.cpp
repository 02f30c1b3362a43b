#include "commands.h"

#include "cli_advise.h"
#include "cli_calibrate.h"
#include "cli_check.h"
#include "cli_diff.h"
#include "cli_inspect.h"
#include "cli_plan.h"
#include "cli_preprocess.h"
#include "cli_report.h"
#include "cli_requantize.h"
#include "cli_run.h"
#include "cli_simulate.h"
#include "cli_transform.h"
#include "cli_triage.h"
#include "cli_verify.h"

#include <QCoreApplication>

namespace quantlens::cli {

const std::vector<CommandDescriptor>& headlessCommands()
{
    static const std::vector<CommandDescriptor> table {
        { "report",
            QT_TRANSLATE_NOOP("MainCommand",
                "per-tensor metrics and verdicts of every run against the float run (CSV, JSON, Markdown)"),
            false, runReport },
        { "inspect",
            QT_TRANSLATE_NOOP("MainCommand",
                "why tensors are bad: range against quantization, clipping, own loss, local drop, 16-bit advice"),
            false, runInspect },
        { "outliers",
            QT_TRANSLATE_NOOP("MainCommand", "Pulsar2's outlier table: per-channel max |x| levels of every tensor"),
            false, runOutliers },
        { "triage",
            QT_TRANSLATE_NOOP("MainCommand",
                "the vendors' debugging procedure: input checks, board vs simulator, curve shape, ranges; category, "
                "culprits, evidence, next steps"),
            false, runTriage },
        { "plan",
            QT_TRANSLATE_NOOP("MainCommand",
                "suggest the tensors to move to 16 bit (own quantization loss first, within a budget) as a plan file"),
            false, runPlan },
        { "export",
            QT_TRANSLATE_NOOP("MainCommand",
                "a plan file to Pulsar2 layer_configs, SigmaStar input_config.ini or quant-param JSON, or a list"),
            false, runExport },
        { "run",
            QT_TRANSLATE_NOOP("MainCommand",
                "run a float or quantized ONNX model with QuantLens's own executor and write its tensors as a dump"),
            false, runRun },
        { "preprocess",
            QT_TRANSLATE_NOOP("MainCommand",
                "images as model inputs, preprocessed as the toolchain's loader does (its config or --mean/--std), "
                "written as .npy or checked against your own tensor"),
            false, runPreprocess },
        { "simulate",
            QT_TRANSLATE_NOOP("MainCommand",
                "predict a plan's effect on the outputs by running the models with its tensors at 16 bit"),
            false, runSimulate },
        { "calibrate",
            QT_TRANSLATE_NOOP("MainCommand",
                "what each calibration method (MinMax, Percentile, MSE, KL) gives the model, measured: the free fix "
                "before 16 bit"),
            false, runCalibrate },
        { "advise",
            QT_TRANSLATE_NOOP("MainCommand",
                "the fixes that cost no NPU speed measured side by side: calibration methods, per-channel weights, "
                "cross-layer equalization, and their best combination"),
            false, runAdvise },
        { "transform",
            QT_TRANSLATE_NOOP("MainCommand",
                "write the float model with cross-layer equalization or SmoothQuant applied, outputs checked, for the "
                "vendor's quantizer"),
            false, runTransform },
        { "requantize",
            QT_TRANSLATE_NOOP("MainCommand",
                "write the quantized model again with its activations recalibrated by a method, optionally without "
                "some calibration inputs"),
            false, runRequantize },
        { "check",
            QT_TRANSLATE_NOOP("MainCommand",
                "a CI gate: a build's output cosine and task agreement against the previous build's verdict; exit 0 "
                "accept, 4 regression, 5 anomalous"),
            false, runCheck },
        { "verify",
            QT_TRANSLATE_NOOP("MainCommand",
                "did the vendor build apply the plan? each planned tensor: applied, not_applied, fused or unknown"),
            false, runVerify },
        { "diff",
            QT_TRANSLATE_NOOP("MainCommand",
                "what changed between two quantized models: per tensor dtype, granularity, scale, zero point, range"),
            false, runDiff },
    };
    return table;
}

const CommandDescriptor* findHeadlessCommand(std::string_view name)
{
    for (const auto& c : headlessCommands())
        if (name == c.name)
            return &c;
    return nullptr;
}

} // namespace quantlens::cli
