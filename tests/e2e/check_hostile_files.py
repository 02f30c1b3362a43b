#!/usr/bin/python3
"""The third hostile-input probe's crashes and lost files, end to end through the command line, the
user's own files checked byte for byte:
  1. integer Div / Mod of the lowest value by -1 gives ONNX Runtime's result (wraps; 0), no SIGFPE;
  2. run -o into a folder holding a dump's manifest.json and the user's files: refused, nothing changed;
  3. sample inputs named `...npy`, `a.b.npy`, `a_b.npy`: one subfolder each, nothing outside -o;
  4. external weights through a link to a file outside the model's folder: refused; a real file loads;
  5. Model Explorer files of runs labelled a.b, a_b, a_b_3: one set per run, none overwritten;
  6. RKNN cfg merges on the real rec model's tensors: the user's entry under the export's, a byte order
     mark before another first key, carriage-return-only lines, a comment then `{}`: every other byte
     kept and valid YAML (PyYAML reads it as the plan); a duplicate block or an alias: refused, unchanged;
  7. NNIE: a layer named by two adjacent literals gets `_hp` on its whole name.
Usage: check_hostile_files.py QUANTLENS MODEL_DIR WORK_DIR   (MODEL_DIR: the real rec model)"""
import hashlib
import json
import os
import shutil
import subprocess
import sys

import numpy as np
import yaml
from onnx import TensorProto, helper, numpy_helper, save

quantlens, model, work = [os.path.abspath(a) for a in sys.argv[1:4]]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
failures = []
env = dict(os.environ, QUANTLENS_LANG="en_US", HOME=work)


def run(name, args, want, *words):
    p = subprocess.run([quantlens] + args, capture_output=True, text=True, env=env, timeout=300, cwd=work)
    if p.returncode != want:
        failures.append("%s: exit %d, expected %d: %s" % (name, p.returncode, want, p.stderr[-500:]))
    for w in words:
        if w not in p.stderr:
            failures.append("%s: says nothing of %r: %s" % (name, w, p.stderr[-500:]))
    return p


def tree(folder):
    """Every file under folder with its bytes' hash: what the user would lose."""
    found = {}
    for root, _, files in os.walk(folder):
        for f in files:
            path = os.path.join(root, f)
            found[os.path.relpath(path, folder)] = hashlib.sha256(open(path, "rb").read()).hexdigest()
    return found


def dumped(folder, name):
    manifest = json.load(open(os.path.join(folder, "manifest.json")))["tensors"]
    return np.load(os.path.join(folder, next(t["file"] for t in manifest if t["name"] == name)))


def one_node_model(path, op, dtype, attrs=None, initializer=None):
    x = helper.make_tensor_value_info("x", dtype, [3])
    y = helper.make_tensor_value_info("y", dtype, [3])
    graph = helper.make_graph([helper.make_node(op, ["x", "d"], ["y"], name="the_" + op.lower(), **(attrs or {}))],
                              "g", [x], [y], [initializer])
    save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), path)


# 1. The lowest integer divided by -1.
for np_type, onnx_type in ((np.int32, TensorProto.INT32), (np.int64, TensorProto.INT64)):
    lowest = np.iinfo(np_type).min
    x = os.path.join(work, "x_%s.npy" % np_type.__name__)
    np.save(x, np.array([lowest, 7, -7], np_type))
    minus_one = numpy_helper.from_array(np.full(3, -1, np_type), "d")
    cases = (("Div", {}, [lowest, -7, 7]), ("Mod", {"fmod": 0}, [0, 0, 0]), ("Mod", {"fmod": 1}, [0, 0, 0]))
    for op, attrs, want in cases:
        label = "%s %s fmod=%s" % (op, np_type.__name__, attrs.get("fmod", "-"))
        path = os.path.join(work, "%s_%s_%s.onnx" % (op, np_type.__name__, attrs.get("fmod", "")))
        one_node_model(path, op, onnx_type, attrs, minus_one)
        out = path + ".out"
        p = run(label, ["run", path, "--input", x, "-o", out, "-q"], 0)
        if p.returncode == 0 and dumped(out, "y").tolist() != want:
            failures.append("%s: %s, ONNX Runtime gives %s" % (label, dumped(out, "y").tolist(), want))

