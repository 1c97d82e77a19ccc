//! Native tests of `src/rules/`: one test per rule of docs/rules.md, named after
//! it, with a scripted roller; property tests; the real roller's uniformity.
#![cfg(not(target_arch = "wasm32"))]

mod as_read;
mod attributes;
mod audit;
mod bestiary;
mod contract;
mod defense;
mod dice;
mod endings;
mod event_format;
mod fight;
mod fight_check;
mod fight_pins;
mod healing;
mod health;
mod insanity;
mod madness_table;
mod magic;
#[path = "../common/play.rs"]
mod play;
mod properties;
mod rolls;
mod shown;
mod speed;
#[path = "../common/strategies.rs"]
mod strategies;
mod support;
mod texts_format;
mod time;
mod undo;
mod variants;
mod weapons;
