//! What the last action of one panel did, in sentences, under its buttons.

use leptos::prelude::*;

use super::when::When;
use crate::state::{Origin, SheetStore};
use crate::text;

#[component]
pub fn LastEvents(origin: Origin) -> impl IntoView {
    let store = SheetStore::use_store();
    let lines = move || store.last_events(origin).iter().map(text::journal::describe).collect::<Vec<_>>();
    let warnings = move || store.last_events(origin).iter().filter_map(text::journal::warning).collect::<Vec<_>>();
    view! {
        <When when=move || !lines().is_empty()>
            <ul class="last-events">
                {move || lines().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
            </ul>
        </When>
        // A warning the player must see is announced as one (UI contract).
        <p class="field-error" role="alert">{move || warnings().join(" ")}</p>
    }
}
