//! Saved, shared and exported characters: the formats, their versions and
//! migrations, and every way outside data can be wrong. Pure Rust like the
//! rules (no browser): `state::storage` and the views call it.
//!
//! - [`bridge`]: the messages between the app and its modules;
//! - [`bestiary_record`]: the GM's bestiary as localStorage holds it;
//! - [`record`]: what localStorage holds, schema versions 1 and 2;
//! - [`fight_record`]: the GM's fight as localStorage holds it;
//! - [`share`]: the link fragment `#p1.…` (postcard, deflate, base64url);
//! - [`file`]: JSON export and import with field-level errors;
//! - [`live`]: the live table's shared document, its replay and its wire;
//! - [`foundry`]: a character exported from Foundry VTT's `demonlord` system;
//! - [`field`]: what was wrong with a field, for files and links alike;
//! - [`named_path`]: where and why a file, a link or an actor was refused, typed;
//! - [`qr`]: the share link as a QR code;
//! - [`unknown`]: the fields a newer build wrote, kept through our saves;
//! - [`startup`]: what the app makes of storage when it starts;
//! - [`update`]: what replacing a character by a newer link changes and loses;

pub mod bestiary_record;
pub mod bridge;
pub mod field;
pub mod fight_record;
pub mod file;
pub mod foundry;
pub mod foundry_effects;
pub mod foundry_export;
pub mod foundry_statuses;
pub mod foundry_texts;
pub mod live;
pub mod named_path;
pub mod qr;
pub mod record;
pub mod share;
pub mod startup;
pub mod sync;
pub mod unknown;
pub mod update;
