#!/usr/bin/env bash
# One lane of scripts/test.sh: takes test executables off a shared queue (lines "FOLDER
# EXECUTABLE", written by test.sh from cargo's list) until it is empty, and runs each in its
# package's folder, as `cargo test` does. Two lanes run side by side, each on a display of its
# own. A lane stops at its first failing executable and exits with its status.
#   scripts/test-lane.sh QUEUE [ARGUMENTS FOR EACH EXECUTABLE]
set -uo pipefail
queue=$1
shift
root=$(pwd)
# The next line off the queue, under a lock of its own (sed -i replaces the queue's file).
next() { flock "$queue.lock" sh -c 'head -n 1 "$0" && sed -i 1d "$0"' "$queue"; }
while line=$(next) && [ -n "$line" ]; do
  folder=${line%% *}
  exe=${line#* }
  echo "     Running ${exe#"$root"/}"
  (cd "$folder" && "$exe" "$@") || exit
done
