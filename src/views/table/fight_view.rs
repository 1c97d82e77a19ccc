//! What every part of the table view reads (the characters' cards, the
//! clock, the GM's fight): the fight's store, the table's characters, and
//! what the last step did.

use leptos::prelude::*;

use crate::rules::fight::turns::{self as rules_turns, Turn, Who};
use crate::rules::fight::Fight;
use crate::rules::journal::tracker::Tracker;
use crate::state::fight::FightStore;
use crate::text;

/// What every part of the fight panel reads: the store, the table's
/// characters, and the line that says what the last step did.
#[derive(Clone, Copy)]
pub struct FightView {
    pub store: FightStore,
    pub table: Memo<Vec<(String, Tracker)>>,
    pub said: RwSignal<String>,
    /// What the last table step (or its undo) did, under the clock.
    pub table_said: RwSignal<Option<String>>,
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

    /// The fight with every character of the table given a turn.
    pub fn seated(&self, fight: &Fight) -> Fight {
        let mut fight = fight.clone();
        fight.seat(&self.table.with(|t| t.iter().map(|(id, _)| id.clone()).collect::<Vec<_>>()));
        fight
    }

    /// The round's turns, in order (tracked).
    pub fn turns(&self) -> Vec<Turn> {
        let fight = self.seated(&self.store.fight.get());
        self.table.with(|table| {
            rules_turns::round(&fight.participants, |who| match who {
                Who::Character(id) => {
                    table.iter().find(|(i, _)| i == id).map(|(_, t)| rules_turns::of_character(t.sheet()))
                }
                Who::Creature(id) => fight.creature(*id).map(|c| {
                    let out = c.standing() == crate::rules::fight::creature::Standing::Incapacitated;
                    rules_turns::of_creature(&c.conditions, out, c.dead)
                }),
            })
        })
    }

    /// A character as the roster holds it now (what a step changes: never
    /// a copy that may be a change behind).
    pub fn character_now(&self, id: &str) -> Option<Tracker> {
        self.store.host().character(id)
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
