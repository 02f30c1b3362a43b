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
    nlohmann-json3-dev libeigen3-dev libonnx-dev libprotobuf-dev protobuf-compiler libzip-dev libisal-dev liburing-dev
    libopencv-imgcodecs-dev libopencv-imgproc-dev
    libgtest-dev libgmock-dev
    python3 python3-numpy python3-opencv python3-onnx python3-protobuf python3-pil python3-yaml fonts-noto-cjk
    # The source format check (tests/check_format.py); a display that refuses us (tests/e2e/check_hostile.py).
    clang-format xvfb xauth
    # The fuzz tree: libFuzzer, ASan and UBSan come with clang's runtime.
    clang
    # The .deb: its man page from --help, and the checks of its desktop entry and metainfo.
    help2man groff-base desktop-file-utils appstream dpkg-dev
)
# clang's libFuzzer and sanitizer runtimes: a package of their own that clang only recommends, named
# differently across releases; installed when missing and the release has it.
QUANTLENS_OPTIONAL_PACKAGES=(libclang-rt-dev)
# The one-file HTML report is checked in a headless browser (tests/e2e/check_html_report.mjs): Debian's
# chromium; Ubuntu ships it as chromium-browser.
if grep -qs '^ID=ubuntu' /etc/os-release; then
    QUANTLENS_PACKAGES+=(chromium-browser)
else
    QUANTLENS_PACKAGES+=(chromium)
fi
# A machine may already have Node from elsewhere; Debian's nodejs/npm would conflict with it.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    QUANTLENS_PACKAGES+=(nodejs npm)
fi

quantlens_installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

# The fuzzer runtime is what the optional packages provide: looked for as a file, since apt's lists
# may be empty on a cleaned image.
quantlens_have_fuzzer_runtime() {
    compgen -G "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a" >/dev/null
}

# Optional packages not installed that this release's package lists know.
quantlens_missing_optional() {
    for p in "${QUANTLENS_OPTIONAL_PACKAGES[@]}"; do
        quantlens_installed "$p" || ! apt-cache show "$p" >/dev/null 2>&1 || echo "$p"
    done
}

quantlens_install_deps() {
    local missing=()
    for p in "${QUANTLENS_PACKAGES[@]}"; do
        quantlens_installed "$p" || missing+=("$p")
    done
    local optional
    optional=$(quantlens_missing_optional)
    if [ ${#missing[@]} -eq 0 ] && [ -z "$optional" ] && quantlens_have_fuzzer_runtime; then
        return 0
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Need root or sudo to install: ${missing[*]} $optional" >&2; exit 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q
    # shellcheck disable=SC2207 # package names have no spaces
    missing+=($(quantlens_missing_optional)) # a fresh machine's lists only know them now
    if [ ${#missing[@]} -eq 0 ]; then
        return 0
    fi
    echo "Installing: ${missing[*]}"
    "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# Configures (once) and builds a preset: the given one, else QUANTLENS_PRESET.
quantlens_build() {
    local preset=${1:-$QUANTLENS_PRESET}
    cd "$QUANTLENS_ROOT"
    if [ ! -f "$QUANTLENS_ROOT/build/$preset/build.ninja" ]; then
        cmake --preset "$preset"
    fi
    cmake --build --preset "$preset" -j"$(nproc)"
}

# A cold test run writes about 8 GB: the Release tree with the real-model fixtures and the end-to-end
# outputs, the fuzz tree and the compiler cache. Short of that, tests fail later on "No space left on
# device"; say so before spending the build time. A warning only: a warm tree needs much less.
quantlens_warn_if_disk_is_short() {
    local need_gib=$1 free_kib
    mkdir -p "$QUANTLENS_ROOT/build"
    free_kib=$(df -Pk "$QUANTLENS_ROOT/build" | awk 'NR == 2 { print $4 }')
    if [ "$free_kib" -lt $((need_gib * 1024 * 1024)) ]; then
        echo "Warning: $((free_kib / 1024 / 1024)) GiB free under $QUANTLENS_ROOT/build; a cold run of" \
            "every test needs about $need_gib GiB, and tests that write files will fail without it." >&2
    fi
}
