//! Identité: the character's name and héritage.

use leptos::prelude::*;

use super::edit::text_edit;
use super::Field;
use crate::rules::command::Command;
use crate::state::Store;
use crate::text;

#[component]
pub fn IdentityPanel() -> impl IntoView {
    let store = Store::use_store();
    let name = Signal::derive(move || store.sheet(|s| s.name().to_string()));
    let ancestry = Signal::derive(move || store.sheet(|s| s.ancestry().to_string()));
    view! {
        <section class="panel" aria-labelledby="identity-heading">
            <h2 id="identity-heading">{text::IDENTITY_HEADING}</h2>
            <Field label=text::NAME value=name apply=text_edit(Command::SetName) placeholder=text::NAME_PLACEHOLDER />
            <Field label=text::ANCESTRY value=ancestry apply=text_edit(Command::SetAncestry) />
        </section>
    }
}
