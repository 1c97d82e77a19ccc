//! Quantité de dégâts with `Subir des dégâts` and `Soigner`, for the sheet's
//! Santé and a table card alike: the caller says what a command does.

use leptos::prelude::*;

use super::amount_field::{AmountField, AmountInput};
use crate::rules::command::Command;
use crate::rules::rolls::expression::Amount;
use crate::text;

#[component]
pub fn DamageRow(input: AmountInput, act: Callback<fn(Amount) -> Command>) -> impl IntoView {
    view! {
        <div class="amount-row">
            <AmountField label=text::DAMAGE_AMOUNT hint=text::DAMAGE_AMOUNT_HINT input />
            <button type="button" on:click=move |_| act.run(Command::TakeDamage) aria-label=text::TAKE_DAMAGE>
                {text::TAKE_DAMAGE_SHORT}
            </button>
            <button type="button" on:click=move |_| act.run(Command::Heal)>{text::HEAL}</button>
        </div>
    }
}
