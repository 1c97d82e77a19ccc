//! The root component: the page's frame and its panels.

use leptos::prelude::*;

use super::AttributesPanel;
use crate::rules::attributes::Attributes;
use crate::text;

#[component]
pub fn App() -> impl IntoView {
    let attributes = RwSignal::new(Attributes::default());
    view! {
        <header class="app-header">
            <h1>{text::APP_TITLE}</h1>
            <p class="tagline">{text::APP_TAGLINE}</p>
        </header>
        <main class="sheet">
            <AttributesPanel attributes />
        </main>
    }
}
