#!/usr/bin/python3
"""Checks every metric of a `quantlens report --format json` against an independent numpy
computation on the same dump files (relative error <= 1e-6), plus the matcher's decisions.
Usage: check_report_against_numpy.py CASE_DIR REPORT_JSON"""
import json
import os
import sys

import numpy as np

from numpy_metrics import close, metrics


def load_candidate(case, name, ref_shape):
    storage = json.load(open(os.path.join(case, "candidate_storage.json")))
    for stem, how in storage.items():
        if how["tensor"] == name:
            q = np.load(os.path.join(case, "quant_dump", stem + ".npy"))
            if how.get("layout") == "NHWC":
                q = q.transpose(0, 3, 1, 2)
            if "dequantize" in how:
                scale, zp = how["dequantize"]
                q = (q.astype(np.float64) - zp) * np.float64(np.float32(scale))
            return q.reshape(ref_shape)
    return None


def main():
    case, report_path = sys.argv[1], sys.argv[2]
    report = json.load(open(report_path))
    manifest = json.load(open(os.path.join(case, "float_dump", "manifest.json")))
    ref_files = {t["name"]: t["file"] for t in manifest["tensors"]}
    failures, checked_values, compared = [], 0, 0
    # Version 2: tensor columns at the top level, each run's columns in "runs" (one run here).
    rows = {t["tensor"]: dict(t, **t["runs"][0]) for t in report["tensors"]}

    for name, row in rows.items():
        ref = np.load(os.path.join(case, "float_dump", ref_files[name]))
        cand = load_candidate(case, name, ref.shape)
        if cand is None:
            if row["verdict"] != "not-compared":
                failures.append("%s: compared although the candidate dump lacks it" % name)
            continue
        if row["verdict"] == "not-compared":
            failures.append("%s: not compared: %s" % (name, row["problem"]))
            continue
        compared += 1
        for key, want in metrics(ref, cand).items():
            checked_values += 1
            if not close(row[key], want):
                failures.append("%s.%s: quantlens %r, numpy %r" % (name, key, row[key], want))

    expect = {  # the matcher's decisions this case was built to exercise
        "/backbone/conv1/Conv_output_0": "sanitized", "relu1": "qdq-alias", "conv2": "exact+transposed", "conv3": "exact+transposed",
        "pool": "exact+reshaped", "x": "exact",
    }
    for name, match in expect.items():
        if rows[name]["match"] != match:
            failures.append("%s: match %r, expected %r" % (name, rows[name]["match"], match))
    if "missing" not in rows["flat"]["problem"]:
        failures.append("flat: expected 'missing in the candidate dump', got %r" % rows["flat"]["problem"])
    if rows["x"]["quant_dtype"] != "uint8" or rows["x"]["quant_scale"] is None:
        failures.append("x: quantization parameters not reported")
    if [r["tensor"] for r in report["tensors"]][:2] != ["x", "/backbone/conv1/Conv_output_0"]:
        failures.append("rows are not in topological order")
    summary = report["summary"]["runs"][0]
    if [o["tensor"] for o in summary["final_outputs"]] != ["logits"]:
        failures.append("final outputs: %r" % summary["final_outputs"])
    worst = [w["cosine"] for w in summary["worst"] if w["cosine"] is not None]
    if worst != sorted(worst):
        failures.append("worst list is not sorted by cosine")

    print("checked %d values of %d compared tensors against numpy" % (checked_values, compared))
    for f in failures:
        print("FAIL:", f)
    if compared < 10 or checked_values < 200:
        print("FAIL: too little was compared")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
