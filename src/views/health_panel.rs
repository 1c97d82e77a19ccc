//! Santé in play: the current value over the maximum with a bar, *blessé* /
//! *hors de combat*, Subir des dégâts and Soigner (Récupérer and Repos are
//! with the time). The numbers behind it are set in the
//! sheet (health_settings.rs).

use leptos::prelude::*;

use super::amount_field::{AmountField, AmountInput};
use super::last_events::LastEvents;
use crate::rules::command::Command;
use crate::rules::expression::Amount;
use crate::state::{Origin, Store};
use crate::text;

#[component]
pub fn HealthPanel() -> impl IntoView {
    let store = Store::use_store();
    let health = Memo::new(move |_| store.with_sheet(|s| s.health()));
    let current = move || health.get().current;
    let maximum = move || health.get().maximum;
    let amount = AmountInput::new("1");
    let (error, set_error) = signal(None::<String>);
    let act = move |command: Command| {
        let outcome = store.run(Origin::Health, command);
        let done = outcome.is_ok();
        set_error.set(outcome.err());
        done
    };
    let with_amount = move |command: fn(Amount) -> Command| {
        if amount.parse().is_some_and(|a| act(command(a))) {
            amount.used();
        }
    };

    view! {
        <section class="panel play-panel health" aria-labelledby="health-heading">
            <div class="panel-top">
                <h2 id="health-heading">{text::HEALTH_HEADING}</h2>
                <p class="score">
                    <output data-testid="health-current" data-value=move || current().to_string()
                        aria-label=text::HEALTH_CURRENT>
                        {move || text::number(current())}
                    </output>
                    " / "
                    <output data-testid="health-max" data-value=move || maximum().to_string()
                        aria-label=text::HEALTH_MAX>
                        {move || text::number(maximum())}
                    </output>
                </p>
                <Show when=move || health.get().injured && !health.get().incapacitated>
                    <span class="badge warn">{text::INJURED}</span>
                </Show>
                <Show when=move || health.get().incapacitated>
                    <span class="badge danger">{text::INCAPACITATED}</span>
                </Show>
            </div>
            <meter
                class="health-bar"
                min="0"
                max=move || maximum().max(1)
                low=move || (maximum() + 1) / 2
                optimum=maximum
                value=current
                aria-label=move || text::explain::health_meter(current(), maximum())
            ></meter>
            <div class="amount-row">
                <AmountField label=text::DAMAGE_AMOUNT input=amount />
                <button type="button" on:click=move |_| with_amount(Command::TakeDamage) aria-label=text::TAKE_DAMAGE>
                    {text::TAKE_DAMAGE_SHORT}
                </button>
                <button type="button" on:click=move |_| with_amount(Command::Heal)>{text::HEAL}</button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
            <LastEvents origin=Origin::Health />
        </section>
    }
}
