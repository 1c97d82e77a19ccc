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

/// A number over its maximum, in a play panel's heading ("7 / 10"): each
/// named for screen readers, each with its value for the tests.
#[component]
pub fn Score(
    label: &'static str,
    test_id: &'static str,
    #[prop(into)] value: Signal<i32>,
    max_label: &'static str,
    max_test_id: &'static str,
    #[prop(into)] max: Signal<i32>,
) -> impl IntoView {
    view! {
        <p class="score">
            <output data-testid=test_id data-value=move || value.get().to_string() aria-label=label>
                {move || text::number(value.get())}
            </output>
            " / "
            <output data-testid=max_test_id data-value=move || max.get().to_string() aria-label=max_label>
                {move || text::number(max.get())}
            </output>
        </p>
    }
}
