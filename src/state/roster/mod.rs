//! The roster: every character kept in this browser and the one open
//! (new, duplicate, delete and bring back, open another). Reading storage
//! at start is in [`load`], keeping it in step in [`sync`]:
//!
//! - Writes are batched: an edit schedules a save a moment later; hiding or
//!   leaving the page saves at once.
//! - Each saved character carries a revision. A write never goes over a
//!   newer revision written by another tab; when both tabs changed the same
//!   character, this tab's version is kept as a copy and the other adopted,
//!   with an alert: neither edit is lost.
//! - Unreadable data is set aside under its own key before anything is
//!   written, and the player is offered a download of it.

mod incoming;
mod live;
mod load;
mod sync;
mod table;

pub use table::{StepKind, TableStep, Undone};

use rustc_hash::FxHashMap;
use std::time::Duration;

use leptos::prelude::*;

use super::browser::new_id;
use super::storage;
use super::store::SheetStore;
use crate::rules::journal::tracker::Tracker;
use crate::save::record::{character_key, decode_character, encode_keeping, stored_version};
use crate::save::sync::{InStorage, Version};
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
    version: Version,
    json: String,
    /// The store's generation when this was written, for the character
    /// open then: while it is unchanged, so is the character.
    generation: Option<u64>,
    /// Storage holds this character in more room than needed: write it
    /// back, if no other tab has written since, even with no change.
    compact: bool,
}

#[derive(Default)]
struct Inner {
    /// This tab's id, written in each record it saves.
    tab: String,
    /// The index in storage was written by a newer app: left as it is.
    index_is_newer: bool,
    /// Characters not open (the open one lives in the store).
    cache: FxHashMap<String, Tracker>,
    known: FxHashMap<String, Known>,
    /// What a newer build wrote into a character's record that this build
    /// does not read (`save::unknown`): put back into each of its saves.
    unknown: FxHashMap<String, String>,
    timer: Option<TimeoutHandle>,
    /// There is no storage at all (private browsing): said once, at start.
    unavailable_said: bool,
    next_alert: u32,
}

#[derive(Clone, Copy)]
pub struct Roster {
    store: SheetStore,
    order: RwSignal<Vec<String>>,
    names: RwSignal<FxHashMap<String, String>>,
    open: RwSignal<String>,
    alerts: RwSignal<Vec<Alert>>,
    deleted: RwSignal<Option<Deleted>>,
    inner: StoredValue<Inner>,
    /// Bumped whenever a character that is not open changes, so that the
    /// table view follows every character, not only the open one.
    cache_version: RwSignal<u64>,
    /// The table view's steps, newest last, for its `Annuler`.
    table_steps: RwSignal<Vec<TableStep>>,
    /// The characters whose last change storage refused (it is full): held
    /// in memory and written again at every save until storage takes them.
    unsaved: RwSignal<Vec<String>>,
}

impl Roster {
    pub fn use_roster() -> Roster {
        expect_context::<Roster>()
    }

    /// The one already read from storage (src/main.rs reads it in a task
    /// of its own, before the page is built), or read now and provided,
    /// with its store.
    pub fn use_or_load() -> Roster {
        use_context::<Roster>().unwrap_or_else(|| {
            let roster = Roster::load();
            provide_context(roster);
            provide_context(roster.store());
            roster
        })
    }

    /// The open character's store (a handle: reading through it tracks,
    /// or not, as its own readers say).
    pub fn store(&self) -> SheetStore {
        self.store
    }

    /// The open character's id (tracked).
    pub fn open_id(&self) -> String {
        self.open.get()
    }

