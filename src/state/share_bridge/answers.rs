//! The app's answers to what its modules ask (`save::bridge::App`): over
//! the roster, the one way into the rules for every character, and a
//! file's fight and bestiary kept (the table module keeps its own).

use std::cell::RefCell;
use std::collections::VecDeque;

use leptos::prelude::*;

use crate::rules::command::Command;
use crate::rules::fight::fear::{face, Fear};
use crate::rules::journal::event::Event;
use crate::rules::journal::tracker::{Recorded, Tracker};
use crate::rules::journal::Maker;
use crate::rules::rolls::dice::RealRoller;
use crate::rules::rolls::roll::RollKind;
use crate::rules::time::clock::Period;
use crate::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
use crate::save::bridge::{App, Edited, Entry, FightChange, Incoming, Reply, Time, Who};
use crate::save::record::{decode_character, unknown_fields};
use crate::save::share::Shared;
use crate::state::backup::Backup;
use crate::state::roll_inputs::RollInputs;
use crate::state::{table_parts, Roster, Undone};
use crate::state::{Origin, StepKind};
use crate::text;
use crate::text::fight as words;

/// What answers a module: the roster, and what only the app's page has.
#[derive(Clone, Copy)]
pub struct Answers {
    pub roster: Roster,
    /// The module's dialog is open (the page behind out of reach).
    pub dialog_open: RwSignal<bool>,
    pub backup: Option<Backup>,
    pub open_sheet: Callback<String>,
    /// Tells every module started that the fight or the bestiary changed.
    pub table_changed: Callback<()>,
    /// The avantages typed on Jeu for the next roll (absent in tests that
    /// mount a panel alone).
    pub inputs: Option<RollInputs>,
}

fn entry(roster: Roster, id: String) -> Option<Entry> {
    Some(Entry { record: roster.record_of(&id)?, id })
}

fn tracker(record: &str) -> Option<Tracker> {
    decode_character(record).ok().map(|stored| stored.character)
}

/// A character from a link or a file, with what a newer build left in it.
fn shared(incoming: Incoming) -> Option<Shared> {
    let stored = decode_character(&incoming.record).ok()?;
    let unknown =
        unknown_fields(&incoming.record, &stored, &serde_json::to_string(&stored.character).unwrap_or_default());
    let tracker = stored.character;
    Some(Shared {
        identity: incoming.identity,
        sheet: tracker.sheet().clone(),
        journal: Some(tracker.journal().clone()),
        unknown,
    })
}

/// Where on Fiche a command comes from, for the bar at the bottom, which
/// shows a weapon's or a spell's result as it shows Jeu's.
fn fiche_origin(command: &Command) -> Origin {
    match command {
        Command::Attack { .. } | Command::RollWeaponDamage(_) => Origin::Weapons,
        Command::Talent(TalentCommand::Use(_)) | Command::Spell(SpellCommand::Cast(_)) => Origin::Magic,
        _ => Origin::Edit,
    }
}

/// Whether a Will roll against insanity succeeded, from what it did.
fn resisted(events: &[Event]) -> Option<bool> {
    events.iter().find_map(|e| match e {
        Event::Rolled(roll) if roll.kind == RollKind::ResistInsanity => roll.success,
        _ => None,
    })
}

impl App for Answers {
    fn open(&self) -> Option<Entry> {
        entry(self.roster, untrack(|| self.roster.open_id()))
    }

    fn all(&self) -> Vec<Entry> {
        untrack(|| self.roster.ids()).into_iter().filter_map(|id| entry(self.roster, id)).collect()
    }

    fn character(&self, id: &str) -> Option<Entry> {
        entry(self.roster, id.to_string())
    }

    fn add_shared(&self, characters: Vec<Incoming>, open_first: bool) -> bool {
        self.roster.add_from_outside(characters.into_iter().filter_map(shared).collect(), open_first)
    }

    fn replace(&self, characters: Vec<Entry>, label: String) {
        let changed = characters.into_iter().filter_map(|e| Some((e.id, tracker(&e.record)?))).collect();
        self.roster.replace_step(changed, label);
    }

    fn run(&self, who: Who, command: Command, note: Option<String>, fight: Option<FightChange>) -> Reply {
        let roster = self.roster;
        match who {
            Who::One(id) => {
                let name = roster.name_of(&id);
                let kind = note.as_ref().map_or(StepKind::One, |n| StepKind::Fight(words::hit_label(n, &name)));
                match roster.run_for(&id, &command, note, kind, fight) {
                    Ok(events) => Reply::Ran {
                        said: text::journal::headline(&events).map(|(_, h)| text::for_character(&name, &h)),
                        refusal: None,
                    },
                    Err(error) => Reply::Ran { said: None, refusal: Some(text::for_character_refused(&name, error)) },
                }
            }
            Who::Everyone => {
                let (mut successes, mut failures, mut refusals) = (0, 0, Vec::new());
                for (id, outcome) in roster.run_for_everyone(&command, fight) {
                    match outcome {
                        Ok(events) => match resisted(&events) {
                            Some(true) => successes += 1,
                            Some(false) => failures += 1,
                            None => {}
                        },
                        Err(error) => refusals.push(text::for_character_refused(&roster.name_of(&id), error)),
                    }
                }
                Reply::Ran {
                    said: Some(text::group_resisted(successes, failures)),
                    refusal: (!refusals.is_empty()).then(|| refusals.join(" ")),
                }
            }
        }
    }

