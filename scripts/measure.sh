#!/usr/bin/env bash
# Start-up time and footprint of the release build, under Xvfb, side by side with the floor:
# tools/floor, the smallest Tauri app of the same Tauri and WebKitGTK (one window, one line of
# HTML, Tessera's renderer), built in the same run, so that what is measured is what Tessera
# adds to what the toolkit costs on this machine:
#   - start-up: process start to the first painted board (the page reports its first frame;
#     the floor its first frame after its line), 10 runs of each, interleaved (Tessera, floor,
#     floor, Tessera, Tessera, ...: the order turns every second round), each with fresh data
#     and settings but the toolkit's caches kept from the run before, as on a player's machine
#     after the first launch (and Tessera's own cache, the sizes around its first board, kept
#     by a first launch run to its page's end: kept_look.rs); then the line
#     "start-up: tessera T ms, floor F ms, ratio R" (medians);
#   - idle memory of each app and its WebKit processes, 3 s after start, 10 runs of each,
#     interleaved: the pages resident in any of them counted once (scripts/resident.py, as
#     root; RSS and PSS summed are printed too); then "idle memory: tessera T MB, floor F MB,
#     ratio R" (medians);
#   - 15-puzzle key to screen: a key put into the X server to the moved tile's pixels changing
#     there, 200 moves in the floor first (its page turns a tile's colour on each key: the
#     toolkit's own road), then 200 in Tessera (scripts/key_to_screen.py); then 201 moves again
#     while a history of 100,000 solves and 100,000 games is saved after every third move,
#     which solves; and the first hint after a restart, with the 15-puzzle's tables in their
#     cache; then "key to screen: tessera T ms, while saving S ms, floor F ms, ratio R, while
#     saving R2" (medians);
#   - Minesweeper click to screen: a right click put into the X server to the flag's pixels
#     changing there, 200 flags and unflags with the live counters off and 200 with them on,
#     in blocks of 25 turn about (scripts/click_to_screen.py);
#   - the release binary's size.
# Usage: scripts/measure.sh [APP [OTHER]]
#   APP: a tessera binary built with --features startup-timing,e2e-hooks (default: builds
#   target/release/tessera with that feature, and the floor with it). With OTHER (e.g. an
#   older build), it is measured beside them too: start-up runs interleaved (APP, floor,
#   OTHER, OTHER, floor, APP, ...), so that whatever else the machine does falls on all alike;
#   then each one's memory and keys.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TESSERA_MEASURE_DISPLAY:-}" ]; then
  bash scripts/setup.sh --test >/dev/null
  # A display of its own, so that no window opens on a desktop and figures are comparable.
  TESSERA_MEASURE_DISPLAY=1 exec xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash "$0" "$@"
fi
export PATH="$HOME/.cargo/bin:$PATH"
app=${1:-}
other=${2:-}
# One build for both: the same Tauri, compiled once.
if [ -z "$app" ]; then
  cargo build --release -p tessera-app -p tessera-floor --features tessera-app/startup-timing,tessera-app/e2e-hooks >&2
  app=target/release/tessera
else
  cargo build --release -p tessera-floor >&2
fi
floor=target/release/tessera-floor

run() { # runs the app $1 once with fresh data; echoes "start_ms first_frame_ms timeline"
  # With $2 = look, the run goes on to the page's own first frame, whose sizes Tessera keeps.
  local app=$1 exit_after=${2:-1}
  local data
  data=$(mktemp -d)
  local start
  start=$(date +%s%3N)
  local line
  line=$(XDG_DATA_HOME="$data/d" XDG_CONFIG_HOME="$data/c" XDG_CACHE_HOME="$cache" TESSERA_DATA_DIR="$data/r" \
    TESSERA_EXIT_AFTER_FIRST_FRAME=$exit_after timeout 30 "$app" 2>/dev/null | grep -m1 'first frame at' || true)
  rm -rf "$data" 2>/dev/null || true
  # "first frame at F ms since the epoch; timeline main=… state=… …": F, then each stage.
  echo "$start $(echo "$line" | grep -o 'at [0-9]\+ ms' | grep -o '[0-9]\+') $(echo "$line" | sed -n 's/.*; timeline //p')"
}

median() { # the median of the numbers on stdin, one a line (nothing for none)
  sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'
}

turns() { # the order of $1 apps in round $2: in turn, and the other way every second round, so
  # that no app always follows the same one
  if (( $2 % 2 )); then seq 0 $(($1 - 1)); else seq $(($1 - 1)) -1 0; fi
}

startup() { # start-up of each app given, their runs interleaved; each median into $results/start.N
  local apps=("$@")
  local dir
  dir=$(mktemp -d)
  for a in "${!apps[@]}"; do
    echo "binary: $(stat -c %s "${apps[$a]}") bytes (${apps[$a]})"
    run "${apps[$a]}" look >/dev/null # a first launch: the file cache warm, as a second launch of the day finds it
  done
  local order
  for round in $(seq 10); do
    mapfile -t order < <(turns "${#apps[@]}" "$round")
    for a in "${order[@]}"; do
      read -r start frame timeline < <(run "${apps[$a]}")
      [ -n "$frame" ] && echo $((frame - start)) >>"$dir/times.$a"
      for stage in $timeline; do
        echo "${stage%%=*} $(( ${stage#*=} - start ))" >>"$dir/stages.$a"
      done
    done
  done
  for a in "${!apps[@]}"; do
    touch "$dir/times.$a" "$dir/stages.$a"
    echo "${apps[$a]}: start to first frame (ms, $(grep -c . "$dir/times.$a") runs): $(sort -n "$dir/times.$a" | tr '\n' ' ')"
    median <"$dir/times.$a" | tee "$results/start.$a" | sed 's/^/median: /; s/$/ ms/'
    # Where the time goes: each stage's end, ms after the process was started (median of the
    # runs): main (the process runs its code), state (the app's state made; its records are
    # read beside the start), built (Tauri ready), setup (window and webview made), page (the
    # page's navigation began), early (a new game's covered board handed over by the shell
    # begins to be drawn, before the rest of the page loads: ui/start.js), modules (its scripts
    # ran), settings (settings and locale answered), board (first board drawn), frame. With
    # the early board, the frame follows it, and the app quits before modules and settings.
    if [ -s "$dir/stages.$a" ]; then
      echo "start-up timeline, median ms after the process was started:"
      for stage in main state built setup page early modules settings board frame; do
        value=$(awk -v s="$stage" '$1 == s { print $2 }' "$dir/stages.$a" | median)
        if [ -n "$value" ]; then echo "  $stage: $value"; fi
      done
    fi
  done
  rm -rf "$dir"
}

