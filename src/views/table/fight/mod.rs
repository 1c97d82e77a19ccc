//! The GM's fight (docs/rules.md), built by the share module into the
//! table view: the turns of the round, the creatures with their attacks,
//! the Will rolls against the frightening ones, adding creatures and the
//! bestiary. Every change is one step of the table's `Annuler`.
//! [`TablePanel`] is the whole of the share module's part of the table view.

mod add_creature;
mod attack_row;
mod bestiary;
mod creature_card;
mod fear;
mod turns;

use leptos::prelude::*;

use super::cards::{TableCharacters, TableFolie};
use super::header::TableHeader;
use crate::rules::fight::turns::{self as rules_turns, Turn, Who};
use crate::rules::fight::Fight;
use crate::rules::journal::tracker::Tracker;
use crate::state::fight::FightStore;
use crate::text;
use crate::text::fight as words;
use crate::views::table::player_links::PlayerLinks;
use crate::views::widgets::amount_field::AmountInput;
use crate::views::widgets::confirm::Confirm;
use add_creature::AddCreature;
use bestiary::Bestiary;
use creature_card::CreatureCard;
use fear::FearRolls;
use turns::TurnList;

/// What every part of the fight panel reads: the store, the table's
/// characters, and the line that says what the last step did.
#[derive(Clone, Copy)]
pub(super) struct FightView {
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

/// The table view's part in the share module: the turns of the round, the
/// Folie amount and the characters' cards, the creatures, the players'
/// links.
#[component]
pub fn TablePanel() -> impl IntoView {
    let store = FightStore::use_fight();
    let host = store.host();
    let table = Memo::new(move |_| host.table());
    let said = RwSignal::new(String::new());
    provide_context(FightView { store, table, said, table_said: RwSignal::new(None) });
    provide_context(TableFolie(AmountInput::new("")));
    // The characters first, as on paper; then the turns, right above the
    // creatures they alternate with.
    view! {
        <TableHeader />
        <TableCharacters />
        <FightTurns />
        <FightCreatures />
        <PlayerLinks />
    }
}

/// Whose turn it is, what the last step of the fight did, and the Will
/// rolls a frightening creature calls for.
#[component]
fn FightTurns() -> impl IntoView {
    let said = FightView::use_view().said;
    view! {
        <section class="panel fight" aria-labelledby="fight-heading">
            <h2 id="fight-heading">{text::FIGHT_HEADING}</h2>
            <TurnList />
            <p role="status" class="fight-said" data-testid="fight-said">{move || said.get()}</p>
            <FearRolls />
        </section>
    }
}

/// The creatures on the table, adding them, the bestiary, and the end.
#[component]
fn FightCreatures() -> impl IntoView {
    let view_state = FightView::use_view();
    let store = view_state.store;
    let ending = RwSignal::new(false);
    let end = Callback::new(move |()| {
        ending.set(false);
        store.step(words::END_FIGHT, |fight| {
            fight.end();
            Vec::new()
        });
        view_state.said.set(String::new());
    });
    let creatures = move || store.fight.with(|f| f.creatures.iter().map(|c| c.id).collect::<Vec<_>>());
    view! {
        <section class="panel creatures" aria-labelledby="creatures-heading">
            <h2 id="creatures-heading">{words::CREATURES}</h2>
            <Show when=move || creatures().is_empty()>
                <p class="hint">{words::NO_CREATURES}</p>
            </Show>
            <ul class="creature-cards">
                <For each=creatures key=|id| *id let:id>
                    <CreatureCard id />
                </For>
            </ul>
            <AddCreature />
            <Bestiary />
            <Show when=move || !creatures().is_empty()>
                <Show when=move || ending.get()
                    fallback=move || view! {
                        <button type="button" class="danger" on:click=move |_| ending.set(true)>{words::END_FIGHT}</button>
                    }>
                    <Confirm label=words::END_FIGHT question=Signal::derive(|| words::END_FIGHT_QUESTION.to_string())
                        yes=text::CONFIRM on_yes=end no=words::KEEP_FIGHTING on_no=Callback::new(move |()| ending.set(false)) danger=true />
                </Show>
            </Show>
        </section>
    }
}
