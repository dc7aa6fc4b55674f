#!/usr/bin/env bash
# Builds Tessera's Linux bundles (.deb and .rpm) with the Tauri CLI (its version is pinned in
# scripts/versions.env), installs the .deb as a user would, checks its .desktop entry and
# icons, checks that the installed binary has none of the end-to-end tests' hooks, reports sizes, and
# removes the package again.
# AppImage is left to the release pipeline: its tools are downloaded at build time.
# Needs root or sudo (apt-get). Takes about 15 minutes the first time (the CLI and a release
# build), a few minutes after.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
export PATH="$HOME/.cargo/bin:$PATH"
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"

source scripts/versions.env
if ! cargo tauri --version 2>/dev/null | grep -qx "tauri-cli $TAURI_CLI_VERSION"; then
  echo "package: installing the Tauri CLI $TAURI_CLI_VERSION"
  cargo install tauri-cli --locked --version "=$TAURI_CLI_VERSION"
fi

cargo tauri build --bundles deb,rpm
bundle=target/release/bundle
deb=$(ls "$bundle"/deb/*.deb)
rpm=$(ls "$bundle"/rpm/*.rpm)

echo "== install $deb"
# What a desktop has that registers a package's MIME types and desktop file (their dpkg
# triggers run when the .deb is installed).
$sudo_cmd apt-get install -y -q shared-mime-info desktop-file-utils >/dev/null
$sudo_cmd apt-get install -y -q "./$deb" >/dev/null
trap '$sudo_cmd apt-get remove -y -q tessera >/dev/null 2>&1 || true' EXIT

echo "== desktop entry and icons"
desktop=/usr/share/applications/Tessera.desktop
test -f "$desktop" || { echo "package: no $desktop"; exit 1; }
grep -q '^Exec=tessera' "$desktop" || { echo "package: $desktop does not run tessera"; cat "$desktop"; exit 1; }
grep -q '^Categories=.*Game' "$desktop" || { echo "package: $desktop is not in the Game category"; exit 1; }
echo "== video files open in Tessera"
grep -q '^Exec=tessera %F$' "$desktop" || { echo "package: $desktop does not hand files to tessera"; cat "$desktop"; exit 1; }
for ext in avf rmv evf mvf; do
  type="application/x-minesweeper-$ext"
  grep -q "^MimeType=.*$type" "$desktop" || { echo "package: $desktop does not open $type"; exit 1; }
  grep -q "^$type:\*\.$ext$\|:$type:\*\.$ext$" /usr/share/mime/globs2 || { echo "package: .$ext is not $type in the MIME database"; exit 1; }
  grep -q "^$type=.*Tessera.desktop" /usr/share/applications/mimeinfo.cache || { echo "package: $type is not Tessera's in mimeinfo.cache"; exit 1; }
  echo "  .$ext: $type, opened by Tessera.desktop"
done
icons=$(find /usr/share/icons/hicolor -name 'tessera.png' | sort)
echo "$icons"
for size in 32x32 128x128 256x256@2; do
  echo "$icons" | grep -q "/$size/" || { echo "package: no $size icon installed"; exit 1; }
done

echo "== Chinese and Japanese glyphs"
# The catalogues' CJK languages need a CJK face: the packages recommend one, which apt installs
# with them by default.
dpkg-deb -f "$deb" Recommends | grep -q 'fonts-noto-cjk' || { echo "package: $deb recommends no CJK font"; exit 1; }
if command -v rpm >/dev/null; then
  rpm -qp --recommends "$rpm" 2>/dev/null | grep -q 'google-noto-sans-cjk-fonts' || { echo "package: $rpm recommends no CJK font"; exit 1; }
fi
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || { echo "package: installing $deb brought no CJK face"; exit 1; }
echo "  $(fc-match 'sans-serif:lang=zh-cn')"
grep -q '^GenericName\[zh_CN\]=' "$desktop" || { echo "package: $desktop has no Chinese name"; cat "$desktop"; exit 1; }

echo "== the installed binary has no test hooks"
# The end-to-end tests drive a build with them (scripts/test.sh); a player's has none.
if grep -qa '__tesseraHooks = true' /usr/bin/tessera; then echo "package: /usr/bin/tessera was built with e2e-hooks"; exit 1; fi
# Nor the pseudo-language of development builds (its name in the Language setting).
if grep -qa '\[Ƥšéûðö\]' /usr/bin/tessera; then echo "package: /usr/bin/tessera offers the pseudo-language"; exit 1; fi
echo "  none"

echo "== sizes"
ls -l target/release/tessera "$deb" "$rpm" | awk '{ printf "%10d  %s\n", $5, $9 }'
