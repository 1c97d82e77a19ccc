//! The table view's clock: one for all (`Fin du round pour tous`…), a rest
//! for all, and the table's `Annuler`, each through the app's roster
//! (`state::share_bridge::table_calls`); what happened said under the buttons.

use leptos::prelude::*;

use super::cards::TableAmount;
use super::fight_view::FightView;
use crate::rules::time::clock::Period;
use crate::save::bridge::Time;
use crate::text;

#[component]
pub fn TableHeader() -> impl IntoView {
    let view_state = FightView::use_view();
    let host = view_state.store.host();
    let said = view_state.table_said;
    let rounds = view_state.rounds;
    // The creatures have their time with the characters, in the same step.
    let store = view_state.store;
    let step = move |time: Time| {
        move |_| {
            if time == Time::Round {
                // As the last turn ends it: the creatures' reminders too.
                view_state.end_round();
                return;
            }
            let told = store.time(time, move |fight| match time {
                Time::Minute => fight.pass(Period::Minute),
                Time::Hour => fight.pass(Period::Hour),
                _ => {}
            });
            said.set(Some(told));
        }
    };
    let undo = move |_| said.set(store.undo());
    view! {
            <section class="panel table-time" aria-labelledby="table-time-heading">
                <div class="table-clock">
                    <h2 id="table-time-heading">{text::TABLE_TIME}</h2>
                    <p class="table-round" data-testid="table-round" data-value=move || rounds.get().to_string()>
                        {move || text::fight_round(rounds.get())}
                    </p>
                    <div class="buttons">
                        <button type="button" class="primary" on:click=step(Time::Round)>{text::END_ROUND_ALL}</button>
                        <button type="button" on:click=step(Time::Minute)>{text::END_MINUTE_ALL}</button>
                        <button type="button" on:click=step(Time::Hour)>{text::END_HOUR_ALL}</button>
                        <button type="button" on:click=step(Time::Rest)>{text::REST_ALL}</button>
                        <button type="button" on:click=undo disabled=move || !host.can_undo()>
                            {text::UNDO}
                        </button>
                    </div>
                </div>
                <TableAmount />
                // A fixed height: what is said here never moves the cards.
                <div class="table-said">
                    <p role="status" data-testid="table-said">{move || said.get()}</p>
                </div>
            </section>
    }
}
