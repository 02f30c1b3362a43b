#!/usr/bin/python3
"""`quantlens ticket` on a real model, checked from the outside the way support would open it:
every member the summary promises is in the zip; every input file's SHA-256 and size (hashlib) match
inputs.csv and every input file is listed; the pictures are PNGs of the chosen size and SVGs that
parse, one pair per view; the reports parse and list every tensor; the plan merged into the user's
Pulsar2 config keeps the user's keys, and its diff applies to the config; both summaries have the
template's sections, the Chinese one in Chinese; a failed write leaves an existing file untouched.
Usage: check_ticket.py QUANTLENS MODEL_DIR WORK_DIR"""
import csv
import hashlib
import io
import json
import os
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile

quantlens, model, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
failures = []


def check(ok, message):
    if not ok:
        failures.append(message)
        print("FAIL:", message)


config = os.path.join(work, "config.json")
with open(config, "w") as f:  # the user's own Pulsar2 config: the ticket merges the plan into it
    json.dump({"model_type": "ONNX", "npu_mode": "NPU1",
               "quant": {"calibration_method": "MinMax", "precision_analysis": True}}, f, indent=2)
out = os.path.join(work, "ticket.zip")
if os.path.exists(out):
    os.remove(out)
inputs = ["--float", os.path.join(model, "float.onnx"), "--quant", os.path.join(model, "quant.onnx"),
          "--float-dump", os.path.join(model, "float_dump"), "--quant-dump", os.path.join(model, "quant_dump")]
r = subprocess.run([quantlens, "ticket", *inputs, "--config", config, "--size", "1200x800", "-o", out, "--toolchain", "axera"],
                   capture_output=True, text=True, timeout=600, env=dict(os.environ, QUANTLENS_LANG="en_US"))
check(r.returncode == 0, "ticket exit %d: %s" % (r.returncode, r.stderr[-800:]))
if r.returncode != 0:
    sys.exit(1)
selected = re.search(r"suspected tensor: (\S+)\)", r.stderr)
check(selected is not None, "the command names the suspected tensor: %r" % r.stderr[-300:])

z = zipfile.ZipFile(out)
check(z.testzip() is None, "a member fails its CRC")
names = set(z.namelist())
root = "quantlens-ticket/"
read = lambda name: z.read(root + name)

views = [v for v in ("graph", "curves", "table", "inspector", "outliers", "histograms", "triage", "plan", "detail", "problems")]
for member in ["README.md", "README.zh_CN.md", "inputs.csv", "versions.txt", "workspace.quantlens.json",
               "report/report.csv", "report/report.md", "report/report.html", "report/inspection.csv", "report/outliers.csv",
               "report/triage.md", "report/triage.json", "plan/plan.json", "plan/config.json", "plan/config.json.diff",
               "plan/list.txt"] + ["views/%s.%s" % (v, ext) for v in views for ext in ("png", "svg")]:
    check(root + member in names, "missing " + member)

