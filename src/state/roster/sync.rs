//! Keeping storage in step with the roster: batched saves, revisions that
//! never let one tab write over another's save, conflicts kept as a copy,
//! and following what other tabs write or delete. The choices are made by
//! `save::sync` (pure, tested natively); this file reads storage, asks, and
//! carries the answer out.
//!
//! A save's read-check-write runs inside the browser's Web Locks API
//! (`navigator.locks`), one lock for every tab of the app, so two tabs
//! saving in the same instant take turns. Where the API is missing, and
//! when the page is being left (a lock's callback might never run), the
//! save runs at once, as before.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::{Known, Roster, SAVE_DELAY};
use crate::rules::journal::tracker::Tracker;
use crate::save::record::{
    character_key, decode_character, decode_index, encode_index, encode_keeping, stored_version, unknown_fields,
    RecordError, Stored, CHARACTER_PREFIX, INDEX_KEY,
};
use crate::save::sync::{on_other_tab, on_save, Follow, InStorage, Save, Version};
use crate::state::browser::commit_focused_field;
use crate::state::storage::{self, StorageError};
use crate::text;

/// The lock every tab takes to save.
const SAVE_LOCK: &str = "fiche-ombre:enregistrement";

impl Roster {
    /// Called on every change of the open character: saves a moment later.
    pub fn schedule_save(&self) {
        let roster = *self;
        let handle = set_timeout_with_handle(move || roster.save_locked(), SAVE_DELAY).ok();
        self.inner.update_value(|i| {
            if let Some(old) = i.timer.take() {
                old.clear();
            }
            i.timer = handle;
        });
    }

    /// Saves inside the cross-tab lock (at once where there is none).
    fn save_locked(&self) {
        let roster = *self;
        if !with_lock(move || roster.flush()) {
            self.flush();
        }
    }

    /// Writes the open character now if it changed since it was last saved,
    /// and every character storage refused before.
    pub fn flush(&self) {
        self.inner.update_value(|i| {
            if let Some(timer) = i.timer.take() {
                timer.clear();
            }
        });
        let open = self.open.get_untracked();
        self.flush_character(&open);
        for id in self.unsaved.get_untracked() {
            if id != open {
                self.flush_character(&id);
            }
        }
    }

    /// Writes again, inside the cross-tab lock, what storage refused before
    /// (room was made here or in another tab, or the player asked).
    pub fn retry_unsaved(&self) {
        let ids = self.unsaved.get_untracked();
        if !ids.is_empty() {
            self.flush_characters(ids);
        }
    }

    /// `id` left the roster: nothing of it waits to be written.
    pub(super) fn forget_unsaved(&self, id: &str) {
        if self.unsaved.with_untracked(|u| u.iter().any(|x| x == id)) {
            self.unsaved.update(|u| u.retain(|x| x != id));
        }
    }

    /// Writes the characters a table step changed, inside the cross-tab
    /// lock (at once where there is none), by the same decisions as the
    /// open one: a newer version in storage is never written over.
    pub(super) fn flush_characters(&self, ids: Vec<String>) {
        let roster = *self;
        let task = move || ids.iter().for_each(|id| roster.flush_character(id));
        let fallback = task.clone();
        if !with_lock(task) {
            fallback();
        }
    }

    /// Writes `id` (open or not) if it changed since it was last saved.
    fn flush_character(&self, id: &str) {
        let generation = (self.open.get_untracked() == id).then(|| self.store.generation());
        let known = self.inner.with_value(|i| i.known.get(id).cloned());
        // The open character, untouched since this tab wrote it: nothing to
        // serialise or read (a save would skip it).
        if generation.is_some() && known.as_ref().is_some_and(|k| !k.compact && k.generation == generation) {
            return;
        }
        let Some((json, name)) = self.json_of(id) else { return };
        let changed = known.as_ref().is_none_or(|k| k.json != json);
        let raw = storage::read(&character_key(id)).ok().flatten();
        let stored = stored_version(raw.as_deref());
        match on_save(known.as_ref().map(|k| &k.version), &stored, changed) {
            // Nothing changed here: only a compaction, and only over what
            // this tab read (another tab's write wins, no copy is made).
            Save::Skip => {
                if let Some(known) = known.filter(|k| k.compact && stored == InStorage::Saved(k.version.clone())) {
                    self.write_json(id, json, known.version.revision + 1, generation);
                }
            }
            Save::Write { revision } => {
                self.write_json(id, json, revision, generation);
                self.names.update(|n| {
                    n.insert(id.to_string(), name);
                });
            }
            Save::Conflict => match raw.as_deref().map(decode_character) {
                Some(Ok(theirs)) => {
                    self.remember_unknown(id, raw.as_deref().unwrap_or_default(), &theirs);
                    let version = Version { revision: theirs.revision, writer: theirs.writer };
                    self.settle_conflict(id, version, theirs.character);
                }
                Some(Err(error)) => self.move_away_from(id, raw.as_deref().unwrap_or_default(), error),
                None => {}
            },
            Save::DeletedElsewhere => {
                self.commit_typing_into(id);
                self.deleted_elsewhere(id, true);
            }
        }
    }

