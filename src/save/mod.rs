//! Saved, shared and exported characters: the formats, their versions and
//! migrations, and every way outside data can be wrong. Pure Rust like the
//! rules (no browser): `state::storage` and the views call it.
//!
//! - [`record`]: what localStorage holds, schema versions 1 and 2;
//! - [`share`]: the link fragment `#p1.…` (postcard, deflate, base64url);
//! - [`file`]: JSON export and import with field-level errors;
//! - [`field`]: what was wrong with a field, for files and links alike;
//! - [`named_path`]: the field names a link's positional format leaves out;

pub mod field;
pub mod file;
pub mod named_path;
pub mod record;
pub mod share;
pub mod sync;
