//! The journal: every event, in order, tagged with the action that made it.
//! Undoing an action marks its lines as cancelled; it never deletes them.

use serde::{Deserialize, Serialize};

use super::clock::Clock;
use super::event::Event;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct JournalEntry {
    /// Position in the journal, from 0.
    pub seq: u64,
    /// The action (one command) that produced it.
    pub action: u64,
    /// The clock after the action.
    pub clock: Clock,
    pub event: Event,
    pub undone: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Journal {
    entries: Vec<JournalEntry>,
}

impl Journal {
    pub fn entries(&self) -> &[JournalEntry] {
        &self.entries
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Newest first, as the sheet shows it.
    pub fn newest_first(&self) -> impl Iterator<Item = &JournalEntry> {
        self.entries.iter().rev()
    }

    pub fn record(&mut self, action: u64, clock: Clock, events: Vec<Event>) {
        for event in events {
            let seq = self.entries.len() as u64;
            self.entries.push(JournalEntry { seq, action, clock, event, undone: false });
        }
    }

    pub fn mark_undone(&mut self, action: u64) {
        for entry in self.entries.iter_mut().filter(|e| e.action == action) {
            entry.undone = true;
        }
    }

    /// Numbers the lines 0, 1, 2… again (data from elsewhere may not).
    pub fn renumber(&mut self) {
        for (seq, entry) in self.entries.iter_mut().enumerate() {
            entry.seq = seq as u64;
        }
    }

    /// Emptied only when the player asks.
    pub fn clear(&mut self) {
        self.entries.clear();
    }
}