# 2. A dump folder the user has put files in.
add_model = os.path.join(work, "add.onnx")
one_node_model(add_model, "Add", TensorProto.FLOAT, None, numpy_helper.from_array(np.ones(3, np.float32), "d"))
small = os.path.join(work, "small.npy")
np.save(small, np.array([1, 2, 3], np.float32))
mixed = os.path.join(work, "mixed")
run("first run", ["run", add_model, "--input", small, "-o", mixed, "-q"], 0)
os.makedirs(os.path.join(mixed, "my_notes"))
open(os.path.join(mixed, "my_notes", "todo.txt"), "w").write("the user's\n")
open(os.path.join(mixed, "results.csv"), "w").write("a,b\n1,2\n")
before = tree(mixed)
run("run -o a dump folder holding the user's files", ["run", add_model, "--input", small, "-o", mixed, "-q"], 3,
    "not a dump folder")
if tree(mixed) != before:
    failures.append("run -o: the folder holding the user's files changed")

# 3. Sample names that could leave -o or collide.
samples_parent = os.path.join(work, "samples_parent")
os.makedirs(samples_parent)
open(os.path.join(samples_parent, "keep.txt"), "w").write("keep\n")
named = []
for stem in ("..", "a.b", "a_b"):
    path = os.path.join(work, "input_names", stem + ".npy")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    np.save(path, np.array([len(named), 0, 0], np.float32))
    named.append(path)
out = os.path.join(samples_parent, "out")
run("samples ...npy a.b.npy a_b.npy", ["run", add_model, "-o", out, "-q"] + sum((["--input", f] for f in named), []), 0)
if sorted(os.listdir(samples_parent)) != ["keep.txt", "out"]:
    failures.append("samples: written beside -o: %s" % sorted(os.listdir(samples_parent)))
folders = sorted(f for f in os.listdir(out) if os.path.isdir(os.path.join(out, f))) if os.path.isdir(out) else []
if len(folders) != 3 or ".." in folders or "." in folders:
    failures.append("samples: folders %s (three distinct, none '..')" % folders)
else:
    firsts = sorted(float(dumped(os.path.join(out, f), "x")[0]) for f in folders)
    if firsts != [0.0, 1.0, 2.0]:
        failures.append("samples: one sample's tensors overwrote another's: %s" % firsts)

# 4. External weights through a link.
def external_model(folder, target):
    os.makedirs(folder)
    weights = numpy_helper.from_array(np.array([10, 20, 30], np.float32), "d")
    weights.ClearField("raw_data")
    weights.data_location = TensorProto.EXTERNAL
    for key, value in (("location", "w.bin"), ("offset", "0"), ("length", "12")):
        entry = weights.external_data.add()
        entry.key, entry.value = key, value
    one_node_model(os.path.join(folder, "m.onnx"), "Add", TensorProto.FLOAT, None, weights)
    if target:
        os.symlink(target, os.path.join(folder, "w.bin"))
    else:
        np.array([10, 20, 30], np.float32).tofile(os.path.join(folder, "w.bin"))


secret = os.path.join(work, "elsewhere", "secret.bin")
os.makedirs(os.path.dirname(secret))
np.array([111, 222, 333], np.float32).tofile(secret)
external_model(os.path.join(work, "ext_ok"), None)
run("external weights in the folder", ["run", os.path.join(work, "ext_ok", "m.onnx"), "--input", small, "-o",
                                       os.path.join(work, "ext_ok.out"), "-q"], 0)
if os.path.isdir(os.path.join(work, "ext_ok.out")) and dumped(os.path.join(work, "ext_ok.out"), "y").tolist() != [11, 22, 33]:
    failures.append("external weights: y = %s" % dumped(os.path.join(work, "ext_ok.out"), "y").tolist())
