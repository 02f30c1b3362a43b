#!/usr/bin/python3
"""End-to-end check of `quantlens report` on a real model's fixtures (tests/realmodels):
  - every metric of every compared tensor agrees with numpy on the same dump files (rel <= 1e-6);
  - compared tensors = the float graph's intermediate tensors minus the documented exclusions
    (exclusions.json: node outputs that are not float activations, i.e. shape arithmetic);
  - the final output's cosine similarity lies in a sane band (0.5-1.0), and is printed.
Usage: check_real_model.py QUANTLENS MODEL_DIR WORK_DIR"""
import json
import os
import subprocess
import sys

import numpy as np

from numpy_metrics import close, metrics


def manifest_files(dump_dir):
    return {t["name"]: os.path.join(dump_dir, t["file"])
            for t in json.load(open(os.path.join(dump_dir, "manifest.json")))["tensors"]}


def main():
    quantlens, model_dir, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    report_path = os.path.join(work, "report.json")
    subprocess.run([quantlens, "report", "--float", os.path.join(model_dir, "float.onnx"),
                    "--quant", os.path.join(model_dir, "quant.onnx"),
                    "--float-dump", os.path.join(model_dir, "float_dump"),
                    "--quant-dump", os.path.join(model_dir, "quant_dump"),
                    "--format", "json", "-o", report_path, "--quiet"], check=True)
    report = json.load(open(report_path))
    ref_files, cand_files = manifest_files(os.path.join(model_dir, "float_dump")), \
        manifest_files(os.path.join(model_dir, "quant_dump"))
    exclusions = {e["tensor"] for e in json.load(open(os.path.join(model_dir, "exclusions.json")))}
    failures, checked = [], 0
    rows = [dict(t, **t["runs"][0]) for t in report["tensors"]]  # version 2: run columns per run
    compared = [t for t in rows if t["verdict"] != "not-compared"]
    for row in compared:
        name = row["tensor"]
        ref, cand = np.load(ref_files[name]), np.load(cand_files[name])
        for key, want in metrics(ref, cand).items():
            checked += 1
            if not close(row[key], want):
                failures.append("%s.%s: quantlens %r, numpy %r" % (name, key, row[key], want))
    not_compared = {t["tensor"] for t in rows if t["verdict"] == "not-compared"}
    if not_compared != exclusions:
        failures.append("not compared %s, documented exclusions %s" % (sorted(not_compared - exclusions),
                                                                     sorted(exclusions - not_compared)))
    expected = report["summary"]["tensors"] - len(exclusions)
    if len(compared) != expected:
        failures.append("compared %d tensors, expected %d" % (len(compared), expected))
    finals = report["summary"]["runs"][0]["final_outputs"]
    for out in finals:
        print("%s: final output %s cos %.6f" % (os.path.basename(model_dir), out["tensor"], out["cosine"]))
        if not 0.5 <= out["cosine"] <= 1.0:
            failures.append("final output %s cos %r outside 0.5-1.0" % (out["tensor"], out["cosine"]))
    if not finals:
        failures.append("no final output in the summary")
    print("%s: %d tensors compared (%d in the graph, %d excluded), %d values checked against numpy" % (
        os.path.basename(model_dir), len(compared), report["summary"]["tensors"], len(exclusions), checked))
    for f in failures[:40]:
        print("FAIL:", f)
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
