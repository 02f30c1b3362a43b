# Shared by demo.sh and test.sh: install what is missing, then configure and build once.
# shellcheck shell=bash
set -euo pipefail

QUANTLENS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
QUANTLENS_PRESET=${QUANTLENS_PRESET:-release}
QUANTLENS_BUILD_DIR="$QUANTLENS_ROOT/build/$QUANTLENS_PRESET"

# Debian 12 / Ubuntu package names. Python, Node and the fonts are test and demo tooling only:
# they build the real-model fixtures (tests/realmodels); the application needs none of them.
QUANTLENS_PACKAGES=(
    build-essential cmake ninja-build pkg-config ccache
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-l10n-tools qt6-translations-l10n qt6-svg-dev
    libqcustomplot-dev
    nlohmann-json3-dev libeigen3-dev libonnx-dev libprotobuf-dev protobuf-compiler libzip-dev libisal-dev
    libgtest-dev libgmock-dev
    python3 python3-numpy python3-onnx python3-pil fonts-noto-cjk
)
# A machine may already have Node from elsewhere; Debian's nodejs/npm would conflict with it.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    QUANTLENS_PACKAGES+=(nodejs npm)
fi

quantlens_install_deps() {
    local missing=()
    for p in "${QUANTLENS_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        return 0
    fi
    echo "Installing: ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

quantlens_build() {
    cd "$QUANTLENS_ROOT"
    if [ ! -f "$QUANTLENS_BUILD_DIR/build.ninja" ]; then
        cmake --preset "$QUANTLENS_PRESET"
    fi
    cmake --build --preset "$QUANTLENS_PRESET" -j"$(nproc)"
}
