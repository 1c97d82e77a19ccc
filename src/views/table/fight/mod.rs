//! The GM's fight (docs/rules.md), built by the table module into the
//! table view: the turns of the round, the creatures with their attacks,
//! the Will rolls against the frightening ones, adding creatures and the
//! bestiary. Every change is one step of the table's `Annuler`.
//! [`TablePanel`] is the whole of the table module's part of the table view.

mod add_creature;
mod attack_row;
mod bestiary;
mod creature_card;
mod creature_form;
mod fear;
mod turns;
mod waiting;

use leptos::prelude::*;

use super::cards::{TableCharacters, TableFolie};
use super::header::TableHeader;
use crate::state::fight::FightStore;
use crate::text;
use crate::text::fight as words;
use crate::views::table::fight_view::{round_of, FightView};
use crate::views::table::live_panel::LivePanel;
use crate::views::table::player_links::PlayerLinks;
use crate::views::widgets::amount_field::AmountInput;
use crate::views::widgets::confirm::Confirm;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::when::When;
use add_creature::AddCreature;
use bestiary::Bestiary;
use creature_card::CreatureCard;
use fear::FearRolls;
use turns::TurnList;
use waiting::FightWaiting;

/// The table view's part in the table module: the turns of the round, the
/// Folie amount and the characters' cards, the creatures, the players'
/// links.
#[component]
pub fn TablePanel() -> impl IntoView {
    let store = FightStore::use_fight();
    let host = store.host();
    let table = Memo::new(move |_| host.table());
    let said = RwSignal::new(String::new());
    let round = Memo::new(move |_| round_of(store, table));
    // The fight's rounds: the longest run of them among the characters
    // (one added during the fight has fewer).
    let rounds =
        Memo::new(move |_| table.with(|t| t.iter().map(|(_, t)| t.journal().rounds_in_a_row()).max().unwrap_or(0)));
    provide_context(FightView { store, table, said, table_said: RwSignal::new(None), round, rounds });
    provide_context(TableFolie(AmountInput::new("")));
    // In a fight the screen is the GM's cockpit: the characters and the
    // creatures together, the turns held beside or under them, the table's
    // clock after them (the turn bar ends the rounds); out of a fight the
    // clock comes first.
    let fighting = Memo::new(move |_| store.fight.with(|f| !f.creatures.is_empty()));
    view! {
        <FightWaiting />
        <div class="table-panel" class:cockpit=move || fighting.get()>
            <When when=move || !fighting.get()>
                <TableHeader />
            </When>
            <TableCharacters />
            <FightCreatures />
            <FightTurns />
            <When when=move || fighting.get()>
                <TableHeader />
            </When>
            <LivePanel />
            <PlayerLinks />
        </div>
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
        });
        view_state.said.set(String::new());
    });
    let creatures = move || store.fight.with(|f| f.creatures.iter().map(|c| c.id).collect::<Vec<_>>());
    view! {
        <section class="panel creatures" aria-labelledby="creatures-heading">
            <h2 id="creatures-heading">{words::CREATURES}</h2>
            <When when=move || creatures().is_empty()>
                <p class="hint">{words::NO_CREATURES}</p>
            </When>
            <ul class="creature-cards">
                {keyed_list(creatures, |id| RowKey::Number(u64::from(*id)), |id| view! { <CreatureCard id /> }.into_any())}
            </ul>
            <AddCreature />
            <Bestiary />
            <When when=move || !creatures().is_empty()>
                <When when=move || ending.get()
                    fallback=move || view! {
                        <button type="button" class="danger" on:click=move |_| ending.set(true)>{words::END_FIGHT}</button>
                    }>
                    <Confirm label=words::END_FIGHT question=Signal::derive(|| words::END_FIGHT_QUESTION.to_string())
                        yes=text::CONFIRM on_yes=end no=words::KEEP_FIGHTING on_no=Callback::new(move |()| ending.set(false)) danger=true />
                </When>
            </When>
        </section>
    }
}
