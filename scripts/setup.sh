#!/usr/bin/env bash
# Installs what building, running and testing Tessera needs on Debian/Ubuntu, skipping
# whatever is already there so a second run takes a second.
#   scripts/setup.sh          packages to build and open the app
#   scripts/setup.sh --test   also Xvfb, the WebKit WebDriver and tauri-driver for end-to-end tests
#   scripts/setup.sh --platforms   also what scripts/test-platforms.sh needs: the mingw-w64 linker
#                                  and Wine for Windows, icoutils to read an .exe's resources
set -euo pipefail

want_test=0
want_platforms=0
[ "${1:-}" = "--test" ] && want_test=1
[ "${1:-}" = "--platforms" ] && want_platforms=1

sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "setup: not root and no sudo; install the packages listed in scripts/setup.sh by hand" >&2; exit 1; }
  sudo_cmd="sudo"
fi

packages=(libwebkit2gtk-4.1-dev build-essential ca-certificates curl wget file libxdo-dev libssl-dev
          libayatana-appindicator3-dev librsvg2-dev pkg-config)
# procps: the end-to-end harness stops the app's process tree with kill(1), which minimal
# images leave out. xsettingsd: e2e_theme_live changes the desktop's GTK theme while the app runs.
# python3-gi and GTK's introspection data: e2e_desktop's drag source drops a video on the window.
# fonts-noto-cjk: the Chinese (and later Japanese) screens drawn with the face the .deb
# recommends to players, not a fallback of other metrics.
[ "$want_test" = 1 ] && packages+=(xvfb xauth webkit2gtk-driver xdotool dbus-daemon procps xsettingsd python3-gi gir1.2-gtk-3.0 fonts-noto-cjk)
# Windows from Linux: mingw-w64 links (and windres embeds the icon and version), Wine runs the
# tests and the app, on a display of its own. wine64-preloader reserves the addresses Windows
# keeps fixed (the shared user data page at 0x7ffe0000 among them) before anything else is
# mapped: without it a randomized mapping now and then lands there and a process dies at its
# start ("failed to map the shared user data: c0000018").
[ "$want_platforms" = 1 ] && packages+=(gcc-mingw-w64-x86-64 wine wine64 wine64-preloader xvfb xauth xdotool icoutils)
# locales: the German locale Wine reads the Windows user's locale from (scripts/test-platforms.sh).
[ "$want_platforms" = 1 ] && packages+=(locales)
# actionlint checks the workflows' shell steps with shellcheck when it finds one.
[ "$want_platforms" = 1 ] && packages+=(shellcheck)
# node runs the page's own unit tests; a machine that has one already keeps it.
[ "$want_test" = 1 ] && ! command -v node >/dev/null 2>&1 && packages+=(nodejs)
# npm installs axe-core for the accessibility test (src-tauri/tests/axe).
[ "$want_test" = 1 ] && ! command -v npm >/dev/null 2>&1 && packages+=(npm)

missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $sudo_cmd apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q "${missing[@]}"
fi

# Wine takes the Windows user's locale from the environment through the C library, which knows
# only the locales generated: the Windows locale test runs with a German one.
has_german() { locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$'; }
if [ "$want_platforms" = 1 ] && ! has_german; then
  if [ -f /etc/locale.gen ] && grep -q 'de_DE.UTF-8 UTF-8' /etc/locale.gen; then
    $sudo_cmd sed -i 's/^# *de_DE.UTF-8 UTF-8/de_DE.UTF-8 UTF-8/' /etc/locale.gen   # Debian
    $sudo_cmd locale-gen >/dev/null
  fi
  has_german || $sudo_cmd locale-gen de_DE.UTF-8 >/dev/null   # Ubuntu
fi

if ! command -v cargo >/dev/null 2>&1; then
  if [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
  else
    echo "setup: installing the Rust toolchain with rustup"
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
    export PATH="$HOME/.cargo/bin:$PATH"
  fi
fi

# shellcheck source=versions.env
source "$(dirname "$0")/versions.env"
if [ "$want_test" = 1 ] && ! command -v tauri-driver >/dev/null 2>&1 && [ ! -x "$HOME/.cargo/bin/tauri-driver" ]; then
  echo "setup: installing tauri-driver $TAURI_DRIVER_VERSION"
  cargo install tauri-driver --locked --version "=$TAURI_DRIVER_VERSION"
fi
