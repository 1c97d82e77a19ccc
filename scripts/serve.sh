#!/usr/bin/env bash
# Installs whatever is missing, builds the release app and serves it on
# http://127.0.0.1:8080 (rebuilding when a source file changes).
set -euo pipefail
source "$(dirname "$0")/tools.sh"
cd "$ROOT"

ensure_build_tools

step "Serving Fiche d'Ombre on http://127.0.0.1:8080 (Ctrl+C to stop)"
trunk serve --release --address 127.0.0.1 --port 8080
