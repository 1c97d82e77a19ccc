//! One character in play: its sheet, its journal and its undo history.
//! Every change goes through [`Tracker::execute`]; [`Tracker::undo`] restores
//! the exact earlier sheet (dice included: nothing is re-rolled).

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::command::{Command, CommandError};
use super::dice::Roller;
use super::event::Event;
use super::journal::Journal;
use super::sheet::Sheet;

/// How many actions can be undone.
pub const UNDO_DEPTH: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Step {
    before: Sheet,
    action: u64,
    edit_key: Option<String>,
}

/// The sheet and journal are saved; the history lives for the session only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Saved")]
pub struct Tracker {
    sheet: Sheet,
    journal: Journal,
    next_action: u64,
    #[serde(skip)]
    history: VecDeque<Step>,
}

/// What is read back: the action counter is recomputed from the journal, so
/// that data from elsewhere can never make undo mark the wrong lines.
#[derive(Deserialize)]
struct Saved {
    sheet: Sheet,
    #[serde(default)]
    journal: Journal,
}

impl From<Saved> for Tracker {
    fn from(saved: Saved) -> Tracker {
        Tracker::from_parts(saved.sheet, saved.journal)
    }
}

impl Tracker {
    pub fn new(sheet: Sheet) -> Tracker {
        Tracker { sheet, ..Tracker::default() }
    }

    /// A sheet with an existing journal (loaded, shared or imported).
    pub fn from_parts(sheet: Sheet, mut journal: Journal) -> Tracker {
        journal.renumber();
        let next_action = journal.entries().iter().map(|e| e.action + 1).max().unwrap_or(0);
        Tracker { sheet, journal, next_action, history: VecDeque::new() }
    }

    pub fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    pub fn journal(&self) -> &Journal {
        &self.journal
    }

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    pub fn undo_depth(&self) -> usize {
        self.history.len()
    }

    /// Runs a command. On error nothing changes, history included.
    pub fn execute(&mut self, command: &Command, roller: &mut dyn Roller) -> Result<Vec<Event>, CommandError> {
        let (next, events) = self.sheet.apply(command, roller)?;
        if next == self.sheet && events.is_empty() {
            return Ok(events);
        }
        let edit_key = command.edit_key();
        let continues_edit = edit_key.is_some()
            && self.history.back().is_some_and(|last| last.edit_key == edit_key && last.action + 1 == self.next_action);
        let action = if continues_edit {
            self.history.back().map_or(self.next_action, |last| last.action)
        } else {
            let action = self.next_action;
            self.history.push_back(Step { before: self.sheet.clone(), action, edit_key });
            if self.history.len() > UNDO_DEPTH {
                self.history.pop_front();
            }
            self.next_action += 1;
            action
        };
        self.journal.record(action, next.clock(), events.clone());
        self.sheet = next;
        Ok(events)
    }

    /// Takes back the last action. Returns false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(step) = self.history.pop_back() else { return false };
        self.sheet = step.before;
        self.journal.mark_undone(step.action);
        true
    }

    pub fn clear_journal(&mut self) {
        self.journal.clear();
    }
}
