//! What every part of the table view reads (the characters' cards, the
//! clock, the GM's fight): the fight's store, the table's characters, and
//! what the last step did.

use std::sync::Arc;

use leptos::prelude::*;

use crate::rules::fight::turns::{self as rules_turns, Turn, Who};
use crate::rules::fight::Fight;
use crate::rules::journal::tracker::Tracker;
use crate::save::bridge::Time;
use crate::state::fight::FightStore;
use crate::text;

/// What every part of the fight panel reads: the store, the table's
/// characters, and the line that says what the last step did.
#[derive(Clone, Copy)]
pub struct FightView {
    pub store: FightStore,
    pub table: Memo<Vec<(String, Arc<Tracker>)>>,
    pub said: RwSignal<String>,
    /// What the last table step (or its undo) did, under the clock.
    pub table_said: RwSignal<Option<String>>,
    /// The round's turns, in the rules' order.
    pub round: Memo<Vec<Turn>>,
    /// The rounds of the fight so far: what a result is stamped with.
    pub rounds: Memo<u64>,
}

/// Gives every character of `table` a turn in `fight`.
fn seat(fight: &mut Fight, table: &[(String, Arc<Tracker>)]) {
    fight.seat(&table.iter().map(|(id, _)| id.clone()).collect::<Vec<_>>());
}

/// The round's turns for the fight and the table's characters (tracked).
pub fn round_of(store: FightStore, table: Memo<Vec<(String, Arc<Tracker>)>>) -> Vec<Turn> {
    table.with(|table| store.fight.with(|fight| round_with(fight, table)))
}

/// The round's turns of `fight`, every character of `table` seated.
fn round_with(fight: &Fight, table: &[(String, Arc<Tracker>)]) -> Vec<Turn> {
    let mut fight = fight.clone();
    seat(&mut fight, table);
    rules_turns::round(&fight.participants, |who| match who {
        Who::Character(id) => table.iter().find(|(i, _)| i == id).map(|(_, t)| rules_turns::of_character(t.sheet())),
        Who::Creature(id) => fight.creature(*id).map(|c| {
            let out = c.standing() == crate::rules::fight::creature::Standing::Incapacitated;
            rules_turns::of_creature(&c.conditions, out, c.dead)
        }),
    })
}

impl FightView {
    pub fn use_view() -> FightView {
        expect_context::<FightView>()
    }

    /// A character's name by id, as the table shows it.
    pub fn name_of(&self, id: &str) -> String {
        self.table
            .with_untracked(|t| {
                t.iter().find(|(i, _)| i == id).map(|(_, t)| text::display_name(t.sheet().name()).to_string())
            })
            .unwrap_or_default()
    }

    /// Gives every character of the table a turn in `fight` (a step's
    /// first move, made on the fight the step is made on).
    pub fn seat(&self, fight: &mut Fight) {
        self.table.with_untracked(|table| seat(fight, table));
    }

    /// The round's turns of `fight` with the table's characters.
    pub fn round_for(&self, fight: &Fight) -> Vec<Turn> {
        self.table.with_untracked(|table| round_with(fight, table))
    }

    /// Who plays now, if anyone (tracked): marked on its card.
    pub fn acting(&self) -> Option<Who> {
        self.round.with(|turns| rules_turns::current(turns).map(|t| t.who.clone()))
    }

    /// The end of the round for every character and creature (the last
    /// turn played, or `Fin du round pour tous`): one step of the table's
    /// `Annuler`, said under the clock, and the creatures' reminders said
    /// under the turns. Returns the reminders.
    pub fn end_round(&self) -> String {
        let view_state = *self;
        let told = self.store.time(Time::Round, move |fight| {
            view_state.seat(fight);
            fight.end_round();
        });
        self.table_said.set(Some(told));
        let reminders = self.store.fight.with_untracked(|fight| text::fight::reminders(&fight.round_end_notes()));
        self.said.set(text::fight::round_ended(&reminders));
        reminders
    }

    /// A participant's name.
    pub fn who_name(&self, who: &Who) -> String {
        match who {
            Who::Character(id) => self.name_of(id),
            Who::Creature(id) => {
                self.store.fight.with_untracked(|f| f.creature(*id).map(|c| c.model.name.clone())).unwrap_or_default()
            }
        }
    }
}
