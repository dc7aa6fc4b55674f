#!/usr/bin/env bash
# Starts Tessera's Windows build under Wine, as a player whose Windows has no WebView2 runtime
# would: the app must say so in a message box (its title "Tessera cannot start", or the same in
# the system's language: WHY, what standard error says, is that language's too) and on
# standard error, and exit with code 1 once the box is closed, never exit silently or hang. Runs on a display of its own (Xvfb); with TESSERA_SHOTS=DIR, saves a
# screenshot of the box there.
#   scripts/platform/wine-start.sh EXE WORKDIR [TITLE WHY SHOT]   (Wine's environment set by the caller)
set -euo pipefail
exe=$1
work=$2
title=${3:-Tessera cannot start}
why=${4:-needs the Microsoft Edge WebView2 Runtime}
shot=${5:-windows-no-webview2}
err="$work/wine-start.stderr"

xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash -s "$exe" "$err" "${TESSERA_SHOTS:-}" "$title" "$why" "$shot" <<'INNER'
set -euo pipefail
exe=$1; err=$2; shots=$3; title=$4; why=$5; shot=$6
wine "$exe" 2>"$err" &
app=$!
# Poll for the box, up to 60 s (Wine's first start of a prefix takes a while).
box=""
for _ in $(seq 1 600); do
  box=$(xdotool search --name "^Tessera" 2>/dev/null | head -n 1 || true)
  [ -n "$box" ] && break
  kill -0 "$app" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$box" ]; then
  kill "$app" 2>/dev/null || true
  echo "wine-start: no message box appeared; standard error was:" >&2
  cat "$err" >&2
  exit 1
fi
if [ -n "$shots" ] && command -v import >/dev/null 2>&1; then
  mkdir -p "$shots" && import -window root "$shots/$shot.png"
fi
name=$(xdotool getwindowname "$box" 2>/dev/null || true)
if [ "$name" != "$title" ]; then
  kill "$app" 2>/dev/null || true
  echo "wine-start: the box is titled \"$name\", not \"$title\"" >&2
  exit 1
fi
xdotool key --window "$box" Return
code=0
wait "$app" || code=$?
if [ "$code" != 1 ]; then
  echo "wine-start: exit code $code, expected 1" >&2
  exit 1
fi
grep -q "$why" "$err" || { echo "wine-start: standard error does not say why:" >&2; cat "$err" >&2; exit 1; }
echo "wine-start: without WebView2, tessera.exe showed \"$title\" and exited with code 1"
INNER
