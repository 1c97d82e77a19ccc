#!/usr/bin/env bash
# The bytes each CRDT engine adds to a module (issue 61: the live table's
# engine is chosen by measuring). Each crate here does the least a live
# table needs of its engine: a document with a list, an update encoded and
# one applied (yrs: its sync protocol's messages too), built as the app's
# modules are (opt-level z, LTO, wasm-opt -Oz), then brotli at quality 11.
# Not part of the test command: it downloads the three engines.
set -euo pipefail
source "$(dirname "$0")/../../scripts/tools.sh"
cd "$(dirname "$0")"
ensure_rust
ensure_wasm_opt >/dev/null
for engine in yrs automerge loro; do
  (cd "$engine" && RUSTFLAGS='--cfg getrandom_backend="wasm_js"' CARGO_TARGET_DIR=../../../target/crdt \
    cargo build --quiet --release --target wasm32-unknown-unknown)
  wasm="../../target/crdt/wasm32-unknown-unknown/release/crdt_${engine}.wasm"
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext -o "/tmp/crdt-$engine.wasm" "$wasm"
  node -e "const z=require('zlib'),b=require('fs').readFileSync('/tmp/crdt-$engine.wasm');
    const br=z.brotliCompressSync(b,{params:{[z.constants.BROTLI_PARAM_QUALITY]:11}}).length;
    console.log('$engine'.padEnd(10), (b.length/1024).toFixed(1).padStart(7), 'KB raw', (br/1024).toFixed(1).padStart(7), 'KB brotli')"
done
