#!/usr/bin/python3
"""ONNX Runtime's dynamic quantization on a real model (cls): the float model rewritten into the
DynamicQuantizeLinear + ConvInteger/MatMulInteger form quantize_dynamic writes (make_dynamic_model.py),
(weights' scale reading is unit-tested in tests/core/model_dynamic_quant_test.cpp) run by ONNX Runtime with every float tensor exposed, then `quantlens report`:
  - the model is accepted (no "no quantization operators found"), with the note that activations are
    quantized at run time;
  - every dumped tensor is compared, its cosine equal to numpy's on the same dumps;
  - activations are `dynamic`, with no range and no u8-range flag.
Usage: check_dynamic_quant.py QUANTLENS FIXTURES WORK"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys

import numpy as np
import onnx

from numpy_metrics import close, metrics

HERE = os.path.dirname(os.path.abspath(__file__))
quantlens, fixtures, work = sys.argv[1:4]
model_dir = os.path.join(fixtures, "cls")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("dynamic quant: %s failed (exit %d)\n%s%s" % (cmd[1] if len(cmd) > 1 else cmd[0], p.returncode,
                                                               p.stdout[-1500:], p.stderr[-1500:]))
    return p


dynamic = os.path.join(work, "dynamic.onnx")
run([sys.executable, os.path.join(HERE, "make_dynamic_model.py"), os.path.join(model_dir, "calibration", "float13.onnx"),
     dynamic, "--per-column"])
# Every float tensor the dynamic model still produces, as a graph output, so ONNX Runtime dumps it.
m = onnx.load(dynamic)
names = json.load(open(os.path.join(model_dir, "calibration", "float_names.json")))
produced = {o for n in m.graph.node for o in n.output}
present = {o.name for o in m.graph.output}
kept = [n for n in names if n in produced]
for n in kept:
    if n not in present:
        m.graph.output.append(onnx.helper.make_tensor_value_info(n, onnx.TensorProto.FLOAT, None))
exposed, names_file, dump = os.path.join(work, "exposed.onnx"), os.path.join(work, "names.json"), os.path.join(work, "dump")
onnx.save(m, exposed)
json.dump({n: n for n in kept}, open(names_file, "w"))
run(["node", os.path.join(fixtures, "tools", "npm", "ort_run.mjs"), "dump", exposed,
     os.path.join(model_dir, "test_input.npy"), dump, names_file])

p = run([quantlens, "report", "--float", os.path.join(model_dir, "float.onnx"), "--quant", dynamic,
         "--float-dump", os.path.join(model_dir, "float_dump"), "--quant-dump", dump, "--format", "csv"])
rows = list(csv.DictReader(io.StringIO(p.stdout)))
failures = []
if "quantized at run time" not in p.stderr:
    failures.append("no note that activations are quantized at run time; stderr: %s" % p.stderr[-600:])
float_manifest = {t["name"]: t["file"] for t in json.load(open(os.path.join(model_dir, "float_dump", "manifest.json")))["tensors"]}
quant_manifest = {t["name"]: t["file"] for t in json.load(open(os.path.join(dump, "manifest.json")))["tensors"]}
compared = 0
for r in rows:
    name = r["tensor"]
    if name not in quant_manifest or name not in float_manifest:
        continue
    if r["cosine"] in ("", "nan"):
        failures.append("%s not compared: %s" % (name, r["problem"]))
        continue
    compared += 1
    want = metrics(np.load(os.path.join(model_dir, "float_dump", float_manifest[name])),
                   np.load(os.path.join(dump, quant_manifest[name])))["cosine"]
    if not close(float(r["cosine"]), want):
        failures.append("%s cosine %s, numpy %s" % (name, r["cosine"], want))
    if r["quant_granularity"] == "dynamic" and (r["quant_range_min"] or "u8-range" in r["flags"]):
        failures.append("%s is dynamic but has a range or a range flag: %s %s" % (name, r["quant_range_min"], r["flags"]))
dynamic_rows = sum(1 for r in rows if r["quant_granularity"] == "dynamic")
if compared < 200 or dynamic_rows < 40:
    failures.append("only %d tensors compared, %d marked dynamic" % (compared, dynamic_rows))
if failures:
    sys.exit("dynamic quantization on cls:\n  " + "\n  ".join(failures[:20]))
print("dynamic quantization on cls: %d tensors compared as numpy does, %d activations dynamic" % (compared, dynamic_rows))
