//! The journal: every event, in order, tagged with the action that made it.
//! Undoing an action marks its lines as cancelled; it never deletes them.

use serde::{Deserialize, Serialize};

use crate::rules::checks::journal_check::first_bad_line;
use crate::rules::checks::sheet_error::SheetError;
use crate::rules::journal::event::Event;
use crate::rules::time::clock::{Clock, MAX_CLOCK};
use crate::rules::variants::unit_enum;

unit_enum! {
    /// At a live table, the kind of device that made an action: every
    /// device replays the table's actions, and its journal says whose each was.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum Maker {
        /// The GM's device (the table view).
        Gm,
        /// A player's device.
        Player,
    }
}

impl Maker {
    /// The `data-by` of the lines of its actions.
    pub fn code(self) -> &'static str {
        match self {
            Maker::Gm => "gm",
            Maker::Player => "player",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct JournalEntry {
    /// Position in the journal, counting lines let go before it.
    pub seq: u64,
    /// The action (one command) that produced it.
    pub action: u64,
    /// The clock after the action.
    pub clock: Clock,
    pub event: Event,
    pub undone: bool,
}

/// The most lines a journal keeps: months of play. Older lines are let go,
/// counted in `dropped` and said so above the journal; this keeps saving,
/// links and files bounded however long a campaign runs.
pub const MAX_JOURNAL: usize = 2000;

/// Past this, action numbers from outside are numbered afresh: far from
/// `u64::MAX`, and exact as a JavaScript number.
const MAX_ACTION: u64 = 1 << 52;

/// Data from outside becomes a `Journal` only through [`JournalData`]'s
/// check (every line plausible) and bound (the newest [`MAX_JOURNAL`] lines).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Journal {
    entries: Vec<JournalEntry>,
    /// Lines let go over time to stay within [`MAX_JOURNAL`]. Saved beside
    /// the journal by the tracker, not in it: links keep their format.
    #[serde(skip)]
    dropped: u64,
    /// Who made each action at a live table, by action (saved beside the
    /// journal by the tracker, as `dropped` is).
    #[serde(skip)]
    made_by: Vec<(u64, Maker)>,
}

/// A journal as read, not yet checked.
#[derive(Default, Deserialize)]
pub struct JournalData {
    entries: Vec<JournalEntry>,
}

impl TryFrom<JournalData> for Journal {
    type Error = SheetError;
    fn try_from(data: JournalData) -> Result<Journal, SheetError> {
        // Alone, a journal is checked up to the clock's bound; with its
        // sheet, up to the sheet's time (`Journal::check_against`).
        if let Some(line) = first_bad_line(lines(&data.entries), MAX_CLOCK) {
            return Err(SheetError::JournalLine { line });
        }
        let mut journal = Journal { entries: data.entries, ..Journal::default() };
        journal.keep_newest();
        Ok(journal)
    }
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

    /// What the newest action still in effect did (nothing once every
    /// action was undone).
    pub fn last_action(&self) -> Vec<Event> {
        let mut kept = self.entries.iter().rev().filter(|e| !e.undone);
        let Some(newest) = kept.next() else { return Vec::new() };
        let mut events: Vec<Event> = std::iter::once(newest)
            .chain(kept.take_while(|e| e.action == newest.action))
            .map(|e| e.event.clone())
            .collect();
        events.reverse();
        events
    }

    /// Ends of round in a row, back to the last end of a minute or an hour
    /// (undone ones left out): the rounds of the fight going on.
    pub fn rounds_in_a_row(&self) -> u64 {
        let mut rounds = 0;
        for entry in self.entries.iter().rev().filter(|e| !e.undone) {
            if let Some((from, to)) = entry.event.time_passed() {
                if to.rounds() - from.rounds() != 1 {
                    break;
                }
                rounds += 1;
            }
        }
        rounds
    }

    /// Checks that no line is later than the sheet's time `now`.
    pub fn check_against(&self, now: Clock) -> Result<(), SheetError> {
        first_bad_line(lines(&self.entries), now).map_or(Ok(()), |line| Err(SheetError::JournalLine { line }))
    }

    /// Lines let go to keep the journal within [`MAX_JOURNAL`].
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// Adds lines let go earlier (saved beside the journal).
    pub fn add_dropped(&mut self, count: u64) {
        self.dropped = self.dropped.saturating_add(count);
    }

