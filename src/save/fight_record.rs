//! The GM's fight as storage holds it (`fiche-ombre:combat`), kept like a
//! character's record: `{"version":1,"revision":N,"writer":"…","fight":{…}}`,
//! the revision and the tab that wrote it deciding between tabs by the
//! same rules (`save::sync`). Before version 1 the key held the fight
//! alone; it is read at revision 0.

use serde::Deserialize;
use serde_json::value::RawValue;

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

/// The record's head; `fight` absent is the fight written alone, before
/// version 1.
#[derive(Deserialize)]
struct Head<'a> {
    #[serde(default)]
    version: u64,
    #[serde(default)]
    revision: u64,
    #[serde(default)]
    writer: String,
    #[serde(borrow, default)]
    fight: Option<&'a RawValue>,
}

fn head(raw: &str) -> Result<Head<'_>, FightRecordError> {
    let head: Head = serde_json::from_str(raw).map_err(|_| FightRecordError::Unreadable)?;
    match (head.version, head.fight) {
        (v, _) if v > FIGHT_RECORD_VERSION => Err(FightRecordError::UnknownVersion(v)),
        (0, None) | (1, Some(_)) => Ok(head),
        _ => Err(FightRecordError::Unreadable),
    }
}

/// Reads what storage holds under the fight's key, checked.
pub fn decode_fight(raw: &str) -> Result<StoredFight, FightRecordError> {
    let head = head(raw)?;
    let fight_json = head.fight.map_or(raw, RawValue::get);
    let fight: Fight = serde_json::from_str(fight_json).map_err(|_| FightRecordError::Unreadable)?;
    fight.check().map_err(FightRecordError::Refused)?;
    let version = Version { revision: head.revision, writer: head.writer };
    let unknown = head.fight.and_then(|_| unknown::fields(raw, &encode_fight(&fight_json_of(&fight), &version, None)));
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

/// The record around a fight already written as JSON, with the fields a
/// newer build left in it put back. `writer` is a tab id: 16 hex digits.
pub fn encode_fight(fight_json: &str, version: &Version, unknown: Option<&str>) -> String {
    let record = format!(
        "{{\"version\":{FIGHT_RECORD_VERSION},\"revision\":{},\"writer\":\"{}\",\"fight\":{fight_json}}}",
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
