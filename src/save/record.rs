//! What localStorage holds, by schema version.
//!
//! - Version 1 (first release): one character under `fiche-ombre:personnage`,
//!   `{"version":1,"character":{…}}`.
//! - Version 2: a roster. `fiche-ombre:index` lists the characters and the one
//!   open; each character lives under `fiche-ombre:perso:<id>` as
//!   `{"version":2,"revision":N,"character":{…}}`, the revision counting its
//!   saves so that two tabs can tell whose write is newer, and `writer`,
//!   the tab that wrote it.
//! - Version 3: the same shape; the journal may hold rolls, damage taken
//!   and healing, and conditions the core afflictions (docs/rules.md). A
//!   version 2 app leaves it alone instead of misreading it.
//!
//! The character itself (sheet, journal) has the same shape in both.

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use super::sync::{InStorage, Version};
use super::unknown;
use crate::rules::checks::sheet_error::SheetError;
use crate::rules::journal::tracker::{SavedTracker, Tracker};

pub const SCHEMA_VERSION: u32 = 3;
pub const LEGACY_V1_KEY: &str = "fiche-ombre:personnage";
pub const INDEX_KEY: &str = "fiche-ombre:index";
pub const CHARACTER_PREFIX: &str = "fiche-ombre:perso:";
/// Unreadable data is copied under this prefix (plus the time) before
/// anything is written over it.
pub const SET_ASIDE_PREFIX: &str = "fiche-ombre:illisible:";

pub fn character_key(id: &str) -> String {
    format!("{CHARACTER_PREFIX}{id}")
}

/// Why saved data could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON, or not the shape of its version.
    Unreadable,
    /// Written by a later version of the app.
    UnknownVersion(u64),
    /// Readable, but a value breaks the rules.
    Invalid(SheetError),
}

/// One saved character, how many times it was saved, and by which tab.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// The schema version it was written in.
    pub version: u64,
    pub revision: u64,
    /// The tab that wrote it ("" before writers were recorded).
    pub writer: String,
    pub character: Tracker,
}

/// A saved record of any known version: version 1 has no revision and no
/// writer. The head alone (`C` = [`IgnoredAny`]) and the whole record are
/// read by this one struct, so the quick read before each save and the full
/// decode take and refuse the same texts (a key written twice, say).
#[derive(Deserialize)]
struct Record<C> {
    version: u64,
    #[serde(default)]
    revision: u64,
    #[serde(default)]
    writer: String,
    #[serde(default = "Option::default")]
    character: Option<C>,
}

/// A record's head: its version, revision and writer, the character checked
/// as JSON but not decoded.
fn head(json: &str) -> Result<Record<IgnoredAny>, RecordError> {
    let head: Record<IgnoredAny> = serde_json::from_str(json).map_err(|_| RecordError::Unreadable)?;
    match head.version {
        0 => Err(RecordError::Unreadable),
        v if v > u64::from(SCHEMA_VERSION) => Err(RecordError::UnknownVersion(v)),
        _ => Ok(head),
    }
}

/// Reads a saved character of any known version (a version 1 one comes back
/// at revision 0).
pub fn decode_character(json: &str) -> Result<Stored, RecordError> {
    head(json)?;
    let record: Record<SavedTracker> = serde_json::from_str(json).map_err(|_| RecordError::Unreadable)?;
    let saved = record.character.ok_or(RecordError::Unreadable)?;
    let character = Tracker::try_from(saved).map_err(RecordError::Invalid)?;
    Ok(Stored { version: record.version, revision: record.revision, writer: record.writer, character })
}

pub fn encode_character(character: &Tracker, revision: u64, writer: &str) -> String {
    let json = serde_json::to_string(character).unwrap_or_else(|_| unreachable!("a tracker always serializes"));
    encode_character_json(&json, revision, writer)
}

/// The record around a character already written as JSON (the roster keeps
/// that JSON to tell whether anything changed, so it is not written twice).
/// `writer` is a tab id: 16 hex digits, nothing to escape.
pub fn encode_character_json(character_json: &str, revision: u64, writer: &str) -> String {
    format!(
        "{{\"version\":{SCHEMA_VERSION},\"revision\":{revision},\"writer\":\"{writer}\",\"character\":{character_json}}}"
    )
}

/// What a newer build wrote into `raw`, a record of this build's version,
/// that this build would not write back (`character_json`: its character
/// as this build writes it); `None` for older versions, which this build
/// knows whole.
pub fn unknown_fields(raw: &str, stored: &Stored, character_json: &str) -> Option<String> {
    if stored.version != u64::from(SCHEMA_VERSION) {
        return None;
    }
    unknown::fields(raw, &encode_character_json(character_json, stored.revision, &stored.writer))
}

/// A record as [`encode_character_json`] writes it, with the fields a newer
/// build left in it (from [`unknown_fields`]) put back.
pub fn encode_keeping(character_json: &str, revision: u64, writer: &str, unknown: Option<&str>) -> String {
    let record = encode_character_json(character_json, revision, writer);
    match unknown {
        Some(unknown) => unknown::restore(&record, unknown),
        None => record,
    }
}

/// What storage holds under a character's key, read without decoding the
/// character: its version, or unreadable (damaged, or from a newer app).
pub fn stored_version(json: Option<&str>) -> InStorage {
    let Some(json) = json else { return InStorage::Missing };
    match head(json) {
        Ok(head) if head.character.is_some() => {
            InStorage::Saved(Version { revision: head.revision, writer: head.writer })
        }
        _ => InStorage::Unreadable,
    }
}

/// The roster: characters in order, and the one open.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Index {
    pub version: u32,
    pub order: Vec<String>,
    #[serde(default)]
    pub open: Option<String>,
}

pub fn decode_index(json: &str) -> Result<Index, RecordError> {
    #[derive(Deserialize)]
    struct Version {
        version: u64,
    }
    let Version { version } = serde_json::from_str(json).map_err(|_| RecordError::Unreadable)?;
    if version > u64::from(SCHEMA_VERSION) {
        return Err(RecordError::UnknownVersion(version));
    }
    if version < 2 {
        return Err(RecordError::Unreadable);
    }
    let mut index: Index = serde_json::from_str(json).map_err(|_| RecordError::Unreadable)?;
    // A repeated id would show one character twice: keep the first.
    let mut seen = rustc_hash::FxHashSet::default();
    index.order.retain(|id| seen.insert(id.clone()));
    Ok(index)
}

pub fn encode_index(order: &[String], open: Option<&str>) -> String {
    let index = Index { version: SCHEMA_VERSION, order: order.to_vec(), open: open.map(str::to_string) };
    serde_json::to_string(&index).unwrap_or_else(|_| unreachable!("an index always serializes"))
}
