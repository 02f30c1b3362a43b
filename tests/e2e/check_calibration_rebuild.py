#!/usr/bin/python3
"""What `quantlens calibrate` predicts for each calibration method, checked by rebuilding the model with
that method's ranges: QuantLens gathers the statistics over the fixture's calibration inputs and
predicts each method's output cosine on eval inputs (the fixture's test input and three variations:
mirrored, darker, noisy); the fixture quantizer (tests/realmodels/quantize.py) rebuilds the model from
each method's ranges (the report's tensors[].ranges; a tensor it lacks keeps the fixture's MinMax) and
ONNX Runtime runs it. Passes when every method's obtained worst-output cosine is within --tolerance of
the prediction on every input (the method per tensor too, when its search changed a tensor); so must the
model `calibrate --requantize` writes itself (the method per tensor when it beat every method, else the
recommended method, or MinMax when none is), run by ONNX Runtime. Prints the method × input table of both.
--plan-on METHOD: also a 16-bit plan searched from the model recalibrated by METHOD (`plan --calibration
METHOD --target-cos T`), predicted by `simulate --calibration METHOD`, rebuilt with METHOD's ranges and the
plan's tensors at 16 bit over those ranges.
Usage: check_calibration_rebuild.py QUANTLENS REALMODELS WORK [--model rec] [--tolerance 0.005]
                                    [--plan-on METHOD --target T]"""
import argparse
import json
import os
import shutil
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
QUANTIZER = os.path.join(os.path.dirname(HERE), "realmodels", "quantize.py")
sys.path.insert(0, HERE)
from check_prediction_rebuild import worst_cos  # noqa: E402 (after the path it is found on)


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, QUANTLENS_LANG="en_US"))
    if r.returncode != 0:
        raise SystemExit("check_calibration_rebuild: %s failed (exit %d)\n%s%s"
                         % (" ".join(cmd[:3]), r.returncode, r.stdout[-1500:], r.stderr[-2500:]))
    return r


def ort_outputs(realmodels, model, input_path, out):
    """The graph outputs ONNX Runtime gives `model` on one input, by file name."""
    shutil.rmtree(out, ignore_errors=True)
    run(["node", os.path.join(realmodels, "tools", "npm", "ort_run.mjs"), "outputs", model, input_path, out])
    return {f: np.load(os.path.join(out, f)) for f in os.listdir(out)}


