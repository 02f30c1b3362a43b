#!/usr/bin/python3
"""Task-level agreement equals a numpy computation on ONNX Runtime's own outputs of the same inputs: rec
(CTC: greedy decoding, blank 0, string equality and 1 - edit distance / longer length), the U-Net and det
(mask IoU at 0.5), cls (top-1, top-5). `quantlens simulate` of a one-tensor plan gives, per input, the
model as quantized ("baseline") against the float model: that is what numpy recomputes from ONNX Runtime's
float and quantized outputs, on four inputs each (the test input and three variations). The same inputs
as a data set through `report` give the same per-input agreement, bad cases ranked first.
Usage: check_task_agreement.py QUANTLENS REALMODELS WORK"""
import json
import os
import shutil
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from check_calibration_rebuild import eval_inputs, ort_outputs, run  # noqa: E402 (after the path it is found on)

KINDS = {"rec": "sequence", "unet": "mask", "det": "mask", "cls": "classification"}


def ctc(x):
    out, previous = [], 0
    for c in x.argmax(-1):
        if c != 0 and c != previous:
            out.append(int(c))
        previous = c
    return out


def edit_distance(a, b):
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        diagonal, row[0] = row[0], i
        for j in range(1, len(b) + 1):
            up = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1]))
            diagonal = up
    return row[len(b)]


def expected(kind, f, q):
    """(agreement, equal) of quantized output q against float output f, computed here."""
    if kind == "sequence":
        a, b = ctc(f[0]), ctc(q[0])
        longer = max(len(a), len(b))
        return (1.0 if longer == 0 else 1 - edit_distance(a, b) / longer), a == b
    if kind == "mask":
        fm, qm = f > 0.5, q > 0.5
        either = np.logical_or(fm, qm).sum()
        return (1.0 if either == 0 else np.logical_and(fm, qm).sum() / either), bool((fm == qm).all())
    same = bool(f.argmax(-1)[0] == q.argmax(-1)[0])
    return float(same), same


def main():
    exe, realmodels, work = sys.argv[1:4]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    worst = 0.0
    for model, kind in KINDS.items():
        folder = os.path.join(realmodels, model)
        mwork = os.path.join(work, model)
        os.makedirs(mwork)
        inputs = eval_inputs(os.path.join(folder, "test_input.npy"), mwork)
        plan = os.path.join(mwork, "plan.json")
        run([exe, "plan", "--float", os.path.join(folder, "float.onnx"), "--quant", os.path.join(folder, "quant.onnx"),
             "--float-dump", os.path.join(folder, "float_dump"), "--quant-dump", os.path.join(folder, "quant_dump"),
             "--no-measure", "--max-layers", "1", "-o", plan, "-q"])
        sim = json.loads(run([exe, "simulate", plan, "--float", os.path.join(folder, "float.onnx"), "--quant",
                              os.path.join(folder, "quant.onnx"), "--format", "json", "-q"]
                             + sum((["--input", p] for p in inputs), [])).stdout)
        outputs = sim["task"]["outputs"]
        if len(outputs) != 1 or outputs[0]["kind"] != kind:
            sys.exit("check_task_agreement: %s: expected one %s output, got %s" % (model, kind, outputs))
        per_input = outputs[0]["per_input"]
        # The same inputs as a data set through `report`: each input's task agreement, bad cases first.
        report = json.loads(run([exe, "report", "--float", os.path.join(folder, "float.onnx"), "--quant",
                                 os.path.join(folder, "quant.onnx"), "--format", "json", "-q"]
                                + sum((["--input", p] for p in inputs), [])).stdout)
        data_set = report["task"]["outputs"]
        if len(data_set) != 1 or data_set[0]["kind"] != kind or len(data_set[0]["per_input"]) != len(inputs):
            sys.exit("check_task_agreement: %s: report's task is %s" % (model, data_set))
        ranked = sorted(report["inputs"]["model_inputs"], key=lambda e: e["bad_case_rank"])
        if kind != "regression":
            keys = [(e["task_agreement"], e["output_cos"]) for e in ranked]
            if keys != sorted(keys):
                sys.exit("check_task_agreement: %s: bad cases not first: %s" % (model, keys))
        for path, entry, in_report in zip(inputs, per_input, data_set[0]["per_input"]):
            f = list(ort_outputs(realmodels, os.path.join(folder, "float.onnx"), path, os.path.join(mwork, "f")).values())[0]
            q = list(ort_outputs(realmodels, os.path.join(folder, "quant.onnx"), path, os.path.join(mwork, "q")).values())[0]
            agreement, equal = expected(kind, f, q)
            got, got_equal = entry["baseline_agreement"], entry["baseline_equal"]
            print("%-5s %-14s %-14s numpy %.6f %-5s  quantlens %.6f %s" % (model, kind, os.path.basename(path),
                                                                        agreement, equal, got, got_equal))
            worst = max(worst, abs(agreement - got), abs(agreement - in_report["agreement"]))
            if abs(agreement - got) > 1e-9 or equal != got_equal:
                sys.exit("check_task_agreement: %s %s differs from numpy" % (model, path))
            if abs(agreement - in_report["agreement"]) > 1e-9 or equal != in_report["equal"]:
                sys.exit("check_task_agreement: %s %s: the report's data set differs from numpy (%s)"
                         % (model, path, in_report))
    print("task agreement = numpy on ONNX Runtime's outputs (largest difference %.2g)" % worst)
    return 0


if __name__ == "__main__":
    sys.exit(main())
