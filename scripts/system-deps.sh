#!/usr/bin/env bash
# Installs the Debian packages the test suite drives when they are missing: Chromium's headless shell for the browser
# tests and the full Chromium for the bench (both built from Debian's chromium package, ADR 287),
# xmllint and unzip for package validation, a CJK font so the Japanese screens are drawn in Japanese (ADR 179).
# Never downloads a browser of its own.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
# Optional: without it Japanese shows as boxes in screenshots; the tests still measure the same widths.
if [ "$(id -u)" -eq 0 ] && command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=ja 2>/dev/null)" ]; then
  missing+=(fonts-noto-cjk)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing ${missing[*]} with apt-get..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
