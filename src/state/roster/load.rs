//! Reading every character from storage when the app starts: migrating a
//! version 1 save, setting aside what cannot be read, reopening the last
//! character opened.

use rustc_hash::FxHashMap;

use leptos::prelude::*;

use super::sync::character_json;
use super::{Alert, Inner, Known, Roster};
use crate::rules::journal::tracker::Tracker;
use crate::save::record::RecordError;
use crate::save::record::{
    character_key, decode_character, decode_index, encode_character_json, encode_keeping, unknown_fields,
    CHARACTER_PREFIX, INDEX_KEY, LEGACY_V1_KEY,
};
use crate::save::sync::Version;
use crate::state::browser::new_id;
use crate::state::storage;
use crate::state::store::SheetStore;
use crate::text;

impl Roster {
    /// Reads every character from storage (migrating and setting aside as
    /// needed), opens the last one opened, and returns the roster with its store.
    pub fn load() -> Roster {
        let mut inner = Inner::default();
        let mut alerts = Vec::new();
        let mut add_alert = |message: String, download: Option<(String, String)>| {
            alerts.push(Alert { id: alerts.len() as u32, message, download });
        };
        let mut characters: Vec<(String, Tracker)> = Vec::new();
        inner.tab = new_id();
        let tab = inner.tab.clone();
        let mut newer_seen = false;

        if !storage::available() {
            add_alert(text::STORAGE_UNAVAILABLE.to_string(), None);
            // Said once: later writes fail the same way.
            inner.unavailable_said = true;
        }
        // Version 1 kept one character under its own key.
        if let Ok(Some(raw)) = storage::read(LEGACY_V1_KEY) {
            match decode_character(&raw) {
                Ok(stored) => {
                    let id = new_id();
                    let json = character_json(&stored.character);
                    if storage::write(&character_key(&id), &encode_character_json(&json, 1, &tab)).is_ok() {
                        let _ = storage::remove(LEGACY_V1_KEY);
                        // Known at revision 1, or the next save would take it
                        // for another tab's write and keep a copy.
                        let version = Version { revision: 1, writer: tab.clone() };
                        inner.known.insert(id.clone(), Known { version, json, generation: None, compact: false });
                    }
                    characters.push((id, stored.character));
                }
                Err(_) => set_aside(LEGACY_V1_KEY, &raw, &mut add_alert),
            }
        }
        for key in storage::keys_with(CHARACTER_PREFIX) {
            let Ok(Some(raw)) = storage::read(&key) else { continue };
            let id = key.trim_start_matches(CHARACTER_PREFIX).to_string();
            match decode_character(&raw) {
                Ok(stored) if !characters.iter().any(|(known, _)| *known == id) => {
                    let json = character_json(&stored.character);
                    let unknown = unknown_fields(&raw, &stored, &json);
                    let version = Version { revision: stored.revision, writer: stored.writer };
                    // Held in less room than stored (a journal past its
                    // bound, an older shape): written back at the first
                    // save, so that later loads read only what is kept.
                    let rewritten = encode_keeping(&json, version.revision + 1, &tab, unknown.as_deref());
                    let compact = rewritten.len() < raw.len();
                    if let Some(unknown) = unknown {
                        inner.unknown.insert(id.clone(), unknown);
                    }
                    inner.known.insert(id.clone(), Known { version, json, generation: None, compact });
                    characters.push((id, stored.character));
                }
                Ok(_) => {}
                // A newer app's character: left where it is, not listed.
                Err(RecordError::UnknownVersion(_)) => newer_seen = true,
                Err(_) => set_aside(&key, &raw, &mut add_alert),
            }
        }
        let index = match storage::read(INDEX_KEY) {
            Ok(Some(raw)) => match decode_index(&raw) {
                Ok(index) => Some(index),
                Err(RecordError::UnknownVersion(_)) => {
                    inner.index_is_newer = true;
                    newer_seen = true;
                    None
                }
                Err(_) => {
                    set_aside(INDEX_KEY, &raw, &mut add_alert);
                    None
                }
            },
            _ => None,
        };
        // The index gives the order; characters it does not list come last.
        let listed = index.as_ref().map(|i| i.order.clone()).unwrap_or_default();
        let mut order: Vec<String> = listed.into_iter().filter(|id| characters.iter().any(|(c, _)| c == id)).collect();
        for (id, _) in &characters {
            if !order.contains(id) {
                order.push(id.clone());
            }
        }
        if newer_seen {
            add_alert(text::NEWER_DATA.to_string(), None);
        }
        if order.is_empty() {
            let id = new_id();
            characters.push((id.clone(), Tracker::default()));
            order.push(id);
        }
        let open = index.and_then(|i| i.open).filter(|id| order.contains(id)).unwrap_or_else(|| order[0].clone());
        let mut names = FxHashMap::default();
        let mut open_tracker = Tracker::default();
        for (id, tracker) in characters {
            names.insert(id.clone(), tracker.sheet().name().to_string());
            if id == open {
                open_tracker = tracker;
            } else {
                inner.cache.insert(id, tracker);
            }
        }
        inner.next_alert = alerts.len() as u32;
        let store = SheetStore::new(open_tracker);
        // The store starts with the open character exactly as read and
        // serialised above: until it changes, a save has nothing to
        // serialise or read again (the first one comes just after start).
        if let Some(known) = inner.known.get_mut(&open) {
            known.generation = Some(store.generation());
        }
        let roster = Roster {
            store,
            order: RwSignal::new(order),
            names: RwSignal::new(names),
            open: RwSignal::new(open),
            alerts: RwSignal::new(alerts),
            deleted: RwSignal::new(None),
            inner: StoredValue::new(inner),
            cache_version: RwSignal::new(0),
            table_steps: RwSignal::new(Vec::new()),
            unsaved: RwSignal::new(Vec::new()),
        };
        // Written one task later, to keep the storage task short; nothing
        // reads the index in between.
        leptos::prelude::set_timeout(
            move || {
                // The roster may be gone by then (tests drop its owner).
                if !roster.inner.is_disposed() {
                    roster.write_index();
                }
            },
            std::time::Duration::ZERO,
        );
        roster
    }
}

/// Copies unreadable data aside and says so, or, when the copy cannot be
/// written (storage full), leaves it where it is and says that instead.
fn set_aside(key: &str, raw: &str, add_alert: &mut impl FnMut(String, Option<(String, String)>)) {
    let message = match storage::set_aside(key, raw) {
        Ok(_) => text::STORAGE_SET_ASIDE,
        Err(_) => text::STORAGE_UNREADABLE_KEPT,
    };
    add_alert(message.to_string(), Some(("fiche-ombre-donnees-illisibles.txt".to_string(), raw.to_string())));
}
