#!/bin/bash
# Installs what is missing, builds and runs every test: the Release tree (everything), then the
# fuzz tree (clang, ASan + UBSan): the core and parser tests under the sanitizers and each fuzz
# harness for 30 s from its seeds and regression inputs. Arguments go to both ctest runs.
# Exit status: non-zero when either run failed.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
quantlens_install_deps
quantlens_build "$QUANTLENS_PRESET"
cd "$QUANTLENS_ROOT"
status=0
ctest --preset "$QUANTLENS_PRESET" -j"$(nproc)" "$@" || status=$?
quantlens_build fuzz
cd "$QUANTLENS_ROOT"
ctest --preset fuzz -j"$(nproc)" "$@" || status=$?
exit "$status"
