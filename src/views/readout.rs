//! A computed number: its label, its value (also in `data-value` for tests)
//! and, when given, where it comes from.

use leptos::prelude::*;

use crate::text;

#[component]
pub fn Readout(
    label: &'static str,
    /// For the tests' `data-testid`; a number shown twice carries it once.
    #[prop(optional)]
    test_id: Option<&'static str>,
    #[prop(into)] value: Signal<i32>,
    /// How the number is made, shown under it.
    #[prop(optional, into)]
    explain: Option<Signal<String>>,
) -> impl IntoView {
    view! {
        <div class="readout">
            <span class="readout-label">{label}</span>
            <output class="readout-value" data-testid=test_id data-value=move || value.get().to_string()>
                {move || text::number(value.get())}
            </output>
            {explain.map(|e| view! { <span class="readout-explain">{move || e.get()}</span> })}
        </div>
    }
}
