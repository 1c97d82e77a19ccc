//! Temps: the elapsed time and the three steps, with what each step did.

use leptos::prelude::*;

use super::last_events::LastEvents;
use crate::rules::clock::Period;
use crate::rules::command::Command;
use crate::state::{Origin, Store};
use crate::text;

#[component]
pub fn TimePanel() -> impl IntoView {
    let store = Store::use_store();
    let elapsed = move || {
        let (h, m, r) = store.sheet(|s| s.clock().split());
        text::elapsed(h, m, r)
    };
    let step = move |period: Period| {
        move |_| {
            let _ = store.run(Origin::Time, Command::EndOf(period));
        }
    };
    view! {
        <section class="panel" aria-labelledby="time-heading">
            <h2 id="time-heading">{text::TIME_HEADING}</h2>
            <p class="readout">
                <span class="readout-label">{text::ELAPSED}</span>
                " "
                <output class="readout-value" data-testid="elapsed-rounds" data-value=move || store.sheet(|s| s.clock().rounds()).to_string()>
                    {elapsed}
                </output>
            </p>
            <div class="buttons">
                <button type="button" on:click=step(Period::Round)>{text::END_ROUND}</button>
                <button type="button" on:click=step(Period::Minute)>{text::END_MINUTE}</button>
                <button type="button" on:click=step(Period::Hour)>{text::END_HOUR}</button>
            </div>
            <LastEvents origin=Origin::Time />
        </section>
    }
}
