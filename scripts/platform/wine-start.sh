#!/usr/bin/env bash
# Starts Tessera's Windows build under Wine, as a player whose Windows has no WebView2 runtime
# would: the app must say so in a message box ("Tessera cannot start") and on standard error,
# and exit with code 1 once the box is closed, never exit silently or hang. Runs on a display
# of its own (Xvfb); with TESSERA_SHOTS=DIR, saves a screenshot of the box there.
#   scripts/platform/wine-start.sh EXE WORKDIR      (Wine's environment set by the caller)
set -euo pipefail
exe=$1
work=$2
err="$work/wine-start.stderr"

xvfb-run -a -s "-screen 0 1280x800x24" bash -s "$exe" "$err" "${TESSERA_SHOTS:-}" <<'INNER'
set -euo pipefail
exe=$1; err=$2; shots=$3
wine "$exe" 2>"$err" &
app=$!
# Poll for the box, up to 60 s (Wine's first start of a prefix takes a while).
box=""
for _ in $(seq 1 600); do
  box=$(xdotool search --name '^Tessera cannot start$' 2>/dev/null | head -n 1 || true)
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
  mkdir -p "$shots" && import -window root "$shots/windows-no-webview2.png"
fi
xdotool key --window "$box" Return
code=0
wait "$app" || code=$?
if [ "$code" != 1 ]; then
  echo "wine-start: exit code $code, expected 1" >&2
  exit 1
fi
grep -q "needs the Microsoft Edge WebView2 Runtime" "$err" || { echo "wine-start: standard error does not say why:" >&2; cat "$err" >&2; exit 1; }
echo "wine-start: without WebView2, tessera.exe showed \"Tessera cannot start\" and exited with code 1"
INNER
