#!/usr/bin/python3
"""`quantlens check`, the CI gate, on rec (a CTC recognizer: its decoded text is the task):
  - the first build's verdict has no baseline: accept (0), and is the baseline of the next;
  - the same model against it: accept (0);
  - the model requantized with KL (which clips rec's LayerNorm tensors hard): regression (4), naming the output
    and its task agreement;
  - other inputs than the baseline's: anomalous (5); the float model given as the build: anomalous (5).
Usage: check_gate.py QUANTLENS REALMODELS WORK"""
import json
import os
import shutil
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from check_calibration_rebuild import eval_inputs  # noqa: E402 (after the path it is found on)


def check(exe, args, expect):
    r = subprocess.run([exe, "check", *args], capture_output=True, text=True, env=dict(os.environ, QUANTLENS_LANG="en_US"))
    if r.returncode != expect:
        sys.exit("check_gate: exit %d, expected %d for %s\n%s%s" % (r.returncode, expect, args, r.stdout[-2000:],
                                                                   r.stderr[-2000:]))
    return r.stderr


def main():
    exe, realmodels, work = sys.argv[1:4]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    rec = os.path.join(realmodels, "rec")
    float_model, quant = os.path.join(rec, "float.onnx"), os.path.join(rec, "quant.onnx")
    inputs = eval_inputs(os.path.join(rec, "test_input.npy"), work)
    given = sum((["--input", p] for p in inputs), [])
    base = os.path.join(work, "base.json")
    said = check(exe, ["--float", float_model, "--quant", quant, *given, "-o", base], 0)
    verdict = json.load(open(base))
    if verdict["verdict"] != "accept" or verdict["task"]["outputs"][0]["kind"] != "sequence" or len(verdict["inputs"]) != 4:
        sys.exit("check_gate: unexpected first verdict: %s" % json.dumps(verdict)[:1500])
    print("first build: accept, no baseline (%s)" % said.strip().splitlines()[-1].strip())
    said = check(exe, ["--float", float_model, "--quant", quant, *given, "--baseline", base, "-o",
                       os.path.join(work, "same.json")], 0)
    print("the same model: accept (%s)" % said.strip().splitlines()[-1].strip())

    worse = os.path.join(work, "rec_kl.onnx")
    r = subprocess.run([exe, "requantize", quant, "--float", float_model, "--calib", os.path.join(rec, "calibration"),
                        "--method", "kl", "-o", worse, "-q"], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("check_gate: requantize failed\n" + r.stderr)
    said = check(exe, ["--float", float_model, "--quant", worse, *given, "--baseline", base, "-o",
                       os.path.join(work, "worse.json")], 4)
    if "agreement" not in said or "cosine" not in said:
        sys.exit("check_gate: the regression does not name the cosine and the task agreement:\n" + said)
    print("requantized with KL: regression\n" + said)

    mirrored = os.path.join(work, "mirrored_only")
    os.makedirs(mirrored)
    swapped = list(inputs[:2])  # two of the baseline's inputs and two others
    for k, p in enumerate(inputs[2:]):
        other = os.path.join(mirrored, "other_%d.npy" % k)
        np.save(other, np.load(p)[..., ::-1].copy() * 0.9)
        swapped.append(other)
    said = check(exe, ["--float", float_model, "--quant", quant, *sum((["--input", p] for p in swapped), []),
                       "--baseline", base], 5)
    print("other inputs: anomalous (%s)" % said.strip().splitlines()[-1].strip())
    said = check(exe, ["--float", float_model, "--quant", float_model, *given], 5)
    print("the float model as the build: anomalous (%s)" % said.strip().splitlines()[-1].strip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