    /// Applies the text half-typed in the focused field to `id`'s
    /// character while it is still the one open, before it is switched away.
    fn commit_typing_into(&self, id: &str) {
        if self.open.get_untracked() == id {
            commit_focused_field();
        }
    }

    /// Storage holds, under `id`, what this tab cannot read: a newer app's
    /// record (left in place) or damaged bytes (set aside). This tab's
    /// version goes on as one copy, under a new id, and `id` leaves this
    /// roster: the next save writes the copy, not a copy of the copy.
    fn move_away_from(&self, id: &str, raw: &str, error: RecordError) {
        let newer = matches!(error, RecordError::UnknownVersion(_));
        if !newer {
            let _ = storage::set_aside(&character_key(id), raw);
        }
        let name = self.keep_as_copy(id, text::CONFLICT_SUFFIX);
        let Some(copy) = self.order.get_untracked().last().cloned() else { return };
        let position = self.order.get_untracked().iter().position(|o| o == id);
        self.forget_unsaved(id);
        self.inner.update_value(|i| {
            i.known.remove(id);
            i.unknown.remove(id);
            i.cache.remove(id);
        });
        if self.open.get_untracked() == id {
            self.switch_to(&copy, false);
        }
        self.order.update(|o| {
            o.retain(|x| x != id && *x != copy);
            o.insert(position.unwrap_or(o.len()).min(o.len()), copy.clone());
        });
        self.write_index();
        let download = (!newer).then(|| ("fiche-ombre-donnees-illisibles.txt".to_string(), raw.to_string()));
        self.alert_with(text::moved_to_copy(&name, newer), download);
    }

    /// The saved form of `id` as this tab holds it, and its name.
    fn json_of(&self, id: &str) -> Option<(String, String)> {
        self.with_character_untracked(id, |t| (character_json(t), t.sheet().name().to_string()))
    }

    pub(super) fn write_character(&self, id: &str, tracker: &Tracker) {
        let revision = self.inner.with_value(|i| i.known.get(id).map_or(0, |k| k.version.revision)) + 1;
        self.write_json(id, character_json(tracker), revision, None);
    }

    /// `generation`: the store's, when `json` is the open character as the
    /// store holds it now.
    fn write_json(&self, id: &str, json: String, revision: u64, generation: Option<u64>) {
        let (tab, unknown) = self.inner.with_value(|i| (i.tab.clone(), i.unknown.get(id).cloned()));
        match storage::write(&character_key(id), &encode_keeping(&json, revision, &tab, unknown.as_deref())) {
            Ok(()) => {
                self.inner.update_value(|i| {
                    i.known.insert(
                        id.to_string(),
                        Known { version: Version { revision, writer: tab }, json, generation, compact: false },
                    );
                });
                self.forget_unsaved(id);
                // The order and the open character live in the index: if it
                // went (cleared by hand, another tab), it is written again.
                if matches!(storage::read(INDEX_KEY), Ok(None)) {
                    self.write_index();
                }
            }
            Err(error) => self.report_write_failure(id, error),
        }
    }

