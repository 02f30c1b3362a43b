#!/usr/bin/python3
"""Several runs of one model, compared: a simulator and a board whose one layer slips its zero point
(triage_faults.py's board_drift, both run through ONNX Runtime), analysed together.

Checks that where the runs part is the layer the board gets wrong, said the same way by every output:
`report --format json` (summary.runs[1].first_parting), `report --format md` (the summary's "first
parts from" line), the one-file HTML page (check_html_report.mjs in headless Chromium: loads without
errors, every compared tensor in its table, a click on a row selects the node, and the tensor it marks
as where the two runs part), and `snapshot --view graph --against board` (the window's graph coloured
by the difference, written as a PNG). Also the page of the single-run det report.

Usage: check_runs_compare.py QUANTLENS FIXTURES WORK [--chromium PATH] [--keep]"""
import argparse
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, ok=(0,)):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode not in ok:
        sys.exit("runs compare: %s failed (exit %d)\n%s%s" % (" ".join(cmd[:4]), r.returncode, r.stdout[-2000:],
                                                              r.stderr[-3000:]))
    return r


def check_page(args, page, report_json, extra=()):
    """The page in headless Chromium; exit 77 from the checker means no browser here (a failure: the
    install step puts one there)."""
    cmd = ["node", os.path.join(HERE, "check_html_report.mjs"), page, report_json] + list(extra)
    if args.chromium:
        cmd += ["--chromium", args.chromium]
    r = run(cmd, ok=(0, 1, 77))
    print(r.stdout.strip())
    if r.returncode == 77:
        sys.exit("runs compare: no Chromium to open the HTML report in (packaging/dev installs `chromium`)\n"
                 + r.stdout + r.stderr)
    if r.returncode != 0:
        sys.exit("runs compare: the HTML report of %s failed in Chromium\n%s%s" % (page, r.stdout, r.stderr))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("fixtures")
    ap.add_argument("work")
    ap.add_argument("--chromium")
    ap.add_argument("--keep", action="store_true")
    args = ap.parse_args()
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    det = os.path.join(os.path.abspath(args.fixtures), "det")

    # One run: the demo's pair, as a page.
    single = ["--float", os.path.join(det, "float.onnx"), "--quant", os.path.join(det, "quant.onnx"),
              "--float-dump", os.path.join(det, "float_dump"), "--quant-dump", os.path.join(det, "quant_dump"), "-q"]
    run([args.quantlens, "report"] + single + ["--format", "json", "-o", os.path.join(work, "det.json")])
    run([args.quantlens, "report"] + single + ["-o", os.path.join(work, "det.html")])  # the name chooses html
    check_page(args, os.path.join(work, "det.html"), os.path.join(work, "det.json"))

    # Two runs: the simulator and the board that slips at one layer.
    built = run([sys.executable, os.path.join(HERE, "triage_faults.py"), args.quantlens, args.fixtures, "det",
                 os.path.join(work, "faults"), "--only", "board_drift", "--build-only"])
    made = json.loads(next(line for line in built.stdout.splitlines() if line.startswith('{"fault"')))
    quant, (sim, (label, board)) = made["quant"], made["dumps"]
    culprit = made["expected"][1]
    both = ["--float", os.path.join(det, "float.onnx"), "--quant", quant, "--float-dump",
            os.path.join(det, "float_dump"), "--quant-dump", sim, "--dump", "%s=%s" % (label, board), "-q"]
    report = os.path.join(work, "runs.json")
    run([args.quantlens, "report"] + both + ["--format", "json", "-o", report])
    doc = json.load(open(report))
    runs = doc["summary"]["runs"]
    wrong = []
    parting = runs[1].get("first_parting")
    if "first_parting" in runs[0]:
        wrong.append("the first run has no run before it to part from, yet has first_parting")
    if not parting or parting["tensor"] != culprit:
        wrong.append("JSON: the runs should part first at %s, got %s" % (culprit, parting))
    elif parting["against"] != runs[0]["label"] or not parting["against_cosine"] - parting["cosine"] > 0.01:
        wrong.append("JSON: the parting should name the first run and a cosine gap over 0.01: %s" % parting)
    md = run([args.quantlens, "report"] + both + ["--format", "md"]).stdout
    if "first parts from" not in md or "`%s`" % culprit not in md.split("first parts from", 1)[1].split("\n", 1)[0]:
        wrong.append("Markdown: the summary should say the runs first part at %s" % culprit)
    page = os.path.join(work, "runs.html")
    run([args.quantlens, "report"] + both + ["--format", "html", "-o", page])
    check_page(args, page, report, ["--parting", culprit])
    picture = os.path.join(work, "graph_against_board.png")
    run([args.quantlens, "snapshot"] + both + ["--view", "graph", "--against", label, "--select", culprit, "--no-measure",
                                               "-o", picture])
    if not os.path.getsize(picture) > 10000:
        wrong.append("snapshot --against wrote no picture")
    bad = run([args.quantlens, "snapshot"] + both + ["--view", "graph", "--against", "nosuchrun", "-o", picture],
              ok=(2,))
    if "nosuchrun" not in bad.stderr or label not in bad.stderr:
        wrong.append("snapshot --against an unknown label should name it and the runs there are: " + bad.stderr)
    if wrong:
        sys.exit("runs compare:\n" + "\n".join(wrong))
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    print("runs compare: the runs part at %s in JSON, Markdown, the HTML page and the graph" % culprit)
    return 0


if __name__ == "__main__":
    sys.exit(main())