external_model(os.path.join(work, "ext_link"), secret)
run("external weights linked outside", ["run", os.path.join(work, "ext_link", "m.onnx"), "--input", small, "-o",
                                        os.path.join(work, "ext_link.out"), "-q"], 3, "w.bin", "escapes")
if os.path.exists(os.path.join(work, "ext_link.out")):
    failures.append("external weights linked outside: a folder was written with them")

# 5. Model Explorer files of runs whose labels become one file name when simplified: four runs of the
# Add model with other constants, so each run's cosine is its own.
runs = []
for i, shift in enumerate((0.0, 0.1, 0.2, 0.3, 0.4)):
    path = os.path.join(work, "add_%d.onnx" % i)
    one_node_model(path, "Add", TensorProto.FLOAT, None, numpy_helper.from_array(np.full(3, 1 + shift, np.float32), "d"))
    runs.append(os.path.join(work, "add_%d.dump" % i))
    run("dump %d" % i, ["run", path, "--input", small, "-o", runs[-1], "-q"], 0)
explorer = os.path.join(work, "explorer")
run("Model Explorer a.b a_b a_b_3", ["report", "--float", add_model, "--float-dump", runs[0], "--quant-dump", runs[1],
                                     "--dump", "a.b=" + runs[2], "--dump", "a_b=" + runs[3], "--dump", "a_b_3=" + runs[4],
                                     "--model-explorer", explorer, "-q", "-o", os.path.join(work, "report.txt")], 0)
files = sorted(os.listdir(explorer)) if os.path.isdir(explorer) else []
cosines = {f: json.load(open(os.path.join(explorer, f)))["results"]["the_add"]["value"] for f in files
           if f.endswith("cosine.json")}
if len(set(cosines.values())) != 4 or len(files) % 4:
    failures.append("Model Explorer: 4 runs, 4 different cosines expected: %s of %s" % (cosines, files))

# 6. RKNN cfg merges.
rec = ["--float", os.path.join(model, "float.onnx"), "--quant", os.path.join(model, "quant.onnx"),
       "--float-dump", os.path.join(model, "float_dump")]
plan = os.path.join(work, "plan.json")
run("plan for rknn", ["plan"] + rec + ["--quant-dump", os.path.join(model, "quant_dump"), "--toolchain", "rknn",
                                       "--max-layers", "3", "-o", plan, "-q"], 0)
chosen = [t["name"] for t in json.load(open(plan))["plan"]["tensors"]] if os.path.exists(plan) else []
params = []
for name in chosen + ["user_tensor"]:
    params += ["    %s:" % name, "        qtype: asymmetric_quantized", "        dtype: int8",
               "        min: [-1.0000000001]", "        max: [3.14159265358979]"]


def merge(label, content, want=0, *words):
    """Writes the cfg, merges the plan into it in place; returns (before, after) bytes."""
    cfg = os.path.join(work, label.replace(" ", "_") + ".quantization.cfg")
    with open(cfg, "wb") as f:
        f.write(content)
    run("rknn " + label, ["export", plan, "--to", "rknn", "--merge-into", cfg, "-o", cfg, "-q"], want, *words)
    return content, open(cfg, "rb").read()


def reads_as_plan(label, merged, extra=None):
    try:
        text = merged.decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
        layers = yaml.safe_load(text)["custom_quantize_layers"]
    except Exception as e:  # noqa: BLE001 - any reader error is the finding
        failures.append("rknn %s: not YAML a reader takes: %s" % (label, e))
        return
    want = dict({n: "int16" for n in chosen}, **(extra or {}))
    if layers != want:
        failures.append("rknn %s: YAML reads custom_quantize_layers %s, expected %s" % (label, layers, want))


def lines_kept(label, before, after, eol):
    """Every line of the user's outside the custom_quantize_layers block, in order, with its bytes."""
    def outside(data):
        lines, inside = data.split(eol), False
        kept = []
        for line in lines:
            if line.startswith(b"custom_quantize_layers:"):
                inside = True
                continue
            if inside and (line.startswith(b" ") or line.startswith(b"\t") or not line.strip()):
                continue
            inside = False
            kept.append(line)
        return kept
    if outside(before) != outside(after):
        failures.append("rknn %s: lines outside the block changed" % label)


