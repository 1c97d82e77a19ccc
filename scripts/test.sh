#!/usr/bin/env bash
# Installs whatever is missing, then runs the gates and every test:
#   0. gates     cargo fmt --check; cargo clippy, native and wasm32, warnings denied
#   1. native    cargo test: the rules, the formats and the French text
#   2. browser   wasm-bindgen-test: components in a real DOM, headless Chromium
#   3. e2e       the first visit's byte budget (brotli), then Playwright (Debian
#                Chromium) against the release build on 127.0.0.1
set -euo pipefail
source "$(dirname "$0")/tools.sh"
cd "$ROOT"

ensure_build_tools
ensure_lint_tools
ensure_chromium
ensure_node_modules tests/e2e
ensure_node_modules scripts/relay

step "0/3 Gates: rustfmt, clippy (native and wasm32)"
info "cargo fmt --check"
cargo fmt --check || die "rustfmt would change the files above: run cargo fmt."
info "cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets -- -D warnings
info "cargo clippy --all-targets --target wasm32-unknown-unknown -- -D warnings"
cargo clippy --all-targets --target wasm32-unknown-unknown -- -D warnings

step "1/3 Native tests (cargo test)"
cargo test

step "2/3 Browser tests (wasm-bindgen-test in headless Chromium)"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --test browser

step "3/3 End-to-end tests (Playwright against the release build)"
export E2E_DIST="$ROOT/target/e2e-dist"
info "trunk build --release --dist target/e2e-dist"
trunk build --release --dist "$E2E_DIST"
# The first visit's bytes (brotli of HTML, JS, CSS, wasm). Raising the budget
# takes a line in docs/performance.md saying what the bytes bought.
FIRST_VISIT_BUDGET_KB=256
info "first visit byte budget: $FIRST_VISIT_BUDGET_KB KB"
node scripts/size-gate.mjs "$E2E_DIST" "$FIRST_VISIT_BUDGET_KB"
info "the app's and the share module's wasm leave their first KiB free (wasm-opt --low-memory-unused)"
node scripts/low-memory.mjs "$E2E_DIST"/fiche-ombre-*_bg.wasm "$E2E_DIST"/partage_bg.wasm
E2E_PORT=${E2E_PORT:-8181}
node tests/e2e/serve.mjs "$E2E_DIST" "$E2E_PORT" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
export E2E_BASE_URL="http://127.0.0.1:$E2E_PORT/"
# Wait for the server (node's fetch: curl may not be installed).
node -e 'const go = async (n) => { try { await fetch(process.argv[1]); } catch { if (n > 0) { setTimeout(() => go(n - 1), 100); } else { process.exit(1); } } }; go(50);' "$E2E_BASE_URL" ||
  die "the e2e server did not start on $E2E_BASE_URL."
export SCREENSHOT_DIR="$ROOT/target/screenshots"
(cd tests/e2e && node --test --test-concurrency=1 ./*.test.mjs)
info "screenshots: target/screenshots/"