    /// (id, name) of every character, in order; the open one's name is live
    /// (tracked: the order, the names, and the open character's sheet).
    pub fn entries(&self) -> Vec<(String, String)> {
        let open = self.open.get();
        let live = self.store.with_sheet(|s| s.name().to_string());
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

    /// The names of the characters whose changes are not stored, in the
    /// roster's order (tracked).
    pub fn unsaved_names(&self) -> Vec<String> {
        let ids = self.unsaved.get();
        self.entries().into_iter().filter(|(id, _)| ids.contains(id)).map(|(_, name)| name).collect()
    }

    /// The alerts shown at the top of the page (tracked).
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

    /// The character that `Annuler la suppression` brings back (tracked).
    pub fn deleted(&self) -> Option<Deleted> {
        self.deleted.get()
    }

    /// Opens another character; the one open is saved first.
    pub fn open_character(&self, id: &str) {
        if self.open.get_untracked() == id {
            return;
        }
        self.flush();
        self.switch_to(id, true);
    }

    /// Puts `id` in play without saving the one open; that one goes back to
    /// the cache when `keep_previous`, or is let go (deleted elsewhere).
    fn switch_to(&self, id: &str, keep_previous: bool) {
        let Some(target) = self.inner.try_update_value(|i| i.cache.remove(id)).flatten() else { return };
        if keep_previous {
            let previous = self.open.get_untracked();
            let current = self.store.snapshot();
            self.inner.update_value(|i| {
                i.cache.insert(previous, current);
            });
        }
        self.store.replace(target);
        self.open.set(id.to_string());
        self.cache_changed();
        self.write_index();
    }

    /// Reads one character as this tab holds it, open or not, without
    /// tracking (event handlers, saving).
    pub fn with_character_untracked<T>(&self, id: &str, read: impl FnOnce(&Tracker) -> T) -> Option<T> {
        if self.open.get_untracked() == id {
            Some(self.store.with_tracker_untracked(read))
        } else {
            self.inner.with_value(|i| i.cache.get(id).map(read))
        }
    }

    /// Follows every character, open or not, and their order (tracked).
    pub fn track_characters(&self) {
        self.order.track();
        self.cache_version.track();
    }

    /// Says that a character not open changed (see `cache_version`).
    fn cache_changed(&self) {
        self.cache_version.update(|v| *v += 1);
    }

    /// Puts a character last in the roster and writes it, without opening
    /// it or writing the index. Returns its new id.
    pub(super) fn insert(&self, tracker: Tracker) -> String {
        self.insert_as(new_id(), tracker)
    }

    /// [`Roster::insert`] under a given id (one not in the roster).
    pub(super) fn insert_as(&self, id: String, tracker: Tracker) -> String {
        self.write_character(&id, &tracker);
        self.names.update(|n| {
            n.insert(id.clone(), tracker.sheet().name().to_string());
        });
        self.inner.update_value(|i| {
            i.cache.insert(id.clone(), tracker);
        });
        self.cache_changed();
        self.order.update(|o| o.push(id.clone()));
        id
    }

    /// Adds a character, saves it and opens it.
    pub fn add(&self, tracker: Tracker) -> String {
        let id = self.insert(tracker);
        self.open_character(&id);
        id
    }

    pub fn new_character(&self) {
        self.add(Tracker::default());
    }

    /// A copy of the open character, named "… (copie)", opened.
    pub fn duplicate(&self) {
        let copy = self.store.with_tracker_untracked(|t| t.copy_named(text::COPY_SUFFIX));
        self.add(copy);
    }

    /// Deletes a character; it can be brought back until the next deletion.
    pub fn delete(&self, id: &str) {
        if !self.order.get_untracked().iter().any(|o| o == id) {
            return;
        }
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
        let Some((position, character)) = self.remove(id) else { return };
        let name = character.sheet().name().to_string();
        self.deleted.set(Some(Deleted { name, id: id.to_string(), position, character }));
        self.write_index();
        // The room it took may be what the others were waiting for.
        self.retry_unsaved();
    }

    /// Takes a character that is not open out of the roster and storage
    /// (the index is the caller's to write); returns where it was and what.
    /// What another tab saved of it since this tab last saw it is kept as a
    /// new character, said in an alert; a newer app's record stays.
    fn remove(&self, id: &str) -> Option<(usize, Tracker)> {
        let position = self.order.get_untracked().iter().position(|o| o == id)?;
        let known = self.inner.with_value(|i| i.known.get(id).map(|k| k.version.clone()));
        let character = self.inner.try_update_value(|i| {
            i.known.remove(id);
            i.unknown.remove(id);
            i.cache.remove(id)
        })??;
        let key = character_key(id);
        let raw = storage::read(&key).ok().flatten();
        match stored_version(raw.as_deref()) {
            InStorage::Saved(now) if known.as_ref() != Some(&now) => {
                if let Some(Ok(theirs)) = raw.as_deref().map(decode_character) {
                    let copy = theirs.character.copy_named(text::OTHER_TAB_SUFFIX);
                    let name = copy.sheet().name().to_string();
                    self.insert(copy);
                    self.alert(text::kept_other_tabs_version(&name));
                }
                let _ = storage::remove(&key);
            }
            // What this build cannot read (a newer build's record, or
            // damaged bytes) is never erased by a deletion: it is set aside
            // under its own key and offered as a download.
            InStorage::Unreadable => {
                let raw = raw.unwrap_or_default();
                let name = character.sheet().name().to_string();
                let kept = storage::set_aside(&key, &raw).is_ok();
                let download = ("fiche-ombre-donnees-illisibles.txt".to_string(), raw);
                self.alert_with(text::deleted_unreadable(&name, kept), Some(download));
            }
            _ => {
                let _ = storage::remove(&key);
            }
        }
        self.cache_changed();
        self.order.update(|o| o.retain(|x| x != id));
        self.forget_unsaved(id);
        Some((position, character))
    }

    /// Adds characters that came from links; the first is opened. On a
    /// first visit the roster holds only the blank character the app made
    /// to start with: the newcomers take its place instead of standing
    /// beside an empty "Sans nom".
    /// Returns whether storage took them all (when full, they wait in memory).
    pub fn add_from_outside(&self, characters: Vec<crate::save::share::Shared>, open_first: bool) -> bool {
        let blank = self.lone_blank().filter(|_| open_first);
        let ids: Vec<String> = characters.into_iter().map(|shared| self.add_shared(shared)).collect();
        let Some(first) = ids.first().filter(|_| open_first) else { return self.all_stored(&ids) };
        self.open_character(first);
        if let Some(blank) = blank {
            self.remove(&blank);
            self.write_index();
        }
        self.all_stored(&ids)
    }

    /// Whether storage took every one of `ids`.
    fn all_stored(&self, ids: &[String]) -> bool {
        self.unsaved.with_untracked(|unsaved| !ids.iter().any(|id| unsaved.contains(id)))
    }

    /// The roster's only character, when it is open and nothing was ever
    /// done to it.
    fn lone_blank(&self) -> Option<String> {
        let order = self.order.get_untracked();
        let [only] = order.as_slice() else { return None };
        let blank =
            *only == self.open.get_untracked() && self.store.with_tracker_untracked(|t| *t == Tracker::default());
        blank.then(|| only.clone())
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

    /// Every character, the open one included, for export (untracked).
    /// `id`'s character as a saved record (revision 0), with what a newer
    /// build left in it: how characters cross to the other modules and go
    /// into files.
    pub fn record_of(&self, id: &str) -> Option<String> {
        let json = self.with_character_untracked(id, sync::character_json)?;
        Some(self.inner.with_value(|i| encode_keeping(&json, 0, "", i.unknown.get(id).map(String::as_str))))
    }

    /// Every character as [`Roster::record_of`] gives it, in order.
    pub fn all_records(&self) -> Vec<String> {
        self.order.get_untracked().iter().filter_map(|id| self.record_of(id)).collect()
    }
}
