#!/usr/bin/python3
"""Fault-injected runs of a real model, each with the triage answer it must get.

Every fault is made the way it happens to users, then run through ONNX Runtime: the quantized model
fed BGR instead of RGB, another model's mean/std, HWC pixels read as CHW; one activation with a
broken scale; a "board" whose one layer adds a zero-point slip; calibration with one input of extreme
values; the broken-scale run dumped in NHWC as SigmaStar does; a clean model (every activation at
16 bit). `quantlens triage --format json` must give the expected category and, first, the expected
culprit. The expected culprit is what was injected, or for calibration the tensor numpy finds using
the least of its calibrated range. The broken-scale run is also handed back renamed, as a SigmaStar
dump with some tensors fused away: the culprit must still be named by its float name.

Usage: triage_faults.py QUANTLENS FIXTURES MODEL WORK [--only NAME,...] [--keep]
Prints one JSON line per fault: {"fault", "category", "culprits", "expected"}."""
import argparse
import json
import os
import shutil
import subprocess
import sys

import numpy as np
import onnx
from onnx import numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
REALMODELS = os.path.join(os.path.dirname(HERE), "realmodels")
# The tensor whose scale breaks, and the one the board gets wrong, per model: mid-network activations
# on the main path (a convolution output each), so the fault reaches the output.
INJECTED = {"det": {"scale": "conv2d_459.tmp_0", "board": "conv2d_463.tmp_0"},
            "rec": {"scale": "conv2d_194.tmp_0", "board": "conv2d_198.tmp_0"}}


def run(cmd, ok=(0,)):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode not in ok:
        sys.exit("triage faults: %s failed (exit %d)\n%s%s" % (" ".join(cmd[:3]), r.returncode, r.stdout[-2000:],
                                                              r.stderr[-3000:]))
    return r.stdout


class Model:
    def __init__(self, args):
        self.args = args
        self.fixtures = os.path.abspath(args.fixtures)
        self.dir = os.path.join(self.fixtures, args.model)
        self.calib = os.path.join(self.dir, "calibration")
        self.work = os.path.join(os.path.abspath(args.work), args.model)
        self.runner = os.path.join(self.fixtures, "tools", "npm", "ort_run.mjs")
        os.makedirs(self.work, exist_ok=True)
        self.test_input = np.load(os.path.join(self.dir, "test_input.npy"))
        self.exposed = {}  # quantized model -> (exposed model, names): the input faults share one
        self.broken = None  # the broken-scale run, reused by its NHWC copy

    def path(self, *parts):
        return os.path.join(self.work, *parts)

    def quantize(self, out, minmax=None, extra=()):
        run([sys.executable, os.path.join(REALMODELS, "quantize.py"), os.path.join(self.calib, "float13.onnx"),
             minmax or os.path.join(self.calib, "minmax.json"), self.calib, out] + list(extra))
        return out

    def dump(self, quant_model, dump_dir, test_input=None):
        if quant_model not in self.exposed:
            exposed, names = dump_dir + "_exposed.onnx", dump_dir + "_names.json"
            run([sys.executable, os.path.join(REALMODELS, "expose.py"), "quant", quant_model, exposed,
                 os.path.join(self.calib, "float_names.json"), names])
            self.exposed[quant_model] = (exposed, names)
        exposed, names = self.exposed[quant_model]
        inp = os.path.join(self.dir, "test_input.npy")
        if test_input is not None:
            inp = dump_dir + "_input.npy"
            np.save(inp, test_input.astype(np.float32))
        shutil.rmtree(dump_dir, ignore_errors=True)
        run(["node", self.runner, "dump", exposed, inp, dump_dir, names])
        return dump_dir

    def triage(self, quant_model, dumps, *extra):
        cmd = [self.args.quantlens, "triage", "--float", os.path.join(self.dir, "float.onnx"), "--quant", quant_model,
               "--float-dump", os.path.join(self.dir, "float_dump"), "--quant-dump", dumps[0], "--format", "json", "-q"]
        for label, d in dumps[1:]:
            cmd += ["--dump", "%s=%s" % (label, d)]
        return json.loads(run(cmd + list(extra)))


def input_fault(model, name, transform):
    dump = model.dump(os.path.join(model.dir, "quant.onnx"), model.path(name), transform(model.test_input))
    return os.path.join(model.dir, "quant.onnx"), [dump], ("preprocessing", "x")


def channel_swap(model):
    return input_fault(model, "channel_swap", lambda x: x[:, ::-1])


def mean_std(model):
    """det is normalised with ImageNet's mean/std; rec and cls with (x − 0.5) / 0.5: use the other."""
    imagenet_mean = np.array([0.485, 0.456, 0.406], np.float32).reshape(1, 3, 1, 1)
    imagenet_std = np.array([0.229, 0.224, 0.225], np.float32).reshape(1, 3, 1, 1)
    if model.args.model == "det":
        return input_fault(model, "mean_std", lambda x: ((x * imagenet_std + imagenet_mean) - 0.5) / 0.5)
    return input_fault(model, "mean_std", lambda x: ((x * 0.5 + 0.5) - imagenet_mean) / imagenet_std)