    /// Who made `action` at a live table, if it was made at one.
    pub fn made_by(&self, action: u64) -> Option<Maker> {
        self.made_by.iter().find(|(a, _)| *a == action).map(|(_, maker)| *maker)
    }

    /// Every action made at a live table, with who made it.
    pub fn makers(&self) -> &[(u64, Maker)] {
        &self.made_by
    }

    /// Says who made `action` (one of its lines is in the journal).
    pub fn set_made_by(&mut self, action: u64, maker: Maker) {
        if self.entries.iter().any(|e| e.action == action) && self.made_by(action).is_none() {
            self.made_by.push((action, maker));
        }
    }

    /// Who made which action, as read from outside: only the actions the
    /// journal holds, each once.
    pub fn keep_makers(&mut self, makers: Vec<(u64, Maker)>) {
        for (action, maker) in makers {
            self.set_made_by(action, maker);
        }
    }

    pub fn record(&mut self, action: u64, clock: Clock, events: Vec<Event>) {
        for event in events {
            let seq = self.entries.last().map_or(0, |e| e.seq + 1);
            self.entries.push(JournalEntry { seq, action, clock, event, undone: false });
        }
        self.keep_newest();
    }

    /// Lets the oldest lines go past [`MAX_JOURNAL`], counting them.
    fn keep_newest(&mut self) {
        let excess = self.entries.len().saturating_sub(MAX_JOURNAL);
        if excess > 0 {
            self.entries.drain(..excess);
            self.dropped = self.dropped.saturating_add(excess as u64);
            let oldest = self.entries.first().map_or(0, |e| e.action);
            self.made_by.retain(|(action, _)| *action >= oldest);
        }
    }

    /// Puts `event` first among the lines of `action`, the last recorded.
    pub fn lead_with(&mut self, action: u64, event: Event) {
        let Some(at) = self.entries.iter().position(|e| e.action == action) else { return };
        let clock = self.entries[at].clock;
        self.entries.insert(at, JournalEntry { seq: 0, action, clock, event, undone: false });
        let first = if at == 0 { 0 } else { self.entries[at - 1].seq + 1 };
        for (n, entry) in self.entries[at..].iter_mut().enumerate() {
            entry.seq = first + n as u64;
        }
        self.keep_newest();
    }

    pub fn mark_undone(&mut self, action: u64) {
        for entry in self.entries.iter_mut().filter(|e| e.action == action) {
            entry.undone = true;
        }
    }

    /// Numbers the lines 0, 1, 2… again when data from elsewhere has them
    /// out of order or too large (kept otherwise: a journal that let its
    /// oldest lines go starts above 0), and returns the next action number.
    /// Actions out of order, or so large that the next would overflow, are
    /// numbered 0, 1, 2… again too.
    pub fn renumber(&mut self) -> u64 {
        let seq_in_order = self.entries.windows(2).all(|pair| pair[0].seq < pair[1].seq)
            && self.entries.last().is_none_or(|e| e.seq < MAX_ACTION);
        if !seq_in_order {
            for (seq, entry) in self.entries.iter_mut().enumerate() {
                entry.seq = seq as u64;
            }
        }
        let in_order = self.entries.windows(2).all(|pair| pair[0].action <= pair[1].action);
        let last = self.entries.last().map(|e| e.action);
        match last {
            None => 0,
            Some(last) if in_order && last < MAX_ACTION => last + 1,
            Some(_) => {
                // Numbered afresh: who made which number no longer holds.
                self.made_by.clear();
                let mut next_action = 0;
                let mut previous = None;
                for entry in &mut self.entries {
                    if previous != Some(entry.action) {
                        previous = Some(entry.action);
                        next_action += 1;
                    }
                    entry.action = next_action - 1;
                }
                next_action
            }
        }
    }

    /// Emptied only when the player asks.
    pub fn clear(&mut self) {
        self.entries.clear();
        self.dropped = 0;
        self.made_by.clear();
    }
}

/// The journal's lines as the check reads them.
fn lines(entries: &[JournalEntry]) -> impl Iterator<Item = (Clock, bool, &Event)> {
    entries.iter().map(|entry| (entry.clock, entry.undone, &entry.event))
}

pub mod event;
mod event_reader;
mod event_writer;
pub mod tracker;
