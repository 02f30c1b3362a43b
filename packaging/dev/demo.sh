#!/bin/bash
# Installs what is missing, builds (Release), prepares the demo workspace and opens it in the
# analyzer window: PaddleOCR's PP-OCRv4 text detector, its QDQ quantization and both runs' dumps of
# one rendered text page (tests/realmodels builds them once, in the build tree).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
quantlens_install_deps
quantlens_build
demo="$QUANTLENS_BUILD_DIR/realmodels"
/usr/bin/python3 "$QUANTLENS_ROOT/tests/realmodels/generate.py" "$demo"
quantlens="$QUANTLENS_BUILD_DIR/app/quantlens"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "No display here: printing the demo's report instead (run on a desktop, or under xvfb-run, for the window)."
    exec "$quantlens" report --float "$demo/det/float.onnx" --quant "$demo/det/quant.onnx" \
        --float-dump "$demo/det/float_dump" --quant-dump "$demo/det/quant_dump" --format md
fi
exec "$quantlens" "$demo/det.quantlens.json" "$@"
