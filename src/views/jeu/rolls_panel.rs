//! Jets: the avantages and désavantages the player asks for (they apply to
//! the next roll, then go back to 0), and a roll for each attribute and
//! Perception. What the character's state adds is added by the rules, with
//! its reason on the roll's line. The Will roll against insanity (in the
//! Folie panel) takes its avantages and désavantages from here too.

use leptos::prelude::*;

use super::insanity_panel::InsanityAmount;
use crate::rules::character::attributes::Attribute;
use crate::rules::character::number::Boons;
use crate::rules::command::Command;
use crate::rules::rolls::roll::RollKind;
use crate::state::roll_inputs::RollInputs;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::text::rules::{roll_name, roll_subject};
use crate::views::widgets::edit::held_number;
use crate::views::widgets::field::Field;
use crate::views::widgets::last_events::LastEvents;

/// The Will roll against insanity: on a failure, the character gains the
/// Quantité de Folie typed in « Folie » (emptied once used, like there).
#[component]
fn ResistButton(set_error: WriteSignal<Option<String>>) -> impl IntoView {
    let store = SheetStore::use_store();
    let inputs = RollInputs::use_or_provide();
    let amount = InsanityAmount::use_or_provide();
    let resist = move |_| {
        let outcome = amount.spend(|amount| {
            let (boons, banes) = inputs.take();
            store.run(Origin::Roll, Command::ResistInsanity { amount, boons, banes })
        });
        if let Some(outcome) = outcome {
            set_error.set(outcome.err().map(text::command_error));
        }
    };
    view! {
        <button type="button" class="primary" on:click=resist aria-label=text::RESIST_INSANITY>
            {roll_subject(RollKind::ResistInsanity)}
        </button>
    }
}

/// The two fields, wherever the sheet shows them, each with − and + so that
/// a phone needs no keyboard.
#[component]
pub fn BoonFields() -> impl IntoView {
    let inputs = RollInputs::use_or_provide();
    let (boons, apply_boons) = held_number(inputs.boons);
    let (banes, apply_banes) = held_number(inputs.banes);
    view! {
        <div class="field-row boon-fields">
            <div class="stepped">
                <Field numeric=true label=text::BOONS value=boons apply=apply_boons />
                <Steppers held=inputs.boons less=text::ONE_BOON_LESS more=text::ONE_BOON_MORE />
            </div>
            <div class="stepped">
                <Field numeric=true label=text::BANES value=banes apply=apply_banes />
                <Steppers held=inputs.banes less=text::ONE_BANE_LESS more=text::ONE_BANE_MORE />
            </div>
        </div>
    }
}

/// − and + for a count of avantages or désavantages, within its bounds.
#[component]
fn Steppers(held: RwSignal<Boons>, less: &'static str, more: &'static str) -> impl IntoView {
    let step = move |by: i64| {
        if let Ok(next) = Boons::new(i64::from(held.get_untracked().value()) + by) {
            held.set(next);
        }
    };
    view! {
        <div class="steppers">
            <button type="button" aria-label=less on:click=move |_| step(-1)
                disabled=move || { held.get().value() <= Boons::MIN }><span aria-hidden="true">{"\u{2212}"}</span></button>
            <button type="button" aria-label=more on:click=move |_| step(1)
                disabled=move || { held.get().value() >= Boons::MAX }><span aria-hidden="true">{"+"}</span></button>
        </div>
    }
}

#[component]
pub fn RollsPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let inputs = RollInputs::use_or_provide();
    let (error, set_error) = signal(None::<String>);
    let kinds = Attribute::ALL.into_iter().map(RollKind::Attribute).chain([RollKind::Perception]);
    view! {
        <section class="panel play-panel rolls" aria-labelledby="rolls-heading">
            <div class="panel-top">
                <h2 id="rolls-heading">{text::ROLLS_HEADING}</h2>
                <BoonFields />
            </div>
            <div class="roll-buttons" aria-describedby="rolls-hint">
                {kinds.map(|kind| {
                    let roll = move |_| {
                        let (boons, banes) = inputs.take();
                        set_error.set(store.run(Origin::Roll, Command::Roll { kind, boons, banes, target: None }).err().map(text::command_error));
                    };
                    // Under « Jets », the attribute's name says it all; its
                    // full name stays for screen readers.
                    view! { <button type="button" on:click=roll aria-label=roll_name(kind)>{roll_subject(kind)}</button> }
                }).collect_view()}
                <ResistButton set_error />
            </div>
            <p class="hint" id="rolls-hint">{text::ROLLS_HINT}</p>
            <p class="field-error" role="alert">{move || error.get()}</p>
            <LastEvents origin=Origin::Roll />
        </section>
    }
}
