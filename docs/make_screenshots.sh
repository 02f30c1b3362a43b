#!/bin/bash
# Regenerates docs/images: the window on the demo workspace (under Xvfb) and each view rendered by
# `quantlens snapshot`, in English and Simplified Chinese. Needs xvfb, xauth and imagemagick.
# Usage: docs/make_screenshots.sh [BUILD_DIR]   (default build/release; run packaging/dev/demo.sh first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
quantlens="$build/app/quantlens"
demo="$build/realmodels"
out="$root/docs/images"
selected=p2o.Mul.163
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The demo workspace with a layer selected, so the detail panel has something to show.
sed "s/\"selected_tensor\": \"\"/\"selected_tensor\": \"$selected\"/" "$demo/det.quantlens.json" > "$demo/screenshot.quantlens.json"
for lang in en_US zh_CN; do
    export XDG_CONFIG_HOME="$tmp/config-$lang" QUANTLENS_LANG=$lang
    xvfb-run -a -s "-screen 0 1400x900x24" bash -c "
        '$quantlens' '$demo/screenshot.quantlens.json' & pid=\$!
        sleep 6; import -window root '$out/window_$lang.png'; kill \$pid"
    for view in graph curves table detail; do
        xvfb-run -a env QT_QPA_PLATFORM=xcb "$quantlens" snapshot "$demo/screenshot.quantlens.json" \
            --view $view --select $selected --size 1400x800 -o "$out/${view}_$lang.png"
    done
done
rm -f "$demo/screenshot.quantlens.json"
ls -la "$out"
