#!/usr/bin/python3
"""`quantlens run` as a user meets it, on the real models:
  - a float run's folder reads back with `report` (manifest, every float tensor), a QDQ run's has the
    float names and prequant/; --outputs-only writes the graph outputs only;
  - several --input files of a one-input model are samples, one subfolder each;
  - a wrong input name, shape or element type, an input file that is no array, a model with an
    operator QuantLens cannot run: exit 3 and a message naming the input or the operator and its node;
  - -o: an earlier dump folder is replaced, a folder of other files is refused and left as it was;
  - Ctrl+C during a run leaves neither the folder nor a temporary one;
  - NaN produced by a node: a warning naming it.
Usage: check_run_cli.py QUANTLENS REALMODELS WORK"""
import json
import os
import shutil
import signal
import subprocess
import sys
import time

import numpy as np
import onnx
from onnx import TensorProto, helper

quantlens, realmodels, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
failures = []
env = dict(os.environ, QUANTLENS_LANG="en_US")


def run(args, want, *words, name=None):
    p = subprocess.run([quantlens, "run"] + args, capture_output=True, text=True, env=env, timeout=300)
    label = name or " ".join(args[:3])
    if p.returncode != want:
        failures.append("%s: exit %d, expected %d: %s" % (label, p.returncode, want, p.stderr[-500:]))
    for w in words:
        if w not in p.stderr:
            failures.append("%s: stderr says nothing of %r: %s" % (label, w, p.stderr[-500:]))
    return p


def manifest(folder):
    return json.load(open(os.path.join(folder, "manifest.json")))["tensors"]


rec = os.path.join(realmodels, "rec")
x = os.path.join(rec, "test_input.npy")
out = os.path.join(work, "rec_float")
run([os.path.join(rec, "float.onnx"), "--input", x, "-o", out, "-q"], 0)
names = {t["name"] for t in manifest(out)}
expected = {t["name"] for t in manifest(os.path.join(rec, "float_dump"))}
if names != expected:
    failures.append("float run: tensors differ from ORT's dump: %s" % sorted(names ^ expected)[:6])
quant = os.path.join(work, "rec_quant")
run([os.path.join(rec, "quant.onnx"), "--input", "x=" + x, "-o", quant, "-q"], 0)
if not os.path.exists(os.path.join(quant, "prequant", "manifest.json")):
    failures.append("QDQ run: no prequant/ folder")
elif {t["name"] for t in manifest(quant)} != expected:
    failures.append("QDQ run: not named after the float tensors: %s" % sorted({t["name"] for t in manifest(quant)} ^ expected)[:6])
report = subprocess.run([quantlens, "report", "--float", os.path.join(rec, "float.onnx"), "--quant",
                         os.path.join(rec, "quant.onnx"), "--float-dump", out, "--quant-dump", quant, "--format", "json",
                         "-q"], capture_output=True, text=True, env=env)
if report.returncode != 0 or not json.loads(report.stdout).get("rows", json.loads(report.stdout).get("tensors")):
    failures.append("report on run's folders: exit %d %s" % (report.returncode, report.stderr[-300:]))
only = os.path.join(work, "outputs_only")
run([os.path.join(rec, "float.onnx"), "--input", x, "-o", only, "--outputs-only", "-q"], 0)
graph_outputs = {o.name for o in onnx.load(os.path.join(rec, "float.onnx")).graph.output}
if {t["name"] for t in manifest(only)} != graph_outputs:
    failures.append("--outputs-only wrote %s, outputs are %s" % ([t["name"] for t in manifest(only)], graph_outputs))

# Samples: one subfolder per input file.
inputs = sorted(os.path.join(realmodels, "inputs", "rec", f) for f in os.listdir(os.path.join(realmodels, "inputs", "rec"))
                if f.startswith("calib_"))[:3]
samples = os.path.join(work, "samples")
args = [os.path.join(rec, "float.onnx"), "-o", samples, "--outputs-only", "-q"]
for f in inputs:
    args += ["--input", f]