    /// Without storage at all, said once; a refused write (storage full)
    /// keeps `id` waiting, shown until storage takes it.
    fn report_write_failure(&self, id: &str, error: StorageError) {
        match error {
            StorageError::Unavailable => {
                let first =
                    self.inner.try_update_value(|i| !std::mem::replace(&mut i.unavailable_said, true)).unwrap_or(false);
                if first {
                    self.alert(text::STORAGE_UNAVAILABLE.to_string());
                }
            }
            StorageError::WriteRefused => {
                if !self.unsaved.with_untracked(|u| u.iter().any(|x| x == id)) {
                    self.unsaved.update(|u| u.push(id.to_string()));
                }
            }
        }
    }

    pub(super) fn write_index(&self) {
        if self.inner.with_value(|i| i.index_is_newer) {
            return;
        }
        let order = self.order.get_untracked();
        let open = self.open.get_untracked();
        let _ = storage::write(INDEX_KEY, &encode_index(&order, Some(&open)));
    }

    /// Another tab's version where ours might be lost: kept as a copy, then
    /// theirs adopted; unless both are the same character, as when two tabs
    /// write back the same long journal at once (one of them while its page
    /// is hidden, outside the lock) or make the same edit. Then nothing of
    /// ours would be lost: their version becomes the one this tab knows,
    /// and ours stays in place (its undo steps with it).
    fn settle_conflict(&self, id: &str, version: Version, theirs: Tracker) {
        match self.json_of(id).filter(|(ours, _)| *ours == character_json(&theirs)) {
            Some((json, _)) => self.inner.update_value(|i| {
                i.known.insert(id.to_string(), Known { version, json, generation: None, compact: false });
            }),
            None => self.resolve_conflict(id, version, theirs),
        }
    }

    /// Both tabs changed this character: keep ours as a copy, adopt theirs.
    fn resolve_conflict(&self, id: &str, version: Version, theirs: Tracker) {
        let name = self.keep_as_copy(id, text::CONFLICT_SUFFIX);
        self.adopt(id, version, theirs);
        self.alert(text::conflict_kept(&name));
    }

    /// This tab's version of `id` (open or not) as a new character named
    /// "… (copie de cet onglet)". Returns its name.
    fn keep_as_copy(&self, id: &str, suffix: &str) -> String {
        let Some(copy) = self.with_character_untracked(id, |ours| ours.copy_named(suffix)) else {
            return String::new();
        };
        let name = copy.sheet().name().to_string();
        self.insert(copy);
        self.write_index();
        name
    }

    /// Another tab deleted `id`: it leaves this roster too, and this tab's
    /// version is kept as a copy when it holds something storage does not.
    fn deleted_elsewhere(&self, id: &str, keep_copy: bool) {
        let name = self.name_of(id);
        if keep_copy {
            self.keep_as_copy(id, text::CONFLICT_SUFFIX);
        }
        self.forget_unsaved(id);
        self.inner.update_value(|i| {
            i.known.remove(id);
            i.unknown.remove(id);
            i.cache.remove(id);
        });
        self.order.update(|o| o.retain(|x| x != id));
        if self.open.get_untracked() == id {
            // Not saved on the way out: it was deleted, and its edits are in the copy.
            match self.order.get_untracked().first().cloned() {
                Some(next) => self.switch_to(&next, false),
                None => {
                    let fresh = self.insert(Tracker::default());
                    self.switch_to(&fresh, false);
                }
            }
        }
        self.write_index();
        self.alert(text::deleted_elsewhere(&name, keep_copy));
    }

    /// The name of `id`'s character, open or not (untracked).
    pub fn name_of(&self, id: &str) -> String {
        if self.open.get_untracked() == id {
            self.store.with_sheet_untracked(|s| s.name().to_string())
        } else {
            self.names.with_untracked(|n| n.get(id).cloned().unwrap_or_default())
        }
    }

