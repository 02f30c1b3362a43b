#!/bin/bash
# Installs what is missing, builds and runs every test: the Release tree (everything), then the
# fuzz tree (clang, ASan + UBSan): the core and parser tests under the sanitizers and each fuzz
# harness for 30 s from its seeds and regression inputs. Arguments go to both ctest runs.
# Exit status: non-zero when either run failed.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
quantlens_install_deps
quantlens_warn_if_disk_is_short 10
quantlens_build "$QUANTLENS_PRESET"
cd "$QUANTLENS_ROOT"
status=0
e2e_work="$QUANTLENS_BUILD_DIR/tests/e2e/work"
if ctest --preset "$QUANTLENS_PRESET" -j"$(nproc)" "$@"; then
    # The end-to-end outputs (about 3.5 GB) are only worth keeping to debug a failure; the fuzz tree
    # is built next on the same disk.
    rm -rf "$e2e_work"
else
    status=$?
    echo "The end-to-end tests' outputs are kept in $e2e_work" >&2
fi
quantlens_build fuzz
cd "$QUANTLENS_ROOT"
ctest --preset fuzz -j"$(nproc)" "$@" || status=$?
exit "$status"
