#!/bin/sh
# Runs one libFuzzer harness from its seeds and regression inputs for a while (ctest's fuzz label).
# Usage: run_fuzzer.sh FUZZER SEEDS REGRESSIONS WORK SECONDS [DICTIONARY]
# QUANTLENS_FUZZ_SECONDS overrides SECONDS for longer runs on demand. New inputs the fuzzer finds go
# to WORK/corpus; a crash leaves its input in WORK/artifacts/ (copy it to REGRESSIONS to keep it).
set -eu
fuzzer=$1 seeds=$2 regressions=$3 work=$4
seconds=${QUANTLENS_FUZZ_SECONDS:-$5}
dictionary=${6:-}
rm -rf "$work"
mkdir -p "$work/corpus" "$work/artifacts" "$work/tmp"
set -- -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/"
[ -n "$dictionary" ] && set -- "$@" -dict="$dictionary"
set -- "$@" "$work/corpus" "$seeds"
# Every crash found so far is replayed first: a regression fails the run at once.
[ -d "$regressions" ] && set -- "$@" "$regressions"
# The harnesses write their inputs under TMPDIR: keep them in the build tree.
TMPDIR="$work/tmp" exec "$fuzzer" "$@"
