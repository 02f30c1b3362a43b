#!/usr/bin/python3
"""A QDQ run that dumped tensors both before QuantizeLinear (`t`) and after DequantizeLinear
(`t_DequantizeLinear_Output`), as dumping every output of a QDQ model gives:
  - the compared value is the dequantized one (what the next layer reads), not `t`;
  - the report's quant_step_cos / quant_step_sqnr_db are `t` against it, checked with numpy;
  - neither entry is reported unused.
Built from the rec fixture: three tensors get a pre-quantization twin (the float value plus noise).
Usage: check_prequant.py QUANTLENS MODEL_DIR WORK_DIR"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys

import numpy as np

from numpy_metrics import close, metrics

quantlens, model, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
dump = os.path.join(work, "quant_dump")
os.makedirs(dump)
source = os.path.join(model, "quant_dump")
manifest = json.load(open(os.path.join(source, "manifest.json")))
floats = {t["name"]: os.path.join(model, "float_dump", t["file"])
          for t in json.load(open(os.path.join(model, "float_dump", "manifest.json")))["tensors"]}
chosen = [t["name"] for t in manifest["tensors"][3:6]]
rng = np.random.default_rng(3)
tensors = []
for t in manifest["tensors"]:
    path = os.path.abspath(os.path.join(source, t["file"]))
    entry = dict(t, file=os.path.basename(path))
    os.symlink(path, os.path.join(dump, entry["file"]))
    if t["name"] in chosen:
        entry["name"] = t["name"] + "_DequantizeLinear_Output"
        before = np.load(floats[t["name"]]).astype(np.float32)
        before = before + rng.normal(0, 0.01, before.shape).astype(np.float32)
        pre_file = "pre_" + entry["file"]
        np.save(os.path.join(dump, pre_file), before)
        tensors.append({"name": t["name"], "file": pre_file, "shape": list(before.shape), "dtype": "float32"})
    tensors.append(entry)
manifest["tensors"] = tensors
json.dump(manifest, open(os.path.join(dump, "manifest.json"), "w"))

inputs = ["--float", os.path.join(model, "float.onnx"), "--quant", os.path.join(model, "quant.onnx"),
          "--float-dump", os.path.join(model, "float_dump")]
p = subprocess.run([quantlens, "report", *inputs, "--quant-dump", dump, "--format", "csv", "-q"],
                   capture_output=True, text=True)
failures = []
if p.returncode != 0:
    failures.append("report exit %d: %s" % (p.returncode, p.stderr[-800:]))
rows = {r["tensor"]: r for r in csv.DictReader(io.StringIO(p.stdout))} if p.returncode == 0 else {}
baseline = subprocess.run([quantlens, "report", *inputs, "--quant-dump", source, "--format", "csv", "-q"],
                          capture_output=True, text=True, check=True)
original = {r["tensor"]: r for r in csv.DictReader(io.StringIO(baseline.stdout))}
for name in chosen:
    row = rows.get(name)
    if row is None:
        failures.append("%s missing from the report" % name)
        continue
    if row["candidate_entry"] != name + "_DequantizeLinear_Output":
        failures.append("%s compared %r, not the dequantized value" % (name, row["candidate_entry"]))
    if not close(float(row["cosine"]), float(original[name]["cosine"])):
        failures.append("%s cosine %s, the plain dump gives %s" % (name, row["cosine"], original[name]["cosine"]))
    entry = next(t for t in tensors if t["name"] == name)
    post = np.load(os.path.join(dump, next(t["file"] for t in tensors if t["name"] == name + "_DequantizeLinear_Output")))
    want = metrics(np.load(os.path.join(dump, entry["file"])), post)
    for key, column in (("cosine", "quant_step_cos"), ("sqnr_db", "quant_step_sqnr_db")):
        if not row[column] or not close(float(row[column]), want[key]):
            failures.append("%s.%s: quantlens %r, numpy %r" % (name, column, row[column], want[key]))
others = [r for n, r in rows.items() if n not in chosen and r["quant_step_cos"]]
if others:
    failures.append("quant_step_cos set for tensors without a pre-quantization dump: %s" % [r["tensor"] for r in others][:5])

# The same values in a prequant/ subfolder under the tensors' own names, as ONNX Runtime's QDQ
# debugging lays them out beside the run: found without options, the same quant_step numbers.
beside = os.path.join(work, "quant_dump_beside")
os.makedirs(os.path.join(beside, "prequant"))
main_tensors, pre_tensors = [], []
for t in tensors:
    if t["file"].startswith("pre_"):
        os.rename(os.path.join(dump, t["file"]), os.path.join(beside, "prequant", t["file"]))
        pre_tensors.append(t)
    else:
        os.symlink(os.path.realpath(os.path.join(dump, t["file"])), os.path.join(beside, t["file"]))
        main_tensors.append(dict(t, name=t["name"].replace("_DequantizeLinear_Output", "")))
json.dump(dict(manifest, tensors=main_tensors), open(os.path.join(beside, "manifest.json"), "w"))
json.dump(dict(manifest, tensors=pre_tensors), open(os.path.join(beside, "prequant", "manifest.json"), "w"))
p = subprocess.run([quantlens, "report", *inputs, "--quant-dump", beside, "--format", "csv", "-q"],
                   capture_output=True, text=True)
if p.returncode != 0:
    failures.append("prequant/ report exit %d: %s" % (p.returncode, p.stderr[-800:]))
beside_rows = {r["tensor"]: r for r in csv.DictReader(io.StringIO(p.stdout))} if p.returncode == 0 else {}
for name in chosen:
    got, want = beside_rows.get(name, {}), rows.get(name, {})
    for column in ("quant_step_cos", "quant_step_sqnr_db", "cosine"):
        if not got.get(column) or not want.get(column) or not close(float(got[column]), float(want[column])):
            failures.append("prequant/ %s.%s: %r, in one folder %r" % (name, column, got.get(column), want.get(column)))
if any(r["quant_step_cos"] for n, r in beside_rows.items() if n not in chosen):
    failures.append("prequant/: quant_step_cos set for tensors without a pre-quantization dump")
for f in failures:
    print("FAIL:", f)
print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
