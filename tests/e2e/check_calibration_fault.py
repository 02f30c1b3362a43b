#!/usr/bin/python3
"""A calibration set with one bad input: the fixture's calibration inputs plus one of them at an extreme
contrast (×4). The model calibrated on all of them (MinMax, fixture quantizer) is what the user has;
`quantlens calibrate` must rank the extreme input first and predict what calibrating without it gives, and
`quantlens triage` with the calibration inputs must say calibration and name it, and the HTML report must
carry the same lab; `quantlens requantize --drop` writes the model calibrate predicted. The
prediction is checked by rebuilding the model from ONNX Runtime's own MinMax over the clean inputs (the
fixture's minmax.json) and running it with ONNX Runtime on the eval inputs.
Usage: check_calibration_fault.py QUANTLENS REALMODELS WORK [--model det] [--tolerance 0.005]"""
import argparse
import glob
import json
import os
import shutil
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
QUANTIZER = os.path.join(os.path.dirname(HERE), "realmodels", "quantize.py")
sys.path.insert(0, HERE)
from check_calibration_rebuild import eval_inputs, ort_outputs, run  # noqa: E402 (after the path it is found on)
from check_prediction_rebuild import worst_cos  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--model", default="det")
    ap.add_argument("--tolerance", type=float, default=0.005)
    args = ap.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    folder = os.path.join(args.realmodels, args.model)
    calib = os.path.join(folder, "calibration")
    float_model, float13 = os.path.join(folder, "float.onnx"), os.path.join(calib, "float13.onnx")
    bad_set = os.path.join(args.work, "calibration")
    os.makedirs(bad_set)
    clean = sorted(glob.glob(os.path.join(calib, "calib_*.npy")))
    for f in clean:
        shutil.copy(f, bad_set)
    extreme = os.path.join(bad_set, "calib_99_extreme.npy")
    np.save(extreme, np.load(clean[len(clean) // 2]) * 4.0)
    inputs = eval_inputs(os.path.join(folder, "test_input.npy"), args.work)
    given = sum((["--input", p] for p in inputs), [])

    # The user's model: calibrated (MinMax) on every input, the extreme one included.
    table = os.path.join(args.work, "minmax_all.json")
    run([args.quantlens, "calibrate", "--float", float_model, "--quant", os.path.join(folder, "quant.onnx"), *given,
         "--calib", bad_set, "--method", "minmax", "--samples", "0", "--export-ranges", table, "-q"])
    bad_model = os.path.join(args.work, "quant_bad.onnx")
    run([sys.executable, QUANTIZER, float13, table, bad_set, bad_model])

    report = json.loads(run([args.quantlens, "calibrate", "--float", float_model, "--quant", bad_model, *given,
                             "--calib", bad_set, "--format", "json", "-q"]).stdout)
    first = report["samples"][0]
    print("%d calibration inputs; MinMax over all: cos %.5f" % (report["calibration_inputs"], report["minmax_cos"]))
    for s in report["samples"]:
        print("  %-24s widens %3d tensors (largest x%.2f), without it: %s" % (
            os.path.basename(s["name"]), s["widened_tensors"], s["largest_widening"] or 1,
            "%.5f" % s["predicted_cos_without"] if s["predicted_cos_without"] is not None else "not measured"))
    failures = []
    if os.path.basename(first["name"]) != os.path.basename(extreme):
        failures.append("the extreme input is not ranked first (first: %s)" % first["name"])

    # Rebuilt without it: ONNX Runtime's MinMax over the clean inputs, the fixture quantizer, ONNX Runtime.
    clean_model = os.path.join(args.work, "quant_clean.onnx")
    run([sys.executable, QUANTIZER, float13, os.path.join(calib, "minmax.json"), calib, clean_model])
    obtained = []
    for i, path in enumerate(inputs):
        reference = ort_outputs(args.realmodels, float_model, path, os.path.join(args.work, "float_%d" % i))
        clean = ort_outputs(args.realmodels, clean_model, path, os.path.join(args.work, "clean_%d" % i))
        obtained.append(worst_cos(reference, clean))
    mean = sum(obtained) / len(obtained)
    predicted = first["predicted_cos_without"]
    print("without %s: predicted %.5f, rebuilt %.5f (%+.5f); with it %.5f" % (
        os.path.basename(extreme), predicted, mean, mean - predicted, report["minmax_cos"]))
    if abs(mean - predicted) > args.tolerance:
        failures.append("rebuilt without the extreme input %.5f, predicted %.5f" % (mean, predicted))
    if not predicted > report["minmax_cos"]:
        failures.append("dropping the extreme input is not predicted to help (%.5f vs %.5f)" % (
            predicted, report["minmax_cos"]))
    # quantlens requantize --drop: the user's model recalibrated without the extreme input, run by ONNX
    # Runtime, gives what calibrate predicted.
    requantized = os.path.join(args.work, "quant_requantized.onnx")
    run([args.quantlens, "requantize", bad_model, "--float", float_model, "--calib", bad_set, "--drop",
         os.path.basename(extreme), "-o", requantized, "-q"])
    got = []
    for i, path in enumerate(inputs):
        reference = ort_outputs(args.realmodels, float_model, path, os.path.join(args.work, "float_%d" % i))
        got.append(worst_cos(reference, ort_outputs(args.realmodels, requantized, path,
                                                    os.path.join(args.work, "requantized_%d" % i))))
    print("requantize --drop %s: ONNX Runtime %.5f, predicted %.5f" % (os.path.basename(extreme), sum(got) / len(got),
                                                                      predicted))
    if abs(sum(got) / len(got) - predicted) > args.tolerance:
        failures.append("requantize --drop gives %.5f in ONNX Runtime, calibrate predicted %.5f" % (
            sum(got) / len(got), predicted))
    # The triage with the calibration inputs: category calibration, the extreme input named with the
    # measured gain, dropping it the first step, culprits the tensors it widens.
    triage = json.loads(run([args.quantlens, "triage", "--float", float_model, "--quant", bad_model, *given,
                             "--calib", bad_set, "--format", "json", "-q"]).stdout)
    samples = [e for e in triage["evidence"] if e["rule"] == "calibration_sample"]
    print("triage: %s; first step: %s" % (triage["category"], triage["next_steps"][0] if triage["next_steps"] else "-"))
    for e in samples:
        print("  evidence: " + e["text"])
    if triage["category"] != "calibration":
        failures.append("the triage says %s, not calibration" % triage["category"])
    if not samples or os.path.basename(extreme) not in samples[0]["text"]:
        failures.append("the triage's evidence does not name %s" % os.path.basename(extreme))
    # Dropping it and the best method are both free: the step that measured the larger gain comes first.
    if not any(os.path.basename(extreme) in s for s in triage["next_steps"][:2]):
        failures.append("the triage's first steps do not say to calibrate without %s" % os.path.basename(extreme))
    method = [e for e in triage["evidence"] if e["rule"] == "calibration_method"]
    if samples and triage["next_steps"]:
        drop_first = not method or samples[0]["value"] >= method[0]["value"]
        if drop_first != (os.path.basename(extreme) in triage["next_steps"][0]):
            failures.append("the triage's first step is not the free fix that measured the larger gain: %s"
                            % triage["next_steps"][0])
    # The fix levers measured on top of the lab: the table rides along and a next step quotes it.
    advice = triage.get("advice") or {}
    if not advice.get("combination") or not any("quantlens advise" in s for s in triage["next_steps"]):
        failures.append("the triage does not carry the measured levers or quote them in its next steps")
    if not set(triage["culprits"]) <= set(first["tensors"]) or not triage["culprits"]:
        failures.append("the triage's culprits are not the tensors the extreme input widens")
    # The one-file page with the calibration inputs: the lab's method table and samples embedded, the
    # triage in it naming the same input.
    page = run([args.quantlens, "report", "--float", float_model, "--quant", bad_model, *given, "--calib", bad_set,
                "--measure", "--format", "html", "-q"]).stdout
    start = page.index('<script id="quantlens-data" type="application/json">')
    data = json.JSONDecoder().raw_decode(page[page.index(">", start) + 1:])[0]
    lab = data.get("calibration")
    if not lab:
        failures.append("the HTML report carries no calibration lab")
    else:
        print("page: methods %s, first sample %s" % ([m["name"] for m in lab["methods"]],
                                                     os.path.basename(lab["samples"][0]["name"])))
        if [m["name"] for m in lab["methods"]] != ["minmax", "percentile", "mse", "kl"]:
            failures.append("the page's method table is not every method: %r" % [m["name"] for m in lab["methods"]])
        if os.path.basename(lab["samples"][0]["name"]) != os.path.basename(extreme):
            failures.append("the page's first sample is not the extreme input")
        if abs(lab["samples"][0]["predicted_cos_without"] - predicted) > 1e-9:
            failures.append("the page's cos without the extreme input differs from calibrate's")
        if "tensors" in lab:
            failures.append("the page carries every tensor's ranges (only the method table belongs there)")
    if (data.get("triage") or {}).get("category") != "calibration":
        failures.append("the page's triage says %s, not calibration" % (data.get("triage") or {}).get("category"))
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
