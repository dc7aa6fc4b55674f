#!/usr/bin/env bash
# Runs the end-to-end suite N times in a row (default 20) on this machine, as a flakiness
# check: a run is green when every end-to-end test passes. Prints one line per run and, last,
# `soak: K/N runs green`; keeps the log of every red run in soak-logs/. Exit code 1 if any run
# was red.
#   scripts/soak.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-20}"
case "$runs" in ''|*[!0-9]*) echo "usage: scripts/soak.sh [N]  (N runs, default 20)" >&2; exit 2 ;; esac

bash scripts/setup.sh --test
export PATH="$HOME/.cargo/bin:$PATH"
tests=()
for f in src-tauri/tests/e2e_*.rs; do tests+=(--test "$(basename "$f" .rs)"); done
# Built once, before the clock of the first run starts.
cargo test -p tessera-app --features e2e-hooks "${tests[@]}" --no-run 2>/dev/null

mkdir -p soak-logs
green=0
for k in $(seq 1 "$runs"); do
  log="soak-logs/run-$k.log"
  start=$(date +%s)
  if xvfb-run -a -s "-screen 0 1280x800x24 -noreset" cargo test -p tessera-app --features e2e-hooks "${tests[@]}" >"$log" 2>&1; then
    green=$((green + 1))
    passed=$(awk '/^test result:/ { p += $4 } END { print p }' "$log")
    echo "run $k: green, $passed tests, $(( $(date +%s) - start )) s"
    rm -f "$log"
  else
    echo "run $k: RED after $(( $(date +%s) - start )) s; log kept in $log"
    grep -E "^test .* FAILED|panicked" "$log" | head -5 || true
  fi
done
echo "soak: $green/$runs runs green"
[ "$green" -eq "$runs" ]
