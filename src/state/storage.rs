//! Saving the character in localStorage, and reading it back.
//!
//! Every save carries a schema version. Data that cannot be read is never
//! overwritten: it is set aside under its own key first.

use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

use crate::rules::tracker::Tracker;

/// The key of the character in play.
pub const CHARACTER_KEY: &str = "fiche-ombre:personnage";
/// Unreadable data is moved under this prefix (plus the time) before
/// anything else is written.
pub const SET_ASIDE_PREFIX: &str = "fiche-ombre:illisible:";
/// The schema version written by this build.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Deserialize)]
struct Saved {
    version: u32,
    character: Tracker,
}

#[derive(Serialize)]
struct SavedRef<'a> {
    version: u32,
    character: &'a Tracker,
}

/// What loading found.
pub enum LoadOutcome {
    /// Nothing saved yet.
    Empty,
    Loaded(Tracker),
    /// Saved data could not be read; it was set aside under this key.
    SetAside(String),
}

pub fn load_character() -> LoadOutcome {
    let Ok(raw) = LocalStorage::raw().get_item(CHARACTER_KEY) else {
        return LoadOutcome::Empty;
    };
    let Some(raw) = raw else { return LoadOutcome::Empty };
    match serde_json::from_str::<Saved>(&raw) {
        Ok(saved) if saved.version == SCHEMA_VERSION => LoadOutcome::Loaded(saved.character),
        _ => {
            let key = format!("{SET_ASIDE_PREFIX}{}", js_sys::Date::now() as u64);
            // Only once the copy is safe may the original key be reused.
            if LocalStorage::raw().set_item(&key, &raw).is_ok() {
                let _ = LocalStorage::raw().remove_item(CHARACTER_KEY);
            }
            LoadOutcome::SetAside(key)
        }
    }
}

/// Writes the character. Returns false when storage refused (full or off).
pub fn save_character(tracker: &Tracker) -> bool {
    LocalStorage::set(CHARACTER_KEY, SavedRef { version: SCHEMA_VERSION, character: tracker }).is_ok()
}
