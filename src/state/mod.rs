//! The app's state in the browser: the character in play held in a signal,
//! the one place where commands reach the rules, and its saving.
//!
//! Data flows one way: an event handler calls [`Store::run`] → the rules
//! return a new sheet and events → the signal changes → views re-render and
//! the storage effect saves.

mod storage;
mod store;

pub use storage::{load_character, save_character, LoadOutcome};
pub use store::{Origin, Store};
