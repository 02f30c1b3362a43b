#!/usr/bin/python3
"""The CLI's contract: exit codes (0 ok, 1 output failure, 2 bad usage, 3 bad input), --help on
every command, and clear messages naming the bad file. Usage: cli_contract.py QUANTLENS TESTS_DIR WORK_DIR"""
import json
import os
import shutil
import subprocess
import sys

quantlens, tests, work = sys.argv[1:4]
failures = []


def run(*args, env=None):
    e = dict(os.environ, LANG="C.UTF-8", QUANTLENS_LANG="en_US")
    e.update(env or {})
    p = subprocess.run([quantlens, *args], capture_output=True, text=True, env=e, timeout=120)
    return p.returncode, p.stdout, p.stderr


def expect(label, result, code, *needles):
    rc, out, err = result
    text = out + err
    if rc != code:
        failures.append("%s: exit %d, expected %d\n%s" % (label, rc, code, text[-800:]))
    for n in needles:
        if n not in text:
            failures.append("%s: output lacks %r\n%s" % (label, n, text[-800:]))


shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
case = os.path.join(work, "case")
subprocess.run([sys.executable, os.path.join(tests, "data/generators/synthetic_case.py"), case], check=True)
good = ["--float", case + "/float.onnx", "--quant", case + "/quant.onnx",
        "--float-dump", case + "/float_dump", "--quant-dump", case + "/quant_dump", "--quiet"]


def with_arg(option, value):
    args = list(good)
    args[args.index(option) + 1] = value
    return args


expect("--help", run("--help"), 0, "report")
expect("--version", run("--version"), 0, "quantlens ")
expect("unknown command", run("frobnicate"), 2, "unknown command 'frobnicate'")
expect("report --help", run("report", "--help"), 0, "--float-dump", "--quant-dump", "--format")
expect("missing --float", run("report", "--float-dump", "a", "--quant-dump", "b"), 2, "--float is required")
expect("bad format", run("report", *good, "--format", "xml"), 2, "unknown format 'xml'")
expect("bad threshold", run("report", *good, "--threshold", "high"), 2, "--threshold")
expect("unknown option", run("report", *good, "--colour"), 2, "colour")
expect("stray argument", run("report", "first.quantlens.json", *good, "extra"), 2, "unexpected argument 'extra'")
expect("good run", run("report", *good, "--format", "csv"), 0, "cosine")
for target in ("0.3", "1.5", "nan"):  # the dialog's range: a search aims between 0.5 and 1
    expect("plan --target-cos " + target, run("plan", *good, "--target-cos", target), 2, "from 0.5 to 1")
# --outputs: a name the models lack leaves nothing measured and says which outputs there are.
expect("--outputs nope", run("report", *good, "--measure", "--outputs", "nope", "--format", "csv"), 0,
       "'nope' is not an output of the models; their outputs: logits")
# --hold-out: the plan is fitted on the first inputs and its cosine on the last ones is said apart.
import numpy as np  # noqa: E402 (only this check writes inputs)
inputs = []
for i in range(4):
    inputs += ["--input", os.path.join(work, "in%d.npy" % i)]
    np.save(inputs[-1], np.random.RandomState(i).randn(1, 3, 8, 8).astype(np.float32))
models = ["--float", case + "/float.onnx", "--quant", case + "/quant.onnx"]
expect("plan --hold-out 1", run("plan", *models, *inputs, "--target-cos", "0.9999", "--hold-out", "1", "-o",
                                os.path.join(work, "held.json")), 0, "Fitted on 3 of 4 inputs; held out: input 4.")
expect("plan --hold-out 4", run("plan", *models, *inputs, "--target-cos", "0.9999", "--hold-out", "4", "-q", "-o",
                                os.path.join(work, "held.json")), 3, "--hold-out 4 leaves no input to fit the plan on")
