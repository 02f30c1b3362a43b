#!/usr/bin/python3
"""A HiSilicon NNIE case built from scratch: a small Caffe CNN (deploy prototxt + caffemodel written
with the protobuf classes of QuantLens's own caffe.proto), its input, its float blobs computed here in
numpy (an oracle independent of QuantLens's importer and executor) and the NNIE mapper's per-layer
dumps of a quantized run (mapper_quant/<layer>_output0_<C>_<H>_<W>_quant.linear.hex, 20.12 fixed point).

The quantized run is simulated layer by layer as the mapper splits it (in-place layers each have an
output of their own): every layer computes from the previous layers' quantized outputs and its own
output is rounded to 8 bit with a step calibrated on the float run; one layer, BROKEN, gets a step 48×
too coarse. The folder also holds what else the mapper writes there (weights, biases, inputs).

  make_nnie_fixture.py OUT_DIR [--wide LAYER[,LAYER…]]
--wide: those layers' outputs at 16 bit (a step calibrated for 32,767 levels, the broken one's error
undone), as the mapper runs `_hp` layers: the intervention that checks a culprit claim.
Writes OUT_DIR/{net.prototxt, net.caffemodel, mapper.cfg, data.npy, expected.json, mapper_quant/,
float_blobs/<layer>.npy}; expected.json names the tensor each layer's output is (an in-place layer's
value before the last writer is `<layer>_output0`, as the mapper splits them)."""
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

BROKEN = "conv2b"
SHAPE = (1, 3, 16, 16)

# (name, type, bottoms, tops, params): the network, in Caffe's layer order.
LAYERS = [
    ("conv1", "Convolution", ["data"], ["conv1"], dict(num_output=8, kernel=3, pad=1, stride=1)),
    ("bn1", "BatchNorm", ["conv1"], ["conv1"], {}),
    ("scale1", "Scale", ["conv1"], ["conv1"], {}),
    ("relu1", "ReLU", ["conv1"], ["conv1"], {}),
    ("pool1", "Pooling", ["conv1"], ["pool1"], dict(kernel=2, stride=2)),
    ("conv2a", "Convolution", ["pool1"], ["conv2a"], dict(num_output=8, kernel=3, pad=1, stride=1)),
    ("conv2b", "Convolution", ["pool1"], ["conv2b"], dict(num_output=8, kernel=1, pad=0, stride=1)),
    ("add2", "Eltwise", ["conv2a", "conv2b"], ["add2"], {}),
    ("prelu2", "PReLU", ["add2"], ["prelu2"], {}),
    ("cat", "Concat", ["pool1", "prelu2"], ["cat"], {}),
    ("conv3", "Convolution", ["cat"], ["conv3"], dict(num_output=16, kernel=3, pad=1, stride=2)),
    ("relu3", "ReLU", ["conv3"], ["conv3"], {}),
    ("fc", "InnerProduct", ["conv3"], ["fc"], dict(num_output=10)),
    ("prob", "Softmax", ["fc"], ["prob"], {}),
]


def caffe_pb2(proto):
    """The Python classes of caffe.proto, compiled with Debian's protoc into a temporary folder."""
    out = tempfile.mkdtemp(prefix="caffe_pb2_")
    subprocess.run(["protoc", f"--proto_path={os.path.dirname(proto)}", f"--python_out={out}", proto], check=True)
    sys.path.insert(0, out)
    import caffe_pb2 as module  # noqa: E402 (generated just now)
    return module


def make_weights(rng):
    """Each layer's blobs in Caffe's order and shapes; channels follow the layer list."""
    channels = {"data": SHAPE[1]}
    blobs = {}
    for name, kind, bottoms, tops, p in LAYERS:
        c = channels[bottoms[0]]
        if kind == "Convolution":
            k, n = p["kernel"], p["num_output"]
            blobs[name] = [rng.normal(0, (2.0 / (c * k * k)) ** 0.5, (n, c, k, k)), rng.normal(0, 0.1, (n,))]
            channels[tops[0]] = n
        elif kind == "BatchNorm":
            factor = 4.0  # statistics are stored multiplied by the running factor
            blobs[name] = [rng.normal(0, 0.2, (c,)) * factor, rng.uniform(0.5, 2.0, (c,)) * factor,
                           np.array([factor])]
        elif kind == "Scale":
            blobs[name] = [rng.uniform(0.5, 1.5, (c,)), rng.normal(0, 0.1, (c,))]
        elif kind == "PReLU":
            blobs[name] = [rng.uniform(0.05, 0.3, (c,))]
        elif kind == "InnerProduct":
            fan_in = c * 4 * 4
            blobs[name] = [rng.normal(0, (1.0 / fan_in) ** 0.5, (p["num_output"], fan_in)),
                           rng.normal(0, 0.1, (p["num_output"],))]
            channels[tops[0]] = p["num_output"]
        if kind == "Concat":
            channels[tops[0]] = sum(channels[b] for b in bottoms)
        channels.setdefault(tops[0], c)
    return {k: [np.asarray(b, dtype=np.float32) for b in v] for k, v in blobs.items()}