def nhwc_input(model):
    return input_fault(model, "nhwc_input", lambda x: x.transpose(0, 2, 3, 1).reshape(x.shape))


def broken_scale(model):
    if model.broken:
        return model.broken
    target = INJECTED[model.args.model]["scale"]
    minmax = json.load(open(os.path.join(model.calib, "minmax.json")))
    lo, hi = minmax[target]
    minmax[target] = [lo / 8, hi / 8]  # a scale 8x too small: most of the tensor saturates
    path = model.path("broken_scale_minmax.json")
    json.dump(minmax, open(path, "w"))
    quant = model.quantize(model.path("broken_scale.onnx"), path)
    model.broken = (quant, [model.dump(quant, model.path("broken_scale"))], ("quantization_jump", target))
    return model.broken


def nhwc_dumps(model):
    """The broken-scale run written NHWC, as SigmaStar's simulator writes 4-D tensors."""
    quant, dumps, expected = broken_scale(model)
    src, dst = dumps[0], model.path("nhwc_dumps")
    shutil.rmtree(dst, ignore_errors=True)
    os.makedirs(dst)
    manifest = json.load(open(os.path.join(src, "manifest.json")))
    for t in manifest["tensors"]:
        a = np.load(os.path.join(src, t["file"]))
        if a.ndim == 4:
            a = np.ascontiguousarray(a.transpose(0, 2, 3, 1))
        np.save(os.path.join(dst, t["file"]), a)
        t.pop("shape", None)
    manifest["layout"] = "NHWC"
    json.dump(manifest, open(os.path.join(dst, "manifest.json"), "w"))
    return quant, [dst], expected


def write_sigmastar_dump(path, tensors):
    """sigma_outtensor_dump.bin as FORMATS.md §1.2 lays it out (isFloat: 1, as with dequantFixed):
    per tensor a `//out` line, an `op_out[i]` line, `//buffer data size: N`, N raw bytes, the
    simulator's trailer. Payloads are padded to 16 bytes, as the simulator aligns them."""
    with open(path, "wb") as f:
        f.write(b"isFloat: 1\n")
        for i, (name, op_type, a) in enumerate(tensors):
            payload = np.ascontiguousarray(a, dtype="<f4").tobytes()
            payload += b"\0" * (-len(payload) % 16)
            shape = ", ".join(str(d) for d in a.shape)
            f.write(("//out 0 s: 0.000000 z: 0 type: float name: %s bConstant:0 shape:[%s] dims:%d\n"
                     "op_out[%d] %s = {\n//buffer data size: %d\n" % (name, shape, a.ndim, i, op_type, len(payload))).encode())
            f.write(payload)
            f.write(b"\n};\n//buffer data size: %d\n" % len(payload))


def renamed(model):
    """The broken-scale run as a toolchain hands it back: SigmaStar's one-file dump, NHWC, every tensor
    renamed (`layer_<k>_out`), and every 9th tensor away from the injected one fused out of the dump.
    No name matches: the pairs come from order, shape and statistics alone."""
    quant, dumps, expected = broken_scale(model)
    src = dumps[0]
    manifest = json.load(open(os.path.join(src, "manifest.json")))
    tensors = []
    target_index = next(i for i, t in enumerate(manifest["tensors"]) if t["name"] == expected[1])
    for i, t in enumerate(manifest["tensors"]):
        if i % 9 == 4 and abs(i - target_index) > 2:
            continue
        a = np.load(os.path.join(src, t["file"]))
        if a.ndim == 4:
            a = a.transpose(0, 2, 3, 1)
        tensors.append(("layer_%d_out" % i, t.get("op_type") or "OP", a))
    dst = model.path("renamed")
    shutil.rmtree(dst, ignore_errors=True)
    os.makedirs(dst)
    write_sigmastar_dump(os.path.join(dst, "sigma_outtensor_dump.bin"), tensors)
    return quant, [os.path.join(dst, "sigma_outtensor_dump.bin")], expected


def board_drift(model):
    """The simulator is the fixture's quantized model; the board's model shifts one activation's
    dequantization by 6 levels (a zero point the board gets wrong) and runs the rest the same."""
    target = INJECTED[model.args.model]["board"]
    quant = os.path.join(model.dir, "quant.onnx")
    m = onnx.load(quant)
    dq = next(n for n in m.graph.node if n.op_type == "DequantizeLinear" and n.input[0] == target + "_QuantizeLinear_Output")
    zp = next(i for i in m.graph.initializer if i.name == dq.input[2])
    board_zp = numpy_helper.from_array((numpy_helper.to_array(zp).astype(np.int32) + 6).astype(np.uint8),
                                       name=target + "_board_zero_point")
    m.graph.initializer.append(board_zp)
    dq.input[2] = board_zp.name
    board = model.path("board.onnx")
    onnx.save(m, board)
    sim = model.dump(quant, model.path("board_sim"))
    return quant, [sim, ("board", model.dump(board, model.path("board_run")))], ("board", target)


