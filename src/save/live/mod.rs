//! The live table (docs/architecture.md, "The live table"): the players'
//! phones and the GM's screen share the characters that joined through an
//! existing CRDT engine (Yjs, the `yrs` crate) and its relay. Pure Rust,
//! tested natively; the modules carry it, never the first visit.
//!
//! - [`address`]: a table's link (relay, room, secret);
//! - [`action`]: one action as every device replays it, and what a peer
//!   may send;
//! - [`dice`]: an action's dice, rolled once and replayed the same;
//! - [`table`]: the shared document and the replay through the rules;
//! - [`wire`]: the relay's messages (the Yjs sync protocol).

pub mod action;
pub mod address;
pub mod dice;
pub mod table;
pub mod wire;
