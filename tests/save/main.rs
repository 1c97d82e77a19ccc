//! Native tests of `src/save/`: storage records and their migrations, share
//! links, files. Each format version has a committed fixture that must load.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/play.rs"]
mod play;
#[path = "../common/reference.rs"]
mod reference;
#[path = "../common/strategies.rs"]
mod strategies;

mod bestiary_record;
mod bridge;
mod every_state;
mod fight_record;
mod file;
mod fixtures;
mod foundry;
mod fuzz;
mod hostile;
mod live;
mod qr;
mod record;
mod share;
mod startup;
mod sync;
mod update;
