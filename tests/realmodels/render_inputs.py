#!/usr/bin/python3
"""Renders realistic text images (Chinese and English lines, CJK font) and preprocesses them the
PaddleOCR way for the three models:
  det: resized so both sides are multiples of 32, RGB, ImageNet mean/std, NCHW;
  rec: 3x48x320 and cls: 3x48x192, aspect kept, right-padded, scaled to [-1, 1].
Writes OUT/<model>/calib_NN.npy (calibration) and OUT/<model>/test.npy, plus OUT/test_image.png, and the
images they were made from as PNG (<model>/images/calib_NN.png for det and rec, rec/images/test_line.png):
the sources an image input starts from.
Usage: render_inputs.py OUT_DIR [--calibration N]"""
import argparse
import os
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT_CANDIDATES = ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                   "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc"]
LINES = ["量化精度分析 QuantLens 2026", "发票号码 No. 04391827 金额 ¥1,280.00", "Shenzhen 深圳市南山区科技园",
         "出口 EXIT 请勿停车 No Parking", "快递单号 SF1402 7788 5561", "Temperature 温度 23.5°C 湿度 61%",
         "欢迎光临 Welcome 营业时间 9:00-21:00", "型号 Model RV1126 神经网络处理器 NPU", "总计 Total 共 3 件商品"]
TEST_LINE = "模型量化后精度下降 accuracy drop 0.96"


def font(size):
    for path in FONT_CANDIDATES:
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    sys.exit("render_inputs: no CJK font found (install fonts-noto-cjk)")


def render_line(text, rng, height=64):
    """One text line on a slightly tinted, slightly noisy background, like a photographed label."""
    f = font(int(height * 0.62))
    width = int(f.getlength(text)) + height
    bg = tuple(int(v) for v in rng.integers(200, 250, 3))
    fg = tuple(int(v) for v in rng.integers(0, 60, 3))
    img = Image.new("RGB", (width, height), bg)
    ImageDraw.Draw(img).text((height // 2, height * 0.12), text, font=f, fill=fg)
    img = img.rotate(float(rng.uniform(-1.5, 1.5)), resample=Image.BILINEAR, fillcolor=bg)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    arr = np.asarray(img).astype(np.float32) + rng.normal(0, 4, (height, width, 3))
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def render_document(lines, rng):
    """A few lines stacked on one page, for the detector."""
    rows = [render_line(t, rng, height=int(rng.integers(40, 56))) for t in lines]
    width = max(r.width for r in rows) + 40
    height = sum(r.height for r in rows) + 20 * (len(rows) + 1)
    page = Image.new("RGB", (width, height), (236, 234, 228))
    y = 20
    for r in rows:
        page.paste(r, (int(rng.integers(10, 30)), y))
        y += r.height + 20
    return page


def det_input(img):
    w, h = img.size
    scale = min(1.0, 640 / max(w, h))
    nw, nh = max(32, int(round(w * scale / 32)) * 32), max(32, int(round(h * scale / 32)) * 32)
    x = np.asarray(img.resize((nw, nh), Image.BILINEAR)).astype(np.float32) / 255.0
    x = (x - np.array([0.485, 0.456, 0.406], np.float32)) / np.array([0.229, 0.224, 0.225], np.float32)
    return x.transpose(2, 0, 1)[None].astype(np.float32)


def line_input(img, width):
    """rec / cls: height 48, width by aspect up to `width`, then zero padding (in normalised space)."""
    h = 48
    w = min(width, int(np.ceil(h * img.width / img.height)))
    x = np.asarray(img.resize((w, h), Image.BILINEAR)).astype(np.float32) / 255.0
    x = (x - 0.5) / 0.5
    out = np.zeros((3, h, width), np.float32)
    out[:, :, :w] = x.transpose(2, 0, 1)
    return out[None]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--calibration", type=int, default=6)
    args = ap.parse_args()
    rng = np.random.default_rng(2026)
    for model in ("det", "rec", "cls"):
        os.makedirs(os.path.join(args.out, model, "images"), exist_ok=True)
    for i in range(args.calibration):
        line = render_line(LINES[i % len(LINES)], rng)
        line.save(os.path.join(args.out, "rec", "images", "calib_%02d.png" % i))
        np.save(os.path.join(args.out, "rec", "calib_%02d.npy" % i), line_input(line, 320))
        np.save(os.path.join(args.out, "cls", "calib_%02d.npy" % i), line_input(line, 192))
        picked = [LINES[(i + k) % len(LINES)] for k in range(3)]
        document = render_document(picked, rng)
        document.save(os.path.join(args.out, "det", "images", "calib_%02d.png" % i))
        np.save(os.path.join(args.out, "det", "calib_%02d.npy" % i), det_input(document))
    test_line = render_line(TEST_LINE, rng)
    test_line.save(os.path.join(args.out, "rec", "images", "test_line.png"))
    page = render_document([TEST_LINE, LINES[1], LINES[6]], rng)
    page.save(os.path.join(args.out, "test_image.png"))
    np.save(os.path.join(args.out, "det", "test.npy"), det_input(page))
    np.save(os.path.join(args.out, "rec", "test.npy"), line_input(test_line, 320))
    np.save(os.path.join(args.out, "cls", "test.npy"), line_input(test_line, 192))
    return 0


if __name__ == "__main__":
    sys.exit(main())
