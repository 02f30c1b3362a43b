#!/usr/bin/python3
"""Measurements checked by intervention: every claim QuantLens's simulator makes is checked against a
model requantized by the fixture quantizer (tests/realmodels/quantize.py) and run by ONNX Runtime.
The requantized 16-bit tensors keep the range their 8-bit parameters represent (--range-from-8bit),
as QuantLens simulates them; rec's output moves by up to 0.015 when a 16-bit range is instead
re-derived from the calibration min/max (half an 8-bit step at its ends), which the last line prints.
  - simulate: the predicted output cosine of three plans on det and rec is within 0.005 of the
    requantized model's;
  - on rec, the tensor with the largest measured gain16, moved alone to 16 bit, helps more than any of
    the 20 tensors with the largest own quantization loss, each moved alone;
  - plan --target-cos reaches the target when requantized, and the own-loss ranking with as many
    tensors does not (it needs more).
Prints every number it compares. Usage: check_measured.py QUANTLENS REALMODELS WORK [--models det,rec]"""
import argparse
import csv
import io
import json
import os
import shutil
import subprocess
import sys

import numpy as np

from thresholds_in_effect import thresholds_in_effect

HERE = os.path.dirname(os.path.abspath(__file__))
REALMODELS_TOOLS = os.path.join(os.path.dirname(HERE), "realmodels")
PY = sys.executable
failures = []


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, QUANTLENS_LANG="en_US"))
    if r.returncode != 0:
        raise SystemExit("check_measured: %s failed (exit %d)\n%s%s" % (" ".join(cmd[:3]), r.returncode,
                                                                       r.stdout[-1500:], r.stderr[-2500:]))
    return r.stdout


class Model:
    def __init__(self, args, name):
        self.args, self.name = args, name
        self.dir = os.path.join(args.realmodels, name)
        self.calib = os.path.join(self.dir, "calibration")
        self.input = os.path.join(self.dir, "test_input.npy")
        self.workspace = os.path.join(args.realmodels, name + ".quantlens.json")
        self.work = os.path.join(args.work, name)
        os.makedirs(self.work, exist_ok=True)
        self.float_outputs = self.outputs(os.path.join(self.dir, "float.onnx"), "float_out")
        self.count = 0

    def outputs(self, model, tag):
        folder = os.path.join(self.work, tag)
        shutil.rmtree(folder, ignore_errors=True)
        run(["node", os.path.join(self.args.realmodels, "tools", "npm", "ort_run.mjs"), "outputs", model, self.input,
             folder])
        return {f: np.load(os.path.join(folder, f)) for f in os.listdir(folder)}

    def requantized_cos(self, tensors, calibration_range=False):
        """The output cosine (worst output) of the model requantized with `tensors` at 16 bit, in ONNX Runtime."""
        self.count += 1
        quant = os.path.join(self.work, "requant_%d.onnx" % self.count)
        run([PY, os.path.join(REALMODELS_TOOLS, "quantize.py"), os.path.join(self.calib, "float13.onnx"),
             os.path.join(self.calib, "minmax.json"), self.calib, quant] + ([] if calibration_range else ["--range-from-8bit"])
            + ["--keep-16bit"] + list(tensors))
        got = self.outputs(quant, "q_out_%d" % self.count)
        worst = 1.0
        for f, ref in self.float_outputs.items():
            a, b = ref.astype(np.float64).ravel(), got[f].astype(np.float64).ravel()
            worst = min(worst, float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b))))
        os.remove(quant)
        return worst

    def plan(self, extra, name):
        path = os.path.join(self.work, name + ".json")
        run([self.args.quantlens, "plan", self.workspace, "-q", "-o", path] + extra)
        return path, [t["name"] for t in json.load(open(path))["plan"]["tensors"]]

    def simulate(self, plan):
        doc = json.loads(run([self.args.quantlens, "simulate", plan, "--input", self.input, "--format", "json", "-q"]))
        return doc["summary"]["baseline_cos"], doc["summary"]["predicted_cos"]