# --calib: the 16-bit ranges' source is said; a folder without .npy files is named; --memory-budget sizes.
calib_dir = os.path.join(work, "calib")
os.makedirs(calib_dir)
np.save(os.path.join(calib_dir, "calib_00.npy"), np.random.RandomState(9).randn(1, 3, 8, 8).astype(np.float32))
open(os.path.join(calib_dir, "minmax.json"), "w").write("{}")  # a toolchain's own file beside them
expect("report --calib", run("report", *models, *inputs[:2], "--measure", "--calib", calib_dir, "--format", "csv"), 0,
       "16-bit ranges: gathered over 1 calibration inputs")
expect("report without --calib", run("report", *models, *inputs[:2], "--measure", "--format", "csv"), 0,
       "16-bit ranges: each tensor keeps the range its 8-bit parameters represent")
# The 16-bit type follows the toolchain: RKNN writes INT16, measured as symmetric int16.
expect("plan --toolchain rknn", run("plan", *models, *inputs[:2], "--target-cos", "0.9999", "--toolchain", "rknn",
                                    "-o", os.path.join(work, "rknn.json")), 0, "16-bit tensors: int16, symmetric")
empty_dir = os.path.join(work, "no_calib")
os.makedirs(empty_dir)
expect("plan --calib empty", run("plan", *models, *inputs[:2], "--target-cos", "0.9999", "--calib", empty_dir, "-q",
                                 "-o", os.path.join(work, "cal.json")), 3, empty_dir, "holds no .npy file")
# calibrate: the methods' table; what it needs and what it does not know is said.
expect("calibrate", run("calibrate", *models, *inputs[:2], "--calib", calib_dir), 0, "| **MinMax** |", "| KL divergence |",
       "Recommended: MinMax", "the model as it is")
expect("calibrate --toolchain rknn", run("calibrate", *models, *inputs[:2], "--calib", calib_dir, "--toolchain", "rknn"),
       0, "`quantized_algorithm = mmse`", "Percentile: no such setting")
expect("calibrate without --calib", run("calibrate", *models, *inputs[:2]), 2, "needs calibration inputs")
expect("calibrate --method nope", run("calibrate", *models, *inputs[:2], "--calib", calib_dir, "--method", "mse,nope"),
       2, "unknown calibration method 'nope'", "percentile")
expect("calibrate --percentile 20", run("calibrate", *models, *inputs[:2], "--calib", calib_dir, "--percentile", "20"),
       2, "--percentile must be a number from 50 to 100")
# The chosen method into the toolchain's config: Pulsar2's JSON keeps the user's keys and comments; a
# toolchain whose setting lives in code says so; a config that is not one is named.
pulsar2_config = os.path.join(work, "pulsar2.json")
open(pulsar2_config, "w").write('{\n  // my build\n  "quant": {\n    "layer_configs": []\n  }\n}\n')
expect("calibrate --config", run("calibrate", *models, *inputs[:2], "--calib", calib_dir, "--method", "mse",
                                 "--toolchain", "axera", "--config", pulsar2_config), 0, '+    "calibration_method": "MSE",')
if "// my build" not in open(pulsar2_config).read() or '"calibration_method": "MSE"' not in open(pulsar2_config).read():
    failures.append("calibrate --config: the Pulsar2 config lost the user's comment or lacks the method")
expect("calibrate --config without --toolchain", run("calibrate", *models, *inputs[:2], "--calib", calib_dir,
                                                     "--config", pulsar2_config), 2, "--config needs --toolchain")
expect("calibrate --config rknn", run("calibrate", *models, *inputs[:2], "--calib", calib_dir, "--toolchain", "rknn",
                                      "--config", pulsar2_config), 2, "quantized_algorithm")
not_json = os.path.join(work, "not_a_config.json")
open(not_json, "w").write("[1, 2]")
expect("calibrate --config not JSON", run("calibrate", *models, *inputs[:2], "--calib", calib_dir, "--toolchain",
                                          "axera", "--config", not_json), 3, not_json)
