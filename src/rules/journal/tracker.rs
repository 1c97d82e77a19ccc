//! One character in play: its sheet, its journal and its undo history.
//! Every change goes through [`Tracker::execute`]; [`Tracker::undo`] restores
//! the exact earlier sheet (dice included: nothing is re-rolled).

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::event::Event;
use crate::rules::character::sheet::{Sheet, SheetData, MAX_TEXT};
use crate::rules::checks::sheet_error::SheetError;
use crate::rules::command::{bounded_line, Command, CommandError};
use crate::rules::journal::{Journal, JournalData, Maker};
use crate::rules::rolls::dice::{Recording, Roller};

/// How many actions can be undone.
pub const UNDO_DEPTH: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Step {
    before: Sheet,
    action: u64,
}

/// What a tracker at a live table ran since it was last asked: each command
/// with its journal note and the faces its dice showed, or an undo. Every
/// device replays these the same way (`save::live`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Recorded {
    Ran { command: Command, note: Option<String>, faces: Vec<u32> },
    Undid,
}

/// The sheet and journal are saved; the history lives for the session only.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tracker {
    sheet: Sheet,
    journal: Journal,
    next_action: u64,
    history: VecDeque<Step>,
    /// Kept only at a live table: who this device is there (its lines say
    /// so, as every device's replay will), and what it ran since last asked.
    recorded: Option<(Maker, Vec<Recorded>)>,
}

/// A character as read back, not yet checked: `Tracker::try_from` checks
/// the sheet, then the journal against it, and recomputes the action
/// counter from the journal, so that data from elsewhere can never make
/// undo mark the wrong lines. `journal_dropped` is absent from data written
/// before the journal had a bound.
#[derive(Deserialize)]
pub struct SavedTracker {
    sheet: SheetData,
    #[serde(default)]
    journal: JournalData,
    #[serde(default)]
    journal_dropped: u64,
    /// Absent from data written away from a live table.
    #[serde(default)]
    made_by: Vec<(u64, Maker)>,
}

/// What is written: the same shape, plus the count of journal lines let go.
#[derive(Serialize)]
struct SavedRef<'a> {
    sheet: &'a Sheet,
    journal: &'a Journal,
    #[serde(skip_serializing_if = "is_zero")]
    journal_dropped: u64,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    made_by: &'a [(u64, Maker)],
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Serialize for Tracker {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedRef {
            sheet: &self.sheet,
            journal: &self.journal,
            journal_dropped: self.journal.dropped(),
            made_by: self.journal.makers(),
        }
        .serialize(serializer)
    }
}

impl TryFrom<SavedTracker> for Tracker {
    type Error = SheetError;
    fn try_from(saved: SavedTracker) -> Result<Tracker, SheetError> {
        let sheet = Sheet::try_from(saved.sheet)?;
        let mut journal = Journal::try_from(saved.journal)?;
        journal.check_against(sheet.clock())?;
        journal.add_dropped(saved.journal_dropped);
        let mut tracker = Tracker::from_parts(sheet, journal);
        tracker.journal.keep_makers(saved.made_by);
        Ok(tracker)
    }
}

impl Tracker {
    /// A copy (sheet and journal, no undo history) named after this one
    /// with `suffix` ("Ysolde (copie)"), the name cut so that the whole
    /// stays within its bound; with no name, the suffix's word alone.
    pub fn copy_named(&self, suffix: &str) -> Tracker {
        let room = MAX_TEXT.saturating_sub(suffix.chars().count() + 1);
        let base: String = self.sheet.name().chars().take(room).collect();
        let name = if base.is_empty() {
            suffix.trim_matches(|c| c == '(' || c == ')').to_string()
        } else {
            format!("{base} {suffix}")
        };
        let mut sheet = self.sheet.clone();
        // Made to fit, of a name that was already checked: kept as it was
        // only if the rules' own check still refuses it.
        if let Ok(name) = bounded_line(&name, MAX_TEXT) {
            sheet.name = name;
        }
        Tracker::from_parts(sheet, self.journal.clone())
    }

    pub fn new(sheet: Sheet) -> Tracker {
        Tracker { sheet, ..Tracker::default() }
    }

    /// A sheet with an existing journal (loaded, shared or imported).
    pub fn from_parts(sheet: Sheet, mut journal: Journal) -> Tracker {
        let next_action = journal.renumber();
        Tracker { sheet, journal, next_action, history: VecDeque::new(), recorded: None }
    }

