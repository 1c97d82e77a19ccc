//! Reading every character from storage when the app starts: migrating a
//! version 1 save, setting aside what cannot be read, reopening the last
//! character opened.

use rustc_hash::FxHashMap;

use leptos::prelude::*;

use super::sync::character_json;
use super::{Alert, Inner, Known, Roster};
use crate::rules::journal::tracker::Tracker;
use crate::rules::journal::Maker;
use crate::save::record::{
    character_key, encode_character_json, encode_keeping, unknown_fields, Index, CHARACTER_PREFIX, INDEX_KEY,
    LEGACY_V1_KEY,
};
use crate::save::startup::{order_and_open, take_character, take_index, Taken};
use crate::save::sync::Version;
use crate::state::browser::new_id;
use crate::state::store::SheetStore;
use crate::state::{live, storage};
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
        inner.tab = new_id();
        if !storage::available() {
            add_alert(text::STORAGE_UNAVAILABLE.to_string(), None);
            // Said once: later writes fail the same way.
            inner.unavailable_said = true;
        }
        let mut characters: Vec<(String, Tracker)> = move_version_1(&mut inner, &mut add_alert).into_iter().collect();
        let newer_seen = read_characters(&mut inner, &mut characters, &mut add_alert);
        let index = read_index(&mut inner, &mut add_alert);
        if newer_seen || inner.index_is_newer {
            add_alert(text::NEWER_DATA.to_string(), None);
        }
        let found: Vec<String> = characters.iter().map(|(id, _)| id.clone()).collect();
        let (order, open) = order_and_open(&found, index).unwrap_or_else(|| {
            let id = new_id();
            characters.push((id.clone(), Tracker::default()));
            (vec![id.clone()], id)
        });
        let mut names = FxHashMap::default();
        let mut open_tracker = Tracker::default();
        // At a live table, what is run before its module starts is kept for it.
        let live = if storage::is_used(live::LIVE_GM_KEY) {
            Some(Maker::Gm)
        } else {
            storage::is_used(live::LIVE_KEY).then_some(Maker::Player)
        };
        for (id, mut tracker) in characters {
            if let Some(maker) = live {
                tracker.record(maker);
            }
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

/// Version 1 kept one character under its own key: moved under a key of
/// its own (known at revision 1 once written), or set aside if unreadable.
fn move_version_1(
    inner: &mut Inner,
    add_alert: &mut impl FnMut(String, Option<(String, String)>),
) -> Option<(String, Tracker)> {
    let raw = storage::read(LEGACY_V1_KEY).ok().flatten()?;
    let Taken::Read(stored) = take_character(&raw) else {
        set_aside(LEGACY_V1_KEY, &raw, add_alert);
        return None;
    };
    let id = new_id();
    let json = character_json(&stored.character);
    if storage::write(&character_key(&id), &encode_character_json(&json, 1, &inner.tab)).is_ok() {
        let _ = storage::remove(LEGACY_V1_KEY);
        // Known at revision 1, or the next save would take it for another
        // tab's write and keep a copy.
        let version = Version { revision: 1, writer: inner.tab.clone() };
        inner.known.insert(id.clone(), Known { version, json, generation: None, compact: false });
    }
    Some((id, stored.character))
}

/// Reads every character stored under its own key into `characters`,
/// setting aside those that cannot be read; whether a newer build wrote any.
fn read_characters(
    inner: &mut Inner,
    characters: &mut Vec<(String, Tracker)>,
    add_alert: &mut impl FnMut(String, Option<(String, String)>),
) -> bool {
    let mut newer_seen = false;
    for key in storage::keys_with(CHARACTER_PREFIX) {
        let Ok(Some(raw)) = storage::read(&key) else { continue };
        let id = key.trim_start_matches(CHARACTER_PREFIX).to_string();
        match take_character(&raw) {
            Taken::Read(stored) if !characters.iter().any(|(known, _)| *known == id) => {
                let json = character_json(&stored.character);
                let unknown = unknown_fields(&raw, &stored, &json);
                let version = Version { revision: stored.revision, writer: stored.writer };
                // Held in less room than stored (a journal past its bound,
                // an older shape): written back at the first save, so that
                // later loads read only what is kept.
                let rewritten = encode_keeping(&json, version.revision + 1, &inner.tab, unknown.as_deref());
                let compact = rewritten.len() < raw.len();
                if let Some(unknown) = unknown {
                    inner.unknown.insert(id.clone(), unknown);
                }
                inner.known.insert(id.clone(), Known { version, json, generation: None, compact });
                characters.push((id, stored.character));
            }
            Taken::Read(_) => {}
            Taken::Newer => newer_seen = true,
            Taken::Unreadable => set_aside(&key, &raw, add_alert),
        }
    }
    newer_seen
}

/// The index, if there is one this build can read; a newer build's is
/// remembered (never written over), a damaged one set aside.
fn read_index(inner: &mut Inner, add_alert: &mut impl FnMut(String, Option<(String, String)>)) -> Option<Index> {
    let raw = storage::read(INDEX_KEY).ok().flatten()?;
    match take_index(&raw) {
        Taken::Read(index) => Some(index),
        Taken::Newer => {
            inner.index_is_newer = true;
            None
        }
        Taken::Unreadable => {
            set_aside(INDEX_KEY, &raw, add_alert);
            None
        }
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
