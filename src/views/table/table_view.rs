//! La vue de la table: a game master's screen, drawn by the table module
//! (`src/table.rs`: `views::table::header`, `cards`, `fight`), which only a GM opening this
//! view fetches. Until it is there, the place says it is coming.

use leptos::prelude::*;

use crate::views::widgets::module_host::{ModuleHost, Place};

#[component]
pub fn TableView() -> impl IntoView {
    view! {
        <main class="table-view" id="table" tabindex="-1">
            <ModuleHost place=Place::Table />
        </main>
    }
}
