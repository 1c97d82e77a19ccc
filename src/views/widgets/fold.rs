//! A section of Fiche the player can fold under its heading, so that a
//! phone scrolls past what is already filled in; which ones are folded is
//! remembered by this browser (a preference, not part of any character).

use leptos::prelude::*;

use crate::state::storage;

/// The folded sections' heading ids, separated by spaces.
const FOLDED_KEY: &str = "fiche-ombre:replis";

fn folded() -> String {
    storage::read(FOLDED_KEY).ok().flatten().unwrap_or_default()
}

fn remember(id: &str, is_folded: bool) {
    let mut ids: Vec<String> = folded().split_whitespace().filter(|x| *x != id).map(str::to_string).collect();
    if is_folded {
        ids.push(id.to_string());
    }
    let _ = storage::write(FOLDED_KEY, &ids.join(" "));
}

/// `heading` as the section's `<h2 id=heading_id>`, a tap on it folding or
/// unfolding `children`. Printing shows every section whole.
#[component]
pub fn Fold(heading_id: &'static str, heading: &'static str, children: Children) -> impl IntoView {
    let open = !folded().split_whitespace().any(|x| x == heading_id);
    let toggle = move |ev: leptos::ev::Event| {
        let details: web_sys::Element = event_target(&ev);
        remember(heading_id, !details.has_attribute("open"));
    };
    view! {
        <details class="fold" open=open on:toggle=toggle>
            <summary>
                <h2 id=heading_id>{heading}</h2>
            </summary>
            {children()}
        </details>
    }
}
