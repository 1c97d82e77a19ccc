//! Santé in the sheet: where the maximum and the healing rate come from,
//! the Santé bonus and the damage total (for corrections; in play, damage
//! goes through Subir des dégâts and Soigner).

use leptos::prelude::*;

use crate::rules::character::number::{Bonus, Damage};
use crate::rules::character::sheet::Sheet;
use crate::rules::command::Command;
use crate::state::SheetStore;
use crate::text;
use crate::views::widgets::edit::number_edit;
use crate::views::widgets::field::Field;
use crate::views::widgets::fold::Fold;
use crate::views::widgets::readout::Readout;

#[component]
pub fn HealthSettings() -> impl IntoView {
    let store = SheetStore::use_store();
    let health = store.select(Sheet::health);
    let bonus = Signal::derive(move || store.with_sheet(|s| s.health_bonus().value().to_string()));
    let damage = Signal::derive(move || store.with_sheet(|s| s.damage().to_string()));
    let apply_bonus = number_edit(bonus, Bonus::parse, Command::SetHealthBonus);
    let apply_damage = number_edit(damage, Damage::parse, Command::SetDamage);
    let strength = move || store.with_sheet(|s| s.attributes().strength.value());
    view! {
        <section class="panel" aria-labelledby="health-settings-heading">
            <Fold heading_id="health-settings-heading" heading=text::HEALTH_HEADING>
                <div class="readouts">
                    <Readout
                        label=text::HEALTH_MAX
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
                <div class="field-row">
                    <Field numeric=true label=text::HEALTH_BONUS value=bonus apply=apply_bonus />
                    <Field numeric=true label=text::DAMAGE value=damage apply=apply_damage />
                </div>
            </Fold>
        </section>
    }
}
