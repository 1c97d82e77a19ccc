//! Santé: maximum (Force + bonus), damage, current value with a bar,
//! *blessé* / *hors de combat*, healing rate; in play, Subir des dégâts,
//! Soigner, Récupérer and Repos (the `Dégâts` total stays for corrections).

use leptos::prelude::*;

use super::amount_field::{AmountField, AmountInput};
use super::edit::number_edit;
use super::last_events::LastEvents;
use super::readout::Readout;
use super::Field;
use crate::rules::command::Command;
use crate::rules::expression::Amount;
use crate::rules::health::MAX_DAMAGE;
use crate::rules::number::{parse_bounded, Bonus};
use crate::state::{Origin, Store};
use crate::text;

#[component]
pub fn HealthPanel() -> impl IntoView {
    let store = Store::use_store();
    let health = Memo::new(move |_| store.sheet(|s| s.health()));
    let bonus = Signal::derive(move || store.sheet(|s| s.health_bonus().value().to_string()));
    let damage = Signal::derive(move || store.sheet(|s| s.damage().to_string()));
    let apply_bonus = number_edit(bonus, Bonus::parse, Command::SetHealthBonus);
    let apply_damage = number_edit(damage, |t| parse_bounded(t, 0, MAX_DAMAGE), Command::SetDamage);
    let strength = move || store.sheet(|s| s.attributes().strength.value());
    // Santé in play: an amount for damage and healing, and the four actions.
    let amount = AmountInput::new("1");
    let (error, set_error) = signal(None::<String>);
    let act = move |command: Command| set_error.set(store.run(Origin::Health, command).err());
    let with_amount = move |command: fn(Amount) -> Command| {
        if let Some(a) = amount.parse() {
            act(command(a));
        }
    };

    view! {
        <section class="panel" aria-labelledby="health-heading">
            <h2 id="health-heading">{text::HEALTH_HEADING}</h2>
            <div class="readouts">
                <Readout
                    label=text::HEALTH_CURRENT
                    test_id="health-current"
                    value=Signal::derive(move || health.get().current)
                />
                <Readout
                    label=text::HEALTH_MAX
                    test_id="health-max"
                    value=Signal::derive(move || health.get().maximum)
                    explain=Signal::derive(move || {
                        text::explain::health_max(strength(), health.get().maximum - strength())
                    })
                />
                <Readout
                    label=text::HEALING_RATE
                    test_id="healing-rate"
                    value=Signal::derive(move || health.get().healing_rate)
                    explain=Signal::derive(|| text::explain::HEALING_RATE_EXPLAIN.to_string())
                />
            </div>
            <meter
                class="health-bar"
                min="0"
                max=move || health.get().maximum.max(1)
                low=move || (health.get().maximum + 1) / 2
                optimum=move || health.get().maximum
                value=move || health.get().current
                aria-label=move || format!("{} : {} sur {}", text::HEALTH_CURRENT, health.get().current, health.get().maximum)
            ></meter>
            <p class="badges">
                <Show when=move || health.get().injured && !health.get().incapacitated>
                    <span class="badge warn">{text::INJURED}</span>
                </Show>
                <Show when=move || health.get().incapacitated>
                    <span class="badge danger">{text::INCAPACITATED}</span>
                </Show>
            </p>
            <AmountField label=text::DAMAGE_AMOUNT input=amount />
            <div class="buttons">
                <button type="button" on:click=move |_| with_amount(Command::TakeDamage)>{text::TAKE_DAMAGE}</button>
                <button type="button" on:click=move |_| with_amount(Command::Heal)>{text::HEAL}</button>
                <button type="button" on:click=move |_| act(Command::Recover)>{text::RECOVER}</button>
                <button type="button" on:click=move |_| act(Command::Rest)>{text::REST}</button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
            <LastEvents origin=Origin::Health />
            <div class="field-row">
                <Field numeric=true label=text::HEALTH_BONUS value=bonus apply=apply_bonus />
                <Field numeric=true label=text::DAMAGE value=damage apply=apply_damage />
            </div>
        </section>
    }
}
