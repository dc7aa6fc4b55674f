#!/usr/bin/env bash
# Windows and macOS, proven from this Linux machine on every change (CI runs it after
# scripts/test.sh). Installs what it needs first (scripts/setup.sh --platforms).
#
#   1. Windows: the engine and the CLI built for x86_64-pc-windows-gnu and their whole test suite
#      (unit, integration, CLI contract, properties) run under Wine. Optimised: the solver's
#      statistical tests take minutes even so.
#   2. Windows: clippy of the engine and the app, warnings denied; the app (tessera.exe) built and
#      checked for its icon and version resources, then started under Wine, which has no WebView2
#      runtime: it must say so in a message box and exit with code 1 once the box is closed.
#   3. macOS: clippy of the engine and the app for aarch64 and x86_64, warnings denied. Only a
#      type-check: a stand-in C compiler (scripts/platform/stand-in-cc) answers the build script
#      that compiles Objective-C against the macOS SDK, which no Linux machine has.
#   4. The workflows in .github/workflows: actionlint and zizmor.
#
# The Windows tests run one executable, one test at a time (below), on one core: the stages
# that only compile (2's build and 3) run beside them on the other, and 2's starts under Wine
# follow once they are done. Each stage prints its time; the last line says how many passed.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --platforms
export PATH="$HOME/.cargo/bin:$PATH"
# Every run builds the whole workspace: incremental compilation only speeds up the next build
# after an edit, and made a cold build of the engine a third slower (38 s against 27 s here).
export CARGO_INCREMENTAL=${CARGO_INCREMENTAL:-0}
rustup target add x86_64-pc-windows-gnu aarch64-apple-darwin x86_64-apple-darwin >/dev/null

root=$(pwd)
work="$root/target/platforms"
mkdir -p "$work"
passed=0
stage() { echo; echo "== $1"; stage_start=$(date +%s); }
done_stage() { passed=$((passed + 1)); echo "-- passed in $(( $(date +%s) - stage_start )) s"; }

# --- Wine, for the Windows executables -------------------------------------------------------
# A prefix of our own, under target/ (a developer's ~/.wine is left alone); no Mono or Gecko
# installers (mscoree, mshtml), and no debug chatter but the loader's and the process
# creator's errors: a child process Wine fails to start (records_log_kill's children, which
# pass their stderr through) then says why.
export WINEPREFIX="$work/wine-prefix" WINEDEBUG=-all,err+module,err+process WINEARCH=win64
export WINEDLLOVERRIDES="bcryptprimitives=n,b;mscoree=;mshtml="
# Rust's standard library loads ProcessPrng from bcryptprimitives.dll, which Wine 8's built-in
# copy lacks: a stand-in of ours (scripts/platform/bcryptprimitives.c) comes first on the path.
x86_64-w64-mingw32-gcc -O2 -shared -o "$work/bcryptprimitives.dll" scripts/platform/bcryptprimitives.c -ladvapi32
export WINEPATH="Z:${work//\//\\}"
[ -d "$WINEPREFIX/drive_c" ] || wineboot --init >/dev/null 2>&1
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER=wine

stage "Windows: engine and CLI tests under Wine (built; run beside the next stages)"
# One test at a time: under Wine two test threads ran far slower than one (the library's tests
# took 666 s on two threads and 259 s on one here; each of the slow solver tests alone is within
# 1.2-1.6 times its Linux time), so they run one after another.
# One Wine server for all the test executables: left to itself, each one's Wine starts a server
# that lingers a few seconds after it ends, and the next executable, started while that server
# shut down, once exited with status 1 before its first line (records_store, 2026-11-26).
# The output goes to a file, not a pipe: Wine's own processes (services.exe, winedevice.exe),
# started by the first executable, live as long as the server and hold its output open, so a
# reader of a pipe would wait for them forever.
# The executables are run here, not by `cargo test`: a cargo started beside the builds below
# could wait for their lock on the target directory before running anything. Each runs from
# the package's root, as cargo runs it.
cargo test -p tessera --target x86_64-pc-windows-gnu --release --no-run --message-format=json-render-diagnostics \
  | python3 scripts/test-executables.py >"$work/windows-tests.list"