if len(chosen) == 3:
    step1 = "\n".join(["custom_quantize_layers: {}", "quantize_parameters:"] + params) + "\n"
    # The user's entry right under the export's entries survives the next export.
    _, first = merge("first", step1.encode())
    end_note = first.find(b"\n", first.find(b"your own entries go after this line")) + 1
    edited = first[:end_note] + b"    user_tensor: float16\n" + first[end_note:]
    before, again = merge("user entry under ours", edited)
    if again != edited:
        failures.append("rknn: the user's entry under the export's did not survive the next export:\n%s"
                        % again.decode()[:600])
    reads_as_plan("user entry under ours", again, {"user_tensor": "float16"})
    # A byte order mark before another first key.
    bom = b"\xef\xbb\xbf" + "\n".join(["quantize_parameters:"] + params).encode() + b"\n"
    before, after = merge("bom", bom)
    if not after.startswith(b"\xef\xbb\xbfcustom_quantize_layers:") or after.count(b"\xef\xbb\xbf") != 1:
        failures.append("rknn bom: the mark is not the file's first bytes: %r" % after[:40])
    lines_kept("bom", before[3:], after[3:], b"\n")
    reads_as_plan("bom", after)
    # Classic Mac line ends.
    cr = step1.replace("\n", "\r").encode()
    before, after = merge("cr only", cr)
    if b"\n" in after or len(after) < len(before):
        failures.append("rknn cr only: %d bytes became %d, line feeds %d" % (len(before), len(after),
                                                                            after.count(b"\n")))
    lines_kept("cr only", before, after, b"\r")
    reads_as_plan("cr only", after)
    # A comment line, then the empty mapping.
    commented = "\n".join(["custom_quantize_layers:", "  # filled in by hand", "  {}", "quantize_parameters:"]
                          + params) + "\n"
    before, after = merge("comment then braces", commented.encode())
    reads_as_plan("comment then braces", after)
    lines_kept("comment then braces", before, after, b"\n")
    # What a line merge cannot keep: refused, the file unchanged.
    for label, block, code in (("duplicate block", step1 + "custom_quantize_layers:\n    a: float16\n", "lines 1, "),
                               ("alias", "base: &base {a: int16}\ncustom_quantize_layers: *base\n"
                                + step1.split("\n", 1)[1], "line 2")):
        before, after = merge(label, block.encode(), 3, code)
        if after != before:
            failures.append("rknn %s: the refused cfg was changed" % label)
else:
    failures.append("plan --toolchain rknn: %s (expected 3 tensors)" % chosen)

# 7. NNIE: one layer name in two literals, in a copy of make_nnie_fixture.py's network.
nnie = os.path.join(work, "nnie")
subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "make_nnie_fixture.py"), nnie],
               check=True, capture_output=True)
prototxt = os.path.join(nnie, "net.prototxt")
net = open(prototxt, "rb").read()
if net.count(b'name: "conv2b"') != 1:
    failures.append("nnie: the fixture's network has no one layer conv2b")
split = net.replace(b'name: "conv2b"', b'name: "conv" "2b"  # one name in two literals')
with open(prototxt, "wb") as f:
    f.write(split)
nnie_plan = os.path.join(work, "nnie_plan.json")
with open(nnie_plan, "w") as f:
    json.dump({"format": "quantlens-precision-plan", "version": 1, "float_model": prototxt,
               "plan": {"default": "U8", "tensors": [{"name": "conv2b", "data_type": "S16"}]}}, f)
hp = os.path.join(nnie, "hp.prototxt")
run("nnie export", ["export", nnie_plan, "--to", "nnie", "--merge-into", prototxt, "-o", hp, "-q"], 0)
if os.path.exists(hp):
    want = split.replace(b'name: "conv" "2b"', b'name: "conv2b_hp"')
    if open(hp, "rb").read() != want:
        failures.append("nnie: expected only the name to change:\n%s" % open(hp, "rb").read().decode()[:800])

for f in failures:
    print("FAIL:", f)
print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
