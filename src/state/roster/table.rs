//! The table view's side of the roster: every character read at once, and
//! one step of time for all of them (each with its own rules and its own
//! dice, journaled in its own journal), undone as one step.

use leptos::prelude::*;

use super::Roster;
use crate::rules::command::{Command, CommandError};
use crate::rules::journal::event::Event;
use crate::rules::journal::tracker::Tracker;
use crate::rules::rolls::dice::RealRoller;
use crate::rules::time::clock::Period;
use crate::state::store::Origin;

/// One step of the table view, for its `Annuler`.
#[derive(Clone, Debug)]
pub enum TableStep {
    /// Time for everyone: the characters it changed, each with the action
    /// it recorded there (undone only while it is still that character's
    /// last action: an edit made since is never taken back).
    /// `also`: the GM's fight's own undo of that time (its creatures).
    Time { period: Period, touched: Vec<(String, u64)>, also: Option<js_sys::Function> },
    /// One character's command (a Will roll against insanity).
    One { touched: Vec<(String, u64)> },
    /// The same command for every character (the group's Will roll).
    Group { touched: Vec<(String, u64)> },
    /// A step of another module (the GM's fight, a character updated
    /// from a newer link): the characters it replaced, each as it was and
    /// as the step left it, and the module's own undo if any.
    Replaced { changed: Vec<(String, Tracker, Tracker)>, undo: Option<js_sys::Function>, label: String },
}

/// The characters a step changed, each with the action it recorded there.
type Touched = Vec<(String, u64)>;
/// What a command did to one character, or why the rules refused it.
pub type Outcome = Result<Vec<Event>, CommandError>;

/// What the table's `Annuler` took back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undone {
    Time {
        period: Period,
        count: usize,
    },
    One {
        name: String,
    },
    Group {
        count: usize,
    },
    /// Another module's step, by the words it was done with.
    Replaced {
        label: String,
    },
}

impl Roster {
    /// Every character's id, in order (tracked).
    pub fn ids(&self) -> Vec<String> {
        self.order.get()
    }

    /// Reads one character, open or not (tracked: the table view follows
    /// every character, not only the open one).
    pub fn with_character<T>(&self, id: &str, read: impl FnOnce(&Tracker) -> T) -> Option<T> {
        if self.open.get() == id {
            Some(self.store.with_tracker(read))
        } else {
            self.cache_version.track();
            self.inner.with_value(|i| i.cache.get(id).map(read))
        }
    }

    /// How many rounds `id`'s fight is ahead of every other character's
    /// (the table's clock, which is the longest run of rounds): 0 when it
    /// is not ahead, or alone (tracked).
    pub fn rounds_ahead_of_table(&self, id: &str) -> u64 {
        let rounds = |id: &str| self.with_character(id, |t| t.journal().rounds_in_a_row()).unwrap_or(0);
        let others = self.order.get().into_iter().filter(|o| o != id).map(|o| rounds(&o)).max();
        others.map_or(0, |others| rounds(id).saturating_sub(others))
    }

    /// The end of a round, a minute or an hour for every character, dead or
    /// idle ones included (time passes for everyone). Each character goes
    /// through the same command as on its sheet and is saved the same way.
    /// Returns how many characters it changed. `also` is called when the
    /// step is undone (the fight's creatures had their time too).
    pub fn end_of_for_everyone(&self, period: Period, also: Option<js_sys::Function>) -> usize {
        let ids = self.order.get_untracked();
        let (touched, _) = self.run_on(&ids, &Command::EndOf(period));
        let count = touched.len();
        if count > 0 || also.is_some() {
            self.table_steps.update(|steps| steps.push(TableStep::Time { period, touched, also }));
        }
        count
    }

    /// One character's command from the table (a Will roll against
    /// insanity): the same rules and dice as on its sheet, one step of the
    /// table's `Annuler`. Returns what happened, or the refusal.
    pub fn run_for(&self, id: &str, command: &Command) -> Result<Vec<Event>, CommandError> {
        let (touched, mut outcomes) = self.run_on(&[id.to_string()], command);
        let outcome = outcomes.pop().unwrap_or(Ok(Vec::new()));
        if !touched.is_empty() {
            self.table_steps.update(|steps| steps.push(TableStep::One { touched }));
        }
        outcome
    }

    /// One command for every character (the group's Will roll), each with
    /// its own rules and dice, one step of the table's `Annuler`. Returns
    /// each character's id with what happened to it, or its refusal.
    pub fn run_for_everyone(&self, command: &Command) -> Vec<(String, Outcome)> {
        let ids = self.order.get_untracked();
        let (touched, outcomes) = self.run_on(&ids, command);
        if !touched.is_empty() {
            self.table_steps.update(|steps| steps.push(TableStep::Group { touched }));
        }
        ids.into_iter().zip(outcomes).collect()
    }

