//! The GM's fight as storage holds it (`fiche-ombre:combat`), kept like a
//! character's record: the fight's own object with `version`, `revision`
//! and `writer` beside its fields, the revision and the tab that wrote it
//! deciding between tabs by the same rules (`save::sync`). A reader of the
//! fight alone (a file of `Tout exporter`, an older build) passes over
//! those three keys. Before version 1 the key held the fight alone; it is
//! read at revision 0.

use serde::Deserialize;

use super::sync::{InStorage, Version};
use super::unknown;
use crate::rules::fight::check::FightError;
use crate::rules::fight::Fight;

pub const FIGHT_RECORD_VERSION: u64 = 1;

/// Why the stored fight cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FightRecordError {
    /// Not JSON, or not the shape of a fight.
    Unreadable,
    /// Written by a later version of the app.
    UnknownVersion(u64),
    /// Readable, but not a fight the app could have made.
    Refused(FightError),
}

/// The fight read from storage: its version, and what a newer build wrote
/// into it that this build keeps through its saves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredFight {
    pub version: Version,
    pub fight: Fight,
    pub unknown: Option<String>,
}

/// The record's own keys (all absent from a fight written alone).
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    version: u64,
    #[serde(default)]
    revision: u64,
    #[serde(default)]
    writer: String,
}

fn head(raw: &str) -> Result<Head, FightRecordError> {
    let head: Head = serde_json::from_str(raw).map_err(|_| FightRecordError::Unreadable)?;
    match head.version {
        v if v > FIGHT_RECORD_VERSION => Err(FightRecordError::UnknownVersion(v)),
        _ => Ok(head),
    }
}

/// Reads what storage holds under the fight's key, checked.
pub fn decode_fight(raw: &str) -> Result<StoredFight, FightRecordError> {
    let head = head(raw)?;
    let fight: Fight = serde_json::from_str(raw).map_err(|_| FightRecordError::Unreadable)?;
    fight.check().map_err(FightRecordError::Refused)?;
    let version = Version { revision: head.revision, writer: head.writer };
    let unknown = (head.version == FIGHT_RECORD_VERSION)
        .then(|| unknown::fields(raw, &encode_fight(&fight_json_of(&fight), &version, None)))
        .flatten();
    Ok(StoredFight { version, fight, unknown })
}

/// The version of what storage holds, without reading the fight.
pub fn stored_fight_version(raw: Option<&str>) -> InStorage {
    let Some(raw) = raw else { return InStorage::Missing };
    match head(raw) {
        Ok(head) => InStorage::Saved(Version { revision: head.revision, writer: head.writer }),
        Err(_) => InStorage::Unreadable,
    }
}

/// The record of a fight already written as JSON (an object with fields),
/// with the fields a newer build left in it put back. `writer` is a tab
/// id: 16 hex digits, nothing to escape.
pub fn encode_fight(fight_json: &str, version: &Version, unknown: Option<&str>) -> String {
    let fields = fight_json.strip_prefix('{').unwrap_or(fight_json);
    let record = format!(
        "{{\"version\":{FIGHT_RECORD_VERSION},\"revision\":{},\"writer\":\"{}\",{fields}",
        version.revision, version.writer
    );
    match unknown {
        Some(unknown) => unknown::restore(&record, unknown),
        None => record,
    }
}

/// The fight as this build writes it.
pub fn fight_json_of(fight: &Fight) -> String {
    serde_json::to_string(fight).unwrap_or_default()
}
