//! Folie: the track of Volonté boxes, the amount at stake, gain, loss and
//! the Will roll against insanity (its avantages and désavantages are the
//! ones typed in « Jets »).

use leptos::prelude::*;

use super::amount_field::{AmountField, AmountInput};
use super::last_events::LastEvents;
use super::rolls_panel::RollInputs;
use crate::rules::command::Command;
use crate::rules::madness::MadnessKind;
use crate::state::{Origin, Store};
use crate::text;

#[component]
pub fn InsanityPanel() -> impl IntoView {
    let store = Store::use_store();
    let inputs = RollInputs::use_or_provide();
    let total = move || store.sheet(|s| s.insanity());
    let max = move || store.sheet(|s| s.insanity_max());
    let amount = AmountInput::new("1");
    let (error, set_error) = signal(None::<String>);

    let act = move |command: Command| set_error.set(store.run(Origin::Insanity, command).err());
    let gain = move |_| {
        if let Some(a) = amount.parse() {
            act(Command::GainInsanity(a));
        }
    };
    let lose = move |_| {
        if let Some(a) = amount.parse() {
            act(Command::LoseInsanity(a));
        }
    };
    let resist = move |_| {
        let Some(a) = amount.parse() else { return };
        let (boons, banes) = inputs.take();
        act(Command::ResistInsanity { amount: a, boons, banes });
    };
    let epiphany = move || store.sheet(|s| s.epiphany_boon());
    let resolve = move || store.sheet(|s| s.madness().is_some_and(|m| m.kind == MadnessKind::Resolve));

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
            <AmountField label=text::INSANITY_AMOUNT input=amount />
            <div class="buttons">
                <button type="button" on:click=gain>{text::GAIN_INSANITY}</button>
                <button type="button" on:click=lose>{text::LOSE_INSANITY}</button>
            </div>
            <Show when=epiphany>
                <p class="note">{text::EPIPHANY_BOON}</p>
            </Show>
            <Show when=resolve>
                <p class="note">{text::RESOLVE_BOON}</p>
            </Show>
            <button type="button" class="primary" on:click=resist>{text::RESIST_INSANITY}</button>
            <p class="hint">{text::RESIST_USES_BOONS}</p>
            <p class="field-error" role="alert">{move || error.get()}</p>
            <LastEvents origin=Origin::Insanity />
        </section>
    }
}
