//! The live module: a player's live table (shared/LIVE.md), from a table's
//! link to the table itself (the connection, `Quitter la table`, the GM's
//! creatures under Jeu). Built by Trunk beside the app (index.html) and
//! fetched only when a table's link is opened or this player is at a
//! table (public/load-share.js), so that neither a first visit nor Fiche
//! pays for the sync engine. The app calls [`start`] once.

#[cfg(target_arch = "wasm32")]
mod module {
    use wasm_bindgen::prelude::*;

    use fiche_ombre::state::live::Live;
    use fiche_ombre::state::share_bridge::{module_start, Host};
    use fiche_ombre::views::LiveJoin;

    /// Takes the app's function, resumes the table this player was at, if
    /// any, and puts the table's dialog and bar into `dialog`, for the
    /// page's life.
    #[wasm_bindgen]
    pub fn start(functions: js_sys::Function, dialog: web_sys::HtmlElement) {
        module_start::start(functions, || {
            Live::provide(Host::use_host(), false);
            // Mounting starts Leptos's executor, which the table's effects need.
            leptos::mount::mount_to(dialog, LiveJoin).forget();
        });
    }

    /// What the app says changed (`save::bridge::Notice`, encoded).
    #[wasm_bindgen]
    pub fn notify(notice: Vec<u8>) {
        module_start::notify(&notice);
    }
}

// Started by the app, not on its own.
fn main() {}
