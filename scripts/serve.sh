#!/usr/bin/env bash
# Installs whatever is missing, builds the release app and serves it on
# http://127.0.0.1:8080 (rebuilding when a source file changes), with the
# live table's relay beside it on port 8787.
set -euo pipefail
source "$(dirname "$0")/tools.sh"
cd "$ROOT"

ensure_build_tools
ensure_node_modules scripts/relay

step "Live table relay on ws://0.0.0.0:8787, stopped with the app"
node "$ROOT/scripts/relay/relay.mjs" 8787 &
RELAY=$!
trap 'kill $RELAY 2>/dev/null' EXIT

step "Serving Fiche d'Ombre on http://127.0.0.1:8080 (Ctrl+C to stop)"
trunk serve --release --address 127.0.0.1 --port 8080
