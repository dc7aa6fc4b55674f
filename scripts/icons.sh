#!/usr/bin/env bash
# Renders Tessera's icon, drawn as SVG in src-tauri/icons/, to every file the bundles need:
# PNGs, a multi-size .ico (Windows) and .icns (macOS). The 16 and 32 px sizes come from a
# simplified drawing that still reads at that size. Needs rsvg-convert (librsvg2-bin),
# ImageMagick and png2icns (icnsutils); the results are committed, so builds do not need them.
set -euo pipefail
cd "$(dirname "$0")/../src-tauri/icons"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

render() { # size, output
  local src=icon.svg
  [ "$1" -le 32 ] && src=icon-small.svg
  rsvg-convert -w "$1" -h "$1" "$src" -o "$tmp/raw.png"
  convert "$tmp/raw.png" "PNG32:$2"
}

for s in 16 24 32 48 64 128 256 512 1024; do render "$s" "$tmp/$s.png"; done
cp "$tmp/32.png" 32x32.png
cp "$tmp/128.png" 128x128.png
cp "$tmp/256.png" 128x128@2x.png
cp "$tmp/512.png" icon.png
convert "$tmp/16.png" "$tmp/24.png" "$tmp/32.png" "$tmp/48.png" "$tmp/64.png" "$tmp/256.png" icon.ico
png2icns icon.icns "$tmp/16.png" "$tmp/32.png" "$tmp/48.png" "$tmp/128.png" "$tmp/256.png" "$tmp/512.png" "$tmp/1024.png" >/dev/null
ls -l 32x32.png 128x128.png 128x128@2x.png icon.png icon.ico icon.icns
