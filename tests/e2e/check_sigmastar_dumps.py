#!/usr/bin/python3
"""SigmaStar's own dumps of both runs, as its simulator writes them (FORMATS.md §1.2: one
sigma_outtensor_dump.bin per run, every 4-D tensor NHWC, the graph input `x` too), against the same
runs' .npy dumps: the float dump must belong to the model (the input bound in the model's layout),
every tensor the .npy dumps compare must be compared with the same cosine, and standard error must
summarise per-tensor events (one line per kind, never one per tensor).
Usage: check_sigmastar_dumps.py QUANTLENS MODEL_DIR WORK_DIR"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys

import numpy as np

import sigmastar_dump

quantlens, model, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
models = ["--float", os.path.join(model, "float.onnx"), "--quant", os.path.join(model, "quant.onnx")]


def report(float_dump, quant_dump, quiet=True):
    cmd = [quantlens, "report", *models, "--float-dump", float_dump, "--quant-dump", quant_dump, "--format", "csv"]
    p = subprocess.run(cmd + (["-q"] if quiet else []), capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("report on %s: exit %d\n%s" % (float_dump, p.returncode, p.stderr[-3000:]))
    return {r["tensor"]: r for r in csv.DictReader(io.StringIO(p.stdout))}, p.stderr


dumps = {}
for run in ("float", "quant"):
    folder = os.path.join(model, run + "_dump")
    manifest = json.load(open(os.path.join(folder, "manifest.json")))
    x = next(t for t in manifest["tensors"] if t["name"] == "x")
    if np.load(os.path.join(folder, x["file"])).shape[1] != 3:
        sys.exit("the fixture's input is not NCHW with 3 channels: the check would not test the NHWC binding")
    dumps[run] = os.path.join(work, run, "sigma_outtensor_dump.bin")
    os.makedirs(os.path.dirname(dumps[run]))
    sigmastar_dump.write_from_dump_folder(dumps[run], folder, manifest)

baseline, _ = report(os.path.join(model, "float_dump"), os.path.join(model, "quant_dump"))
got, stderr = report(dumps["float"], dumps["quant"], quiet=False)
failures = []
compared = [t for t, r in baseline.items() if r["cosine"] not in ("", "nan")]
for name in compared:
    row = got.get(name)
    if row is None or row["cosine"] in ("", "nan"):
        failures.append("%s: compared in the .npy dumps, not in SigmaStar's (%s)" % (name, row and row.get("problem")))
    elif abs(float(row["cosine"]) - float(baseline[name]["cosine"])) > 1e-5:
        failures.append("%s: cos %s, .npy dumps %s" % (name, row["cosine"], baseline[name]["cosine"]))
# Every tensor of a SigmaStar file is NHWC: expected, declared by the format, so at most a summary.
lines = [l for l in stderr.splitlines() if l.strip()]
if len(lines) > 20:
    failures.append("%d lines on standard error for %d tensors (one per tensor?):\n%s"
                    % (len(lines), len(compared), "\n".join(lines[:8])))
# The quantized run as .npy files stored NHWC with no layout declared: every 4-D tensor is read as
# NHWC by its shape, an event worth one summary line, not one line per tensor.
guessed = os.path.join(work, "quant_nhwc_npy")
os.makedirs(guessed)
manifest = json.load(open(os.path.join(model, "quant_dump", "manifest.json")))
for t in manifest["tensors"]:
    np.save(os.path.join(guessed, t["file"]), sigmastar_dump.nhwc(np.load(os.path.join(model, "quant_dump", t["file"]))))
    t.pop("shape", None)
manifest.pop("layout", None)
json.dump(manifest, open(os.path.join(guessed, "manifest.json"), "w"))
_, stderr = report(os.path.join(model, "float_dump"), guessed, quiet=False)
layout_lines = [l for l in stderr.splitlines() if "NHWC" in l]
if len(layout_lines) != 1 or "tensors, e.g." not in layout_lines[0]:
    failures.append("NHWC .npy dumps: %d lines about the layout on standard error (want one summary):\n%s"
                    % (len(layout_lines), "\n".join(layout_lines[:5])))
if failures:
    sys.exit("SigmaStar dumps of %s:\n  %s" % (os.path.basename(model), "\n  ".join(failures[:20])))
print("SigmaStar dumps of %s: %d tensors compared as the .npy dumps compare them, %d lines on stderr"
      % (os.path.basename(model), len(compared), len(lines)))
