//! États: the active conditions as chips, each removable; one can be added by hand.

use leptos::prelude::*;

use super::edit::optional_number;
use super::ids::unique_id;
use super::keyed_list::{keyed_list, RowKey};
use super::when::When;
use super::Field;
use crate::rules::character::number::Rounds;
use crate::rules::command::Command;
use crate::rules::conditions::{Condition, ConditionCode};
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::text::rules::{condition_effect, condition_title, source_phrase};

#[component]
pub fn ConditionsPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let conditions = move || store.with_sheet(|s| s.conditions().iter().copied().collect::<Vec<_>>());
    let (error, set_error) = signal(None::<String>);
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
                    <AddCondition on_add=Callback::new(move |command| store.run(Origin::Conditions, command).err()) />
                </details>
            </div>
            <ul class="chips">
                {keyed_list(conditions, |c| RowKey::Condition(*c), move |condition| {
                    view! { <ConditionChip condition set_error /> }.into_any()
                })}
            </ul>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </section>
    }
}

#[component]
fn ConditionChip(condition: Condition, set_error: WriteSignal<Option<String>>) -> impl IntoView {
    let store = SheetStore::use_store();
    let remove = move |_| set_error.set(store.run(Origin::Conditions, Command::RemoveCondition(condition.code)).err());
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

/// A state chosen with its rounds, added by `on_add` (the open character's
/// store, or a table card's character), which returns a refusal if any.
#[component]
pub fn AddCondition(on_add: Callback<Command, Option<String>>) -> impl IntoView {
    let select_id = unique_id(text::CONDITION);
    let effect_id = format!("{select_id}-effect");
    let code = RwSignal::new(ConditionCode::Frightened);
    let rounds = RwSignal::new(None::<Rounds>);
    let (error, set_error) = signal(None::<String>);
    let (rounds_text, apply_rounds) = optional_number(rounds, text::number_error);
    let add = move |_| {
        let command = Command::AddCondition { code: code.get_untracked(), rounds: rounds.get_untracked() };
        set_error.set(on_add.run(command));
    };
    let on_select = move |ev: leptos::ev::Event| {
        let chosen = event_target_value(&ev);
        if let Some(c) = ConditionCode::ALL.into_iter().find(|c| c.code() == chosen) {
            code.set(c);
        }
    };
    view! {
        <div class="add-condition">
            <div class="field">
                <label for=select_id.clone()>{text::CONDITION}</label>
                <select id=select_id aria-describedby=effect_id.clone() on:change=on_select>
                    {ConditionCode::ALL.into_iter().map(|c| view! {
                        <option value=c.code()>{condition_title(c)}</option>
                    }).collect_view()}
                </select>
                <p class="hint" id=effect_id>{move || condition_effect(code.get())}</p>
            </div>
            <Field numeric=true label=text::CONDITION_ROUNDS value=rounds_text apply=apply_rounds hint=text::CONDITION_ROUNDS_HINT />
            <button type="button" on:click=add>{text::ADD_CONDITION}</button>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </div>
    }
}