def conv(x, w, b, stride, pad):
    n, c, h, wd = x.shape
    o, _, k, _ = w.shape
    x = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    ho, wo = (h + 2 * pad - k) // stride + 1, (wd + 2 * pad - k) // stride + 1
    out = np.zeros((n, o, ho, wo), dtype=np.float64)
    for i in range(k):
        for j in range(k):
            patch = x[:, :, i:i + stride * ho:stride, j:j + stride * wo:stride]
            out += np.einsum("nchw,oc->nohw", patch, w[:, :, i, j])
    return out + b[None, :, None, None]


def layer(name, kind, inputs, p, blobs):
    """One layer's output from its inputs (float64 numpy), as Caffe computes it in the TEST phase."""
    x = inputs[0]
    w = blobs.get(name, [])
    if kind == "Convolution":
        return conv(x, w[0].astype(np.float64), w[1], p["stride"], p["pad"])
    if kind == "BatchNorm":
        f = 1.0 / w[2][0]
        mean, var = w[0] * f, w[1] * f
        return (x - mean[None, :, None, None]) / np.sqrt(var[None, :, None, None] + 1e-5)
    if kind == "Scale":
        return x * w[0][None, :, None, None] + w[1][None, :, None, None]
    if kind == "ReLU":
        return np.maximum(x, 0)
    if kind == "PReLU":
        return np.where(x > 0, x, x * w[0][None, :, None, None])
    if kind == "Pooling":
        n, c, h, wd = x.shape
        return x.reshape(n, c, h // 2, 2, wd // 2, 2).max(axis=(3, 5))
    if kind == "Eltwise":
        return inputs[0] + inputs[1]
    if kind == "Concat":
        return np.concatenate(inputs, axis=1)
    if kind == "InnerProduct":
        return x.reshape(x.shape[0], -1) @ w[0].astype(np.float64).T + w[1]
    if kind == "Softmax":
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)
    raise ValueError(kind)


def forward(data, blobs, quantize=None):
    """Every layer's own output (the mapper's view: in-place layers split); `quantize(name, value)`
    rounds each output as the quantized run stores it."""
    blob = {"data": data.astype(np.float64)}
    outputs = {}
    for name, kind, bottoms, tops, p in LAYERS:
        y = layer(name, kind, [blob[b] for b in bottoms], p, blobs)
        if quantize:
            y = quantize(name, y)
        outputs[name] = y
        blob[tops[0]] = y
    return outputs


def write_net(pb, blobs, with_weights):
    net = pb.NetParameter()
    net.name = "nnie_fixture"
    inp = net.layer.add()
    inp.name, inp.type = "data", "Input"
    inp.top.append("data")
    inp.input_param.shape.add().dim.extend(SHAPE)
    for name, kind, bottoms, tops, p in LAYERS:
        l = net.layer.add()
        l.name, l.type = name, kind
        l.bottom.extend(bottoms)
        l.top.extend(tops)
        if kind == "Convolution":
            cp = l.convolution_param
            cp.num_output = p["num_output"]
            cp.kernel_size.append(p["kernel"])
            if p["pad"]:
                cp.pad.append(p["pad"])
            if p["stride"] != 1:
                cp.stride.append(p["stride"])
        elif kind == "Pooling":
            l.pooling_param.pool = pb.PoolingParameter.MAX
            l.pooling_param.kernel_size = p["kernel"]
            l.pooling_param.stride = p["stride"]
        elif kind == "Scale":
            l.scale_param.bias_term = True
        elif kind == "BatchNorm":
            l.batch_norm_param.use_global_stats = True
        elif kind == "Eltwise":
            l.eltwise_param.operation = pb.EltwiseParameter.SUM
        elif kind == "InnerProduct":
            l.inner_product_param.num_output = p["num_output"]
        if with_weights:
            for b in blobs.get(name, []):
                bp = l.blobs.add()
                bp.shape.dim.extend(b.shape)
                bp.data.extend(b.ravel().tolist())
    return net


