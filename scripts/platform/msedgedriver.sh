#!/usr/bin/env bash
# Fetches Microsoft Edge WebDriver of the installed WebView2 runtime's version into DIR, for
# the end-to-end tests on Windows (scripts/test-native.sh, in Git Bash): tauri-driver drives the
# app's WebView2 through it, and a driver of another version hangs at the session's start.
set -euo pipefail
dir=${1:?usage: msedgedriver.sh DIR}
mkdir -p "$dir"
# The WebView2 runtime's version, as its updater registers it (machine-wide install).
key='HKLM:\SOFTWARE\WOW6432Node\Microsoft\EdgeUpdate\Clients\{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}'
version=$(powershell -NoProfile -Command "(Get-ItemProperty '$key').pv" | tr -d '\r')
case "$version" in
  '' | *[!0-9.]*) echo "msedgedriver: no WebView2 runtime version in the registry (read '$version')"; exit 1 ;;
esac
echo "WebView2 runtime $version"
curl -fsSL --retry 3 -o "$dir/edgedriver.zip" "https://msedgedriver.microsoft.com/$version/edgedriver_win64.zip"
powershell -NoProfile -Command "Expand-Archive -Force -Path '$(cygpath -w "$dir/edgedriver.zip")' -DestinationPath '$(cygpath -w "$dir")'"
"$dir/msedgedriver.exe" --version
