//! Folie: the track of Volonté boxes, the amount at stake, gain, loss and
//! the Will roll against insanity with its boons and banes.

use leptos::prelude::*;

use super::ids::unique_id;
use super::last_events::LastEvents;
use super::edit::number_check;
use super::field::Apply;
use super::Field;
use crate::rules::command::Command;
use crate::rules::expression::Amount;
use crate::rules::number::parse_bounded;
use crate::state::{Origin, Store};
use crate::text;

/// Most boons or banes one roll can take.
const MAX_BOONS: i32 = 10;

#[component]
pub fn InsanityPanel() -> impl IntoView {
    let store = Store::use_store();
    let total = move || store.sheet(|s| s.insanity());
    let max = move || store.sheet(|s| s.insanity_max());
    let amount = RwSignal::new("1".to_string());
    let boons = RwSignal::new("0".to_string());
    let banes = RwSignal::new("0".to_string());
    let (amount_error, set_amount_error) = signal(None::<String>);
    let (error, set_error) = signal(None::<String>);
    let amount_id = unique_id(text::INSANITY_AMOUNT);

    let parsed_amount = move || {
        Amount::parse(&amount.get_untracked()).map_err(|e| set_amount_error.set(Some(text::expression_error(e))))
    };
    let act = move |command: Command| {
        set_amount_error.set(None);
        set_error.set(store.run(Origin::Insanity, command).err());
    };
    let gain = move |_| {
        if let Ok(a) = parsed_amount() {
            act(Command::GainInsanity(a));
        }
    };
    let lose = move |_| {
        if let Ok(a) = parsed_amount() {
            act(Command::LoseInsanity(a));
        }
    };
    let resist = move |_| {
        let Ok(a) = parsed_amount() else { return };
        let count = |s: RwSignal<String>| parse_bounded(&s.get_untracked(), 0, MAX_BOONS).unwrap_or(0) as u8;
        act(Command::ResistInsanity { amount: a, boons: count(boons), banes: count(banes) });
        // Boons and banes apply to one roll only.
        boons.set("0".to_string());
        banes.set("0".to_string());
    };
    let parse_count = |typed: &str| parse_bounded(typed, 0, MAX_BOONS);
    let boon_field = move |signal: RwSignal<String>| Apply {
        check: Some(number_check(parse_count)),
        ..Apply::on_commit(move |typed: String| {
            parse_count(&typed).map(|v| signal.set(v.to_string())).map(|_| None).map_err(|e| {
                text::kept_value(&text::number_error(e), &signal.get_untracked())
            })
        })
    };
    let epiphany = move || store.sheet(|s| s.epiphany_boon());
    let resolve = move || store.sheet(|s| s.madness().is_some_and(|m| m.kind.boons_on_rolls() > 0));

    view! {
        <section class="panel insanity" aria-labelledby="insanity-heading">
            <h2 id="insanity-heading">{text::INSANITY_HEADING}</h2>
            <div class="readouts">
                <div class="readout big">
                    <span class="readout-label">{text::INSANITY_HEADING}</span>
                    <output class="readout-value" data-testid="insanity-total" data-value=move || total().to_string()>
                        {move || total()}
                    </output>
                    " / "
                    <output class="readout-value" data-testid="insanity-max" data-value=move || max().to_string()>
                        {move || max()}
                    </output>
                </div>
            </div>
            <ol class="track" aria-hidden="true">
                {move || (1..=max()).map(|box_number| {
                    view! { <li class:filled=move || box_number <= total()></li> }
                }).collect_view()}
            </ol>
            <div class="field">
                <label for=amount_id.clone()>{text::INSANITY_AMOUNT}</label>
                <p class="hint" id=format!("{amount_id}-hint")>{text::INSANITY_AMOUNT_HINT}</p>
                <input
                    id=amount_id.clone()
                    type="text"
                    autocomplete="off"
                    aria-describedby=format!("{amount_id}-hint {amount_id}-err")
                    aria-invalid=move || if amount_error.get().is_some() { "true" } else { "false" }
                    prop:value=move || amount.get()
                    on:input=move |ev| {
                        amount.set(event_target_value(&ev));
                        set_amount_error.set(None);
                    }
                />
                <p class="field-error" id=format!("{amount_id}-err") role="alert">{move || amount_error.get()}</p>
            </div>
            <div class="buttons">
                <button type="button" on:click=gain>{text::GAIN_INSANITY}</button>
                <button type="button" on:click=lose>{text::LOSE_INSANITY}</button>
            </div>
            <div class="field-row">
                <Field numeric=true label=text::BOONS value=boons apply=boon_field(boons) />
                <Field numeric=true label=text::BANES value=banes apply=boon_field(banes) />
            </div>
            <Show when=epiphany>
                <p class="note">{text::EPIPHANY_BOON}</p>
            </Show>
            <Show when=resolve>
                <p class="note">{text::RESOLVE_BOON}</p>
            </Show>
            <button type="button" class="primary" on:click=resist>{text::RESIST_INSANITY}</button>
            <p class="field-error" role="alert">{move || error.get()}</p>
            <LastEvents origin=Origin::Insanity />
        </section>
    }
}