def calibration(model):
    """One calibration input with extreme values (a test card at 8x the normal contrast) widens the
    MinMax ranges of many tensors; the culprit is the tensor using the least of its range."""
    names = model.path("float_names.json")
    exposed = model.path("float_exposed.onnx")
    run([sys.executable, os.path.join(REALMODELS, "expose.py"), "float", os.path.join(model.calib, "float13.onnx"),
         exposed, names, model.path("exclusions.json")])
    extreme = model.path("extreme_calib.npy")
    np.save(extreme, (model.test_input * 8).astype(np.float32))
    calib = sorted(os.path.join(model.calib, f) for f in os.listdir(model.calib) if f.startswith("calib_"))
    minmax = model.path("calibration_minmax.json")
    run(["node", model.runner, "minmax", exposed, minmax] + calib + [extreme])
    os.remove(exposed)
    quant = model.quantize(model.path("calibration.onnx"), minmax)
    # Range use as the quantized model defines it: the data's span over 255 steps of its scale.
    m = onnx.load(quant)
    inits = {i.name: numpy_helper.to_array(i) for i in m.graph.initializer}
    scales = {}
    for n in m.graph.node:
        if n.op_type == "QuantizeLinear" and n.input[1] in inits and inits[n.input[1]].size == 1:
            t = n.input[0][:-len("_QuantizeLinear_Input")] if n.input[0].endswith("_QuantizeLinear_Input") else n.input[0]
            scales[t] = float(inits[n.input[1]])
    manifest = json.load(open(os.path.join(model.dir, "float_dump", "manifest.json")))
    use = {}
    for t in manifest["tensors"]:
        if t["name"] in scales and t["name"] != "x":
            a = np.load(os.path.join(model.dir, "float_dump", t["file"]))
            use[t["name"]] = (float(a.max()) - float(a.min())) / (255 * scales[t["name"]])
    least = min(use, key=use.get)
    return quant, [model.dump(quant, model.path("calibration"))], ("calibration", least)


def clean(model):
    config = model.path("all_u16.json")
    json.dump({"quant": {"layer_configs": [{"start_tensor_names": ["DEFAULT"], "end_tensor_names": ["DEFAULT"],
                                             "data_type": "U16"}]}}, open(config, "w"))
    quant = model.quantize(model.path("clean.onnx"), extra=["--pulsar2-config", config])
    return quant, [model.dump(quant, model.path("clean"))], ("ok", None)


FAULTS = {"clean": clean, "channel_swap": channel_swap, "mean_std": mean_std, "nhwc_input": nhwc_input,
          "broken_scale": broken_scale, "nhwc_dumps": nhwc_dumps, "board_drift": board_drift,
          "calibration": calibration, "renamed": renamed}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("fixtures")
    ap.add_argument("model", choices=sorted(INJECTED))
    ap.add_argument("work")
    ap.add_argument("--only", default=",".join(FAULTS))
    ap.add_argument("--keep", action="store_true", help="keep the dumps (to look at them in the window)")
    ap.add_argument("--build-only", action="store_true", help="only make the faulty runs (implies --keep)")
    args = ap.parse_args()
    args.keep = args.keep or args.build_only  # what --build-only prints must still exist afterwards
    model = Model(args)
    wrong = []
    for name in args.only.split(","):
        quant, dumps, (category, culprit) = FAULTS[name](model)
        if args.build_only:
            print(json.dumps({"fault": name, "quant": quant, "dumps": dumps, "expected": [category, culprit]}), flush=True)
            continue
        answer = model.triage(quant, dumps)
        got = {"fault": name, "category": answer["category"], "culprits": answer["culprits"][:3],
               "expected": [category, culprit]}
        print(json.dumps(got), flush=True)
        if answer["category"] != category or (culprit is not None and answer["culprits"][:1] != [culprit]):
            wrong.append("%s: expected %s / %s, got %s / %s\n  evidence: %s" % (
                name, category, culprit, answer["category"], answer["culprits"][:3],
                json.dumps(answer["evidence"][:4])))
        if not args.keep:
            shared = model.broken[1] if model.broken else []  # other faults reuse it; removed at the end
            for d in dumps:
                d = d if isinstance(d, str) else d[1]
                if d not in shared:
                    shutil.rmtree(os.path.dirname(d) if os.path.isfile(d) else d, ignore_errors=True)
    for exposed, names in model.exposed.values():
        if not args.keep:
            os.remove(exposed)
    if model.broken and not args.keep:
        shutil.rmtree(model.broken[1][0], ignore_errors=True)
    if wrong:
        sys.exit("triage faults on %s:\n%s" % (args.model, "\n".join(wrong)))
    print("triage faults on %s: all %d right" % (args.model, len(args.only.split(","))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
