//! The table module: the table view a game master opens (every character as
//! a card, the clock for all, the GM's fight, the players' links). Built by
//! Trunk beside the app (index.html) and fetched only when the table view
//! is first shown (public/load-share.js): a player who never opens it never
//! downloads it. The app calls [`start`] once, then [`mount`] each time the
//! table view is shown (`state::share_bridge`).

#[cfg(target_arch = "wasm32")]
mod module {
    use leptos::prelude::*;
    use wasm_bindgen::prelude::*;

    use fiche_ombre::state::fight::FightStore;
    use fiche_ombre::state::live::Live;
    use fiche_ombre::state::share_bridge::{module_start, Host};
    use fiche_ombre::views::{ImportDialog, TablePanel};

    /// Takes the app's function, reads the fight and the bestiary, and puts
    /// the dialog that offers the players' links into `dialog` (the share
    /// module's follows the page's address; this one does not).
    #[wasm_bindgen]
    pub fn start(functions: js_sys::Function, dialog: web_sys::HtmlElement) {
        module_start::start(functions, || {
            FightStore::provide();
            // The GM's live table, resumed if one was on.
            let live = Live::provide(Host::use_host(), true);
            leptos::mount::mount_to(dialog, || view! { <ImportDialog follows_address=false /> }).forget();
            // Its fight follows the GM's (an effect: after the first mount,
            // which starts the executor effects run on).
            live.follow_fight(FightStore::use_fight().fight);
        });
    }

    /// What the app says changed (`save::bridge::Notice`, encoded).
    #[wasm_bindgen]
    pub fn notify(notice: Vec<u8>) {
        module_start::notify(&notice);
    }

    /// Adds the table view's panel to `element`; returns the function that
    /// takes it away again.
    #[wasm_bindgen]
    pub fn mount(element: web_sys::HtmlElement) -> js_sys::Function {
        module_start::mount(element, TablePanel)
    }
}

// Started by the app, not on its own.
fn main() {}
