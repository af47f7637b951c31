#!/usr/bin/env bash
# Installs the Debian 12 packages Seneschal builds and tests with, and only those missing.
# Safe to run again: with everything present it does nothing and asks for no password.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  libwxgtk3.2-dev          # the desktop program
  libsqlitecpp-dev         # the campaign file (brings libsqlite3-dev)
  libpugixml-dev           # rules tables, scenarios, battle and outcome files
  libboost-date-time-dev   # calendar arithmetic where Boost's range allows it
  libcli11-dev             # seneschal-cli's argument parsing: subcommands, usage and exit codes
  nettle-dev               # SHA-256 of the rules files (check reports a change); group play's HMAC-SHA256
  chromium                 # group play: the dispatch page's orders form tested in a real browser
  libcairo2-dev libpango1.0-dev fonts-dejavu-core  # drawing/: the map and charts on the window,
                           # PNG and PDF (cairo), text laid out by pango in DejaVu Sans
  libturbojpeg0-dev        # a map picture that is a JPEG, read from the campaign file
  libgtest-dev libgmock-dev libbenchmark-dev
  sqlite3                  # the shell tests/data/hostile/make-campaigns.sh makes bad campaigns with
  xvfb xauth               # GUI tests and screenshots without a display
  clang-14 libclang-rt-14-dev  # the asan preset: ASan, UBSan and the libFuzzer harnesses
  clang-format-14          # the layout check (scripts/check-format.sh)
  llvm-14                  # llvm-symbolizer: sanitizer reports name functions and lines
  poppler-utils            # the PDF tests read reports back: pdfinfo, pdftotext, pdftoppm
  imagemagick              # `import` reads the screen for screenshots: wx's own capture under
                           # GTK 3 keeps returning the window's first picture
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "install-deps: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  fi
fi

echo "install-deps: installing ${missing[*]}"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
