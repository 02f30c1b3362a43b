#!/usr/bin/python3
"""Trust in the numbers, on the real fixtures (issue: inputs that do not belong together, runs that
vanish from reports, "ok" at cos 0.21, workspaces, the CLI a new user meets):
  - every run given appears in every report format, against the reference;
  - dumps of another model, another network's quantized model, nothing compared and swapped dumps
    are said loudly (stderr, report header) and the unusable ones exit 3;
  - verdicts pass/warn/fail follow the thresholds, problems have their own column;
  - report and snapshot take a workspace file; snapshot selects the triage's suspect and takes
    node names, and names that match nothing list the closest ones;
  - help, version and the headless commands need no display; the window without one exits 2.
Usage: check_trust.py QUANTLENS REALMODELS_DIR WORK_DIR"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys

quantlens, models, work = sys.argv[1:4]
failures = []
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
home = os.path.join(work, "home")  # the window's settings live here, never the user's
os.makedirs(home)


def run(*args, env=None, unset=()):
    e = dict(os.environ, LANG="C.UTF-8", QUANTLENS_LANG="en_US", HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"))
    e.update(env or {})
    for name in unset:
        e.pop(name, None)
    p = subprocess.run([quantlens, *args], capture_output=True, text=True, env=e, timeout=300)
    return p.returncode, p.stdout, p.stderr


def expect(label, result, code, *needles, where="all"):
    rc, out, err = result
    text = {"all": out + err, "stderr": err, "stdout": out}[where]
    if rc != code:
        failures.append("%s: exit %d, expected %d\n%s" % (label, rc, code, (out + err)[-1500:]))
    for n in needles:
        if n not in text:
            failures.append("%s: %s lacks %r\n%s" % (label, where, n, text[-1500:]))


def inputs(float_model, quant_model, float_dump, quant_dump):
    return ["--float", os.path.join(models, float_model, "float.onnx"),
            "--quant", os.path.join(models, quant_model, "quant.onnx"),
            "--float-dump", os.path.join(models, float_dump, "float_dump"),
            "--quant-dump", os.path.join(models, quant_dump, "quant_dump")]


det = inputs("det", "det", "det", "det")
board = ["--dump", "board=" + os.path.join(models, "cls", "quant_dump")]  # a run of another model: 0 compared
# A second run with the same numbers as the first: its own folder (hard links to quant_dump's files),
# since one dump given twice is refused.
sim2_dir = os.path.join(work, "sim2_dump")
if not os.path.isdir(sim2_dir):
    os.makedirs(sim2_dir)
    for name in os.listdir(os.path.join(models, "det", "quant_dump")):
        os.link(os.path.join(models, "det", "quant_dump", name), os.path.join(sim2_dir, name))
sim2 = ["--dump", "sim2=" + sim2_dir]

# 1. Every run in every format.
rc, out, err = run("report", *det, *sim2, "--format", "csv", "-q")
expect("two runs, csv", (rc, out, err), 0)
header = next(csv.reader(io.StringIO(out)))
for column in ("cosine", "verdict", "problem", "sim2.cosine", "sim2.verdict", "sim2.problem", "sim2.sqnr_db"):
    if column not in header:
        failures.append("csv lacks column %r" % column)
rc, out, err = run("report", *det, *sim2, "--format", "json", "-q")
expect("two runs, json", (rc, out, err), 0)
report = json.loads(out) if rc == 0 else {"tensors": [], "summary": {"runs": []}}
if [r["label"] for r in report["summary"]["runs"]] != ["quant", "sim2"]:
    failures.append("json summary runs: %r" % [r.get("label") for r in report["summary"]["runs"]])
if report["tensors"] and [r["label"] for r in report["tensors"][0]["runs"]] != ["quant", "sim2"]:
    failures.append("json tensor runs: %r" % report["tensors"][0]["runs"])
rc, out, err = run("report", *det, *sim2, "--format", "md", "-q")
expect("two runs, md", (rc, out, err), 0, "| quant | sim2 |", "sim2 Cos", "quant Cos")

# 2. Inputs that do not belong together.
expect("det model, rec dumps", run("report", *inputs("det", "det", "rec", "rec"), "--format", "md"), 3,
       "does not belong to this model", where="stderr")
expect("det float dump, rec quant dump", run("report", *inputs("det", "det", "det", "rec"), "--format", "md"), 3,
       "no tensor could be compared", where="stderr")
expect("rec quantized model, det float model", run("report", *inputs("det", "rec", "det", "det"), "-q"), 3,
       "the quantized model does not match the float model", where="stderr")
rc, out, err = run("report", *inputs("det", "det", "det", "det"), "--float-dump", os.path.join(models, "det", "quant_dump"),
                   "--quant-dump", os.path.join(models, "det", "float_dump"), "--format", "md")
expect("swapped dumps", (rc, out, err), 0, "swapped?", where="stderr")
expect("swapped dumps, report header", (rc, out, err), 0, "> **Warning:**", "swapped?", where="stdout")
rc, out, err = run("report", *det, *board, "-q")
expect("a run of another model among good ones", (rc, out, err), 3, "no tensor could be compared", where="stderr")

# 3. Verdicts by the thresholds, problems in their own column.
rc, out, err = run("report", *det, "--format", "json", "-q", "--threshold", "0.995", "--fail-threshold", "0.95",
                   "--rel-l1-threshold", "0")
expect("verdicts", (rc, out, err), 0)
rows = [dict(t, **t["runs"][0]) for t in json.loads(out)["tensors"]] if rc == 0 else []
for r in rows:
    cos = r["cosine"]
    want = "not-compared" if cos is None and r["problem"] else \
        "fail" if cos is None or cos < 0.95 else "warn" if cos < 0.995 else "pass"
    if r["verdict"] != want:
        failures.append("%s: verdict %s at cos %r, expected %s" % (r["tensor"], r["verdict"], cos, want))
        break
if rows and {"pass", "warn", "fail"} - {r["verdict"] for r in rows}:
    failures.append("det should have tensors of every verdict at 0.995 / 0.95: %r" % {r["verdict"] for r in rows})
expect("contradicting levels", run("report", *det, "--threshold", "0.9", "--fail-threshold", "0.95"), 2,
       "must not be above the warning level")

# 4. report and snapshot take a workspace file; options override it.
workspace = os.path.join(models, "det.quantlens.json")
rc, out, err = run("report", workspace, "--format", "json", "-q")
expect("report with a workspace", (rc, out, err), 0)
if rc == 0 and len(json.loads(out)["tensors"]) != len(rows):
    failures.append("report of the workspace has other rows than report with options")
expect("report with a workspace and a stray argument", run("report", workspace, "extra"), 2, "unexpected argument 'extra'")

# 5. snapshot: the default selection, node names, unknown names.
# Both measure by default, as the window does: the picture names the suspect the triage names.
triaged = json.loads(run("triage", workspace, "--format", "json", "-q")[1])
start = (triaged["culprits"] or [e["tensor"] for e in triaged["evidence"] if e["tensor"]])[0]
default_png, explicit_png = os.path.join(work, "detail_default.png"), os.path.join(work, "detail_start.png")
expect("snapshot detail, no --select", run("snapshot", workspace, "--view", "detail", "-o", default_png), 0)
expect("snapshot detail of the start tensor", run("snapshot", workspace, "--view", "detail", "--select", start,
                                                  "-o", explicit_png), 0)
if os.path.exists(default_png) and os.path.exists(explicit_png) and \
        open(default_png, "rb").read() != open(explicit_png, "rb").read():
    failures.append("snapshot without --select does not show the triage's suspect (%s)" % start)
node_row = next((r for r in rows if r["node"] and r["node"] != r["tensor"] and
                 r["node"] not in {x["tensor"] for x in rows}), None)
if node_row:
    by_node, by_tensor = os.path.join(work, "by_node.png"), os.path.join(work, "by_tensor.png")
    expect("snapshot --select NODE", run("snapshot", workspace, "--view", "detail", "--select", node_row["node"],
                                         "--no-measure", "-o", by_node), 0)
    run("snapshot", workspace, "--view", "detail", "--select", node_row["tensor"], "--no-measure", "-o", by_tensor)
    if not os.path.exists(by_node) or open(by_node, "rb").read() != open(by_tensor, "rb").read():
        failures.append("--select %s (a node) does not select its tensor %s" % (node_row["node"], node_row["tensor"]))
expect("snapshot --select typo", run("snapshot", workspace, "--view", "detail", "--select", "p2o.Mul.16x",
                                     "-o", os.path.join(work, "typo.png")), 2, "closest names", "p2o.Mul.16")

# 6. Help, version and headless commands without a display; the window without one exits 2.
no_display = dict(unset=("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))
expect("window, no display", run(workspace, **no_display), 2, "needs a display", "quantlens report", "xvfb-run")
expect("window, dead display", run(workspace, env={"DISPLAY": ":87"}, unset=("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")),
       2, "cannot connect to the display ':87'")
expect("--version after input options", run("--float", "x", "--version", **no_display), 0, "quantlens ")
expect("--help after input options", run("--float", "x", "--help", **no_display), 0, "--float-dump", "problems")
rc, out, err = run("report", "--help", **no_display)
expect("report --help", (rc, out, err), 0, "quantlens report [options]")
if quantlens in out:
    failures.append("report --help prints the binary's path")
rc, out, err = run("snapshot", workspace, "--view", "table", "-o", os.path.join(work, "t.png"),
                   unset=("XDG_RUNTIME_DIR", "DISPLAY"))
expect("snapshot without XDG_RUNTIME_DIR", (rc, out, err), 0)
if "XDG_RUNTIME_DIR" in err or "propagateSizeHints" in err:
    failures.append("snapshot prints Qt's offscreen noise: %s" % err[-300:])
expect("-o into a missing folder", run("report", workspace, "-q", "-o", os.path.join(work, "no/such/dir/r.csv")), 1,
       "does not exist")

# 7. The command line follows --lang, QUANTLENS_LANG, the system locale; never the window's choice.
config = os.path.join(home, ".config", "QuantLens")
os.makedirs(config, exist_ok=True)
with open(os.path.join(config, "quantlens.conf"), "w") as f:
    f.write("[General]\nlanguage=zh_CN\n")
rc, out, err = run("report", "--help", unset=("QUANTLENS_LANG",))
if any("\u4e00" <= ch <= "\u9fff" for ch in out):
    failures.append("report --help follows the window's saved language")
rc, out, err = run("--lang", "zh_CN", "report", "--help")
if not any("\u4e00" <= ch <= "\u9fff" for ch in out):
    failures.append("--lang zh_CN gives no Chinese help")
rc, out, err = run("report", *inputs("det", "det", "det", "rec"), env={"QUANTLENS_LANG": "zh_CN"})
if not any("\u4e00" <= ch <= "\u9fff" for ch in err):
    failures.append("QUANTLENS_LANG=zh_CN: the input check's error is not in Chinese: %s" % err[-300:])

for f in failures:
    print("FAIL:", f)
print("%d trust failures" % len(failures))
sys.exit(1 if failures else 0)
