#!/usr/bin/env bash
# Installs the Debian packages Flywheel needs, only if some are missing; silent when all are there.
# Used by `make run` and `make test` (and so by CI), so a fresh machine needs nothing by hand.
set -euo pipefail
# The text path: HarfBuzz (shaping), FriBidi (bidirectional order), fontconfig (fallback fonts),
# FreeType (glyphs by id); and fonts for Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari and Thai
# (fonts-noto-core), Chinese, Japanese and Korean (fonts-noto-cjk), and colour emoji.
# Accessibility (docs/accessibility-bridge.md): ATK and atk-bridge (the AT-SPI 2 bridge), and for
# its test a D-Bus session, the accessibility bus (at-spi2-core) and pyatspi to read it.
# Chromium: the test that opens report.html (harness merge, docs/ci.md) headless. PyYAML: the
# test that reads docs/ci.md's CI recipes (scripts/check-ci-recipes.py). valgrind: CI's frame-cost
# check counts each benchmark frame's instructions with callgrind (make bench-instructions,
# docs/benchmarks.md).
PACKAGES=(libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev fonts-dejavu-core xvfb xauth chromium
  libharfbuzz-dev libfribidi-dev libfontconfig-dev libfreetype-dev
  fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
  libatk1.0-dev libatk-bridge2.0-dev at-spi2-core dbus python3-pyatspi python3-yaml valgrind)
# Ubuntu has no `chromium` package (`chromium-browser` only installs a snap): there the browser is
# left out, and the report-page tests use Google Chrome where the machine has it (GitHub's Ubuntu
# runners do) and skip, saying so, where it has none.
if grep -qs '^ID=ubuntu' /etc/os-release; then
  PACKAGES=("${PACKAGES[@]/chromium}")
fi
missing=()
for p in "${PACKAGES[@]}"; do
  [ -n "$p" ] || continue
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "install-deps: missing packages: ${missing[*]} (run as root or install sudo)" >&2; exit 1
  fi
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
