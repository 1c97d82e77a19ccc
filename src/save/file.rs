//! Files: export one character or the whole roster as JSON, and import them
//! back with an error that names the field at fault.
//!
//! `{"format":"fiche-ombre","version":1,"characters":[{"sheet":…,"journal":…}]}`

use serde::{Deserialize, Serialize};

use super::field::number_refused;
pub use super::field::FieldProblem;
use super::named_path::{self, Refusal};
use super::unknown;
use crate::rules::checks::sheet_error::SheetError;
use crate::rules::journal::tracker::{SavedTracker, Tracker};
use serde_json::value::RawValue;

pub const FORMAT: &str = "fiche-ombre";
/// Version 2 may hold rolls, damage taken, healing and the core
/// afflictions; version 1 files are read the same way.
pub const FILE_VERSION: u32 = 2;
/// Largest file accepted: whatever the app saved, its export comes back.
///
/// An export is the same JSON as the saved records (plus a few bytes), and
/// the records fit in localStorage, which browsers cap at 5 Mi UTF-16 code
/// units per site (Chromium, Firefox; Safari less). In UTF-8 a code unit
/// takes at most 3 bytes: 15 MiB. The journal's bound (`MAX_JOURNAL`) keeps
/// each character far below that; the cap only stops absurd files early.
pub const MAX_FILE_BYTES: usize = 16 * 1024 * 1024;

/// A file made of records' characters, each written as its record holds it,
/// with the GM's bestiary and fight when there are some.
#[derive(Serialize)]
struct ExportRaw<'a> {
    format: &'static str,
    version: u32,
    characters: Vec<&'a RawValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bestiary: Option<&'a RawValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fight: Option<&'a RawValue>,
}

/// The GM's part of a file (`Tout exporter`): the bestiary's models and the
/// fight, each as the JSON the table's module keeps in storage, read and
/// checked by it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableParts {
    pub bestiary: Option<String>,
    pub fight: Option<String>,
}

/// The file's outer object, read in one pass: the header, and the
/// characters kept as raw text for the checked reader (whatever else the
/// file holds is skipped once, not read twice).
#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    version: Option<u64>,
    #[serde(default, borrow)]
    characters: Option<&'a RawValue>,
    #[serde(default, borrow)]
    bestiary: Option<&'a RawValue>,
    #[serde(default, borrow)]
    fight: Option<&'a RawValue>,
}

/// Why a file could not be imported. Nothing is imported then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    TooLarge,
    /// Not JSON at all (line and column of the first error).
    NotJson {
        line: usize,
        column: usize,
    },
    /// JSON, but not a Fiche d'Ombre export.
    NotOurs,
    /// Ours, but with a version no app ever wrote (0, or not a number).
    UnknownFormat,
    UnknownVersion(u64),
    /// The file holds no character.
    Empty,
    /// A field is missing or wrong; `path` is like `characters[0].sheet.attributes.will`.
    Field {
        path: String,
        problem: FieldProblem,
    },
    /// Character `index` (from 0) breaks a rule.
    Invalid {
        index: usize,
        error: SheetError,
    },
}

/// A file of these characters, through the one file writer
/// ([`export_records`]): the app exports records, the tests and the bench
/// characters.
pub fn export(characters: &[&Tracker]) -> String {
    let records: Vec<String> = characters.iter().map(|t| super::record::encode_character(t, 0, "")).collect();
    export_records(&records)
}

/// A file of the characters of these saved records (as `record` writes
/// them), with whatever a newer build left in them.
pub fn export_records(records: &[String]) -> String {
    export_with_table(records, &TableParts::default())
}

/// [`export_records`] with the GM's bestiary and fight (`Tout exporter`);
/// a part that is not JSON is left out.
pub fn export_with_table(records: &[String], table: &TableParts) -> String {
    fn raw(part: Option<&str>) -> Option<&RawValue> {
        part.and_then(|json| serde_json::from_str(json).ok())
    }
    #[derive(Deserialize)]
    struct Record<'a> {
        #[serde(borrow)]
        character: &'a RawValue,
    }
    let characters = records.iter().filter_map(|r| serde_json::from_str::<Record>(r).ok()).map(|r| r.character);
    let file = ExportRaw {
        format: FORMAT,
        version: FILE_VERSION,
        characters: characters.collect(),
        bestiary: raw(table.bestiary.as_deref()),
        fight: raw(table.fight.as_deref()),
    };
    serde_json::to_string(&file).unwrap_or_else(|_| unreachable!("characters always serialize"))
}

/// A file whose header was read: its characters, each still as its text,
/// to be read one by one ([`Opened::character`]), a few in each task of
/// the page so that a large file does not freeze it.
pub struct Opened<'a> {
    characters: Vec<&'a RawValue>,
    /// Written by this file version: fields this build does not read are
    /// a newer build's, kept.
    this_version: bool,
}