def hex_lines(values):
    fixed = np.round(values.astype(np.float64) * 4096).astype(np.int64)
    return "".join(f"{int(v) & 0xFFFFFFFF:08x}\n" for v in fixed.ravel())


def main():
    out = sys.argv[1]
    wide = sys.argv[sys.argv.index("--wide") + 1].split(",") if "--wide" in sys.argv else []
    here = os.path.dirname(os.path.abspath(__file__))
    pb = caffe_pb2(os.path.join(here, "..", "..", "core", "model", "caffe", "caffe.proto"))
    from google.protobuf import text_format

    rng = np.random.default_rng(20261126)
    blobs = make_weights(rng)
    data = rng.uniform(-1, 1, SHAPE).astype(np.float32)
    os.makedirs(os.path.join(out, "mapper_quant"), exist_ok=True)
    np.save(os.path.join(out, "data.npy"), data)
    # A prototxt as people write them: a comment, CRLF line ends, the weights only in the caffemodel.
    text = "# deploy network of the NNIE fixture\n" + text_format.MessageToString(write_net(pb, blobs, False))
    with open(os.path.join(out, "net.prototxt"), "wb") as f:
        f.write(text.replace("\n", "\r\n").encode())
    with open(os.path.join(out, "net.caffemodel"), "wb") as f:
        f.write(write_net(pb, blobs, True).SerializeToString())
    with open(os.path.join(out, "mapper.cfg"), "w") as f:
        f.write("[prototxt_file] ./net.prototxt\n[caffemodel_file] ./net.caffemodel\n"
                "[compile_mode] 0\n[log_level] 3\n# keep: a user's comment\n[image_list] ./list.txt\n")

    floats = forward(data, blobs)
    steps = {name: np.abs(v).max() / 127.0 for name, v in floats.items()}
    steps[BROKEN] *= 48
    for name in wide:
        steps[name] = np.abs(floats[name]).max() / 32767.0

    def quantize(name, y):
        limit = 32767 if name in wide else 127
        return np.clip(np.round(y / steps[name]), -limit - 1, limit) * steps[name]

    quant = forward(data, blobs, quantize)
    for name, v in quant.items():
        shape = v.shape[1:] + (1,) * (4 - v.ndim)
        stem = f"{name}_output0_{'_'.join(str(d) for d in shape)}"
        with open(os.path.join(out, "mapper_quant", stem + "_quant.linear.hex"), "w") as f:
            f.write(hex_lines(v))
    # The mapper's other files in the same folder: weights, biases and a layer's input, not outputs.
    w = blobs["conv1"]
    with open(os.path.join(out, "mapper_quant", "conv1_weight.hex"), "w") as f:
        f.write(hex_lines(w[0]))
    with open(os.path.join(out, "mapper_quant", "conv1_bias.hex"), "w") as f:
        f.write("".join(f"{int(round(v * 4096)) & 0xFFFFFFFF:08x}\n" for v in w[1]))
    with open(os.path.join(out, "mapper_quant", "conv1_input0_3_16_16_anti_quant.linear.float"), "w") as f:
        f.write("".join(f"{v:.6f}\n" for v in data.ravel()))

    # What the mapper's files hold, decoded here, for the test to compare QuantLens's numbers with.
    def cos(a, b):
        a, b = a.ravel().astype(np.float64), b.ravel().astype(np.float64)
        return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))

    stored = {name: np.round(v * 4096) / 4096 for name, v in quant.items()}
    last_writer = {}
    for name, _, _, tops, _ in LAYERS:
        last_writer[tops[0]] = name
    tensor = {name: tops[0] if last_writer[tops[0]] == name else name + "_output0" for name, _, _, tops, _ in LAYERS}
    os.makedirs(os.path.join(out, "float_blobs"), exist_ok=True)
    for name, v in floats.items():
        np.save(os.path.join(out, "float_blobs", name + ".npy"), v.astype(np.float32))
    expected = {"broken": BROKEN,
                "layers": {name: {"cos": cos(floats[name], stored[name]), "tensor": tensor[name]} for name in floats},
                "output": "prob", "output_values": floats["prob"].ravel().tolist()}
    with open(os.path.join(out, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1)


if __name__ == "__main__":
    main()
