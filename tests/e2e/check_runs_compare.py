#!/usr/bin/python3
"""Several runs of one model, compared: a simulator and a board whose one layer slips its zero point
(triage_faults.py's board_drift, both run through ONNX Runtime), analysed together.

Checks that where the runs part is the layer the board gets wrong, said the same way by every output:
`report --format json` (summary.runs[1].first_parting), `report --format md` (the summary's "first
parts from" line), the one-file HTML page (check_html_report.mjs in headless Chromium: loads without
errors, every compared tensor in its table, a click on a row selects the node, and the tensor it marks
as where the two runs part), and `snapshot --view graph --against board` (the window's graph coloured
by the difference, written as a PNG). Also the page of the single-run det report, and the page of a
Split whose second output fails: its box is coloured and selected by its first output, as the window's
rule (core/layout/box_tensor.h) says, not by the worst.

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


def split_case(work):
    """x -> Relu -> r -> Split -> (a, b) -> Concat -> y, with a quantized run whose b (and so y) is far
    off: a compared, passing first output and a failing second one."""
    import numpy as np
    import onnx
    from onnx import TensorProto, helper
    graph = helper.make_graph(
        [helper.make_node("Relu", ["x"], ["r"], name="relu"),
         helper.make_node("Split", ["r", "sizes"], ["a", "b"], name="split", axis=1),
         helper.make_node("Concat", ["a", "b"], ["y"], name="concat", axis=1)],
        "split_case", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8])],
        [helper.make_tensor("sizes", TensorProto.INT64, [2], [4, 4])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    path = os.path.join(work, "split.onnx")
    onnx.save(model, path)
    x = np.linspace(-1, 2, 8, dtype=np.float32).reshape(1, 8)
    r = np.maximum(x, 0)
    values = {"x": x, "r": r, "a": r[:, :4], "b": r[:, 4:], "y": r}
    for run in ("float", "quant"):
        os.makedirs(os.path.join(work, run), exist_ok=True)
        for name, v in values.items():
            if run == "quant" and name in ("b", "y"):
                v = v.copy()
                v[:, -4:] = v[:, -4:][:, ::-1] * -1  # another tensor altogether: cos far below any threshold
            np.save(os.path.join(work, run, name + ".npy"), v)
    return ["--float", path, "--float-dump", os.path.join(work, "float"), "--quant-dump", os.path.join(work, "quant"),
            "-q"]


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

    # A box with two outputs: coloured and selected by its first compared output, as in the window.
    split = split_case(work)
    run([args.quantlens, "report"] + split + ["--format", "json", "-o", os.path.join(work, "split.json")])
    verdicts = {t["tensor"]: t["runs"][0]["verdict"] for t in json.load(open(os.path.join(work, "split.json")))["tensors"]}
    if verdicts.get("a") != "pass" or verdicts.get("b") != "fail":
        sys.exit("runs compare: the Split case should pass a and fail b, got %s" % verdicts)
    run([args.quantlens, "report"] + split + ["-o", os.path.join(work, "split.html")])
    check_page(args, os.path.join(work, "split.html"), os.path.join(work, "split.json"), ["--box", "a=a:pass"])

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
