//! Keeping storage in step with the roster: batched saves, revisions that
//! never let one tab write over another's newer save, conflicts kept as a
//! copy, and following what other tabs write.

use leptos::prelude::*;

use super::{copy_of, Known, Roster, SAVE_DELAY};
use crate::rules::tracker::Tracker;
use crate::save::record::{
    character_key, decode_character, decode_index, encode_character_json, encode_index, stored_revision, CHARACTER_PREFIX,
    INDEX_KEY,
};
use crate::state::browser::new_id;
use crate::state::storage::{self, StorageError};
use crate::text;

impl Roster {
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
        let (json, name) = self.store.peek_tracker(|t| (character_json(t), t.sheet().name().to_string()));
        let known = self.inner.with_value(|i| i.known.get(&id).cloned());
        if known.as_ref().is_some_and(|k| k.json == json) {
            return;
        }
        // Another tab may have written since: never write over its newer save.
        if let Ok(Some(raw)) = storage::read(&character_key(&id)) {
            let base = known.as_ref().map_or(0, |k| k.revision);
            if stored_revision(&raw).is_some_and(|revision| revision > base) {
                if let Ok(stored) = decode_character(&raw) {
                    self.resolve_conflict(&id, stored.revision, stored.character);
                    return;
                }
            }
        }
        self.write_json(&id, json);
        self.names.update(|n| {
            n.insert(id.clone(), name);
        });
    }

    pub(super) fn write_character(&self, id: &str, tracker: &Tracker) {
        self.write_json(id, character_json(tracker));
    }

    /// Writes a character already serialized, at the next revision.
    fn write_json(&self, id: &str, json: String) {
        let revision = self.inner.with_value(|i| i.known.get(id).map_or(0, |k| k.revision)) + 1;
        match storage::write(&character_key(id), &encode_character_json(&json, revision)) {
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

    pub(super) fn write_index(&self) {
        let order = self.order.get_untracked();
        let open = self.open.get_untracked();
        let _ = storage::write(INDEX_KEY, &encode_index(&order, Some(&open)));
    }

    /// Both tabs changed this character: keep ours as a copy, adopt theirs.
    fn resolve_conflict(&self, id: &str, revision: u64, theirs: Tracker) {
        let copy = self.store.peek_tracker(|ours| copy_of(ours, text::CONFLICT_SUFFIX));
        let name = copy.sheet().name().to_string();
        self.adopt(id, revision, theirs);
        let copy_id = new_id();
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
            let dirty =
                is_open && known.as_ref().is_none_or(|k| self.store.peek_tracker(|t| k.json != character_json(t)));
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
pub(super) fn character_json(tracker: &Tracker) -> String {
    serde_json::to_string(tracker).unwrap_or_default()
}
