//! Santé in play: the current value over the maximum with a bar, *blessé* /
//! *hors de combat*, Subir des dégâts and Soigner (Récupérer and Repos are
//! with the time). The numbers behind it are set in the
//! sheet (health_settings.rs).

use leptos::prelude::*;

use crate::rules::character::sheet::Sheet;
use crate::rules::command::Command;
use crate::rules::rolls::expression::Amount;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::views::widgets::amount_field::AmountInput;
use crate::views::widgets::damage_row::DamageRow;
use crate::views::widgets::last_events::LastEvents;
use crate::views::widgets::readout::Score;
use crate::views::widgets::when::When;

#[component]
pub fn HealthPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let health = store.select(Sheet::health);
    let current = move || health.get().current;
    let maximum = move || health.get().maximum;
    let amount = AmountInput::new("");
    let (error, set_error) = signal(None::<String>);
    let with_amount = move |command: fn(Amount) -> Command| {
        if let Some(outcome) = amount.spend(|a| store.run(Origin::Health, command(a))) {
            set_error.set(outcome.err().map(text::command_error));
        }
    };

    view! {
        <section class="panel play-panel health" aria-labelledby="health-heading">
            <div class="panel-top">
                <h2 id="health-heading">{text::HEALTH_HEADING}</h2>
                <Score
                    label=text::HEALTH_CURRENT
                    test_id="health-current"
                    value=Signal::derive(current)
                    max_label=text::HEALTH_MAX
                    max_test_id="health-max"
                    max=Signal::derive(maximum)
                />
                <When when=move || health.get().injured && !health.get().incapacitated>
                    <span class="badge warn">{text::INJURED}</span>
                </When>
                <When when=move || health.get().incapacitated>
                    <span class="badge danger">{text::INCAPACITATED}</span>
                </When>
                <meter
                    class="health-bar"
                    min="0"
                    max=move || maximum().max(1)
                    low=move || (maximum() + 1) / 2
                    optimum=maximum
                    value=current
                    aria-label=move || text::explain::health_meter(current(), maximum())
                ></meter>
            </div>
            <DamageRow input=amount act=Callback::new(with_amount) />
            <p class="field-error" role="alert">{move || error.get()}</p>
            <LastEvents origin=Origin::Health />
        </section>
    }
}