def eval_inputs(test_input, work):
    """The test input and three variations of it, as other images of the same kind would differ."""
    x = np.load(test_input).astype(np.float32)
    rng = np.random.default_rng(7)
    variants = {"test": x, "mirrored": x[..., ::-1], "darker": x * 0.7 - 0.3,
                "noisy": x + rng.normal(0, 0.15, x.shape).astype(np.float32)}
    paths = []
    for name, value in variants.items():
        path = os.path.join(work, name + ".npy")
        np.save(path, np.ascontiguousarray(value, np.float32))
        paths.append(path)
    return paths


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--model", default="rec")
    ap.add_argument("--tolerance", type=float, default=0.005)
    ap.add_argument("--plan-on")
    ap.add_argument("--target", type=float, default=0.99)
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    folder = os.path.join(args.realmodels, args.model)
    calib = os.path.join(folder, "calibration")
    float_model, quant_model = os.path.join(folder, "float.onnx"), os.path.join(folder, "quant.onnx")
    inputs = eval_inputs(os.path.join(folder, "test_input.npy"), args.work)
    given = sum((["--input", p] for p in inputs), [])
    # The same run writes its own requantized model (calibrate --requantize), checked below.
    requantized = os.path.join(args.work, "requantized.onnx")
    report = json.loads(run([args.quantlens, "calibrate", "--float", float_model, "--quant", quant_model, *given,
                             "--calib", calib, "--mixed", "--requantize", requantized, "--format", "json",
                             "-q"]).stdout)
    minmax = json.load(open(os.path.join(calib, "minmax.json")))

    def outputs(model, i, tag):
        return ort_outputs(args.realmodels, model, inputs[i], os.path.join(args.work, "%s_%d" % (tag, i)))

    reference = [outputs(float_model, i, "float") for i in range(len(inputs))]
    print("%s: %d calibration inputs, %d activations recalibrated, recommended %s" % (
        args.model, report["calibration_inputs"], report["activations"], report["recommended"]))
    print("%-12s %-10s %10s %10s %10s" % ("method", "input", "predicted", "rebuilt", "diff"))
    failures = []
    # The method per tensor (when its search changed a tensor) is rebuilt like any method: its whole table.
    mixed = report.get("mixed")
    mixed = mixed if mixed and mixed["tensors"] else None
    if mixed:
        print("mixed from %s: %s; beats every method: %s" % (mixed["start"], ", ".join(
            "%s=%s" % (t["name"], t["method"]) for t in mixed["tensors"]), mixed["beats_every_method"]))
    for method in report["methods"] + ([mixed] if mixed else []):
        table = dict(minmax)
        for t in report["tensors"]:
            if method["name"] in t["ranges"]:
                table[t["name"]] = t["ranges"][method["name"]]
        table_path = os.path.join(args.work, method["name"] + "_ranges.json")
        json.dump(table, open(table_path, "w"))
        rebuilt = os.path.join(args.work, method["name"] + ".onnx")
        run([sys.executable, QUANTIZER, os.path.join(calib, "float13.onnx"), table_path, calib, rebuilt])
        for i, item in enumerate(method["per_input"]):
            obtained = worst_cos(reference[i], outputs(rebuilt, i, method["name"]))
            diff = obtained - item["cos"]
            print("%-12s %-10s %10.5f %10.5f %+10.5f" % (method["name"], os.path.basename(inputs[i])[:-4], item["cos"],
                                                         obtained, diff))
            if abs(diff) > args.tolerance:
                failures.append("%s on %s: rebuilt %.5f, predicted %.5f (tolerance %.3f)" % (
                    method["name"], os.path.basename(inputs[i]), obtained, item["cos"], args.tolerance))
    # QuantLens's own requantized model (calibrate --requantize), run by ONNX Runtime: the same cosines.
    # It writes the method per tensor when that beat every method, else the recommended (or first) method.
    chosen = "mixed" if mixed and mixed["beats_every_method"] else report["recommended"] or report["methods"][0]["name"]
    method = mixed if chosen == "mixed" else next(m for m in report["methods"] if m["name"] == chosen)
    for i, item in enumerate(method["per_input"]):
        obtained = worst_cos(reference[i], outputs(requantized, i, "requantized"))
        print("%-12s %-10s %10.5f %10.5f %+10.5f" % ("requantized", os.path.basename(inputs[i])[:-4], item["cos"],
                                                     obtained, obtained - item["cos"]))
        if abs(obtained - item["cos"]) > args.tolerance:
            failures.append("quantlens's requantized model (%s) on %s: %.5f, predicted %.5f" % (
                chosen, os.path.basename(inputs[i]), obtained, item["cos"]))
    if args.plan_on:
        plan = os.path.join(args.work, "plan.json")
        found = run([args.quantlens, "plan", "--float", float_model, "--quant", quant_model, *given, "--calib", calib,
                     "--calibration", args.plan_on, "--target-cos", str(args.target), "--hold-out", "0", "-o", plan])
        for line in found.stderr.splitlines():
            if "calibration " + args.plan_on in line:
                print("quantlens: " + line.strip())
        tensors = [t["name"] for t in json.load(open(plan))["plan"]["tensors"]]
        predicted = json.loads(run([args.quantlens, "simulate", plan, "--float", float_model, "--quant", quant_model,
                                    *given, "--calib", calib, "--calibration", args.plan_on, "--format", "json",
                                    "-q"]).stdout)
        rebuilt = os.path.join(args.work, "plan_on_%s.onnx" % args.plan_on)
        run([sys.executable, QUANTIZER, os.path.join(calib, "float13.onnx"),
             os.path.join(args.work, args.plan_on + "_ranges.json"), calib, rebuilt, "--keep-16bit", *tensors])
        print("plan on %s for %s: %d tensors at 16 bit" % (args.plan_on, args.target, len(tensors)))
        for i, item in enumerate(predicted["inputs"]):
            want = min(o["predicted_cos"] for o in item["outputs"])
            obtained = worst_cos(reference[i], outputs(rebuilt, i, "plan"))
            print("%-12s %-10s %10.5f %10.5f %+10.5f" % ("+16 bit", os.path.basename(inputs[i])[:-4], want, obtained,
                                                         obtained - want))
            if abs(obtained - want) > args.tolerance:
                failures.append("the plan on %s on %s: rebuilt %.5f, predicted %.5f" % (
                    args.plan_on, os.path.basename(inputs[i]), obtained, want))
        if not tensors:
            failures.append("the plan on %s moved no tensor: nothing of the 16-bit part was checked" % args.plan_on)
    distinct = {round(m["predicted_cos_mean"], 4) for m in report["methods"]}
    if len(distinct) < 2:
        failures.append("every method predicted the same cosine: the check cannot tell the methods apart")
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