# Pictures: PNGs of the size asked for, SVGs that are XML.
for v in views:
    if root + "views/%s.png" % v in names:
        head = read("views/%s.png" % v)[:24]
        check(head[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", head[16:24]) == (1200, 800),
              "%s.png is not a 1200x800 PNG" % v)
    if root + "views/%s.svg" % v in names:
        try:
            check(ET.fromstring(read("views/%s.svg" % v)).tag.endswith("svg"), "%s.svg is not SVG" % v)
        except ET.ParseError as e:
            check(False, "%s.svg does not parse: %s" % (v, e))

# Inputs: every file of the inputs, with hashlib's SHA-256 and its size.
rows = list(csv.DictReader(io.StringIO(read("inputs.csv").decode())))
listed = {}
for row in rows:
    # Files are named by their name alone, dump files relative to their run's folder: no path of
    # the machine the ticket was written on.
    check(not os.path.isabs(row["path"]) and not row["path"].startswith(".."), "inputs.csv names an outside path: " + row["path"])
    base = {"float_model": model, "quant_model": model, "tensor_map": model}.get(row["kind"])
    path = os.path.join(base, row["path"]) if base is not None else os.path.join(
        model, "float_dump" if row["run"] == "float" else "quant_dump", row["path"])
    listed[os.path.realpath(path)] = row
expected = [os.path.join(model, "float.onnx"), os.path.join(model, "quant.onnx")]
for run in ("float_dump", "quant_dump"):
    for dirpath, _, files in os.walk(os.path.join(model, run)):
        expected += [os.path.join(dirpath, f) for f in files]
check(len(rows) == len(expected), "inputs.csv lists %d files, the inputs hold %d" % (len(rows), len(expected)))
for path in expected:
    row = listed.get(os.path.realpath(path))
    if row is None:
        check(False, "inputs.csv lacks " + path)
        continue
    data = open(path, "rb").read()
    check(row["sha256"] == hashlib.sha256(data).hexdigest(), "SHA-256 of %s" % path)
    check(int(row["bytes"]) == len(data), "size of %s" % path)

# Reports: every compared tensor, the triage as JSON.
report = list(csv.DictReader(io.StringIO(read("report/report.csv").decode())))
check(len(report) > 100, "report.csv has %d rows" % len(report))
triage = json.loads(read("report/triage.json"))
check(set(triage) >= {"category", "culprits", "evidence", "next_steps"}, "triage.json keys %s" % sorted(triage))

# The plan merged into the user's config: their keys kept, the plan's layer_configs added, the diff
# turns the config into the merged file.
merged = json.loads(read("plan/config.json"))
check(merged.get("npu_mode") == "NPU1" and merged["quant"].get("calibration_method") == "MinMax", "user's keys lost")
check(len(merged["quant"].get("layer_configs", [])) > 0, "no layer_configs merged")
diff = read("plan/config.json.diff").decode()
check(diff.startswith("--- a/config.json") and "+        \"layer_configs\"" in diff.replace("+    \"layer_configs\"", "+        \"layer_configs\""),
      "diff does not add layer_configs: %r" % diff[:300])
plan = json.loads(read("plan/plan.json"))
check(plan.get("format") == "quantlens-precision-plan" and plan["plan"]["tensors"], "plan.json")

# Summaries: the template's sections, the suspected tensor, the hashes; Chinese in Chinese.
en = read("README.md").decode()
for heading in ("## 1. Platform and toolchain", "## 2. The inputs of this analysis", "## 3. Minimal reproducible case",
                "## 4. Per-layer comparison", "## 5. Suspected layer", "## 6. Triage", "## 7. Precision plan",
                "## 9. Conclusions so far"):
    check(heading in en, "README.md lacks " + heading)
if selected:
    check("`%s`" % selected.group(1) in en, "README.md does not name the suspected tensor")
float_hash = hashlib.sha256(open(os.path.join(model, "float.onnx"), "rb").read()).hexdigest()
check(float_hash in en, "README.md lacks the float model's SHA-256")
for folder in {os.path.abspath(model), os.path.realpath(model), os.path.dirname(os.path.abspath(model))}:
    check(folder not in en, "README.md names this machine's folder " + folder)
check("float_dump/manifest.json" in en, "README.md does not name the float run's manifest")
check("procedure: AXera Pulsar2" in en, "--toolchain is not the triage's procedure")
zh = read("README.zh_CN.md").decode()
check("## 1. 平台与工具链" in zh and "## 5. 可疑层" in zh, "README.zh_CN.md is not in Chinese: %r" % zh[:200])
check(float_hash in zh, "README.zh_CN.md lacks the hashes")
versions = read("versions.txt").decode()
check("QuantLens:" in versions and "Qt:" in versions and "system:" in versions, "versions.txt: %r" % versions)

# A write that cannot happen (a folder in the way) fails with the file named and leaves nothing.
blocked = os.path.join(work, "blocked.zip")
os.makedirs(blocked, exist_ok=True)
r = subprocess.run([quantlens, "ticket", *inputs, "-o", blocked, "-q"], capture_output=True, text=True, timeout=600)
check(r.returncode == 1 and blocked in r.stderr, "writing onto a folder: exit %d %r" % (r.returncode, r.stderr[-300:]))
check(os.path.isdir(blocked) and not os.listdir(blocked), "the folder was touched")

# The ticket carries what the user decided (--plan), and the model inputs the runs were computed from,
# named in the inputs table instead of "float.onnx | 0 bytes | 0 files".
decided = os.path.join(work, "decided.json")
subprocess.run([quantlens, "plan", *inputs, "--max-layers", "2", "-q", "-o", decided], check=True,
               timeout=600)
decided_tensors = [t["name"] for t in json.load(open(decided))["plan"]["tensors"]]
model_input = os.path.join(model, "test_input.npy")
planned_out = os.path.join(work, "ticket_plan.zip")
r = subprocess.run([quantlens, "ticket", "--float", os.path.join(model, "float.onnx"), "--quant",
                    os.path.join(model, "quant.onnx"), "--input", model_input, "--plan", decided, "--no-measure",
                    "-q", "-o", planned_out], capture_output=True, text=True, timeout=600,
                   env=dict(os.environ, QUANTLENS_LANG="en_US"))
check(r.returncode == 0, "ticket --plan --input exit %d: %s" % (r.returncode, r.stderr[-800:]))
if r.returncode == 0:
    z2 = zipfile.ZipFile(planned_out)
    carried = json.loads(z2.read(root + "plan/plan.json"))["plan"]["tensors"]
    check([t["name"] for t in carried] == decided_tensors,
          "ticket --plan carries %s, not the plan given %s" % ([t["name"] for t in carried], decided_tensors))
    given = open(model_input, "rb").read()
    check(z2.read(root + "inputs/test_input.npy") == given, "the model input is not carried whole")
    readme = z2.read(root + "README.md").decode()
    check("model input" in readme and "test_input.npy" in readme and "| 0 files" not in readme
          and "0 bytes" not in readme, "the inputs table does not name the model input: %r" % readme[:1500])

print("%d checks failed" % len(failures) if failures else "ticket ok: %d members" % len(names))
sys.exit(1 if failures else 0)