    fn face(&self, ids: Vec<String>, creature: String, fear: Fear, crowd: bool, fight: FightChange) -> Reply {
        let label = words::fear_label(&creature);
        // What each roll came to, in the order the characters were asked.
        let faced = RefCell::new(VecDeque::new());
        let outcomes = self.roster.act_for(&ids, label, fight, &|tracker| {
            let outcome = face(tracker, &creature, fear, crowd, &mut RealRoller, words::fear_note)?;
            faced.borrow_mut().push_back(outcome);
            Ok(Vec::new())
        });
        let lines: Vec<String> = outcomes
            .into_iter()
            .map(|(id, outcome)| {
                let name = self.roster.name_of(&id);
                match outcome.map(|_| faced.borrow_mut().pop_front()) {
                    Ok(Some(f)) => words::faced(&name, f.roll.total, f.consequence),
                    Ok(None) => String::new(),
                    Err(e) => text::for_character_refused(&name, e),
                }
            })
            .collect();
        Reply::Ran { said: Some(words::faced_all(&creature, &lines)), refusal: None }
    }

    fn fight_step(&self, label: String, fight: FightChange) {
        self.roster.fight_step(label, fight);
    }

    fn time(&self, time: Time, fight: Option<FightChange>) -> String {
        let roster = self.roster;
        let period = match time {
            Time::Rest => {
                let count = roster.run_for_everyone(&Command::Rest, fight).iter().filter(|(_, o)| o.is_ok()).count();
                return text::rested(count);
            }
            Time::Hour => Period::Hour,
            Time::Minute => Period::Minute,
            Time::Round => Period::Round,
        };
        let (count, outcomes) = roster.end_of_for_everyone(period, fight);
        let mut said = text::table_step(period, count, rounds(roster));
        // A character whose clock is full is named, never skipped in silence.
        for (id, outcome) in outcomes {
            if let Err(error) = outcome {
                said.push(' ');
                said.push_str(&text::for_character_refused(&roster.name_of(&id), error));
            }
        }
        said
    }

    fn keep(&self, bestiary: Option<String>, fight: Option<String>) -> bool {
        let stored = bestiary.as_deref().is_none_or(table_parts::keep_bestiary)
            & fight.as_deref().is_none_or(table_parts::keep_fight);
        self.table_changed.run(());
        stored
    }

    fn undo(&self) -> (Option<String>, Option<FightChange>) {
        let Some((undone, fight)) = self.roster.undo_table_step() else { return (None, None) };
        let said = match undone {
            Undone::Time { period, count } => text::table_undone(period, count),
            Undone::One { name } => text::roll_undone(&name),
            Undone::Group { count } => text::group_undone(count),
            Undone::Replaced { label } => text::replaced_undone(&label),
        };
        (Some(said), fight)
    }

    fn open_sheet(&self, id: String) {
        self.open_sheet.run(id);
    }

    fn alert(&self, message: String) {
        self.roster.alert(message);
    }

    fn behind(&self, open: bool) {
        self.dialog_open.set(open);
    }

    fn edit(&self, id: String, command: Command) -> Reply {
        let store = self.roster.store();
        if id != untrack(|| self.roster.open_id()) {
            return Reply::Refused(text::EDIT_NOT_OPEN.to_string());
        }
        // Fiche's Attaquer takes the avantages typed on Jeu, as Jeu's does.
        let command = match (command, self.inputs) {
            (Command::Attack { weapon, target, horrifying, .. }, Some(inputs)) => {
                let (boons, banes) = inputs.take();
                Command::Attack { weapon, boons, banes, target, horrifying }
            }
            (command, _) => command,
        };
        Reply::Edited(store.run(fiche_origin(&command), command).map(|events| Edited {
            events: serde_json::to_string(&events).unwrap_or_default(),
            sheet: store.with_sheet_untracked(|s| serde_json::to_string(s).unwrap_or_default()),
        }))
    }

    fn live(&self, put: Vec<Entry>, watch: Vec<String>, by: Maker) -> Vec<(String, Vec<Recorded>)> {
        self.roster.live(put, watch, by)
    }

    fn left_live(&self, ids: Vec<String>) {
        self.roster.left_live(&ids);
    }

    fn exported(&self) {
        if let Some(backup) = self.backup {
            backup.exported();
        }
    }
}

/// The table's clock: its longest run of rounds among the characters.
fn rounds(roster: Roster) -> u64 {
    let ids = untrack(|| roster.ids());
    ids.iter()
        .filter_map(|id| roster.with_character_untracked(id, |t| t.journal().rounds_in_a_row()))
        .max()
        .unwrap_or(0)
}