if open(not_json).read() != "[1, 2]":
    failures.append("calibrate --config changed a file that is no config")
# SigmaStar has no method switch; its calibrator reads ranges (--quant_file): the method's ranges go in as
# min/max, the user's other entries (a weight, a 16-bit bit) stay.
quant_file = os.path.join(work, "fixed.sim.json")
open(quant_file, "w").write('[\n    {"name": "conv_w", "min": [-1.0], "max": [1.0], "bit": 8}\n]\n')
expect("calibrate --config sigmastar", run("calibrate", *models, *inputs[:2], "--calib", calib_dir, "--method",
                                           "percentile", "--toolchain", "sigmastar", "--config", quant_file), 0,
       '"bit": 8')
written = json.load(open(quant_file))
if written[0] != {"name": "conv_w", "min": [-1.0], "max": [1.0], "bit": 8} or len(written) < 2 \
        or any(len(e["min"]) != 1 or e["min"][0] > e["max"][0] for e in written):
    failures.append("calibrate --config sigmastar: the --quant_file lost the user's entry or has no ranges: %r"
                    % written[:3])
# requantize: the model written again by a method; what is missing or unknown is said.
requantized = os.path.join(work, "requantized.onnx")
expect("requantize", run("requantize", case + "/quant.onnx", "--float", case + "/float.onnx", "--calib", calib_dir,
                         "--method", "percentile", "-o", requantized), 0, "activations recalibrated by Percentile")
if not os.path.exists(requantized):
    failures.append("requantize wrote no model")
expect("requantize without -o", run("requantize", case + "/quant.onnx", "--float", case + "/float.onnx", "--calib",
                                    calib_dir), 2, "-o is required")
expect("requantize --drop unknown", run("requantize", case + "/quant.onnx", "--float", case + "/float.onnx", "--calib",
                                        calib_dir, "--drop", "nope.npy", "-o", requantized), 2, "'nope.npy' names none")
expect("requantize --drop all", run("requantize", case + "/quant.onnx", "--float", case + "/float.onnx", "--calib",
                                    calib_dir, "--drop", "calib_00.npy", "-o", requantized), 2, "leaves no calibration")
expect("requantize --method nope", run("requantize", case + "/quant.onnx", "--float", case + "/float.onnx", "--calib",
                                       calib_dir, "--method", "nope", "-o", requantized), 2, "unknown calibration method")
nan_dir = os.path.join(work, "nan_calib")
os.makedirs(nan_dir)
nan_input = np.random.RandomState(5).randn(1, 3, 8, 8).astype(np.float32)
nan_input[0, 0, 0, 0] = np.nan
np.save(os.path.join(nan_dir, "calib_nan.npy"), nan_input)
expect("calibrate --calib NaN", run("calibrate", *models, *inputs[:2], "--calib", nan_dir), 3, "calib_nan.npy",
       "holds NaN or infinite values")
expect("calibrate --calib empty", run("calibrate", *models, *inputs[:2], "--calib", empty_dir), 3, empty_dir,
       "holds no .npy file")
expect("--memory-budget 12x", run("report", *good, "--memory-budget", "12x"), 2,
       "--memory-budget must be a size such as 512M or 4G, not '12x'")
expect("--memory-budget 1", run("report", *models, *inputs[:2], "--memory-budget", "1", "--format", "csv"), 0, "cosine")
expect("plan --target-cos --no-measure", run("plan", *good, "--target-cos", "0.99", "--no-measure"), 2,
       "cannot be given with --no-measure")

missing = os.path.join(work, "nope.onnx")
expect("missing model", run("report", *with_arg("--float", missing)), 3, missing)
garbage = os.path.join(work, "garbage.onnx")
with open(garbage, "wb") as f:
    f.write(b"\x08\x07" + os.urandom(300))
