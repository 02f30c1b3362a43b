#!/usr/bin/python3
"""HiSilicon NNIE's procedure end to end on a Caffe network built by make_nnie_fixture.py:
 - the Caffe import + QuantLens's executor give numpy's float blobs (`run` on the .prototxt);
 - `report` with the mapper's hex dumps gives numpy's cosines, in-place layers split as the mapper does;
 - `triage --toolchain nnie` names the broken layer and shows its relative L2 norm drift;
 - `plan` picks it, `export --to nnie` renames exactly that layer `_hp` in a copy of the user's
   prototxt (CRLF, comments, every other byte kept) and sets `[compile_mode] 2` in the mapper cfg,
   keeping the user's other lines and a backup; the _hp prototxt reads back as the same plan and
   still runs (the weights found under the layer's old name, as the mapper finds them);
 - `--caffemodel` reads weights stored elsewhere; a missing or broken caffemodel is a clear error.
Usage: check_nnie.py QUANTLENS WORK_DIR"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys

import numpy as np

quantlens, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
here = os.path.dirname(os.path.abspath(__file__))
shutil.rmtree(work, ignore_errors=True)
subprocess.run([sys.executable, os.path.join(here, "make_nnie_fixture.py"), work], check=True)
expected = json.load(open(os.path.join(work, "expected.json")))
failures = []


def run(args, code=0):
    p = subprocess.run([quantlens] + args, capture_output=True, text=True, cwd=work)
    if p.returncode != code:
        sys.exit("quantlens %s: exit %d, expected %d\n%s" % (" ".join(args), p.returncode, code, p.stderr[-3000:]))
    return p


inputs = ["--float", "net.prototxt", "--input", "data.npy", "--quant-dump", "mapper_quant"]

# 1. The float network as QuantLens runs it equals numpy's forward pass, layer by layer.
run(["run", "net.prototxt", "--input", "data.npy", "-o", "float_run", "-q"])
manifest = json.load(open(os.path.join(work, "float_run", "manifest.json")))
files = {t["name"]: t["file"] for t in manifest["tensors"]}
for layer, e in expected["layers"].items():
    want = np.load(os.path.join(work, "float_blobs", layer + ".npy"))
    if e["tensor"] not in files:
        failures.append("run: no tensor %s (layer %s) in the dump" % (e["tensor"], layer))
        continue
    got = np.load(os.path.join(work, "float_run", files[e["tensor"]])).reshape(want.shape)
    err = np.abs(got - want).max() / max(np.abs(want).max(), 1e-12)
    if err > 1e-5:
        failures.append("run: %s differs from numpy by %.3g (relative to its largest value)" % (e["tensor"], err))

# 2. The report compares every layer's mapper output with numpy's cosine.
p = run(["report", *inputs, "--format", "csv"])
rows = {r["tensor"]: r for r in csv.DictReader(io.StringIO(p.stdout))}
for layer, e in expected["layers"].items():
    row = rows.get(e["tensor"])
    if row is None or row["cosine"] in ("", "nan"):
        failures.append("report: layer %s (%s) not compared: %s" % (layer, e["tensor"], row and row["problem"]))
    elif abs(float(row["cosine"]) - e["cos"]) > 1e-5:
        failures.append("report: %s cos %s, numpy %.6f" % (e["tensor"], row["cosine"], e["cos"]))
if "in place" not in p.stderr or "conv1 → conv1_output0" not in p.stderr:
    failures.append("report: the in-place split is not said:\n" + p.stderr[-800:])
if "_weight" in p.stdout or "anti_quant" in p.stdout:
    failures.append("report: the mapper's weight/input files were read as outputs")

# 3. Triage on NNIE's procedure: the broken layer, its norm drift, NNIE's own next step.
p = run(["triage", *inputs, "--toolchain", "nnie", "--format", "json", "-q"])
t = json.loads(p.stdout)
broken = expected["broken"]
if not t["culprits"] or t["culprits"][0] != broken:
    failures.append("triage: culprits %s, the broken layer is %s" % (t["culprits"], broken))
if t["category"] != "quantization_jump":
    failures.append("triage: category %s, expected quantization_jump" % t["category"])
drift = [e for e in t["evidence"] if e["rule"] == "norm_drift" and e["tensor"] == broken]
# The relative L2 norm drift as the seed's table computes it: (‖q‖ − ‖f‖) / ‖f‖, from the files themselves.
f = np.load(os.path.join(work, "float_blobs", broken + ".npy")).astype(np.float64)
stem = next(n for n in os.listdir(os.path.join(work, "mapper_quant")) if n.startswith(broken + "_output0_"))
with open(os.path.join(work, "mapper_quant", stem)) as fh:
    q = np.array([np.int32(np.uint32(int(line, 16))) / 4096.0 for line in fh if line.strip()])
want_drift = (np.linalg.norm(q) - np.linalg.norm(f)) / np.linalg.norm(f)
if not drift or abs(drift[0]["value"] - want_drift) > 1e-6:
    failures.append("triage: norm drift of %s %s, numpy %.6f" % (broken, drift and drift[0]["value"], want_drift))
if not any("_hp" in s for s in t["next_steps"]):
    failures.append("triage: NNIE's next steps do not mention the _hp suffix: %s" % t["next_steps"])

# 3b. The claim checked by intervention: the culprit alone at 16 bit (the mapper's run rebuilt with that
# layer's output at 16 bit) brings the output back; the output Softmax (the first culprit a dumps-only
# ranking once named: it amplifies what it inherits) at 16 bit does not.
def output_cos(dumps):
    p = run(["report", "--float", "net.prototxt", "--input", "data.npy", "--quant-dump", dumps, "--format", "csv",
             "-q"])
    return float({r["tensor"]: r for r in csv.DictReader(io.StringIO(p.stdout))}[expected["output"]]["cosine"])


before_cos = output_cos("mapper_quant")
gains = {}
for layer in (t["culprits"][0] if t["culprits"] else broken, expected["output"]):
    variant = os.path.join(work, "wide_" + layer)
    subprocess.run([sys.executable, os.path.join(here, "make_nnie_fixture.py"), variant, "--wide", layer], check=True)
    gains[layer] = output_cos(os.path.join(variant, "mapper_quant")) - before_cos
culprit_gain = gains.get(t["culprits"][0] if t["culprits"] else broken, 0)
if not culprit_gain > 0.5 * (1 - before_cos) or not culprit_gain > 10 * max(gains[expected["output"]], 0):
    failures.append("intervention: output cos %.5f; the culprit at 16 bit gains %.5f, %s at 16 bit %.5f"
                    % (before_cos, culprit_gain, expected["output"], gains[expected["output"]]))

# 4. Plan and export: exactly the broken layer renamed, every other byte kept, cfg merged.
run(["plan", *inputs, "--toolchain", "nnie", "-o", "plan.json", "-q"])
plan = json.load(open(os.path.join(work, "plan.json")))
planned = [x["name"] for x in plan["plan"]["tensors"]]
if planned[:1] != [broken] or any(x["data_type"] != "S16" for x in plan["plan"]["tensors"]):
    failures.append("plan: %s, expected %s first at S16" % (plan["plan"]["tensors"], broken))
cfg_before = open(os.path.join(work, "mapper.cfg"), "rb").read()
run(["export", "plan.json", "--to", "nnie", "--merge-into", "net.prototxt", "-o", "hp.prototxt",
     "--nnie-cfg", "mapper.cfg", "-q"])
before = open(os.path.join(work, "net.prototxt"), "rb").read()
after = open(os.path.join(work, "hp.prototxt"), "rb").read()
want = before
for name in planned:
    want = want.replace(b'name: "%s"\r\n' % name.encode(), b'name: "%s_hp"\r\n' % name.encode(), 1)
if after != want:
    failures.append("export: the _hp prototxt is not the user's with %s renamed" % planned)
cfg = open(os.path.join(work, "mapper.cfg"), "rb").read()
if cfg != cfg_before.replace(b"[compile_mode] 0", b"[compile_mode] 2"):
    failures.append("export: mapper.cfg is not the user's with [compile_mode] 2:\n%r" % cfg)
if open(os.path.join(work, "mapper.cfg.bak"), "rb").read() != cfg_before:
    failures.append("export: mapper.cfg.bak does not hold the user's cfg")

# 5. The _hp prototxt reads back as the plan, and runs on the weights stored under the old names.
run(["plan", "--from", "hp.prototxt", "--float", "net.prototxt", "-o", "back.json", "-q"])
back = [x["name"] for x in json.load(open(os.path.join(work, "back.json")))["plan"]["tensors"]]
if sorted(back) != sorted(planned):
    failures.append("plan --from hp.prototxt: %s, exported %s" % (back, planned))
p = run(["report", "--float", "hp.prototxt", "--caffemodel", "net.caffemodel", "--input", "data.npy",
         "--quant-dump", "mapper_quant", "--format", "csv", "-q"])
hp_rows = {r["tensor"]: r for r in csv.DictReader(io.StringIO(p.stdout))}
if hp_rows.get(broken, {}).get("cosine") != rows[broken]["cosine"]:
    failures.append("report on the _hp prototxt: %s cos %s, before %s"
                    % (broken, hp_rows.get(broken, {}).get("cosine"), rows[broken]["cosine"]))

# 6. Weights elsewhere: --caffemodel; none, or a broken one: a message naming the file.
os.makedirs(os.path.join(work, "weights"))
shutil.move(os.path.join(work, "net.caffemodel"), os.path.join(work, "weights", "trained.caffemodel"))
p = run(["report", *inputs, "-q"], 3)
if "net.prototxt" not in p.stderr or "caffemodel" not in p.stderr:
    failures.append("no caffemodel: the message does not say so: " + p.stderr)
run(["report", *inputs, "--caffemodel", "weights/trained.caffemodel", "-q", "--format", "csv"])
with open(os.path.join(work, "weights", "broken.caffemodel"), "wb") as fh:
    fh.write(b"\x0a\xff\xff\xff\xff\x0f garbage")
p = run(["report", *inputs, "--caffemodel", "weights/broken.caffemodel", "-q"], 3)
if "broken.caffemodel" not in p.stderr:
    failures.append("broken caffemodel: the message does not name the file: " + p.stderr)
run(["report", "--float", os.path.join("mapper_quant", stem), "--caffemodel", "x.caffemodel",
     "--input", "data.npy", "-q"], 2)  # --caffemodel with a model that is not Caffe: bad usage

if failures:
    sys.exit("\n".join(failures))
print("NNIE: run = numpy, %d layers compared = numpy, triage names %s with its norm drift (at 16 bit the output "
      "cos goes %.5f -> %+.5f; %s at 16 bit %+.5f), _hp export and cfg merge byte-exact, read back, --caffemodel"
      % (len(expected["layers"]), broken, before_cos, culprit_gain, expected["output"], gains[expected["output"]]))