memory() { # idle memory of the app $1: every process of it, 3 s after start; MB held, each page once
  local app=$1
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
  # RSS counts each shared page (WebKit's libraries, mapped by all three processes) once per
  # process; PSS shares it out among them, so the sum of PSS is what the processes take together.
  local total=0 shared=0
  for p in $pids; do
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$p/status" 2>/dev/null)
    pss=$(awk '/^Pss:/ {print $2}' "/proc/$p/smaps_rollup" 2>/dev/null)
    echo "  $(tr '\0' ' ' < "/proc/$p/cmdline" 2>/dev/null | cut -c1-70): RSS ${rss:-0} kB, PSS ${pss:-0} kB"
    total=$((total + ${rss:-0}))
    shared=$((shared + ${pss:-0}))
  done
  echo "idle memory of $app: RSS of all processes $((total / 1024)) MB, PSS of all processes $((shared / 1024)) MB"
  # Each page once, however many of the processes hold it: what they take together.
  if command -v python3 >/dev/null 2>&1; then
    local held
    # shellcheck disable=SC2086 # one PID a word
    held=$(python3 scripts/resident.py $pids || true)
    echo "$held"
    echo "$held" | grep -o '[0-9]\+ MB' | grep -o '[0-9]\+' >>"$2" || true
  fi
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  rm -rf "$data" 2>/dev/null
  set -e
}

keys() { # key to screen in the floor $2 (if given), in the app $1, then again while saving; click to screen, counters off and on
  if command -v python3 >/dev/null 2>&1; then
    local out
    out=$(mktemp)
    if [ -n "${2:-}" ]; then
      python3 scripts/key_to_screen.py "$2" 200 --floor | tee -a "$out" || echo "key to screen in the floor: failed, see the line above"
    fi
    python3 scripts/key_to_screen.py "$1" 200 | tee -a "$out" || echo "key to screen: failed, see the line above"
    python3 scripts/key_to_screen.py "$1" 201 --saving | tee -a "$out" || echo "key to screen while saving: failed, see the line above"
    python3 scripts/key_to_screen.py "$1" --first-hint || echo "first hint after a restart: failed, see the line above"
    python3 scripts/click_to_screen.py "$1" 200 || echo "click to screen: failed, see the line above"
    if [ -n "${2:-}" ]; then
      local floor plain saving
      floor=$(sed -n 's/^key to screen over [0-9]* moves in the floor: median \([0-9.]*\) ms.*/\1/p' "$out")
      plain=$(sed -n 's/^key to screen over [0-9]* moves: median \([0-9.]*\) ms.*/\1/p' "$out")
      saving=$(sed -n 's/^key to screen over [0-9]* moves while saving.*: median \([0-9.]*\) ms.*/\1/p' "$out")
      echo "key to screen: tessera $plain ms, while saving $saving ms, floor $floor ms, ratio $(ratio "$plain" "$floor"), while saving $(ratio "$saving" "$floor")"
    fi
    rm -f "$out"
  else
    echo "key to screen: skipped, no python3"
  fi
}

ratio() { # $1 / $2 with two decimals ("-" when either is missing)
  awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "-"; else printf "%.2f\n", a / b }'
}

cache=$(mktemp -d)
results=$(mktemp -d)
apps=("$app" "$floor")
[ -n "$other" ] && apps+=("$other")
startup "${apps[@]}"
for round in $(seq 10); do
  mapfile -t order < <(turns "${#apps[@]}" "$round")
  for a in "${order[@]}"; do memory "${apps[$a]}" "$results/memory.$a"; done
done
rm -rf "$cache"
tessera_start=$(cat "$results/start.0"); floor_start=$(cat "$results/start.1")
tessera_memory=$(median <"$results/memory.0"); floor_memory=$(median <"$results/memory.1")
echo "start-up: tessera $tessera_start ms, floor $floor_start ms, ratio $(ratio "$tessera_start" "$floor_start")"
echo "idle memory: tessera $tessera_memory MB, floor $floor_memory MB, ratio $(ratio "$tessera_memory" "$floor_memory")"
if [ -n "$other" ]; then
  echo "start-up: other $(cat "$results/start.2") ms; idle memory: other $(median <"$results/memory.2") MB ($other)"
fi
rm -rf "$results"
apps=("$app")
[ -n "$other" ] && apps+=("$other")
for a in "${apps[@]}"; do
  [ -n "$other" ] && echo "keys: $a"
  if [ "$a" = "$app" ]; then keys "$a" "$floor"; else keys "$a"; fi
done
