//! The four attributes, each with its modifier computed by the rules.

use leptos::prelude::*;

use crate::rules::character::attributes::{Attribute, Score};
use crate::rules::command::Command;
use crate::state::SheetStore;
use crate::text;
use crate::views::widgets::edit::number_edit;
use crate::views::widgets::field::Field;
use crate::views::widgets::fold::Fold;

#[component]
pub fn AttributesPanel() -> impl IntoView {
    view! {
        <section class="panel" aria-labelledby="attributes-heading">
            <Fold heading_id="attributes-heading" heading=text::ATTRIBUTES_HEADING>
                <div class="attributes">
                    {Attribute::ALL.into_iter().map(|attribute| view! { <AttributeRow attribute /> }).collect_view()}
                </div>
            </Fold>
        </section>
    }
}

#[component]
fn AttributeRow(attribute: Attribute) -> impl IntoView {
    let store = SheetStore::use_store();
    let score = Signal::derive(move || store.with_sheet(|s| s.attributes().get(attribute).value().to_string()));
    let modifier = move || store.with_sheet(|s| s.attributes().get(attribute).modifier());
    let apply = number_edit(score, Score::parse, move |score| Command::SetAttribute(attribute, score));

    view! {
        <div class="attribute">
            <Field numeric=true label=text::attribute_name(attribute) value=score apply />
            <p class="modifier">
                <span class="modifier-label">{text::MODIFIER}</span>
                " "
                <output
                    data-testid=format!("attr-mod-{}", attribute.code())
                    data-value=move || modifier().to_string()
                >
                    {move || text::signed(modifier())}
                </output>
            </p>
        </div>
    }
}
