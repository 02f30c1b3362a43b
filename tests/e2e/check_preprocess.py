#!/usr/bin/python3
"""Images as model inputs, checked against the programs users have:
  - the vendors' own loader steps, written with OpenCV's Python binding (cv2.imread, cv2.resize INTER_LINEAR on
    uint8, BGR->RGB, (x - mean) / std, NCHW): `quantlens preprocess` through a Pulsar2 config.json, a SigmaStar
    input_config.ini, an NNIE .cfg and an RKNN script gives the same tensor (max abs <= 1e-4);
  - the real-model fixtures' own .npy (det's test input, rec's test line), made from PNG sources with PIL: the
    fixtures resize with PIL's antialiasing bilinear, which no vendor loader uses (a documented difference), so
    the source is resized by PIL first and QuantLens must then give the fixture's tensor (rec: the part before
    PaddleOCR's right padding, which vendor loaders do not add either);
  - --against names the mistake: a BGR config against the RGB fixture matches "channels swapped", an ImageNet
    0-1 mean/std matches "on the 0-1 scale"; a truncated PNG and a text file named .jpg are refused naming the file.
Usage: check_preprocess.py QUANTLENS REALMODELS WORK"""
import json
import os
import shutil
import subprocess
import sys

import cv2
import numpy as np
from PIL import Image

MEAN, STD = [123.675, 116.28, 103.53], [58.395, 57.12, 57.375]  # ImageNet on 0-255, RGB
TOLERANCE = 1e-4


def quantlens(exe, *args, expect=0):
    r = subprocess.run([exe, "preprocess", *args], capture_output=True, text=True,
                       env=dict(os.environ, QUANTLENS_LANG="en_US"))
    if r.returncode != expect:
        sys.exit("check_preprocess: exit %d (expected %d) for %s\n%s%s" % (r.returncode, expect, args, r.stdout,
                                                                        r.stderr))
    return r.stdout + r.stderr


def run_command(exe, *args):
    r = subprocess.run([exe, *args], capture_output=True, text=True, env=dict(os.environ, QUANTLENS_LANG="en_US"))
    if r.returncode != 0:
        sys.exit("check_preprocess: %s exit %d\n%s%s" % (args[0], r.returncode, r.stdout[-3000:], r.stderr[-3000:]))
    return r.stdout


def vendor_loader(image, size, mean, std, rgb=True):
    """What RKNN / SigmaStar / TPU-MLIR loaders do: OpenCV decode (BGR), bilinear resize on uint8, order, normalise."""
    img = cv2.imread(image)
    img = cv2.resize(img, size, interpolation=cv2.INTER_LINEAR)
    if rgb:
        img = img[:, :, ::-1]
    x = (img.astype(np.float32) - np.array(mean, np.float32)) / np.array(std, np.float32)
    return x.transpose(2, 0, 1)[None]


def max_abs(a, b):
    if a.shape != b.shape:
        sys.exit("check_preprocess: shapes differ: %s against %s" % (a.shape, b.shape))
    return float(np.abs(a.astype(np.float64) - b).max())


def expect_close(what, a, b, limit=TOLERANCE):
    d = max_abs(a, b)
    print("%-60s max abs %.3g" % (what, d))
    if d > limit:
        sys.exit("check_preprocess: %s differs by %g (limit %g)" % (what, d, limit))


