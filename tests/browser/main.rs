//! Browser tests: components mounted in a real DOM in headless Chromium,
//! typed into and clicked, with their output read back.
//! Run with `cargo test --target wasm32-unknown-unknown --test browser`.
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod app;
mod attributes;
mod bridge;
mod conditions;
mod defense;
mod dice;
mod health;
mod insanity;
mod journal;
mod lists;
mod madness;
#[path = "../common/play.rs"]
mod play;
mod rolls;
mod roster;
mod support;
mod time;
