#!/bin/bash
# Generates the synthetic QDQ case, runs `quantlens report` in all three formats and checks the
# JSON against numpy. Usage: report_matches_numpy.sh QUANTLENS PYTHON TESTS_DIR WORK_DIR
set -euo pipefail
quantlens=$1 python=$2 tests=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
"$python" "$tests/data/generators/synthetic_case.py" "$work/case"
args=(--float "$work/case/float.onnx" --quant "$work/case/quant.onnx"
      --float-dump "$work/case/float_dump" --quant-dump "$work/case/quant_dump" --quiet)
"$quantlens" report "${args[@]}" --format json -o "$work/report.json"
"$quantlens" report "${args[@]}" -o "$work/report.csv"   # format from the file name
"$quantlens" report "${args[@]}" --format md > "$work/report.md"
"$python" "$tests/e2e/check_report_against_numpy.py" "$work/case" "$work/report.json"
# The three formats describe the same rows.
json_rows=$("$python" -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["tensors"]))' "$work/report.json")
csv_rows=$("$python" -c 'import csv,sys; print(sum(1 for _ in csv.DictReader(open(sys.argv[1]))))' "$work/report.csv")
[ "$json_rows" = "$csv_rows" ] || { echo "FAIL: JSON has $json_rows rows, CSV $csv_rows"; exit 1; }
grep -q '^## Summary' "$work/report.md" || { echo "FAIL: Markdown report has no summary"; exit 1; }
grep -q 'final output `logits`' "$work/report.md" || { echo "FAIL: Markdown report lacks the final output"; exit 1; }
echo "report formats agree: $json_rows rows"
# The runs swapped: the raw uint8 input now sits in the reference and must be dequantized too.
"$quantlens" report --float "$work/case/float.onnx" --quant "$work/case/quant.onnx" --quiet \
    --float-dump "$work/case/quant_dump" --quant-dump "$work/case/float_dump" --format json -o "$work/swapped.json"
"$python" - "$work/report.json" "$work/swapped.json" <<'PY'
import json, sys
direct = {t["tensor"]: t["runs"][0] for t in json.load(open(sys.argv[1]))["tensors"]}
swapped = {t["tensor"]: t["runs"][0] for t in json.load(open(sys.argv[2]))["tensors"]}
# cosine is symmetric, so swapping the runs must not change it
bad = [n for n in ("x", "add1", "logits") if swapped[n]["cosine"] is None or abs(direct[n]["cosine"] - swapped[n]["cosine"]) > 1e-9]
if bad:
    sys.exit("FAIL: swapping reference and candidate changed the cosine of %s" % bad)
print("swapped runs agree (integer reference dequantized)")
PY
