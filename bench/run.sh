#!/usr/bin/env bash
# The benchmark: builds the release app and a minimal Leptos baseline with
# the same profile, serves both compressed on 127.0.0.1, and prints one
# table (sizes, Lighthouse mobile, edit latency, rules engine, share link).
# Installs what is missing first, like the two README commands.
set -euo pipefail
source "$(dirname "$0")/../scripts/tools.sh"
cd "$ROOT"

ensure_build_tools
ensure_chromium
ensure_node_modules bench

step "Release build of the app"
trunk build --release --dist target/bench-dist
step "Release build of the baseline (bench/baseline)"
(cd bench/baseline && CARGO_TARGET_DIR="$ROOT/target/baseline" trunk build --release)
step "Rules engine and share link (native, release)"
episodes=$(cargo run --quiet --release --example episodes)
info "$episodes"
step "The live table's merge: one action from another device, a return after 100 actions each side (native, release)"
info "$(cargo run --quiet --release --example live)"
step "Sizes, Lighthouse, edit latency"
node bench/measure.mjs target/bench-dist target/bench-baseline-dist "$episodes"
