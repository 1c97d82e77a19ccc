//! The app's state in the browser: the roster of characters, the one in play
//! held in a signal, the one place where commands reach the rules, and
//! localStorage kept in step.
//!
//! Data flows one way: an event handler calls [`SheetStore::run`] → the rules
//! return a new sheet and events → the signal changes → views re-render and
//! the roster saves (batched) to storage.

pub mod backup;
pub mod browser;
pub mod durability;
pub mod export;
pub mod fight;
pub mod links;
pub mod live;
pub mod offer;
pub mod roll_inputs;
mod roster;
pub mod share_bridge;
pub mod storage;
mod store;
pub mod table_parts;

pub use roster::{Alert, Deleted, Roster, StepKind, TableStep, Undone};
pub use store::{Origin, SheetStore};
