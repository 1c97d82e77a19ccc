//! A state chosen with its rounds, for the sheet's États and a table card
//! alike: the caller says what adding it does.

use leptos::prelude::*;

use super::edit::optional_number;
use super::field::Field;
use super::ids::unique_id;
use crate::rules::character::number::Rounds;
use crate::rules::command::Command;
use crate::rules::conditions::ConditionCode;
use crate::text;
use crate::text::rules::{condition_effect, condition_title};

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
