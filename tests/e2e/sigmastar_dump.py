"""Writes sigma_outtensor_dump.bin as FORMATS.md §1.2 lays it out, independently of QuantLens: per
tensor a `//out` line, an `op_out[i]` line, `//buffer data size: N`, N raw bytes and the simulator's
trailer. 4-D tensors are written NHWC, the graph input too, as the simulator writes them."""
import numpy as np


def nhwc(a):
    return np.ascontiguousarray(a.transpose(0, 2, 3, 1)) if a.ndim == 4 else a


def write_float(path, tensors):
    """isFloat: 1 (float models, or fixed ones with dequantFixed). `tensors`: (name, op_type, array)
    with arrays already in the layout to write. Payloads padded to 16 bytes, as the simulator aligns them."""
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


def write_from_dump_folder(path, folder, manifest):
    """Every tensor of a QuantLens dump folder (its manifest's order and names), NHWC."""
    tensors = []
    for t in manifest["tensors"]:
        tensors.append((t["name"], t.get("op_type") or "OP", nhwc(np.load("%s/%s" % (folder, t["file"])))))
    write_float(path, tensors)
