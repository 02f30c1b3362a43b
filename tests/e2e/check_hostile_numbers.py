#!/usr/bin/python3
"""Wrong or misleading numbers and messages the hostile-input probe found, on a real model (rec):
  - a Pulsar2 table name cut with '…' matches one tensor or none, with a warning when it fits several;
  - imported runs leave the statistics they do not print empty, refuse impossible cosines (1.5, inf)
    with a warning instead of judging them pass, and warn about duplicate lines;
  - a dump whose names fit nothing says how many entries it has and which dump it is;
  - a dump file that cannot be read is shown as unreadable with its reason, not as missing;
  - a SigmaStar dump with two records of one tensor says so;
  - a tensor map naming a float tensor the model lacks warns, and a million unknown entries give a
    counted warning, not a million lines.
Usage: check_hostile_numbers.py QUANTLENS MODEL_DIR WORK_DIR"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys

quantlens, model, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
source = os.path.join(model, "quant_dump")
tensors = json.load(open(os.path.join(source, "manifest.json")))["tensors"]
names = [t["name"] for t in tensors]
base = ["--float", os.path.join(model, "float.onnx"), "--quant", os.path.join(model, "quant.onnx"),
        "--float-dump", os.path.join(model, "float_dump")]
failures = []


def report(args, want=0, fmt="csv"):
    p = subprocess.run([quantlens, "report", *args, "--format", fmt], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, QUANTLENS_LANG="en_US"))
    if p.returncode != want:
        failures.append("report %s: exit %d, expected %d: %s" % (" ".join(args[-4:]), p.returncode, want,
                                                                 p.stderr[-600:]))
    return p


def rows_of(p):
    return list(csv.DictReader(io.StringIO(p.stdout))) if p.stdout else []


# A Pulsar2 precision table: one cut name that fits many tensors, one that fits one, an impossible
# cosine, an infinite one, and a tensor listed twice.
shared = "p2o.Mul"
assert sum(n.startswith(shared) for n in names) > 3
unique = next(n for n in names if len(n) > 10 and sum(m.startswith(n[:-3]) for m in names) == 1)
lines = [(shared + "…", "0.91000"), (unique[:-3] + "…", "0.93000"), (names[5], "1.50000"), (names[6], "inf"),
         (names[7], "0.97000"), (names[7], "0.20000"), (names[8], "0.99000")]
table = os.path.join(work, "precision_table.txt")
with open(table, "w") as f:
    widths = [30, 20, 40, 10]
    rule = lambda l, m, r, c="━": l + m.join(c * w for w in widths) + r + "\n"
    cell = lambda cells: "│" + "│".join(" %-*s" % (w - 1, c) for w, c in zip(widths, cells)) + "│\n"
    f.write(" " * 20 + "Quant Precision Table【PerLayer Reference】\n")
    f.write(rule("┏", "┳", "┓") + "┃" + "┃".join(" %-*s" % (w - 1, h) for w, h in
                                               zip(widths, ["Operator", "Type", "Output Tensor", "Cosin"])) + "┃\n")
    f.write(rule("┡", "╇", "┩"))
    for i, (name, cos) in enumerate(lines):
        f.write(cell(["op_%d" % i, "AxQuantized", name, cos]))
    f.write(rule("└", "┴", "┘", "─"))
p = report(base + ["--quant-dump", source, "--dump", "pulsar2=" + table])
rows = {r["tensor"]: r for r in rows_of(p)}
if "fits" not in p.stderr or shared not in p.stderr:
    failures.append("cut name fitting many: no warning: %s" % p.stderr[-600:])
claimed = [n for n, r in rows.items() if r.get("pulsar2.cosine") == "0.91"]
if claimed:
    failures.append("the cut name %r fitting many tensors was matched to %s" % (shared + "…", claimed[:4]))
if rows.get(unique, {}).get("pulsar2.cosine") != "0.93":
    failures.append("the cut name fitting one tensor (%s) was not matched: %r" % (
        unique, rows.get(unique, {}).get("pulsar2.cosine")))
for name, cos in ((names[5], "1.5"), (names[6], "inf")):
    if rows.get(name, {}).get("pulsar2.cosine") not in ("", None):
        failures.append("impossible cosine %s for %s was used: %r" % (cos, name, rows[name]["pulsar2.cosine"]))
if "impossible" not in p.stderr:
    failures.append("impossible cosines: no warning: %s" % p.stderr[-600:])
if rows.get(names[7], {}).get("pulsar2.cosine") != "0.97" or "lines in the table" not in p.stderr:
    failures.append("duplicate lines: cos %r, warning %s" % (rows.get(names[7], {}).get("pulsar2.cosine"),
                                                             "lines in the table" in p.stderr))
# Statistics the table does not print are empty, in CSV and JSON alike.
stats = [k for k in rows[names[8]] if k.startswith("pulsar2.") and any(
    s in k for s in ("min", "max", "mean", "std"))]
invented = [k for k in stats if rows[names[8]][k] not in ("", "nan")]
if invented:
    failures.append("imported run has statistics it never printed: %s" % {k: rows[names[8]][k] for k in invented})
j = report(base + ["--quant-dump", source, "--dump", "pulsar2=" + table, "-q"], fmt="json")
try:
    doc = json.loads(j.stdout)
    text = json.dumps(doc)
    for row in doc.get("tensors", doc.get("rows", [])):
        if row.get("tensor") == names[8]:
            for run in row.get("runs", row.get("results", [])):
                if run.get("label", run.get("run")) == "pulsar2":
                    for key in ("candidate_min", "candidate_max", "candidate_mean", "candidate_std"):
                        if run.get(key) not in (None, ""):
                            failures.append("JSON: imported run has %s = %r" % (key, run[key]))
except ValueError:
    failures.append("report --format json is not JSON")

# A dump whose names fit nothing, and whose arrays fit no tensor by structure either: the count and
# which dump.
renamed = os.path.join(work, "renamed_dump")
os.makedirs(renamed)
for i in range(30):
    with open(os.path.join(renamed, "blob_%03d.npy" % i), "wb") as f:
        header = "{'descr': '<f4', 'fortran_order': False, 'shape': (%d,), }" % (7 + i)
        header += " " * (-(10 + len(header) + 1) % 64) + "\n"
        f.write(b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode() + b"\0" * 4 * (7 + i))
p = report(base + ["--quant-dump", renamed], want=3)
if "none of the 30 entries" not in p.stderr or "renamed_dump" not in p.stderr:
    failures.append("names fitting nothing: %s" % p.stderr[-600:])

# A dump file that cannot be read: unreadable, with the reason, not "missing".
short = os.path.join(work, "short_dump")
shutil.copytree(source, short)
victim = tensors[10]
with open(os.path.join(short, victim["file"]), "r+b") as f:
    f.truncate(20)
p = report(base + ["--quant-dump", short, "-q"])
row = {r["tensor"]: r for r in rows_of(p)}.get(victim["name"], {})
problem = row.get("problem", "") + row.get("simulator.problem", "") + row.get("quant.problem", "")
if "cannot be read" not in problem or "missing" in problem:
    failures.append("short dump file %s: problem %r" % (victim["file"], problem or row))

# A tensor map naming a float tensor the model lacks, and a map of a million unknown entries.
tmap = os.path.join(work, "map.json")
with open(tmap, "w") as f:
    json.dump({"format": "quantlens-tensor-map", "version": 1,
               "tensors": {"no_such_float_tensor": names[3], names[4]: names[4]}}, f)
p = report(base + ["--quant-dump", source, "--tensor-map", tmap])
if "no_such_float_tensor" not in p.stderr:
    failures.append("tensor map naming a missing float tensor: no warning: %s" % p.stderr[-400:])
big = os.path.join(work, "big_map.json")
with open(big, "w") as f:
    f.write('{"format": "quantlens-tensor-map", "version": 1, "tensors": {'
            + ", ".join('"ghost_%d": "entry_%d"' % (i, i) for i in range(1000000)) + "}}")
p = report(base + ["--quant-dump", source, "--tensor-map", big])
if len(p.stderr.splitlines()) > 60:
    failures.append("a map of a million unknown entries printed %d lines" % len(p.stderr.splitlines()))
if "1000000 tensors" not in p.stderr:
    failures.append("a million unknown map entries are not counted: %s" % p.stderr[-400:])

for f in failures:
    print("FAIL:", f)
print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