expect("corrupt model", run("report", *with_arg("--float", garbage)), 3, garbage)
empty_dir = os.path.join(work, "empty_dump")
os.makedirs(empty_dir)
expect("empty dump", run("report", *with_arg("--quant-dump", empty_dir)), 3, empty_dir)

# A dump archive none of whose tensors can be read fails, saying why for them even with --quiet: here
# every member's deflate stream is damaged (numpy's savez_compressed writes such archives whole).
import struct
import zipfile
damaged = os.path.join(work, "damaged.npz")
with zipfile.ZipFile(damaged, "w", zipfile.ZIP_DEFLATED) as z:
    for name in sorted(os.listdir(case + "/float_dump"))[:3]:
        z.write(os.path.join(case, "float_dump", name), name)
data = bytearray(open(damaged, "rb").read())
for info in zipfile.ZipFile(damaged).infolist():
    name_length, extra_length = struct.unpack("<HH", data[info.header_offset + 26:info.header_offset + 30])
    start = info.header_offset + 30 + name_length + extra_length
    for i in range(start, start + min(info.compress_size, 8)):
        data[i] ^= 0xFF
with open(damaged, "wb") as f:
    f.write(data)
expect("damaged archive", run("report", *with_arg("--float-dump", damaged)), 3, damaged,
       "none of the file's tensors could be read", "its compressed data are damaged")

# A truncated file in the candidate dump: reported with its name, the other tensors still compared.
broken = os.path.join(work, "broken_dump")
shutil.copytree(case + "/quant_dump", broken)
victim = os.path.join(broken, "conv3.npy")
with open(victim, "r+b") as f:
    f.truncate(200)
args = with_arg("--quant-dump", broken)
args.remove("--quiet")
rc, out, err = run("report", *args, "--format", "csv")
expect("truncated tensor", (rc, out, err), 0, "conv3.npy")
if "missing in the candidate dump" not in out:
    failures.append("truncated tensor: its row should say it is missing from the candidate dump")

expect("unwritable output", run("report", *good, "-o", os.path.join(work, "no/such/dir/r.csv")), 1, "no/such/dir")
out_file = os.path.join(work, "kept.csv")
with open(out_file, "w") as f:
    f.write("user's old report\n")
run("report", *with_arg("--float", missing), "-o", out_file)
if open(out_file).read() != "user's old report\n":
    failures.append("a failed run overwrote the output file")

# A model alone (no runs yet): snapshot draws its graph; report still needs dumps to compare.
model_png = os.path.join(work, "model_only.png")
expect("model-only snapshot", run("snapshot", "--float", case + "/float.onnx", "--view", "graph", "-o", model_png,
                                  env={"QT_QPA_PLATFORM": "offscreen"}), 0)
if not os.path.exists(model_png) or os.path.getsize(model_png) < 1000:
    failures.append("model-only snapshot: no picture written")
# diff: equal encodings exit 0, an unusable model exit 3 naming it, a float model is no quantized one.
quant = case + "/quant.onnx"
expect("diff --help", run("diff", "--help"), 0, "quant_a", "--float")
expect("diff one model", run("diff", quant), 2, "give two quantized models")
expect("diff bad format", run("diff", quant, quant, "--format", "xml"), 2, "unknown format 'xml'")
expect("diff same model", run("diff", quant, quant, "--float", case + "/float.onnx"), 0, "0 of")
expect("diff missing model", run("diff", quant, missing), 3, missing)
expect("diff float model", run("diff", quant, case + "/float.onnx"), 3, "float.onnx")
snapshot_png = os.path.join(work, "encodings.png")
expect("snapshot --compare-encodings", run("snapshot", *good, "--compare-encodings", quant, "-o", snapshot_png), 0)
if not os.path.exists(snapshot_png):
    failures.append("snapshot --compare-encodings wrote no image")