run(args, 0)
folders = sorted(os.listdir(samples)) if os.path.isdir(samples) else []
if folders != sorted(os.path.splitext(os.path.basename(f))[0] for f in inputs):
    failures.append("samples: folders %s" % folders)

# Inputs that do not fit the model.
run([os.path.join(rec, "float.onnx"), "--input", "y=" + x, "-o", os.path.join(work, "e1")], 3, "no input 'y'", "'x'",
    name="wrong input name")
wrong = os.path.join(work, "wrong_shape.npy")
np.save(wrong, np.zeros((1, 1, 48, 320), np.float32))
run([os.path.join(rec, "float.onnx"), "--input", wrong, "-o", os.path.join(work, "e2")], 3, "[1, 1, 48, 320]",
    "wrong_shape.npy", name="wrong shape")
ints = os.path.join(work, "ints.npy")
np.save(ints, np.zeros((1, 3, 48, 320), np.int64))
run([os.path.join(rec, "float.onnx"), "--input", ints, "-o", os.path.join(work, "e3")], 3, "int64", "float32",
    name="wrong element type")
junk = os.path.join(work, "junk.npy")
open(junk, "w").write("not an array")
run([os.path.join(rec, "float.onnx"), "--input", junk, "-o", os.path.join(work, "e4")], 3, "junk.npy", name="junk input")
for e in ("e1", "e2", "e3", "e4"):
    if os.path.exists(os.path.join(work, e)):
        failures.append("a refused run left the folder %s" % e)

# A model with an operator QuantLens does not run.
xin = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4])
graph = helper.make_graph([helper.make_node("Relu", ["x"], ["r"], name="relu_1"),
                           helper.make_node("Hardmax", ["r"], ["y"], name="my_hardmax")], "g", [xin],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4])])
odd = os.path.join(work, "odd.onnx")
onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), odd)
small = os.path.join(work, "small.npy")
np.save(small, np.array([1, -2, 3, 4], np.float32))
run([odd, "--input", small, "-o", os.path.join(work, "e5")], 3, "Hardmax", "my_hardmax", name="unsupported op")

# NaN produced by a node.
graph = helper.make_graph([helper.make_node("Log", ["x"], ["l"], name="the_log"),
                           helper.make_node("Relu", ["l"], ["y"], name="after")], "g", [xin],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4])])
nan_model = os.path.join(work, "nan.onnx")
onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), nan_model)
run([nan_model, "--input", small, "-o", os.path.join(work, "nan_out")], 0, "the_log", "NaN", name="NaN warning")

# -o: replace an earlier dump folder, refuse a folder of other files.
run([os.path.join(rec, "float.onnx"), "--input", x, "-o", only, "--outputs-only", "-q"], 0, name="rerun into a dump")
mine = os.path.join(work, "my_files")
os.makedirs(mine)
open(os.path.join(mine, "notes.txt"), "w").write("mine")
run([os.path.join(rec, "float.onnx"), "--input", x, "-o", mine], 3, "not a dump folder", name="folder of other files")
if os.listdir(mine) != ["notes.txt"]:
    failures.append("the user's folder was changed: %s" % os.listdir(mine))

# Ctrl+C: nothing left behind.
det = os.path.join(realmodels, "det")
stopped = os.path.join(work, "stopped")
p = subprocess.Popen([quantlens, "run", os.path.join(det, "quant.onnx"), "--input", os.path.join(det, "test_input.npy"),
                      "-o", stopped], stderr=subprocess.PIPE, env=env)
time.sleep(0.5)
p.send_signal(signal.SIGINT)
try:
    p.wait(timeout=60)
except subprocess.TimeoutExpired:
    p.kill()
    failures.append("Ctrl+C: still running after 60 s")
left = [f for f in os.listdir(work) if f.startswith("stopped")]
if p.returncode == 0:
    print("note: the run finished before Ctrl+C arrived; nothing to check")
elif left:
    failures.append("Ctrl+C left %s" % left)

for f in failures:
    print("FAIL:", f)
print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
