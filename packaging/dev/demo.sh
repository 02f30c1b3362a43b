#!/bin/bash
# Installs what is missing, builds (Release), prepares the demo workspace and opens it: PaddleOCR's
# PP-OCRv4 text detector, its QDQ quantization and both runs' dumps of one rendered text image
# (tests/realmodels builds them once, in the build tree). Until the analyzer window lands this
# prints the report of the demo data.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
quantlens_install_deps
quantlens_build
demo="$QUANTLENS_BUILD_DIR/realmodels"
/usr/bin/python3 "$QUANTLENS_ROOT/tests/realmodels/generate.py" "$demo"
exec "$QUANTLENS_BUILD_DIR/app/quantlens" report --float "$demo/det/float.onnx" --quant "$demo/det/quant.onnx" \
    --float-dump "$demo/det/float_dump" --quant-dump "$demo/det/quant_dump" --format md "$@"
