//! États: the active conditions as chips, each removable; one can be added by hand.

use leptos::prelude::*;

use crate::rules::command::Command;
use crate::rules::conditions::Condition;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::text::rules::{condition_effect, condition_title, source_phrase};
use crate::views::widgets::add_condition::AddCondition;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::when::When;

#[component]
pub fn ConditionsPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let conditions = move || store.with_sheet(|s| s.conditions().iter().copied().collect::<Vec<_>>());
    let (error, set_error) = signal(None::<String>);
    let speed = move || store.with_sheet(|s| text::explain::speed_changed(&s.speed()));
    view! {
        <section class="panel play-panel conditions" aria-labelledby="conditions-heading">
            <div class="panel-top">
                <h2 id="conditions-heading">{text::CONDITIONS_HEADING}</h2>
                <When when=move || conditions().is_empty()>
                    <p class="empty">{text::NO_CONDITIONS}</p>
                </When>
                // Adding by hand is rarer than reading: folded, one tap away.
                <details class="new-condition">
                    <summary>{text::NEW_CONDITION}</summary>
                    <AddCondition on_add=Callback::new(move |command| store.run(Origin::Conditions, command).err().map(text::command_error)) />
                </details>
            </div>
            <ul class="chips">
                {keyed_list(conditions, |c| RowKey::Condition(*c), move |condition| {
                    view! { <ConditionChip condition set_error /> }.into_any()
                })}
            </ul>
            {move || speed().map(|said| view! { <p class="hint" data-testid="speed-changed">{said}</p> })}
            <p class="field-error" role="alert">{move || error.get()}</p>
        </section>
    }
}

#[component]
fn ConditionChip(condition: Condition, set_error: WriteSignal<Option<String>>) -> impl IntoView {
    let store = SheetStore::use_store();
    let remove = move |_| {
        set_error
            .set(store.run(Origin::Conditions, Command::RemoveCondition(condition.code)).err().map(text::command_error))
    };
    let rounds = condition.rounds_left.map(|r| text::rounds(u64::from(r)));
    view! {
        <li
            class="chip"
            data-testid="condition"
            data-code=condition.code.code()
            data-rounds=condition.rounds_left.map(|r| r.to_string())
            data-source=condition.source.code()
        >
            // A cross floated right, so that the effect keeps the width; named for screen
            // readers and voice control, and shown on hover.
            <button type="button" class="remove" on:click=remove aria-label=text::REMOVE title=text::REMOVE>
                <span aria-hidden="true">"✕"</span>
            </button>
            <p class="chip-text">
                <span class="chip-name">{condition_title(condition.code)}</span>
                {rounds.map(|r| view! { " · " <span class="chip-rounds">{r}</span> })}
                " · "
                <span class="chip-source">{source_phrase(condition.source)}</span>
                <span class="chip-effect">{condition_effect(condition.code)}</span>
            </p>
        </li>
    }
}