    pub fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    pub fn journal(&self) -> &Journal {
        &self.journal
    }

    /// At a live table there is always something to ask: the table takes
    /// back this device's own last action, if any.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty() || self.recorded.is_some()
    }

    pub fn undo_depth(&self) -> usize {
        self.history.len()
    }

    /// Runs a command. On error nothing changes, history included.
    pub fn execute(&mut self, command: &Command, roller: &mut dyn Roller) -> Result<Vec<Event>, CommandError> {
        let mut dice = Recording::new(roller);
        let (next, events) = self.sheet.apply(command, &mut dice)?;
        if next == self.sheet && events.is_empty() {
            return Ok(events);
        }
        if let Some((_, recorded)) = &mut self.recorded {
            recorded.push(Recorded::Ran { command: command.clone(), note: None, faces: dice.faces });
        }
        // Every applied change is a step of its own, an edit too: a field
        // applies when the player commits it, each time on purpose.
        let action = self.next_action;
        self.history.push_back(Step { before: self.sheet.clone(), action });
        if self.history.len() > UNDO_DEPTH {
            self.history.pop_front();
        }
        self.next_action += 1;
        self.journal.record(action, next.clock(), events.clone());
        if let Some((maker, _)) = self.recorded {
            self.journal.set_made_by(action, maker);
        }
        self.sheet = next;
        Ok(events)
    }

    /// Runs a command and writes `note` first in its journal entry (the
    /// table view's words on who did it). On error nothing changes.
    pub fn execute_noted(
        &mut self,
        note: String,
        command: &Command,
        roller: &mut dyn Roller,
    ) -> Result<Vec<Event>, CommandError> {
        let before = self.next_action;
        let events = self.execute(command, roller)?;
        if self.next_action != before {
            if let Some(Recorded::Ran { note: kept, .. }) = self.recorded.as_mut().and_then(|(_, r)| r.last_mut()) {
                *kept = Some(note.clone());
            }
            self.journal.lead_with(before, Event::Note(note));
        }
        Ok(events)
    }

    /// Says who made the action run since `before` (the next action's
    /// number then), if one ran: a live table's replay.
    pub fn mark_made_by(&mut self, before: u64, maker: Maker) {
        if self.next_action != before {
            self.journal.set_made_by(before, maker);
        }
    }

    /// The number the next action will get: a step's actions are those
    /// from this number before it to this number after it.
    pub fn next_action(&self) -> u64 {
        self.next_action
    }

    /// The action `undo` would take back, if any.
    pub fn next_undo_action(&self) -> Option<u64> {
        self.history.back().map(|step| step.action)
    }

    /// Takes back the last action. Returns false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(step) = self.history.pop_back() else {
            // The character as every device merged it has no steps of its
            // own here: the table takes back this device's last action.
            let Some((_, recorded)) = &mut self.recorded else { return false };
            recorded.push(Recorded::Undid);
            return true;
        };
        self.sheet = step.before;
        self.journal.mark_undone(step.action);
        if let Some((_, recorded)) = &mut self.recorded {
            recorded.push(Recorded::Undid);
        }
        true
    }

    /// From now on, keeps what it runs for a live table to share, made
    /// there by `maker` (this device).
    pub fn record(&mut self, maker: Maker) {
        self.recorded.get_or_insert_with(|| (maker, Vec::new()));
    }

    /// No longer at a live table: what it runs is its own again.
    pub fn stop_recording(&mut self) {
        self.recorded = None;
    }

    /// Whether it keeps what it runs (it is at a live table).
    pub fn is_recording(&self) -> bool {
        self.recorded.is_some()
    }

    /// What it ran since the last time it was asked.
    pub fn take_recorded(&mut self) -> Vec<Recorded> {
        self.recorded.as_mut().map(|(_, r)| std::mem::take(r)).unwrap_or_default()
    }

    /// Says in the journal that this version came from a newer link of the
    /// same character. Not an action of its own undo: the table keeps the
    /// version it replaced for its `Annuler`. Nothing before it can be
    /// undone on this character any more (an undo would take the clock back
    /// under the line that says so, and the journal would no longer read).
    pub fn note_update(&mut self) {
        self.history.clear();
        let action = self.next_action;
        self.next_action += 1;
        self.journal.record(action, self.sheet.clock(), vec![Event::UpdatedFromLink]);
    }

    pub fn clear_journal(&mut self) {
        self.journal.clear();
    }
}
