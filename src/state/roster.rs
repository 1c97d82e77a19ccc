//! The roster: every character kept in this browser, the one open, and
//! localStorage kept in step with them.
//!
//! - Writes are batched: an edit schedules a save a moment later; hiding or
//!   leaving the page saves at once.
//! - Each saved character carries a revision. A write never goes over a
//!   newer revision written by another tab; when both tabs changed the same
//!   character, this tab's version is kept as a copy and the other adopted,
//!   with an alert: neither edit is lost.
//! - Unreadable data is set aside under its own key before anything is
//!   written, and the player is offered a download of it.

use std::collections::HashMap;
use std::time::Duration;

use leptos::prelude::*;

use super::browser::new_id;
use super::storage::{self, StorageError};
use super::store::Store;
use crate::rules::command::Command;
use crate::rules::dice::RealRoller;
use crate::rules::sheet::MAX_TEXT;
use crate::rules::tracker::Tracker;
use crate::save::record::{
    character_key, decode_character, decode_index, encode_character, encode_index, CHARACTER_PREFIX, INDEX_KEY,
    LEGACY_V1_KEY,
};
use crate::text;

/// How long after the last edit the character is written.
const SAVE_DELAY: Duration = Duration::from_millis(400);

/// A message for the player, with the data to download when there is some.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alert {
    pub id: u32,
    pub message: String,
    pub download: Option<(String, String)>,
}

/// A deleted character, kept until the deletion can no longer be undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deleted {
    pub name: String,
    id: String,
    position: usize,
    character: Tracker,
}

/// What storage holds for a character, as far as this tab knows.
#[derive(Clone, Debug)]
struct Known {
    revision: u64,
    json: String,
}

#[derive(Default)]
struct Inner {
    /// Characters not open (the open one lives in the store).
    cache: HashMap<String, Tracker>,
    known: HashMap<String, Known>,
    timer: Option<TimeoutHandle>,
    /// Storage refused a write already: say it once, not at every keystroke.
    write_failed: bool,
    next_alert: u32,
}

#[derive(Clone, Copy)]
pub struct Roster {
    store: Store,
    order: RwSignal<Vec<String>>,
    names: RwSignal<HashMap<String, String>>,
    open: RwSignal<String>,
    alerts: RwSignal<Vec<Alert>>,
    deleted: RwSignal<Option<Deleted>>,
    inner: StoredValue<Inner>,
}

impl Roster {
    pub fn use_roster() -> Roster {
        expect_context::<Roster>()
    }