    /// The one way a character of the roster meets the rules: the open one
    /// through its store (shown, announced, its result on the bar), another
    /// in the roster's cache (saved by the caller). A character no longer
    /// there changes nothing.
    pub fn execute(&self, id: &str, origin: Origin, command: &Command) -> Result<Vec<Event>, CommandError> {
        if self.open.with_untracked(|open| open == id) {
            return self.store.execute(origin, command);
        }
        self.inner
            .try_update_value(|i| i.cache.get_mut(id).map(|t| t.execute(command, &mut RealRoller)))
            .flatten()
            .unwrap_or(Ok(Vec::new()))
    }

    /// Runs `command` on each of `ids` (open or not), then shows and saves
    /// them; returns the (id, action) pairs recorded, and each outcome.
    fn run_on(&self, ids: &[String], command: &Command) -> (Touched, Vec<Outcome>) {
        let mut touched = Vec::new();
        let mut outcomes = Vec::new();
        for id in ids {
            let outcome = self.execute(id, Origin::Table, command);
            let action = outcome
                .is_ok()
                .then(|| self.with_character_untracked(id, Tracker::next_undo_action))
                .flatten()
                .flatten();
            if let Some(action) = action {
                touched.push((id.clone(), action));
            }
            outcomes.push(outcome);
        }
        self.after_table_change(touched.iter().map(|(id, _)| id.clone()).collect());
        (touched, outcomes)
    }

    /// Whether the table's `Annuler` has a step to take back (tracked).
    pub fn can_undo_table_step(&self) -> bool {
        self.table_steps.with(|steps| !steps.is_empty())
    }

    /// Takes back the last table step: time, for every character whose last
    /// action is still that step's; a replacement, for every character not
    /// changed since.
    pub fn undo_table_step(&self) -> Option<Undone> {
        match self.table_steps.try_update(Vec::pop).flatten()? {
            TableStep::Time { period, touched, also } => {
                let count = self.undo_actions(&touched);
                if let Some(also) = also {
                    let _ = also.call0(&wasm_bindgen::JsValue::NULL);
                }
                Some(Undone::Time { period, count })
            }
            TableStep::One { touched } => {
                let name = touched.first().map(|(id, _)| self.name_of(id)).unwrap_or_default();
                self.undo_actions(&touched);
                Some(Undone::One { name })
            }
            TableStep::Group { touched } => Some(Undone::Group { count: self.undo_actions(&touched) }),
            TableStep::Replaced { changed, undo, label } => {
                for (id, old, new) in changed {
                    // A character changed since keeps what was done to it.
                    let last = |t: &Tracker| t.journal().entries().last().map(|e| e.seq);
                    if self.with_character_untracked(&id, |t| t.sheet() == new.sheet() && last(t) == last(&new))
                        == Some(true)
                    {
                        self.put(&id, old);
                    }
                }
                if let Some(undo) = undo {
                    let _ = undo.call0(&wasm_bindgen::JsValue::NULL);
                }
                Some(Undone::Replaced { label })
            }
        }
    }

    /// A step of another module: `changed` characters replaced by the
    /// versions it computed, one step of the table's `Annuler`, which also
    /// calls `undo`.
    pub fn replace_step(&self, changed: Vec<(String, Tracker)>, undo: Option<js_sys::Function>, label: String) {
        let changed =
            changed.into_iter().filter_map(|(id, new)| Some((id.clone(), self.put(&id, new.clone())?, new))).collect();
        self.table_steps.update(|steps| steps.push(TableStep::Replaced { changed, undo, label }));
    }

    /// Undoes each character's recorded action while it is still that
    /// character's last one; returns how many went back.
    fn undo_actions(&self, touched: &[(String, u64)]) -> usize {
        let open = self.open.get_untracked();
        let mut undone = Vec::new();
        for (id, action) in touched {
            let back = if *id == open {
                self.store.with_tracker_untracked(Tracker::next_undo_action) == Some(*action) && self.store.take_back()
            } else {
                self.inner
                    .try_update_value(|i| {
                        i.cache.get_mut(id).filter(|t| t.next_undo_action() == Some(*action)).map(Tracker::undo)
                    })
                    .flatten()
                    .unwrap_or(false)
            };
            if back {
                undone.push(id.clone());
            }
        }
        let count = undone.len();
        self.after_table_change(undone);
        count
    }

    /// The characters not open that a table step changed are shown anew
    /// and saved at once (the open one saves as after any action).
    fn after_table_change(&self, changed: Vec<String>) {
        let open = self.open.get_untracked();
        self.cache_changed();
        self.flush_characters(changed.into_iter().filter(|id| *id != open).collect());
    }
}
