//! The live table's connection, on every device at one: connected,
//! connecting, or offline with the actions waiting (`live-status`), and the
//! same in a few words in a strip above the header.

use leptos::prelude::*;

use crate::state::live::Live;
use crate::text::live as words;
use crate::views::widgets::when::When;

/// The connection above the header, whatever was scrolled (the status
/// line says it to screen readers).
#[component]
pub fn LiveStrip() -> impl IntoView {
    let live = Live::use_live();
    let code = move || live.link_code();
    view! {
        <p class="live-strip" aria-hidden="true" data-value=code>{move || words::strip(code(), live.pending.get())}</p>
    }
}

#[component]
pub fn LiveStatus() -> impl IntoView {
    let live = Live::use_live();
    let code = move || live.link_code();
    view! {
        <p class="live-status" role="status" data-testid="live-status" data-value=code
            data-pending=move || live.pending.get().to_string()>
            {move || words::status(code(), live.pending.get())}
        </p>
        <When when=move || live.refused.get()>
            <p class="field-error" role="alert">{words::WRONG_SECRET}</p>
        </When>
    }
}