    /// Reads every character from storage (migrating and setting aside as
    /// needed), opens the last one opened, and returns the roster with its store.
    pub fn load() -> Roster {
        let mut inner = Inner::default();
        let mut alerts = Vec::new();
        let mut add_alert = |message: String, download: Option<(String, String)>| {
            alerts.push(Alert { id: alerts.len() as u32, message, download });
        };
        let mut characters: Vec<(String, Tracker)> = Vec::new();

        if !storage::available() {
            add_alert(text::STORAGE_UNAVAILABLE.to_string(), None);
            // Said once: later writes fail the same way.
            inner.write_failed = true;
        }
        // Version 1 kept one character under its own key.
        if let Ok(Some(raw)) = storage::read(LEGACY_V1_KEY) {
            match decode_character(&raw) {
                Ok(stored) => {
                    let id = new_id();
                    let json = encode_character(&stored.character, 1);
                    if storage::write(&character_key(&id), &json).is_ok() {
                        let _ = storage::remove(LEGACY_V1_KEY);
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
                    inner.known.insert(id.clone(), Known { revision: stored.revision, json });
                    characters.push((id, stored.character));
                }
                Ok(_) => {}
                Err(_) => set_aside(&key, &raw, &mut add_alert),
            }
        }
        let index = match storage::read(INDEX_KEY) {
            Ok(Some(raw)) => match decode_index(&raw) {
                Ok(index) => Some(index),
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
        if order.is_empty() {
            let id = new_id();
            characters.push((id.clone(), Tracker::default()));
            order.push(id);
        }
        let open = index
            .and_then(|i| i.open)
            .filter(|id| order.contains(id))
            .unwrap_or_else(|| order[0].clone());
        let mut names = HashMap::new();
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
        let roster = Roster {
            store: Store::new(open_tracker),
            order: RwSignal::new(order),
            names: RwSignal::new(names),
            open: RwSignal::new(open),
            alerts: RwSignal::new(alerts),
            deleted: RwSignal::new(None),
            inner: StoredValue::new(inner),
        };
        roster.write_index();
        roster
    }

    pub fn store(&self) -> Store {
        self.store
    }

    pub fn open_id(&self) -> String {
        self.open.get()
    }

    /// (id, name) of every character, in order; the open one's name is live.
    pub fn entries(&self) -> Vec<(String, String)> {
        let open = self.open.get();
        let live = self.store.sheet(|s| s.name().to_string());
        let names = self.names.get();
        self.order
            .get()
            .into_iter()
            .map(|id| {
                let name = if id == open { live.clone() } else { names.get(&id).cloned().unwrap_or_default() };
                (id, name)
            })
            .collect()
    }

    pub fn alerts(&self) -> Vec<Alert> {
        self.alerts.get()
    }

    pub fn dismiss(&self, id: u32) {
        self.alerts.update(|a| a.retain(|alert| alert.id != id));
    }

    pub fn alert(&self, message: String) {
        self.alert_with(message, None);
    }

    fn alert_with(&self, message: String, download: Option<(String, String)>) {
        let id = self.inner.try_update_value(|i| {
            i.next_alert += 1;
            i.next_alert
        });
        let id = id.unwrap_or_default();
        self.alerts.update(|a| a.push(Alert { id, message, download }));
    }

    pub fn deleted(&self) -> Option<Deleted> {
        self.deleted.get()
    }

    /// Opens another character; the one open is saved first.
    pub fn open_character(&self, id: &str) {
        if self.open.get_untracked() == id {
            return;
        }
        self.flush();
        let Some(target) = self.inner.try_update_value(|i| i.cache.remove(id)).flatten() else { return };
        let previous = self.open.get_untracked();
        let current = self.store.snapshot();
        self.inner.update_value(|i| {
            i.cache.insert(previous, current);
        });
        self.store.replace(target);
        self.open.set(id.to_string());
        self.write_index();
    }

    /// Adds a character, saves it and opens it.
    pub fn add(&self, tracker: Tracker) -> String {
        let id = new_id();
        self.names.update(|n| {
            n.insert(id.clone(), tracker.sheet().name().to_string());
        });
        self.inner.update_value(|i| {
            i.cache.insert(id.clone(), tracker.clone());
        });
        self.order.update(|o| o.push(id.clone()));
        self.write_character(&id, &tracker);
        self.open_character(&id);
        id
    }

    pub fn new_character(&self) {
        self.add(Tracker::default());
    }

    /// A copy of the open character, named "… (copie)", opened.
    pub fn duplicate(&self) {
        let original = self.store.snapshot();
        let name = copy_name(original.sheet().name(), text::COPY_SUFFIX);
        let renamed = original
            .sheet()
            .apply(&Command::SetName(name), &mut RealRoller)
            .map(|(sheet, _)| sheet)
            .unwrap_or_else(|_| original.sheet().clone());
        self.add(Tracker::from_parts(renamed, original.journal().clone()));
    }

    /// Deletes a character; it can be brought back until the next deletion.
    pub fn delete(&self, id: &str) {
        let Some(position) = self.order.get_untracked().iter().position(|o| o == id) else { return };
        let is_open = self.open.get_untracked() == id;
        if is_open {
            let next = self.order.get_untracked().into_iter().find(|o| o != id);
            match next {
                Some(next) => self.open_character(&next),
                None => {
                    self.add(Tracker::default());
                }
            }
        }
        let character = self.inner.try_update_value(|i| {
            i.known.remove(id);
            i.cache.remove(id)
        });
        let Some(Some(character)) = character else { return };
        let _ = storage::remove(&character_key(id));
        let name = character.sheet().name().to_string();
        self.order.update(|o| o.retain(|x| x != id));
        self.deleted.set(Some(Deleted { name, id: id.to_string(), position, character }));
        self.write_index();
    }

    /// Brings back the last deleted character, where it was, and opens it.
    pub fn undo_delete(&self) {
        let Some(deleted) = self.deleted.get_untracked() else { return };
        self.deleted.set(None);
        self.write_character(&deleted.id, &deleted.character);
        self.inner.update_value(|i| {
            i.cache.insert(deleted.id.clone(), deleted.character.clone());
        });
        self.names.update(|n| {
            n.insert(deleted.id.clone(), deleted.name.clone());
        });
        self.order.update(|o| {
            let at = deleted.position.min(o.len());
            o.insert(at, deleted.id.clone());
        });
        self.open_character(&deleted.id);
    }

    pub fn forget_deleted(&self) {
        self.deleted.set(None);
    }

    /// Every character, the open one included, for export.
    pub fn all_characters(&self) -> Vec<Tracker> {
        let open = self.open.get_untracked();
        let current = self.store.snapshot();
        let order = self.order.get_untracked();
        self.inner.with_value(|i| {
            order
                .iter()
                .filter_map(|id| if *id == open { Some(current.clone()) } else { i.cache.get(id).cloned() })
                .collect()
        })
    }

    /// Called on every change of the open character: saves a moment later.
    pub fn schedule_save(&self) {
        let roster = *self;
        let handle = set_timeout_with_handle(move || roster.flush(), SAVE_DELAY).ok();
        self.inner.update_value(|i| {
            if let Some(old) = i.timer.take() {
                old.clear();
            }
            i.timer = handle;
        });
    }

    /// Writes the open character now if it changed since it was last saved.
    pub fn flush(&self) {
        self.inner.update_value(|i| {
            if let Some(timer) = i.timer.take() {
                timer.clear();
            }
        });
        let id = self.open.get_untracked();
        let tracker = self.store.snapshot();
        let json = character_json(&tracker);
        let known = self.inner.with_value(|i| i.known.get(&id).cloned());
        if known.as_ref().is_some_and(|k| k.json == json) {
            return;
        }
        // Another tab may have written since: never write over its newer save.
        if let Ok(Some(raw)) = storage::read(&character_key(&id)) {
            if let Ok(stored) = decode_character(&raw) {
                let base = known.as_ref().map_or(0, |k| k.revision);
                if stored.revision > base {
                    self.resolve_conflict(&id, stored.revision, stored.character);
                    return;
                }
            }
        }
        self.write_character(&id, &tracker);
        self.names.update(|n| {
            n.insert(id.clone(), tracker.sheet().name().to_string());
        });
    }

    fn write_character(&self, id: &str, tracker: &Tracker) {
        let json = character_json(tracker);
        let revision = self.inner.with_value(|i| i.known.get(id).map_or(0, |k| k.revision)) + 1;
        match storage::write(&character_key(id), &encode_character(tracker, revision)) {
            Ok(()) => self.inner.update_value(|i| {
                i.known.insert(id.to_string(), Known { revision, json });
                i.write_failed = false;
            }),
            Err(error) => self.report_write_failure(error),
        }
    }

    fn report_write_failure(&self, error: StorageError) {
        let first = self.inner.try_update_value(|i| !std::mem::replace(&mut i.write_failed, true)).unwrap_or(false);
        if first {
            let message = match error {
                StorageError::Unavailable => text::STORAGE_UNAVAILABLE,
                StorageError::WriteRefused => text::STORAGE_FAILED,
            };
            self.alert(message.to_string());
        }
    }

    fn write_index(&self) {
        let order = self.order.get_untracked();
        let open = self.open.get_untracked();
        let _ = storage::write(INDEX_KEY, &encode_index(&order, Some(&open)));
    }

    /// Both tabs changed this character: keep ours as a copy, adopt theirs.
    fn resolve_conflict(&self, id: &str, revision: u64, theirs: Tracker) {
        let ours = self.store.snapshot();
        self.adopt(id, revision, theirs);
        let name = copy_name(ours.sheet().name(), text::CONFLICT_SUFFIX);
        let renamed = ours
            .sheet()
            .apply(&Command::SetName(name.clone()), &mut RealRoller)
            .map(|(sheet, _)| sheet)
            .unwrap_or_else(|_| ours.sheet().clone());
        let copy_id = new_id();
        let copy = Tracker::from_parts(renamed, ours.journal().clone());
        self.write_character(&copy_id, &copy);
        self.inner.update_value(|i| {
            i.cache.insert(copy_id.clone(), copy);
        });
        self.names.update(|n| {
            n.insert(copy_id.clone(), name.clone());
        });
        self.order.update(|o| o.push(copy_id));
        self.write_index();
        self.alert(text::conflict_kept(&name));
    }

    fn adopt(&self, id: &str, revision: u64, tracker: Tracker) {
        let json = character_json(&tracker);
        self.inner.update_value(|i| {
            i.known.insert(id.to_string(), Known { revision, json });
        });
        self.names.update(|n| {
            n.insert(id.to_string(), tracker.sheet().name().to_string());
        });
        if self.open.get_untracked() == id {
            self.store.replace(tracker);
        } else {
            self.inner.update_value(|i| {
                i.cache.insert(id.to_string(), tracker);
            });
        }
    }

    /// Another tab wrote `key`: follow it.
    pub fn on_storage_event(&self, key: Option<String>, new_value: Option<String>) {
        let Some(key) = key else { return };
        if let Some(id) = key.strip_prefix(CHARACTER_PREFIX) {
            let Some(raw) = new_value else { return };
            let Ok(stored) = decode_character(&raw) else { return };
            let known = self.inner.with_value(|i| i.known.get(id).cloned());
            if known.as_ref().is_some_and(|k| k.revision >= stored.revision) {
                return;
            }
            if !self.order.get_untracked().iter().any(|o| o == id) {
                self.order.update(|o| o.push(id.to_string()));
            }
            let is_open = self.open.get_untracked() == id;
            let dirty = is_open && known.as_ref().is_none_or(|k| k.json != character_json(&self.store.snapshot()));
            if dirty {
                self.resolve_conflict(id, stored.revision, stored.character);
            } else {
                self.adopt(id, stored.revision, stored.character);
            }
        } else if key == INDEX_KEY {
            // Characters added in the other tab show up here too.
            let Some(index) = new_value.and_then(|raw| decode_index(&raw).ok()) else { return };
            for id in index.order {
                if self.order.get_untracked().contains(&id) {
                    continue;
                }
                let Ok(Some(raw)) = storage::read(&character_key(&id)) else { continue };
                let Ok(stored) = decode_character(&raw) else { continue };
                self.order.update(|o| o.push(id.clone()));
                self.adopt(&id, stored.revision, stored.character);
            }
        }
    }
}

/// `character_json` is what "changed since last saved" compares.
fn character_json(tracker: &Tracker) -> String {
    serde_json::to_string(tracker).unwrap_or_default()
}

/// "Ysolde (copie)", cut so that the whole stays within the name's limit.
fn copy_name(name: &str, suffix: &str) -> String {
    let room = MAX_TEXT.saturating_sub(suffix.chars().count() + 1);
    let base: String = name.chars().take(room).collect();
    if base.is_empty() { suffix.trim_matches(|c| c == '(' || c == ')').to_string() } else { format!("{base} {suffix}") }
}

fn set_aside(key: &str, raw: &str, add_alert: &mut impl FnMut(String, Option<(String, String)>)) {
    let _ = storage::set_aside(key, raw);
    add_alert(
        text::STORAGE_SET_ASIDE.to_string(),
        Some(("fiche-ombre-donnees-illisibles.txt".to_string(), raw.to_string())),
    );
}
