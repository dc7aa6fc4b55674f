#!/usr/bin/env bash
# The tests a Windows or a macOS machine runs natively: the check workflow's windows and macos
# jobs (hosted runners; Git Bash on Windows). On Linux, scripts/test.sh runs all of these and
# more, and scripts/test-platforms.sh builds and tests for the other two from there.
#
#   1. The engine's and the command layer's tests, Tauri's mock runtime included:
#      `cargo test --workspace` (the end-to-end tests need the e2e-hooks feature, so it leaves
#      them out).
#   2. The page's logic, node's test runner.
#   3. Windows only: the end-to-end suite in the real app and the real WebView2, through
#      tauri-driver and Microsoft Edge WebDriver of the runtime's version. macOS has no
#      WebDriver for WKWebView (tauri-driver serves Linux and Windows only).
#
# Linux's desktop tests stay Linux's: e2e_desktop (the toolkit's accelerators typed with
# xdotool, the window manager's close), e2e_hidpi (GDK_SCALE), e2e_theme_live (an XSETTINGS
# daemon), e2e_language and the two regional-format tests of e2e_records (the desktop's
# LANGUAGE and LC_ALL). Windows' own language and regional format are read in
# scripts/test-platforms.sh under Wine, as a German Windows names them.
set -euo pipefail
cd "$(dirname "$0")/.."

case "$(uname -s)" in
  MINGW* | MSYS* | CYGWIN*) system=windows ;;
  Darwin) system=macos ;;
  *) echo "scripts/test-native.sh is for Windows and macOS; on Linux run scripts/test.sh"; exit 2 ;;
esac
log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "== engine, CLI and commands ($system)"
cargo test --workspace 2>&1 | tee -a "$log"

echo "== page logic"
# shellcheck disable=SC2046 # one argument per test file
node --test $(find ui src-tauri/src -name "*.test.js" | sort) 2>&1 | tee -a "$log"

if [ "$system" = windows ]; then
  echo "== end to end: the real app in WebView2, through tauri-driver and msedgedriver"
  cargo install tauri-driver --locked --version '^2'
  drivers="$(pwd)/target/webdriver"
  bash scripts/platform/msedgedriver.sh "$drivers"
  export PATH="$drivers:$HOME/.cargo/bin:$PATH"
  npm ci --prefix src-tauri/tests/axe --no-audit --no-fund --loglevel=error
  suites=(axe catalogue fifteen fifteen_clipboard fifteen_latency fifteen_schemes fifteen_sizes focus guidance
    help keys layout minesweeper practice records replay screen_reader sessions solver theme video zoom)
  args=()
  for suite in "${suites[@]}"; do args+=(--test "e2e_$suite"); done
  cargo test -p tessera-app --features e2e-hooks "${args[@]}" -- --nocapture \
    --skip dates_and_numbers_follow_the_systems_locale --skip a_long_history_says_what_is_being_done_and_groups_its_counts 2>&1 | tee -a "$log"
fi

awk '/^test result:/ { p += $4; f += $6 } /^# pass / { p += $3 } /^# fail / { f += $3 }
     END { printf "all tests: %d passed, %d failed\n", p, f }' "$log"
