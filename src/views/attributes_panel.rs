//! The four attributes, each with its modifier computed by the rules.

use leptos::prelude::*;

use super::NumberField;
use crate::rules::attributes::{Attribute, Attributes, Score};
use crate::text;

#[component]
pub fn AttributesPanel(attributes: RwSignal<Attributes>) -> impl IntoView {
    view! {
        <section class="panel" aria-labelledby="attributes-heading">
            <h2 id="attributes-heading">{text::ATTRIBUTES_HEADING}</h2>
            <div class="attributes">
                {Attribute::ALL
                    .into_iter()
                    .map(|attribute| view! { <AttributeRow attribute attributes /> })
                    .collect_view()}
            </div>
        </section>
    }
}

#[component]
fn AttributeRow(attribute: Attribute, attributes: RwSignal<Attributes>) -> impl IntoView {
    let score = Signal::derive(move || attributes.with(|a| a.get(attribute).value()));
    let modifier = move || attributes.with(|a| a.get(attribute).modifier());
    let apply = Callback::new(move |typed: String| {
        let current = attributes.with_untracked(|a| a.get(attribute));
        Score::parse(&typed)
            .map(|new| {
                if new != current {
                    attributes.update(|a| a.set(attribute, new));
                }
            })
            .map_err(|e| text::kept_value(e, current.value()))
    });

    view! {
        <div class="attribute">
            <NumberField label=text::attribute_name(attribute) value=score apply />
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
