#!/usr/bin/env bash
# Runs every test Tessera has: the engine's (rules, generation, properties, the CLI contract),
# the command layer's (Tauri's mock runtime) and the end-to-end tests, which drive the real app
# in the real webview through tauri-driver and WebKitWebDriver under Xvfb.
# Installs what is missing first (see scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --test
export PATH="$HOME/.cargo/bin:$PATH"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Every Rust test below, and the benchmarks, come from one build: built one package at a time,
# the app's dependencies turn on more features of the crates it shares with the engine (serde_json,
# chrono ...), so the engine and those crates were built twice. The benchmarks are compiled in
# the test profile (the engine optimised, as in every test), not run: `cargo bench` compiled the
# whole graph a third time, optimised, only to prove they compile.
rust=(-p tessera -p tessera-app --features tessera-app/e2e-hooks)
echo "== build: the engine and CLI, the app with its test hooks, their tests and the benchmarks"
cargo test "${rust[@]}" --tests --benches --no-run

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
# The end-to-end tests need the app binary built by the same command, with the hooks they read
# (`e2e-hooks`, which a player's build never has), and a display of their own so that no
# window opens on a developer's desktop. -noreset: Xvfb otherwise resets whenever its last client
# leaves (between two tests), and a client that connects meanwhile (the next app, a test's
# settings daemon) finds no display.
xvfb-run -a -s "-screen 0 1280x800x24 -noreset" cargo test "${rust[@]}" -- --nocapture 2>&1 | tee -a "$log"

# One closing line for the whole run.
awk '/^test result:/ { p += $4; f += $6 } /^# pass / { p += $3 } /^# fail / { f += $3 }
     END { printf "all tests: %d passed, %d failed\n", p, f }' "$log"
