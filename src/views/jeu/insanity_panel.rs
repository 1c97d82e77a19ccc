//! Folie: the score over Volonté with its track of boxes, the amount at
//! stake, gain and loss. The Will roll against insanity is with the other
//! rolls in « Jets » and takes its amount from here.

use leptos::prelude::*;

use crate::rules::command::Command;
use crate::rules::insanity::madness::MadnessKind;
use crate::rules::rolls::expression::Amount;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::views::widgets::amount_field::{AmountField, AmountInput};
use crate::views::widgets::last_events::LastEvents;
use crate::views::widgets::readout::Score;
use crate::views::widgets::when::When;

/// The Quantité de Folie, shared by this panel and the Will roll against
/// insanity.
#[derive(Clone, Copy)]
pub struct InsanityAmount(pub AmountInput);

impl InsanityAmount {
    /// The app's, or a new one where a panel is shown alone (tests).
    pub fn use_or_provide() -> AmountInput {
        use_context::<InsanityAmount>()
            .unwrap_or_else(|| {
                let amount = InsanityAmount(AmountInput::new(""));
                provide_context(amount);
                amount
            })
            .0
    }
}

#[component]
pub fn InsanityPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let total = move || store.with_sheet(|s| s.insanity());
    let max = move || store.with_sheet(|s| s.insanity_max());
    let amount = InsanityAmount::use_or_provide();
    let (error, set_error) = signal(None::<String>);

    let with_amount = move |command: fn(Amount) -> Command| {
        if let Some(outcome) = amount.spend(|a| store.run(Origin::Insanity, command(a))) {
            set_error.set(outcome.err().map(text::command_error));
        }
    };
    let gain = move |_| with_amount(Command::GainInsanity);
    let lose = move |_| with_amount(Command::LoseInsanity);
    let epiphany = move || store.with_sheet(|s| s.epiphany_boon());
    let resolve = move || store.with_sheet(|s| s.madness().is_some_and(|m| m.kind == MadnessKind::Resolve));

    view! {
        <section class="panel play-panel insanity" aria-labelledby="insanity-heading">
            <div class="panel-top">
                <h2 id="insanity-heading">{text::INSANITY_HEADING}</h2>
                <Score
                    label=text::INSANITY_HEADING
                    test_id="insanity-total"
                    value=Signal::derive(total)
                    max_label=text::INSANITY_MAX
                    max_test_id="insanity-max"
                    max=Signal::derive(max)
                />
                <ol class="track" aria-hidden="true">
                    {move || (1..=max()).map(|box_number| {
                        view! { <li class:filled=move || box_number <= total()></li> }
                    }).collect_view()}
                </ol>
            </div>
            // Under « Folie », « Gagner » says it all; the full name is for
            // screen readers and voice control, and starts with what is seen.
            <div class="amount-row">
                <AmountField label=text::INSANITY_AMOUNT input=amount />
                <button type="button" on:click=gain aria-label=text::GAIN_INSANITY>{text::GAIN_INSANITY_SHORT}</button>
                <button type="button" on:click=lose aria-label=text::LOSE_INSANITY>{text::LOSE_INSANITY_SHORT}</button>
            </div>
            <When when=epiphany>
                <p class="note">{text::EPIPHANY_BOON}</p>
            </When>
            <When when=resolve>
                <p class="note">{text::RESOLVE_BOON}</p>
            </When>
            <p class="field-error" role="alert">{move || error.get()}</p>
            <LastEvents origin=Origin::Insanity />
        </section>
    }
}
