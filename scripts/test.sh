#!/usr/bin/env bash
# Runs every test Tessera has: the engine's (rules, generation, properties, the CLI contract),
# the command layer's (Tauri's mock runtime) and the end-to-end tests, which drive the real app
# in the real webview through tauri-driver and WebKitWebDriver under Xvfb.
# Installs what is missing first (see scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --test
export PATH="$HOME/.cargo/bin:$PATH"
# Every run builds the whole workspace: incremental compilation only speeds up the next build
# after an edit, and made a cold build of the engine a third slower (38 s against 27 s here).
export CARGO_INCREMENTAL=${CARGO_INCREMENTAL:-0}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Every Rust test below, and the benchmarks, come from one build: built one package at a time,
# the app's dependencies turn on more features of the crates it shares with the engine (serde_json,
# chrono ...), so the engine and those crates were built twice. The benchmarks are compiled in
# the test profile (the engine optimised, as in every test), not run: `cargo bench` compiled the
# whole graph a third time, optimised, only to prove they compile.
echo "== build: the engine and CLI, the app with its test hooks, their tests and the benchmarks"
queue=$(mktemp)
trap 'rm -f "$log" "$queue" "$queue.lock"' EXIT
# The test executables, in the order the lanes below take them (scripts/test-executables.py).
cargo test -p tessera -p tessera-app --features tessera-app/e2e-hooks --tests --benches --no-run \
    --message-format=json-render-diagnostics | python3 scripts/test-executables.py >"$queue"

echo "== page logic (node's test runner), in two time zones"
# The page formats moments in the local zone: its tests must hold in every one, so they run
# west of UTC and at a half-hour offset east of it.
for zone in America/New_York Asia/Kolkata; do
  echo "-- TZ=$zone"
  TZ=$zone node --test $(find ui src-tauri/src -name "*.test.js" | sort) 2>&1 | tee -a "$log"
done

echo "== engine and CLI; app: commands (mock runtime) and end to end (real app under Xvfb)"
# axe-core, which e2e_axe injects into the webview to check every screen against WCAG 2.1 AA.
npm ci --prefix src-tauri/tests/axe --no-audit --no-fund --loglevel=error
# Two lanes side by side, each taking the next test executable off the queue (one end-to-end
# test uses under one core: it mostly waits for WebKit and the driver). Each lane has a display
# of its own, so that no window opens on a developer's desktop and one lane's pointer, keys and
# desktop settings never reach the other's app; and no session bus, so that one lane's app is
# never taken for a second instance of the other's. -noreset: Xvfb otherwise resets whenever its
# last client leaves (between two tests), and a client that connects meanwhile (the next app, a
# test's settings daemon) finds no display. The second lane's displays are numbered from 199, so
# the two never race for the same free number. The end-to-end tests need the app binary built
# above, with the hooks they read (`e2e-hooks`, which a player's build never has).
lane() { env -u DBUS_SESSION_BUS_ADDRESS xvfb-run -a "$@" -s "-screen 0 1280x800x24 -noreset" bash scripts/test-lane.sh "$queue" --nocapture; }
second=$(mktemp)
trap 'rm -f "$log" "$queue" "$queue.lock" "$second"; [ -z "${lane2:-}" ] || kill "$lane2" 2>/dev/null || true' EXIT
lane -n 199 >"$second" 2>&1 &
lane2=$!
status=0
lane 2>&1 | tee -a "$log" || status=$?
status2=0
wait "$lane2" || status2=$?
lane2=""
echo "-- the second lane"
tee -a "$log" <"$second"
[ "$status" = 0 ] && [ "$status2" = 0 ] || { echo "tests failed (lanes exited $status and $status2)"; exit 1; }

# One closing line for the whole run.
awk '/^test result:/ { p += $4; f += $6 } /^# pass / { p += $3 } /^# fail / { f += $3 }
     END { printf "all tests: %d passed, %d failed\n", p, f }' "$log"
