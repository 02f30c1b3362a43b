#!/bin/bash
# Installs what is missing, builds (Release) and runs every test. Exit status: ctest's.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
quantlens_install_deps
quantlens_build
cd "$QUANTLENS_ROOT"
ctest --preset "$QUANTLENS_PRESET" -j"$(nproc)" "$@"
