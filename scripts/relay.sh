#!/usr/bin/env bash
# The live table's relay (the Yjs websocket server, scripts/relay/relay.mjs):
# installs its node modules if they are missing, then listens on port 8787,
# or on the port given: bash scripts/relay.sh [port].
set -euo pipefail
source "$(dirname "$0")/tools.sh"
PORT="${1:-8787}"
ensure_node
ensure_node_modules scripts/relay
step "Live table relay on ws://0.0.0.0:$PORT (Ctrl+C to stop)"
exec node "$ROOT/scripts/relay/relay.mjs" "$PORT"