expect("snapshot --compare-encodings unusable", run("snapshot", *good, "--compare-encodings", missing, "-o",
                                                     snapshot_png), 3, missing)
# report --model-explorer: one node-data file per metric, keyed as Model Explorer's ONNX adapter names nodes
# (the producing node, "[value] <name>" for graph outputs), the same numbers as the report.
me_dir = os.path.join(work, "model_explorer")
rc, out, err = run("report", *good, "--format", "json", "--model-explorer", me_dir)
expect("report --model-explorer", (rc, out, err), 0)
if rc == 0:
    import json
    import onnx
    graph = onnx.load(case + "/float.onnx", load_external_data=False).graph
    producer = {o: n.name for n in graph.node for o in n.output}
    outputs = {o.name for o in graph.output}
    files = sorted(os.listdir(me_dir))
    for key in ("cosine.json", "sqnr_db.json", "rmse.json"):
        if key not in files:
            failures.append("report --model-explorer wrote no %s (%s)" % (key, files))
    node_data = json.load(open(os.path.join(me_dir, "cosine.json")))
    if [t["bgColor"] for t in node_data.get("thresholds", [])] != ["#f46d43", "#fee08b", "#66bd63"]:
        failures.append("cosine.json lacks the verdict bands: %s" % node_data.get("thresholds"))
    expected, seen = {}, set()
    for t in json.loads(out)["tensors"]:
        cos = t["runs"][0]["cosine"]
        if cos is None:
            continue
        node = producer.get(t["tensor"])
        if node and node not in seen:
            seen.add(node)
            expected[node] = cos
        if t["tensor"] in outputs:
            expected["[value] " + t["tensor"]] = cos
    got = {k: v["value"] for k, v in node_data["results"].items()}
    if not expected or got != expected:
        failures.append("cosine.json results differ from the report: %d keys, expected %d; e.g. %s"
                        % (len(got), len(expected), sorted(set(got.items()) ^ set(expected.items()))[:4]))
expect("model-only report", run("report", "--float", case + "/float.onnx"), 2, "--float-dump or --input is required")

# Two programs: quantlens runs the headless commands on Qt Core alone and becomes quantlens-gui for
# the window, snapshot, ticket and the help. Without quantlens-gui beside it (or in ../libexec/quantlens/),
# the headless commands still run, and the others say what is missing instead of failing silently.
needed = subprocess.run(["readelf", "-d", quantlens], capture_output=True, text=True).stdout
for gui_library in ("libQt6Gui", "libQt6Widgets"):
    if gui_library in needed:
        failures.append("quantlens links %s: the headless commands would load Qt's GUI libraries" % gui_library)
alone_dir = os.path.join(work, "alone")
os.makedirs(alone_dir)
alone = os.path.join(alone_dir, "quantlens")
shutil.copy2(quantlens, alone)
alone_report = subprocess.run([alone, "report", *good, "--format", "csv"], capture_output=True, text=True,
                              env=dict(os.environ, QUANTLENS_LANG="en_US"), timeout=120)
expect("report without quantlens-gui", (alone_report.returncode, alone_report.stdout, alone_report.stderr), 0, "cosine")
alone_help = subprocess.run([alone, "--help"], capture_output=True, text=True,
                            env=dict(os.environ, QUANTLENS_LANG="en_US"), timeout=120)
expect("--help without quantlens-gui", (alone_help.returncode, alone_help.stdout, alone_help.stderr), 2,
       "cannot start quantlens-gui", os.path.join(alone_dir, "quantlens-gui"))

zh = run("--lang", "zh_CN", "report", "--help")
expect("Chinese help", zh, 0, "--float-dump")
if not any("\u4e00" <= ch <= "\u9fff" for ch in zh[1]):
    failures.append("--lang zh_CN: report --help has no Chinese text")

for f in failures:
    print("FAIL:", f)
print("%d CLI contract failures" % len(failures))
sys.exit(1 if failures else 0)
