//! Temps: the elapsed time, the minute, the hour, Récupérer (once per
//! rest) and Repos (a night's rest), with what each did (`Fin du round` is in the bar at the bottom, within a thumb's reach).

use leptos::prelude::*;

use crate::rules::command::Command;
use crate::rules::time::clock::Period;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::views::widgets::last_events::LastEvents;

#[component]
pub fn TimePanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let elapsed = move || {
        let total = store.with_sheet(|s| s.clock().rounds());
        text::sheet_clock(store.with_journal(|j| j.rounds_in_a_row()), total)
    };
    let (error, set_error) = signal(None::<String>);
    let act = move |command: Command| {
        move |_| set_error.set(store.run(Origin::Time, command.clone()).err().map(text::command_error))
    };
    view! {
        <section class="panel play-panel time" aria-labelledby="time-heading">
            <div class="panel-top">
                <h2 id="time-heading">{text::TIME_HEADING}</h2>
                <p class="elapsed">
                    <span class="sr-only">{text::ELAPSED} " : "</span>
                    <output data-testid="elapsed-rounds" data-value=move || store.with_sheet(|s| s.clock().rounds()).to_string()>
                        {elapsed}
                    </output>
                </p>
            </div>
            <div class="buttons">
                <button type="button" on:click=act(Command::EndOf(Period::Minute))>{text::END_MINUTE}</button>
                <button type="button" on:click=act(Command::EndOf(Period::Hour))>{text::END_HOUR}</button>
                <button type="button" on:click=act(Command::Recover)>{text::RECOVER}</button>
                <button type="button" on:click=act(Command::Rest)>{text::REST}</button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
            <LastEvents origin=Origin::Time />
        </section>
    }
}
