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
use crate::save::bridge::FightChange;
use crate::state::store::Origin;

/// How a step of characters' own actions is said when undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Time (or a rest) for everyone.
    Time(Period),
    /// One character's command from its card.
    One,
    /// The same command for every character (the group's Will roll).
    Group,
    /// A step of the GM's fight, in its own words (« Gobelin 2 — Lance :
    /// 5 dégâts à Aline »).
    Fight(String),
}

/// One step of the table view, for its `Annuler`.
#[derive(Clone, Debug)]
pub enum TableStep {
    /// The characters' own actions, each undone only while it is still that
    /// character's last (an edit made since is never taken back), and the
    /// fight as it was before, if the step changed it.
    Actions { kind: StepKind, touched: Touched, fight: Option<FightChange> },
    /// Characters replaced by a link's newer version: each as it was and as
    /// the step left it.
    Replaced { changed: Vec<(String, Tracker, Tracker)>, label: String },
}

/// The characters a step changed, each with every action it recorded there.
type Touched = Vec<(String, u64)>;
/// What a command did to one character, or why the rules refused it.
pub type Outcome = Result<Vec<Event>, CommandError>;
/// Each character's id with what a step did to it.
pub type Each = Vec<(String, Outcome)>;

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
    /// A step of the fight or a link's update, by the words it was done with.
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
    /// Returns how many characters it changed and each one's outcome (the
    /// rules refuse a clock that is full); `fight` is the fight's own part
    /// of that time, undone with it.
    pub fn end_of_for_everyone(&self, period: Period, fight: Option<FightChange>) -> (usize, Each) {
        let ids = self.order.get_untracked();
        let (touched, outcomes) = self.act_on(&ids, &|t| t.execute(&Command::EndOf(period), &mut RealRoller));
        let count = touched.iter().filter(|(id, action)| !touched.iter().any(|(i, a)| i == id && a > action)).count();
        self.push_step(StepKind::Time(period), touched, fight);
        (count, outcomes)
    }

    /// One character's command from the table, with the table's `note`
    /// first in its journal when there is one: the same rules and dice as
    /// on its sheet, one step of the table's `Annuler` (said `kind`).
    /// Returns what happened, or the refusal.
    pub fn run_for(
        &self,
        id: &str,
        command: &Command,
        note: Option<String>,
        kind: StepKind,
        fight: Option<FightChange>,
    ) -> Outcome {
        let (touched, mut outcomes) = self.act_on(&[id.to_string()], &|t| match note.clone() {
            Some(note) => t.execute_noted(note, command, &mut RealRoller),
            None => t.execute(command, &mut RealRoller),
        });
        self.push_step(kind, touched, fight);
        outcomes.pop().map_or(Ok(Vec::new()), |(_, outcome)| outcome)
    }

    /// One command for every character (the group's Will roll, a rest),
    /// each with its own rules and dice, one step of the table's `Annuler`.
    /// Returns each character's id with what happened to it, or its refusal.
    pub fn run_for_everyone(&self, command: &Command, fight: Option<FightChange>) -> Each {
        let ids = self.order.get_untracked();
        let (touched, outcomes) = self.act_on(&ids, &|t| t.execute(command, &mut RealRoller));
        self.push_step(StepKind::Group, touched, fight);
        outcomes
    }

    /// `act` on each of `ids` (several commands of the rules at once, as
    /// the Will roll against a frightening creature), one step of the
    /// table's `Annuler` said `label`; each id with its outcome.
    pub fn act_for(
        &self,
        ids: &[String],
        label: String,
        fight: FightChange,
        act: &dyn Fn(&mut Tracker) -> Outcome,
    ) -> Each {
        let (touched, outcomes) = self.act_on(ids, act);
        self.push_step(StepKind::Fight(label), touched, Some(fight));
        outcomes
    }

    /// A step of the fight alone, for the table's `Annuler`.
    pub fn fight_step(&self, label: String, fight: FightChange) {
        self.push_step(StepKind::Fight(label), Vec::new(), Some(fight));
    }

    fn push_step(&self, kind: StepKind, touched: Touched, fight: Option<FightChange>) {
        if !touched.is_empty() || fight.is_some() {
            self.table_steps.update(|steps| steps.push(TableStep::Actions { kind, touched, fight }));
        }
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

    /// Runs `act` on each of `ids` (open or not), then shows and saves
    /// them; returns every action it recorded, and each character's
    /// outcome (one no longer there is left out).
    fn act_on(&self, ids: &[String], act: &dyn Fn(&mut Tracker) -> Outcome) -> (Touched, Each) {
        let mut touched = Vec::new();
        let mut outcomes = Vec::new();
        for id in ids {
            let Some(first) = self.with_character_untracked(id, Tracker::next_action) else { continue };
            let outcome = if self.open.with_untracked(|open| open == id) {
                self.store.change(act)
            } else {
                let Some(outcome) = self.inner.try_update_value(|i| i.cache.get_mut(id).map(act)).flatten() else {
                    continue;
                };
                outcome
            };
            let last = self.with_character_untracked(id, Tracker::next_action).unwrap_or(first);
            touched.extend((first..last).map(|action| (id.clone(), action)));
            outcomes.push((id.clone(), outcome));
        }
        self.after_table_change(touched.iter().map(|(id, _)| id.clone()).collect());
        (touched, outcomes)
    }

    /// Whether the table's `Annuler` has a step to take back (tracked).
    pub fn can_undo_table_step(&self) -> bool {
        self.table_steps.with(|steps| !steps.is_empty())
    }

    /// Takes back the last table step: each character's actions while
    /// they are still its last; a replacement, for every character not
    /// changed since. Returns what it took back, and the fight as it was
    /// before the step when the step changed it.
    pub fn undo_table_step(&self) -> Option<(Undone, Option<FightChange>)> {
        match self.table_steps.try_update(Vec::pop).flatten()? {
            TableStep::Actions { kind, touched, fight } => {
                let count = self.undo_actions(&touched);
                let undone = match kind {
                    StepKind::Time(period) => Undone::Time { period, count },
                    StepKind::One => {
                        Undone::One { name: touched.first().map(|(id, _)| self.name_of(id)).unwrap_or_default() }
                    }
                    StepKind::Group => Undone::Group { count },
                    StepKind::Fight(label) => Undone::Replaced { label },
                };
                Some((undone, fight))
            }
            TableStep::Replaced { changed, label } => {
                for (id, old, new) in changed {
                    // A character changed since keeps what was done to it.
                    let last = |t: &Tracker| t.journal().entries().last().map(|e| e.seq);
                    if self.with_character_untracked(&id, |t| t.sheet() == new.sheet() && last(t) == last(&new))
                        == Some(true)
                    {
                        self.put(&id, old);
                    }
                }
                Some((Undone::Replaced { label }, None))
            }
        }
    }

    /// Characters replaced by a link's newer versions, one step of the
    /// table's `Annuler`.
    pub fn replace_step(&self, changed: Vec<(String, Tracker)>, label: String) {
        let changed =
            changed.into_iter().filter_map(|(id, new)| Some((id.clone(), self.put(&id, new.clone())?, new))).collect();
        self.table_steps.update(|steps| steps.push(TableStep::Replaced { changed, label }));
    }

    /// Undoes each character's recorded actions, newest first, while each
    /// is still that character's last one; returns how many characters
    /// went back.
    fn undo_actions(&self, touched: &[(String, u64)]) -> usize {
        let open = self.open.get_untracked();
        let mut undone: Vec<String> = Vec::new();
        // At a live table, a character every device merged since has no
        // steps here: the table takes back this device's last action.
        let still_last = |t: &Tracker, action: u64| {
            t.next_undo_action() == Some(action) || (t.is_recording() && t.next_undo_action().is_none())
        };
        for (id, action) in touched.iter().rev() {
            let back = if *id == open {
                self.store.with_tracker_untracked(|t| still_last(t, *action)) && self.store.take_back()
            } else {
                self.inner
                    .try_update_value(|i| i.cache.get_mut(id).filter(|t| still_last(t, *action)).map(Tracker::undo))
                    .flatten()
                    .unwrap_or(false)
            };
            if back && !undone.contains(id) {
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