def main():
    exe, realmodels, work = sys.argv[1:4]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    image = os.path.join(realmodels, "test_image.png")
    w, h = 640, 224  # det's fixture size for this image
    configs = {
        "axera": ("config.json", json.dumps({
            "input_processors": [{"tensor_name": "DEFAULT", "tensor_format": "RGB", "tensor_layout": "NCHW"}],
            "quant": {"input_configs": [{"tensor_name": "DEFAULT", "calibration_mean": MEAN,
                                          "calibration_std": STD}]}})),
        "sigmastar": ("input_config.ini", "[INPUT_CONFIG]\ninputs = x;\ntraining_input_formats = RGB;\n"
                      "input_formats = RGB;\nquantizations = TRUE;\nmean_red = %s;\nmean_green = %s;\n"
                      "mean_blue = %s;\nstd_value = %s:%s:%s;\n" % tuple(MEAN + STD)),
        "rknn": ("convert.py", "rknn.config(mean_values=[[%s, %s, %s]], std_values=[[%s, %s, %s]], "
                 "target_platform='rk3588')\n" % tuple(MEAN + STD)),
    }
    reference = vendor_loader(image, (w, h), MEAN, STD)
    for toolchain, (name, text) in configs.items():
        path = os.path.join(work, name)
        open(path, "w").write(text)
        out = os.path.join(work, "det_%s.npy" % toolchain)
        quantlens(exe, image, "--preprocess-config", path, "--input-size", "%dx%d" % (w, h), "-o", out)
        expect_close("det through the %s config = OpenCV's loader" % toolchain, np.load(out), reference)
    # NNIE: (x - mean) * data_scale, one scale for every channel.
    open(os.path.join(work, "mean.txt"), "w").write("\n".join(str(m) for m in MEAN) + "\n")
    open(os.path.join(work, "net.cfg"), "w").write("[image_type] 7\n[norm_type] 5\n[mean_file] ./mean.txt\n"
                                                   "[data_scale] 0.017\n")
    out = os.path.join(work, "det_nnie.npy")
    quantlens(exe, image, "--preprocess-config", os.path.join(work, "net.cfg"), "--input-size", "%dx%d" % (w, h), "-o", out)
    expect_close("det through the NNIE .cfg = OpenCV's loader", np.load(out),
                 vendor_loader(image, (w, h), MEAN, [1 / 0.017] * 3))

    # The fixtures' own tensors, from their PNG sources resized by PIL as the fixtures were.
    det_fixture = np.load(os.path.join(realmodels, "det", "test_input.npy"))
    resized = os.path.join(work, "det_pil_resized.png")
    Image.open(image).convert("RGB").resize((w, h), Image.BILINEAR).save(resized)
    out = os.path.join(work, "det_fixture.npy")
    quantlens(exe, resized, "--preprocess-config", os.path.join(work, "config.json"), "-o", out)
    expect_close("det from its PNG source = the fixture's test_input.npy", np.load(out), det_fixture)
    unresized = max_abs(reference, det_fixture)
    print("%-60s max abs %.3g" % ("(OpenCV's resize against the fixture's PIL resize)", unresized))
    line = os.path.join(realmodels, "inputs", "rec", "images", "test_line.png")
    src = Image.open(line).convert("RGB")
    lw = min(320, int(np.ceil(48 * src.width / src.height)))
    resized = os.path.join(work, "rec_pil_resized.png")
    src.resize((lw, 48), Image.BILINEAR).save(resized)
    open(os.path.join(work, "rec.json"), "w").write(json.dumps({"quant": {"input_configs": [
        {"tensor_name": "DEFAULT", "calibration_mean": [127.5] * 3, "calibration_std": [127.5] * 3}]},
        "input_processors": [{"tensor_name": "DEFAULT", "tensor_format": "RGB"}]}))
    out = os.path.join(work, "rec.npy")
    quantlens(exe, resized, "--preprocess-config", os.path.join(work, "rec.json"), "--model",
              os.path.join(realmodels, "rec", "float.onnx"), "--input-size", "%dx48" % lw, "-o", out)
    rec_fixture = np.load(os.path.join(realmodels, "inputs", "rec", "test.npy"))
    expect_close("rec from its PNG source = the fixture's test.npy (unpadded part)", np.load(out),
                 rec_fixture[:, :, :, :lw])

    # --against: the match, and the mistakes named.
    said = quantlens(exe, resized, "--preprocess-config", os.path.join(work, "rec.json"), "--input-size", "%dx48" % lw,
                     "--against", os.path.join(work, "rec.npy"))
    if "matches" not in said:
        sys.exit("check_preprocess: --against did not say the same tensor matches:\n" + said)
    bgr = os.path.join(work, "bgr.json")
    open(bgr, "w").write(open(os.path.join(work, "config.json")).read().replace('"RGB"', '"BGR"'))
    det_png = os.path.join(work, "det_pil_resized.png")
    fixture_npy = os.path.join(realmodels, "det", "test_input.npy")
    said = quantlens(exe, det_png, "--preprocess-config", bgr, "--against", fixture_npy, expect=1)
    if "matches with channels swapped" not in said:
        sys.exit("check_preprocess: a BGR config against the RGB fixture is not named:\n" + said)
    said = quantlens(exe, det_png, "--mean", "0.485,0.456,0.406", "--std", "0.229,0.224,0.225", "--against",
                     fixture_npy, expect=1)
    if "matches with mean/std on the 0-1 scale" not in said:
        sys.exit("check_preprocess: a 0-1 mean/std is not named:\n" + said)
    print("a BGR config and a 0-1 mean/std are named by --against")

    # An analysis on images equals the same analysis on the tensors `preprocess` writes, and names the images.
    det = os.path.join(realmodels, "det")
    images = os.path.join(realmodels, "inputs", "det", "images")
    tensors = os.path.join(work, "det_calibration")
    quantlens(exe, *sorted(os.path.join(images, f) for f in os.listdir(images)), "--preprocess-config",
              os.path.join(work, "config.json"), "--input-size", "%dx%d" % (w, h), "-o", tensors + "/", "-q")
    quantlens(exe, image, "--preprocess-config", os.path.join(work, "config.json"), "--input-size", "%dx%d" % (w, h),
              "-o", os.path.join(tensors, "..", "det_input.npy"), "-q")
    common = ["--float", os.path.join(det, "float.onnx"), "--quant", os.path.join(det, "quant.onnx"), "--format", "json",
              "--threads", "2", "-q"]
    from_images = json.loads(run_command(exe, "calibrate", *common, "--input", image, "--calib", images,
                                         "--preprocess-config", os.path.join(work, "config.json"), "--input-size",
                                         "%dx%d" % (w, h)))
    from_tensors = json.loads(run_command(exe, "calibrate", *common, "--input", os.path.join(work, "det_input.npy"),
                                          "--calib", tensors))
    a = [m.get("predicted_cos_mean") for m in from_images["methods"]]
    b = [m.get("predicted_cos_mean") for m in from_tensors["methods"]]
    print("calibrate from images %s, from their tensors %s" % (a, b))
    if a != b or not a:
        sys.exit("check_preprocess: calibrate on images differs from calibrate on their tensors")
    text = json.dumps(from_images)
    if "quantlens-images" in text or "calib_00.png" not in text:
        sys.exit("check_preprocess: the report does not name the user's images:\n" + text[:2000])
    print("calibrate on images = on their tensors, and names the images")

    # Bad files: named, exit 3, nothing written.
    cut = os.path.join(work, "cut.png")
    open(cut, "wb").write(open(image, "rb").read()[:300])
    fake = os.path.join(work, "notes.jpg")
    open(fake, "w").write("not an image")
    for bad in (cut, fake):
        said = quantlens(exe, bad, "--input-size", "64x64", "-o", os.path.join(work, "bad.npy"), expect=3)
        if bad not in said or os.path.exists(os.path.join(work, "bad.npy")):
            sys.exit("check_preprocess: %s not named (or written anyway):\n%s" % (bad, said))
    print("a truncated PNG and a text file named .jpg are refused, naming the file")
    return 0


if __name__ == "__main__":
    sys.exit(main())
