#!/bin/bash
# Installs what is missing, builds (Release), prepares the demo workspace and opens it.
# Until the analyzer window lands this prints the report of the demo data.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
quantlens_install_deps
quantlens_build
demo="$QUANTLENS_BUILD_DIR/demo"
if [ ! -f "$demo/case/quant.onnx" ]; then
    /usr/bin/python3 "$QUANTLENS_ROOT/tests/data/generators/synthetic_case.py" "$demo/case"
fi
exec "$QUANTLENS_BUILD_DIR/app/quantlens" report --float "$demo/case/float.onnx" --quant "$demo/case/quant.onnx" \
    --float-dump "$demo/case/float_dump" --quant-dump "$demo/case/quant_dump" --format md "$@"
