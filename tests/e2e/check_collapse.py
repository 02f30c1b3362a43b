#!/usr/bin/python3
"""The U-Net-style fixture (tests/realmodels/unet_like.py: PyTorch-style names, a mild uint8 dip
early in the encoder, a decoder that collapses because its calibration ranges are far too wide):
  - every format says pass / warn / fail by the thresholds, never "ok" at cos 0.3;
  - the summary's first tensor not passing is the encoder's mild dip, while the largest drop is in
    the decoder, and so is the triage's suspect (where the window and snapshot start);
  - snapshot without --select shows the suspect (the same picture as selecting it).
Usage: check_collapse.py QUANTLENS UNET_WORKSPACE WORK_DIR"""
import csv
import io
import json
import os
import subprocess
import sys

quantlens, workspace, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
failures = []


def run(*args):
    env = dict(os.environ, QUANTLENS_LANG="en_US", HOME=work, XDG_CONFIG_HOME=os.path.join(work, "config"))
    p = subprocess.run([quantlens, *args], capture_output=True, text=True, env=env, timeout=300)
    if p.returncode != 0:
        failures.append("%s: exit %d: %s" % (" ".join(args[:3]), p.returncode, p.stderr[-600:]))
    return p.stdout


report = json.loads(run("report", workspace, "--format", "json", "-q") or "{}")
rows = [dict(t, **t["runs"][0]) for t in report.get("tensors", [])]
thresholds = report.get("thresholds")
if not thresholds:
    sys.exit("the JSON report names no thresholds")
collapsed = [r for r in rows if r["cosine"] is not None and r["cosine"] < 0.5]
if len(collapsed) < 3:
    failures.append("the fixture should collapse below cos 0.5 in the decoder: %r" % [(r["tensor"], r["cosine"]) for r in rows])
for r in rows:
    if r["cosine"] is not None and r["cosine"] < thresholds["cos_fail_below"] and r["verdict"] != "fail":
        failures.append("%s: cos %.4f but verdict %s" % (r["tensor"], r["cosine"], r["verdict"]))
csv_rows = list(csv.DictReader(io.StringIO(run("report", workspace, "--format", "csv", "-q"))))
if csv_rows and {r["verdict"] for r in csv_rows if float(r["cosine"] or 1) < 0.5} != {"fail"}:
    failures.append("CSV verdicts of the collapsed tensors are not all 'fail'")
markdown = run("report", workspace, "--format", "md", "-q")
if "| ok |" in markdown or "| fail |" not in markdown:
    failures.append("Markdown rows should show verdicts, not 'ok'")

summary = report.get("summary", {}).get("runs", [{}])[0]
first_warn = (summary.get("first_warn") or {}).get("tensor", "")
start = (summary.get("largest_drop") or {}).get("tensor", "")
if not first_warn.startswith("/encoder/"):
    failures.append("the first tensor not passing should be the encoder's mild dip, is %r" % first_warn)
if not start.startswith("/decoder/"):
    failures.append("the largest drop should be in the decoder, is %r" % start)
print("first not passing: %s; largest drop: %s (cos %s)" % (first_warn, start, (summary.get("largest_drop") or {}).get("cosine")))

triaged = json.loads(run("triage", workspace, "--format", "json", "-q") or "{}")
suspect = (triaged.get("culprits") or [e["tensor"] for e in triaged.get("evidence", []) if e["tensor"]] or [""])[0]
print("triage: %s, suspect %s" % (triaged.get("category"), suspect))
if not suspect.startswith("/decoder/"):
    failures.append("the triage's suspect should be in the collapsing decoder, is %r" % suspect)
for view in ("graph", "detail"):
    default, chosen = os.path.join(work, view + "_default.png"), os.path.join(work, view + "_start.png")
    run("snapshot", workspace, "--view", view, "--size", "1200x800", "-o", default)
    run("snapshot", workspace, "--view", view, "--size", "1200x800", "--select", suspect, "-o", chosen)
    if os.path.exists(default) and os.path.exists(chosen) and open(default, "rb").read() != open(chosen, "rb").read():
        failures.append("%s snapshot without --select does not show the triage's suspect %s" % (view, suspect))

for f in failures:
    print("FAIL:", f)
print("%d collapse failures" % len(failures))
sys.exit(1 if failures else 0)