def check_simulate(m):
    for count in (3, 10, 20):
        path, tensors = m.plan(["--max-layers", str(count), "--no-measure"], "own_loss_%d" % count)
        baseline, predicted = m.simulate(path)
        actual = m.requantized_cos(tensors)
        print("%s simulate, %2d own-loss tensors: predicted %.5f, requantized %.5f (now %.5f)" % (
            m.name, len(tensors), predicted, actual, baseline), flush=True)
        if abs(predicted - actual) > 0.005:
            failures.append("%s: simulate predicted %.5f for %d tensors, the requantized model gives %.5f" % (
                m.name, predicted, len(tensors), actual))


def check_gain_ranking(m):
    rows = list(csv.DictReader(io.StringIO(run([m.args.quantlens, "report", m.workspace, "--measure", "--input",
                                                 m.input, "--format", "csv", "-q"]))))
    measured = sorted(((float(r["gain16"]), r["tensor"]) for r in rows if r["gain16"]), reverse=True)
    top = measured[0][1]
    _, own_loss = m.plan(["--max-layers", "20", "--no-measure"], "own_loss_top20")
    best_gain = m.requantized_cos([top])
    print("%s: largest gain16 %s alone: requantized cos %.5f (measured gain %.5f)" % (
        m.name, top, best_gain, measured[0][0]), flush=True)
    for t in own_loss:
        c = m.requantized_cos([t])
        print("   own-loss tensor %-28s alone: %.5f" % (t, c), flush=True)
        if c >= best_gain and t != top:
            failures.append("%s: own-loss tensor %s alone gives %.5f, not less than the largest gain16 tensor %s (%.5f)"
                            % (m.name, t, c, top, best_gain))
    return top


def check_measured_by_default(m, top):
    """triage names culprits users act on: it measures by default, so on the input `report --measure` measured
    its first culprit is the largest measured gain, and --no-measure says it guesses."""
    triaged = json.loads(run([m.args.quantlens, "triage", m.workspace, "--input", m.input, "--format", "json", "-q"]))
    first = triaged["culprits"][0] if triaged["culprits"] else None
    print("%s: triage's first culprit by default %s (largest measured gain %s)" % (m.name, first, top), flush=True)
    if first != top:
        failures.append("%s: by default triage names %s first, not the largest measured gain %s" % (m.name, first, top))
    done = subprocess.run([m.args.quantlens, "triage", m.workspace, "--no-measure", "--format", "json"],
                          capture_output=True, text=True)
    if done.returncode != 0 or "guess" not in done.stderr:
        failures.append("%s: triage --no-measure (exit %d) does not say its ranking is a guess: %s" % (
            m.name, done.returncode, done.stderr[-500:]))


def check_target(m, target):
    path, chosen = m.plan(["--target-cos", str(target), "--input", m.input], "target")
    reached = m.requantized_cos(chosen)
    _, own = m.plan(["--max-layers", str(len(chosen)), "--no-measure"], "own_loss_same_count")
    own_cos = m.requantized_cos(own)
    print("%s: plan --target-cos %g: %d tensors, requantized cos %.5f; own loss with %d tensors: %.5f" % (
        m.name, target, len(chosen), reached, len(own), own_cos), flush=True)
    if reached < target - 0.001:
        failures.append("%s: the measured plan (%d tensors) gives %.5f when requantized, below the target %g" % (
            m.name, len(chosen), reached, target))
    if own_cos >= target:
        failures.append("%s: the own-loss ranking reaches %g with as few tensors (%d): %.5f" % (
            m.name, target, len(own), own_cos))
    print("%s: the measured plan with 16-bit ranges from the calibration min/max instead: %.5f" % (
        m.name, m.requantized_cos(chosen, calibration_range=True)), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--models", default="det,rec")
    args = ap.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    for name in args.models.split(","):
        m = Model(args, name)
        check_simulate(m)
        if name == "rec":
            check_measured_by_default(m, check_gain_ranking(m))
        # det: the window's warning level, as QuantLens applies it. rec's sequence output flips time steps;
        # that level is beyond any few tensors with 8-bit-derived ranges, so its goal is a little lower.
        warn = thresholds_in_effect(args.quantlens, [m.workspace])["cos_warn_below"]
        check_target(m, warn if name == "det" else 0.985)
    for f in failures:
        print("FAIL:", f)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
