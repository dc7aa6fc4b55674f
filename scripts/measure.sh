#!/usr/bin/env bash
# Start-up time and footprint of the release build, under Xvfb:
#   - start-up: process start to the first painted board (the page reports its first frame),
#     10 runs, each with fresh data and settings but the toolkit's caches kept from the run
#     before, as on a player's machine after the first launch;
#   - idle memory: RSS of the app and its WebKit processes, 3 s after start;
#   - 15-puzzle key to screen: a key put into the X server to the moved tile's pixels changing
#     there, 200 moves (scripts/key_to_screen.py); then 201 moves again while a history of
#     100,000 solves and 100,000 games is saved after every third move, which solves;
#   - the release binary's size.
# Usage: scripts/measure.sh [path to a tessera binary built with --features startup-timing]
#   (default: builds target/release/tessera with that feature)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TESSERA_MEASURE_DISPLAY:-}" ]; then
  bash scripts/setup.sh --test >/dev/null
  # A display of its own, so that no window opens on a desktop and figures are comparable.
  TESSERA_MEASURE_DISPLAY=1 exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$@"
fi
export PATH="$HOME/.cargo/bin:$PATH"
app=${1:-}
if [ -z "$app" ]; then
  cargo build --release -p tessera-app --features startup-timing >&2
  app=target/release/tessera
fi

run() { # runs the app once with fresh data; echoes "start_ms first_frame_ms"
  local data
  data=$(mktemp -d)
  local start
  start=$(date +%s%3N)
  local line
  line=$(XDG_DATA_HOME="$data/d" XDG_CONFIG_HOME="$data/c" XDG_CACHE_HOME="$cache" TESSERA_DATA_DIR="$data/r" \
    TESSERA_EXIT_AFTER_FIRST_FRAME=1 timeout 30 "$app" 2>/dev/null | grep -m1 'first frame at' || true)
  rm -rf "$data" 2>/dev/null || true
  # "first frame at F ms since the epoch; timeline main=… state=… …": F, then each stage.
  echo "$start $(echo "$line" | grep -o 'at [0-9]\+ ms' | grep -o '[0-9]\+') $(echo "$line" | sed -n 's/.*; timeline //p')"
}

measure() {
  cache=$(mktemp -d)
  echo "binary: $(stat -c %s "$app") bytes ($app)"
  run >/dev/null # warm the file cache once, as a second launch of the day would be
  local times=()
  local stages
  stages=$(mktemp)
  for _ in $(seq 10); do
    read -r start frame timeline < <(run)
    [ -n "$frame" ] && times+=($((frame - start)))
    for stage in $timeline; do
      echo "${stage%%=*} $(( ${stage#*=} - start ))" >>"$stages"
    done
  done
  sorted=$(printf '%s\n' "${times[@]}" | sort -n)
  echo "start to first frame (ms, 10 runs): $(echo $sorted)"
  echo "median: $(echo "$sorted" | sed -n "$(( (${#times[@]} + 1) / 2 ))p") ms"
  # Where the time goes: each stage's end, ms after the process was started (median of the
  # runs): main (the process runs its code), state (records and settings read), setup (window
  # and webview made), built (Tauri ready), page (the page's navigation began), modules (its
  # scripts ran), settings (settings and locale answered), board (first board drawn), frame.
  echo "start-up timeline, median ms after the process was started:"
  for stage in main state setup built page modules settings board frame; do
    values=$(awk -v s="$stage" '$1 == s { print $2 }' "$stages" | sort -n)
    n=$(echo "$values" | grep -c . || true)
    if [ "$n" -gt 0 ]; then echo "  $stage: $(echo "$values" | sed -n "$(( (n + 1) / 2 ))p")"; fi
  done
  rm -f "$stages"

  set +e
  local data
  data=$(mktemp -d)
  XDG_DATA_HOME="$data/d" XDG_CONFIG_HOME="$data/c" XDG_CACHE_HOME="$cache" TESSERA_DATA_DIR="$data/r" "$app" >/dev/null 2>&1 &
  local pid=$!
  sleep 3
  local pids="$pid"
  local level="$pid"
  for _ in 1 2 3; do
    level=$(for p in $level; do pgrep -P "$p"; done | tr '\n' ' ')
    pids="$pids $level"
  done
  local total=0
  for p in $pids; do
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$p/status" 2>/dev/null)
    echo "  $(tr '\0' ' ' < "/proc/$p/cmdline" 2>/dev/null | cut -c1-70): ${rss:-0} kB"
    total=$((total + ${rss:-0}))
  done
  echo "idle memory (RSS of all processes): $((total / 1024)) MB"
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  rm -rf "$data" "$cache" 2>/dev/null
  return 0
}

measure
if command -v python3 >/dev/null 2>&1; then
  python3 scripts/key_to_screen.py "$app" 200 || echo "key to screen: failed, see the line above"
  python3 scripts/key_to_screen.py "$app" 201 --saving || echo "key to screen while saving: failed, see the line above"
else
  echo "key to screen: skipped, no python3"
fi
