#!/bin/bash
# Regenerates docs/images: the window on the demo workspace under Xvfb at 1366×768 and 1920×1080,
# and each view rendered by `quantlens snapshot`, in English and Simplified Chinese. The window opens
# as a user's would the first time (no saved layout), at the tensor where the error enters.
# Needs xvfb, xauth, xdotool and imagemagick.
# Usage: docs/make_screenshots.sh [BUILD_DIR]   (default build/release; run packaging/dev/demo.sh first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
quantlens="$build/app/quantlens"
workspace="$build/realmodels/det.quantlens.json"
out="$root/docs/images"
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The windows are killed, not closed: their autosaved sessions go here, never to the user's folder.
export XDG_DATA_HOME="$tmp/data"
# The Calibration view needs calibration inputs: rec with its fixture's six and four eval inputs (its
# test input, mirrored, darker, noisy), as the calibration checks use them.
/usr/bin/python3 - "$build/realmodels" "$tmp/cal" <<'PY'
import json, os, sys
import numpy as np
models, out = sys.argv[1], sys.argv[2]
os.makedirs(out)
x = np.load(os.path.join(models, "rec", "test_input.npy"))
noise = np.random.default_rng(0).normal(0, 0.15, x.shape)
inputs = {"test": x, "mirrored": x[..., ::-1], "darker": x * 0.7 - 0.3, "noisy": x + noise}
for name, a in inputs.items():
    np.save(os.path.join(out, name + ".npy"), np.ascontiguousarray(a, dtype=np.float32))
workspace = {"format": "quantlens-workspace", "version": 1,
             "inputs": {"float_model": os.path.join(models, "rec", "float.onnx"),
                        "quant_model": os.path.join(models, "rec", "quant.onnx"),
                        "model_inputs": [{"file": os.path.join(out, n + ".npy")} for n in inputs],
                        "calibration": [os.path.join(models, "rec", "calibration")]}}
json.dump(workspace, open(os.path.join(out, "rec.quantlens.json"), "w"), indent=1)
PY
for lang in en_US zh_CN; do
    export QUANTLENS_LANG=$lang
    "$quantlens" snapshot "$tmp/cal/rec.quantlens.json" --view calibration --select p2o.Add.95 --size 1500x560 \
        -o "$out/calibration_$lang.png"
    for size in 1366x768 1920x1080; do
        width=${size%x*} height=${size#*x}
        # A fresh settings folder each time: no layout remembered from another run.
        export XDG_CONFIG_HOME="$tmp/config-$lang-$size"
        xvfb-run -a -s "-screen 0 ${size}x24" bash -c "
            '$quantlens' '$workspace' & pid=\$!
            xdotool search --sync --onlyvisible --name QuantLens windowmove 0 0 windowsize $width $height >/dev/null
            sleep 5; import -window root '$out/window_${width}_$lang.png'; kill \$pid"
    done
    # File ▸ Export ticket over the window (menus by mouse: under Xvfb no window manager gives the
    # keyboard focus); the dialog's file name is the demo's, next to its workspace.
    export XDG_CONFIG_HOME="$tmp/config-$lang-ticket"
    xvfb-run -a -s "-screen 0 1400x900x24" bash -c "
        '$quantlens' '$workspace' & pid=\$!
        xdotool search --sync --onlyvisible --name QuantLens windowmove 0 0 windowsize 1400 900 >/dev/null
        sleep 5; xdotool mousemove 20 8 click 1; sleep 1; xdotool mousemove 80 165 click 1; sleep 2
        import -window root '$out/ticket_dialog_$lang.png'; kill \$pid"
    for view in graph curves table detail; do
        "$quantlens" snapshot "$workspace" --view $view --size 1400x800 -o "$out/${view}_$lang.png"
    done
    # What running the models measures: the Layers view's gain and isolated-cos columns and the
    # weights view on rec (where one tensor's 16 bits matter), the plan view's prediction on det.
    rec="$build/realmodels/rec.quantlens.json"
    "$quantlens" snapshot "$rec" --measure --view table --size 1400x700 -o "$out/table_measured_$lang.png"
    "$quantlens" snapshot "$rec" --measure --view weights --size 1400x700 -o "$out/weights_$lang.png"
    # Find plan (Ctrl+Shift+F, Return searches) over the window once the models are measured.
    export XDG_CONFIG_HOME="$tmp/config-$lang-findplan"
    xvfb-run -a -s "-screen 0 1400x900x24" bash -c "
        '$quantlens' '$workspace' & pid=\$!
        w=\$(xdotool search --sync --onlyvisible --name QuantLens | head -1)
        xdotool windowmove \$w 0 0 windowsize \$w 1400 900 >/dev/null
        sleep 30; xdotool windowfocus --sync \$w key ctrl+shift+f; sleep 2
        d=\$(xdotool search --sync --onlyvisible --name 'Find plan|查找方案' | head -1)
        xdotool windowfocus --sync \$d key Return; sleep 30
        import -window root '$out/find_plan_$lang.png'; kill \$pid"
    # The Problems view is empty on the demo: show it on the demo's dumps given the wrong way round.
    "$quantlens" snapshot "$workspace" --view problems --size 1400x500 -o "$out/problems_$lang.png" \
        --float-dump "$build/realmodels/det/quant_dump" --quant-dump "$build/realmodels/det/float_dump" 2>/dev/null
    # The inspection views on the U-Net-style fixture, whose decoder shows what they are for.
    unet="$build/realmodels/unet.quantlens.json"
    "$quantlens" snapshot "$unet" --view inspector --size 1500x650 -o "$out/inspector_$lang.png"
    "$quantlens" snapshot "$unet" --view outliers --size 1200x750 -o "$out/outliers_$lang.png"
    "$quantlens" snapshot "$unet" --view histograms --size 1100x800 -o "$out/histograms_$lang.png"
done
ls -la "$out"