impl<'a> Opened<'a> {
    pub fn len(&self) -> usize {
        self.characters.len()
    }

    pub fn is_empty(&self) -> bool {
        self.characters.is_empty()
    }

    /// Character `index`, with what a newer build of this file version
    /// wrote into it that this build does not read (`{"character":…}`, as
    /// `save::unknown` keeps it for a record).
    pub fn character(&self, index: usize) -> Result<(Tracker, Option<String>), FileError> {
        let raw = self.characters[index].get();
        let mut reader = serde_json::Deserializer::from_str(raw);
        let saved: SavedTracker = named_path::deserialize(&mut reader).map_err(|refusal| {
            let path = match refusal.path.as_str() {
                "" => format!("characters[{index}]"),
                inner if inner.starts_with('[') => format!("characters[{index}]{inner}"),
                inner => format!("characters[{index}].{inner}"),
            };
            FileError::Field { path, problem: refusal.problem }
        })?;
        let tracker = Tracker::try_from(saved).map_err(|error| match error {
            SheetError::Number(at) => {
                let (path, problem) = number_refused(at);
                FileError::Field { path: format!("characters[{index}].{path}"), problem }
            }
            error => FileError::Invalid { index, error },
        })?;
        let unknown = self
            .this_version
            .then(|| serde_json::to_string(&tracker).ok())
            .flatten()
            .and_then(|written| unknown::fields(raw, &written))
            .map(|unknown| format!("{{\"character\":{unknown}}}"));
        Ok((tracker, unknown))
    }
}

/// A file whose header was read and checked, its list not yet split.
pub struct Header<'a> {
    characters: &'a RawValue,
    this_version: bool,
    table: TableParts,
}

impl<'a> Header<'a> {
    /// The GM's bestiary and fight the file carries, if any.
    pub fn table(&self) -> &TableParts {
        &self.table
    }

    /// Splits the list of characters (a second pass over the file).
    pub fn split(self) -> Result<Opened<'a>, FileError> {
        let mut reader = serde_json::Deserializer::from_str(self.characters.get());
        let characters: Vec<&RawValue> = named_path::deserialize(&mut reader)
            .map_err(|refusal| FileError::Field { path: "characters".to_string(), problem: refusal.problem })?;
        if characters.is_empty() {
            return Err(FileError::Empty);
        }
        Ok(Opened { characters, this_version: self.this_version })
    }
}

/// Reads a file's header and splits its list of characters.
pub fn open(text: &str) -> Result<Opened<'_>, FileError> {
    header(text)?.split()
}

/// Reads and checks a file's header (one pass over the file).
pub fn header(text: &str) -> Result<Header<'_>, FileError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(FileError::TooLarge);
    }
    let mut reader = serde_json::Deserializer::from_str(text);
    let envelope: Envelope = match named_path::deserialize(&mut reader) {
        Ok(envelope) if reader.end().is_ok() => envelope,
        // A header key written twice is refused as any other key is.
        Err(Refusal { path, problem: problem @ FieldProblem::Duplicate(_) }) => {
            return Err(FileError::Field { path, problem })
        }
        // Said again by serde_json alone, which knows where the text breaks.
        _ => {
            return Err(match serde_json::from_str::<Envelope>(text) {
                Err(e) if e.is_syntax() || e.is_eof() => FileError::NotJson { line: e.line(), column: e.column() },
                _ => FileError::NotOurs,
            })
        }
    };
    if envelope.format.as_deref() != Some(FORMAT) {
        return Err(FileError::NotOurs);
    }
    let this_version = match envelope.version {
        Some(v) if v > u64::from(FILE_VERSION) => return Err(FileError::UnknownVersion(v)),
        Some(v) if v >= 1 => v == u64::from(FILE_VERSION),
        _ => return Err(FileError::UnknownFormat),
    };
    let Some(characters) = envelope.characters else {
        return Err(FileError::Field { path: "characters".to_string(), problem: FieldProblem::Missing });
    };
    let table = TableParts {
        bestiary: envelope.bestiary.map(|raw| raw.get().to_string()),
        fight: envelope.fight.map(|raw| raw.get().to_string()),
    };
    Ok(Header { characters, this_version, table })
}

/// Every character of a file, each with what a newer build left in it.
pub fn import_keeping(text: &str) -> Result<Vec<(Tracker, Option<String>)>, FileError> {
    let opened = open(text)?;
    (0..opened.len()).map(|index| opened.character(index)).collect()
}

pub fn import(text: &str) -> Result<Vec<Tracker>, FileError> {
    Ok(import_keeping(text)?.into_iter().map(|(tracker, _)| tracker).collect())
}