wineserver -k 2>/dev/null || true
wineserver -p
trap 'wineserver -k 2>/dev/null || true; [ -z "${wine_tests:-}" ] || kill "$wine_tests" 2>/dev/null || true' EXIT
# On a display of its own, as Windows always has one: every test executable loads user32 (the
# known-folders crate brings in shell32), whose start asks Wine for the desktop, and with no
# display Wine's desktop process (explorer.exe) failed to start on every fresh server. Twice
# an executable exited with status 1 before its first line (about one start in 2,000 here,
# always without a display); with one, explorer starts and Wine reports no error at all.
# Every error Wine itself sees is printed (all its err channels, quiet on a passing run).
# The video readers' fuzz test reads 1,000 damaged copies of each sample here, not Linux's
# 10,000: the first 1,000 of the same seeded stream, so the rest would only repeat on Windows
# what Linux proves (each read's thread, started by Wine, made it two minutes of this run).
TESSERA_VIDEO_FUZZ=1000 WINEDEBUG=-all,err+all xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash -c '
  while read -r _ exe; do
    echo "     Running ${exe#$PWD/}"
    wine "$exe" --test-threads=1 </dev/null || exit
  done' <"$work/windows-tests.list" >"$work/windows-tests.log" 2>&1 &
wine_tests=$!
windows_tests_start=$stage_start
echo "-- running beside the next stages"

stage "Windows: clippy (engine and app, warnings denied)"
cargo clippy --workspace --all-targets --features tessera-app/e2e-hooks --target x86_64-pc-windows-gnu -- -D warnings
done_stage

stage "Windows: tessera.exe built, its resources, and the locale tests built"
cargo build -p tessera-app --target x86_64-pc-windows-gnu
exe="target/x86_64-pc-windows-gnu/debug/tessera.exe"
bash scripts/platform/check-exe.sh "$exe"
cargo test -p tessera-app --lib --target x86_64-pc-windows-gnu --no-run
done_stage

# --- macOS ---------------------------------------------------------------------------------
stage "macOS: clippy for aarch64 and x86_64 (warnings denied)"
sdk="$work/no-macos-sdk"   # cc reads SDKROOT instead of asking xcrun; any existing folder will do
mkdir -p "$sdk"
for target in aarch64-apple-darwin x86_64-apple-darwin; do
  var=${target//-/_}
  env "CC_$var=$root/scripts/platform/stand-in-cc" "CXX_$var=$root/scripts/platform/stand-in-cc" \
      "AR_$var=$root/scripts/platform/stand-in-cc" SDKROOT="$sdk" MACOSX_DEPLOYMENT_TARGET=10.15 \
      cargo clippy --workspace --all-targets --features tessera-app/e2e-hooks --target "$target" -- -D warnings
done
done_stage

stage "Windows: the engine and CLI tests' results"
stage_start=$windows_tests_start
status=0
wait "$wine_tests" || status=$?
wine_tests=""
cat "$work/windows-tests.log"
[ "$status" = 0 ] || { echo "windows tests failed (exit $status)"; exit "$status"; }
# The app's start below runs on a display of its own: a fresh server and desktop for it.
wineserver -k 2>/dev/null || true
trap - EXIT
awk '/^test result:/ { p += $4; f += $6 } END { printf "windows tests: %d passed, %d failed\n", p, f }' "$work/windows-tests.log"
done_stage

stage "Windows: tessera.exe's start without WebView2, and the user's locale"
bash scripts/platform/wine-start.sh "$exe" "$work"
# The same on a Chinese Windows: the box speaks the system's language (l10n/system.rs).
LC_ALL=zh_CN.UTF-8 bash scripts/platform/wine-start.sh "$exe" "$work" "Tessera 无法启动" "需要 Microsoft Edge WebView2 运行时" windows-no-webview2-zh
# The player's regional format and display language as Windows names them
# (commands/locale.rs, l10n/system.rs): Wine takes the user's locale and UI language from the
# environment, here German; the tests print the tags they read. The app's test binary needs
# WebView2Loader.dll, which the build put beside tessera.exe.
status=0
WINEPATH="$WINEPATH;Z:${root//\//\\}\\target\\x86_64-pc-windows-gnu\\debug" LC_ALL=de_DE.UTF-8 \
  cargo test -p tessera-app --lib --target x86_64-pc-windows-gnu -- --nocapture locale language >"$work/windows-locale.log" 2>&1 || status=$?
wineserver -k 2>/dev/null || true
cat "$work/windows-locale.log"
[ "$status" = 0 ] || { echo "windows locale tests failed (exit $status)"; exit "$status"; }
grep -q "system locale: de-DE" "$work/windows-locale.log" || { echo "windows: the German user locale was not read as de-DE"; exit 1; }
grep -q "system language: de" "$work/windows-locale.log" || { echo "windows: the German display language was not read as de"; exit 1; }
done_stage

# --- The release workflow -------------------------------------------------------------------
stage "Workflows: actionlint and zizmor"
venv="$work/lint-venv"
[ -x "$venv/bin/zizmor" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q -r scripts/platform/lint-requirements.txt; }
"$venv/bin/actionlint" -no-color .github/workflows/*.yml
"$venv/bin/zizmor" --offline --no-progress .github/workflows/
done_stage

echo
echo "platforms: $passed passed, 0 failed"
