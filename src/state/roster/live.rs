//! The live table's hand on the roster (`Request::Live`): what the
//! characters at the table ran here goes out, and each comes back as every
//! device merged it. The rules ran here already; the roster stays the one
//! way into them.

use leptos::prelude::*;

use super::Roster;
use crate::rules::journal::tracker::{Recorded, Tracker};
use crate::rules::journal::Maker;
use crate::save::bridge::Entry;
use crate::save::record::decode_character;

impl Roster {
    /// What each of `watch` ran since the last time (each keeps what it
    /// runs from now on), then each of `put` set to the table's merged
    /// character (added when this roster lacks it).
    pub fn live(&self, put: Vec<Entry>, watch: Vec<String>, by: Maker) -> Vec<(String, Vec<Recorded>)> {
        let mut ran = Vec::new();
        for id in watch {
            let taken = if self.open.with_untracked(|open| *open == id) {
                self.store.take_recorded(by)
            } else {
                let taken = self.inner.try_update_value(|i| {
                    i.cache.get_mut(&id).map(|t| {
                        t.record(by);
                        t.take_recorded()
                    })
                });
                taken.flatten().unwrap_or_default()
            };
            if !taken.is_empty() {
                ran.push((id, taken));
            }
        }
        for entry in put {
            let Ok(stored) = decode_character(&entry.record) else { continue };
            let mut merged: Tracker = stored.character;
            merged.record(by);
            if self.put(&entry.id, merged.clone()).is_none() {
                self.insert_as(entry.id, merged);
            }
        }
        ran
    }

    /// Characters that left the live table keep what they run to
    /// themselves again (their own `Annuler` included).
    pub fn left_live(&self, ids: &[String]) {
        for id in ids {
            if self.open.with_untracked(|open| open == id) {
                self.store.stop_recording();
            } else {
                self.inner.update_value(|i| {
                    if let Some(tracker) = i.cache.get_mut(id) {
                        tracker.stop_recording();
                    }
                });
            }
        }
    }
}
