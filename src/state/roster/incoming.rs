//! Characters coming from players' links: what the game master chose for
//! each (where each stands against the roster is `Shared::placement`).

use leptos::prelude::*;

use super::Roster;
use crate::rules::journal::tracker::Tracker;
use crate::save::record::character_key;
use crate::save::share::Shared;
use crate::state::browser::new_id;
use crate::state::storage;

impl Roster {
    /// Adds a character from a link, under the link's identity when neither
    /// this roster nor storage uses it (so that the player's next link finds
    /// it), else under a new one: what storage holds under that key, of any
    /// version or set aside, is never written over. Returns its id; it is
    /// not opened.
    pub fn add_shared(&self, shared: Shared) -> String {
        let free = shared
            .identity
            .filter(|id| !self.order.get_untracked().contains(id) && !storage::is_used(&character_key(id)));
        let tracker = Tracker::from_parts(shared.sheet, shared.journal.unwrap_or_default());
        let id = free.unwrap_or_else(new_id);
        if let Some(unknown) = shared.unknown {
            self.inner.update_value(|i| {
                i.unknown.insert(id.clone(), unknown);
            });
        }
        self.insert_as(id, tracker)
    }

    /// Sets `id`'s character (open or not) and saves it; returns the one
    /// it replaced.
    pub(super) fn put(&self, id: &str, tracker: Tracker) -> Option<Tracker> {
        let name = tracker.sheet().name().to_string();
        let old = if self.open.get_untracked() == id {
            let old = self.store.snapshot();
            self.store.replace(tracker);
            Some(old)
        } else {
            self.inner.try_update_value(|i| i.cache.get_mut(id).map(|t| std::mem::replace(t, tracker))).flatten()
        }?;
        self.names.update(|n| {
            n.insert(id.to_string(), name);
        });
        self.cache_changed();
        self.flush_characters(vec![id.to_string()]);
        Some(old)
    }
}
