#!/usr/bin/env bash
# Checks that a Windows build of Tessera carries what Windows shows of it: the icon (every image
# of src-tauri/icons/icon.ico, byte for byte, as the group icon Explorer and the taskbar use)
# and the version resource (name, version and copyright from Cargo.toml and tauri.conf.json).
#   scripts/platform/check-exe.sh EXE
set -euo pipefail
exe=$1
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "check-exe: $exe: $*" >&2; exit 1; }

wrestool -x --type=group_icon "$exe" -o "$tmp/embedded.ico" 2>/dev/null || true
[ -s "$tmp/embedded.ico" ] || fail "no group icon resource"
want=$(icotool -l src-tauri/icons/icon.ico | wc -l)
got=$(icotool -l "$tmp/embedded.ico" | wc -l)
[ "$want" = "$got" ] || fail "the icon has $got images, icon.ico $want"
for i in $(seq 1 "$want"); do
  a=$(icotool -x -i "$i" -o - src-tauri/icons/icon.ico | md5sum)
  b=$(icotool -x -i "$i" -o - "$tmp/embedded.ico" | md5sum)
  [ "$a" = "$b" ] || fail "icon image $i differs from icon.ico's"
done

version=$(sed -n 's/^version = "\(.*\)"/\1/p' src-tauri/Cargo.toml | head -n 1)
copyright=$(sed -n 's/.*"copyright": "\(.*\)".*/\1/p' src-tauri/tauri.conf.json)
wrestool -x --raw --type=version "$exe" > "$tmp/version.bin" 2>/dev/null || fail "no version resource"
strings=$(python3 -c 'import sys; print("\n".join(s for s in open(sys.argv[1], "rb").read().decode("utf-16-le", "replace").split("\0") if s.strip()))' "$tmp/version.bin")
for pair in "ProductName=Tessera" "FileDescription=Tessera" "FileVersion=$version" "ProductVersion=$version" "LegalCopyright=$copyright"; do
  key=${pair%%=*}
  value=${pair#*=}
  # In the resource a key's string is followed by its value's.
  printf '%s\n' "$strings" | grep -A1 -F "$key" | tail -n 1 | grep -qxF "$value" || fail "$key is not \"$value\""
done
echo "check-exe: $exe has the icon ($want images) and version $version"
