#!/usr/bin/env bash
# Builds Tessera (optimised) and opens it. Installs the system packages it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"
cargo run --release -p tessera-app
