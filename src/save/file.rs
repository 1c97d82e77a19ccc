//! Files: export one character or the whole roster as JSON, and import them
//! back with an error that names the field at fault.
//!
//! `{"format":"fiche-ombre","version":1,"characters":[{"sheet":…,"journal":…}]}`

use serde::{Deserialize, Serialize};

pub use super::field::FieldProblem;
use super::unknown;
use crate::rules::checks::sheet_error::SheetError;
use crate::rules::journal::tracker::Tracker;
use serde_json::error::Category;
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

#[derive(Serialize)]
struct ExportRef<'a> {
    format: &'static str,
    version: u32,
    characters: Vec<&'a Tracker>,
}

/// A file made of records' characters, each written as its record holds it.
#[derive(Serialize)]
struct ExportRaw<'a> {
    format: &'static str,
    version: u32,
    characters: Vec<&'a RawValue>,
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

/// JSON of these characters (compact: the same serializer as storage, so
/// the wasm carries one copy of it).
pub fn export(characters: &[&Tracker]) -> String {
    let file = ExportRef { format: FORMAT, version: FILE_VERSION, characters: characters.to_vec() };
    serde_json::to_string(&file).expect("characters always serialize")
}

/// A file of the characters of these saved records (as `record` writes
/// them), with whatever a newer build left in them.
pub fn export_records(records: &[String]) -> String {
    #[derive(Deserialize)]
    struct Record<'a> {
        #[serde(borrow)]
        character: &'a RawValue,
    }
    let characters = records.iter().filter_map(|r| serde_json::from_str::<Record>(r).ok()).map(|r| r.character);
    let file = ExportRaw { format: FORMAT, version: FILE_VERSION, characters: characters.collect() };
    serde_json::to_string(&file).expect("characters always serialize")
}

/// [`import`], each character with what a newer build of this file version
/// wrote into it that this build does not read (`{"character":…}`, as
/// `save::unknown` keeps it for a record).
pub fn import_keeping(text: &str) -> Result<Vec<(Tracker, Option<String>)>, FileError> {
    let characters = import(text)?;
    let raw: Vec<&RawValue> = serde_json::from_str::<Envelope>(text)
        .ok()
        .filter(|envelope| envelope.version == Some(u64::from(FILE_VERSION)))
        .and_then(|envelope| envelope.characters)
        .and_then(|list| serde_json::from_str(list.get()).ok())
        .unwrap_or_default();
    let unknown_in = |index: usize, tracker: &Tracker| {
        let written = serde_json::to_string(tracker).ok()?;
        let unknown = unknown::fields(raw.get(index)?.get(), &written)?;
        Some(format!("{{\"character\":{unknown}}}"))
    };
    Ok(characters
        .into_iter()
        .enumerate()
        .map(|(index, tracker)| {
            let unknown = unknown_in(index, &tracker);
            (tracker, unknown)
        })
        .collect())
}

pub fn import(text: &str) -> Result<Vec<Tracker>, FileError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(FileError::TooLarge);
    }
    let envelope: Envelope = serde_json::from_str(text).map_err(|e| match e.classify() {
        Category::Syntax | Category::Eof => FileError::NotJson { line: e.line(), column: e.column() },
        // A header key written twice is refused as any other key is.
        Category::Data if e.to_string().starts_with("duplicate field") => {
            FileError::Field { path: String::new(), problem: FieldProblem::from_message(&e.to_string()) }
        }
        Category::Data | Category::Io => FileError::NotOurs,
    })?;
    if envelope.format.as_deref() != Some(FORMAT) {
        return Err(FileError::NotOurs);
    }
    match envelope.version {
        Some(v) if v > u64::from(FILE_VERSION) => return Err(FileError::UnknownVersion(v)),
        Some(v) if v >= 1 => {}
        _ => return Err(FileError::UnknownFormat),
    }
    let Some(characters) = envelope.characters else {
        return Err(FileError::Field { path: "characters".to_string(), problem: FieldProblem::Missing });
    };
    let mut reader = serde_json::Deserializer::from_str(characters.get());
    let characters: Vec<Tracker> = serde_path_to_error::deserialize(&mut reader).map_err(|e| {
        // The path starts inside the list: `[0].sheet` → `characters[0].sheet`.
        let inner = e.path().to_string();
        let mut path = if inner == "." { "characters".to_string() } else { format!("characters{inner}") };
        let message = e.into_inner().to_string();
        // serde says where the object is, and names the field it lacks.
        if let Some(field) = message.strip_prefix("missing field `").and_then(|rest| rest.split('`').next()) {
            path = format!("{path}.{field}");
        }
        match SheetError::from_message(&message) {
            Some(error) => FileError::Invalid { index: character_index(&path), error },
            None => FileError::Field { path, problem: FieldProblem::from_message(&message) },
        }
    })?;
    if characters.is_empty() {
        return Err(FileError::Empty);
    }
    Ok(characters)
}

/// `characters[2].sheet` → 2.
fn character_index(path: &str) -> usize {
    path.strip_prefix("characters[").and_then(|rest| rest.split(']').next()).and_then(|n| n.parse().ok()).unwrap_or(0)
}
