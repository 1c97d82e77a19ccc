//! Perception: Intelligence + bonus.

use leptos::prelude::*;

use crate::rules::character::number::Bonus;
use crate::rules::character::perception::perception_modifier;
use crate::rules::command::Command;
use crate::state::SheetStore;
use crate::text;
use crate::views::widgets::edit::number_edit;
use crate::views::widgets::field::Field;
use crate::views::widgets::fold::Fold;
use crate::views::widgets::readout::Readout;

#[component]
pub fn PerceptionPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let total = Signal::derive(move || store.with_sheet(|s| s.perception()));
    let bonus = Signal::derive(move || store.with_sheet(|s| s.perception_bonus().value().to_string()));
    let apply = number_edit(bonus, Bonus::parse, Command::SetPerceptionBonus);
    let explain = Signal::derive(move || {
        store.with_sheet(|s| {
            text::explain::perception(
                s.attributes().intellect.value(),
                s.perception_bonus().value(),
                perception_modifier(s.perception()),
            )
        })
    });
    view! {
        <section class="panel" aria-labelledby="perception-heading">
            <Fold heading_id="perception-heading" heading=text::PERCEPTION_HEADING>
                <Readout label=text::PERCEPTION_HEADING test_id="perception-total" value=total explain />
                <Field numeric=true label=text::PERCEPTION_BONUS value=bonus apply />
            </Fold>
        </section>
    }
}