    fn adopt(&self, id: &str, version: Version, tracker: Tracker) {
        let json = character_json(&tracker);
        self.inner.update_value(|i| {
            i.known.insert(id.to_string(), Known { version, json, generation: None, compact: false });
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
            self.cache_changed();
        }
    }

    /// Keeps what a newer build wrote into `id`'s record `raw`, to write it
    /// back with this tab's saves.
    fn remember_unknown(&self, id: &str, raw: &str, stored: &Stored) {
        let unknown = unknown_fields(raw, stored, &character_json(&stored.character));
        self.inner.update_value(|i| match unknown {
            Some(unknown) => {
                i.unknown.insert(id.to_string(), unknown);
            }
            None => {
                i.unknown.remove(id);
            }
        });
    }

    /// True when this tab holds changes to `id` it has not saved.
    fn changed_here(&self, id: &str, known: Option<&Known>) -> bool {
        let held = self.json_of(id);
        match known {
            None => held.is_some(),
            Some(known) => held.is_some_and(|(json, _)| json != known.json),
        }
    }

    /// Another tab wrote or removed `key`: follow it, then write what
    /// storage refused before, in case the other tab made room.
    pub fn on_storage_event(&self, key: Option<String>, new_value: Option<String>) {
        self.follow_other_tab(key, new_value);
        self.retry_unsaved();
    }

    fn follow_other_tab(&self, key: Option<String>, new_value: Option<String>) {
        let Some(key) = key else { return };
        if let Some(id) = key.strip_prefix(CHARACTER_PREFIX) {
            let known = self.inner.with_value(|i| i.known.get(id).cloned());
            let ours = self.order.get_untracked().iter().any(|o| o == id);
            let Some(raw) = new_value else {
                if ours {
                    // What is typed in a field belongs to this character:
                    // applied to it before it goes (and kept in its copy).
                    self.commit_typing_into(id);
                    if let Follow::Deleted { keep_copy } =
                        on_other_tab(known.as_ref().map(|k| &k.version), None, self.changed_here(id, known.as_ref()))
                    {
                        self.deleted_elsewhere(id, keep_copy);
                    }
                }
                return;
            };
            let Ok(stored) = decode_character(&raw) else { return };
            self.remember_unknown(id, &raw, &stored);
            let incoming = Version { revision: stored.revision, writer: stored.writer.clone() };
            let changed = ours && self.changed_here(id, known.as_ref());
            match on_other_tab(known.as_ref().map(|k| &k.version), Some(&incoming), changed) {
                Follow::Ignore | Follow::Deleted { .. } => {}
                Follow::Adopt => {
                    if !ours {
                        self.order.update(|o| o.push(id.to_string()));
                    }
                    self.adopt(id, incoming, stored.character);
                }
                Follow::Conflict => {
                    if !ours {
                        self.order.update(|o| o.push(id.to_string()));
                    }
                    self.settle_conflict(id, incoming, stored.character);
                }
            }
        } else if key == INDEX_KEY {
            let Some(raw) = new_value else {
                // Removed: this tab's order is the one left.
                self.write_index();
                return;
            };
            // Characters added in the other tab show up here too.
            let Ok(index) = decode_index(&raw) else { return };
            for id in index.order {
                if self.order.get_untracked().contains(&id) {
                    continue;
                }
                let Ok(Some(raw)) = storage::read(&character_key(&id)) else { continue };
                let Ok(stored) = decode_character(&raw) else { continue };
                self.remember_unknown(&id, &raw, &stored);
                self.order.update(|o| o.push(id.clone()));
                let version = Version { revision: stored.revision, writer: stored.writer };
                self.adopt(&id, version, stored.character);
            }
        }
    }
}

/// Runs `task` holding the app's save lock, shared by every tab. Returns
/// false (without running it) where the browser has no Web Locks API.
fn with_lock(task: impl FnOnce() + 'static) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let Some(locks) = window.navigator().unchecked_into::<LockingNavigator>().locks() else { return false };
    let callback = Closure::once_into_js(move |_lock: JsValue| {
        task();
        JsValue::UNDEFINED
    });
    locks.request(SAVE_LOCK, &callback).is_ok()
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The navigator with Web Locks, which not every browser has.
    type LockingNavigator;
    #[wasm_bindgen(method, getter)]
    fn locks(this: &LockingNavigator) -> Option<LockManager>;
    type LockManager;
    /// Runs `callback` once the lock named `name` is held by this tab.
    #[wasm_bindgen(method, catch)]
    fn request(this: &LockManager, name: &str, callback: &JsValue) -> Result<js_sys::Promise, JsValue>;
}

/// `character_json` is what "changed since last saved" compares.
pub(super) fn character_json(tracker: &Tracker) -> String {
    serde_json::to_string(tracker).unwrap_or_default()
}
