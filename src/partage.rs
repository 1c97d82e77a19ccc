//! The share module: share links, export and import of files, the
//! players' links and the GM's fight of the table view, and the dialog that offers a link's
//! character. Built by Trunk beside the app (index.html) and fetched only
//! when the app needs it (public/load-share.js), so that a first visit
//! does not pay for it. The app calls [`start`] once, then [`mount`] for
//! each panel it shows (`state::share_bridge`).

#[cfg(target_arch = "wasm32")]
mod module {
    use leptos::prelude::*;
    use wasm_bindgen::prelude::*;

    use std::cell::OnceCell;

    use fiche_ombre::state::fight::FightStore;
    use fiche_ombre::state::offer::Offer;
    use fiche_ombre::state::share_bridge::{Host, TABLE_PANEL};
    use fiche_ombre::views::{ImportDialog, SharePanel, TablePanel};

    thread_local! {
        /// The module's one owner, for the page's life: what it provides
        /// (the app's function, the characters links offer, the GM's
        /// fight) reaches every panel mounted under it.
        static MODULE: OnceCell<Owner> = const { OnceCell::new() };
    }

    /// Takes the app's function and puts the import dialog (which follows
    /// the page's address) into `dialog`, for the page's life.
    #[wasm_bindgen]
    pub fn start(functions: js_sys::Function, dialog: web_sys::HtmlElement) {
        let owner = Owner::new();
        owner.with(|| {
            Host::provide(functions);
            Offer::provide();
            FightStore::provide();
            leptos::mount::mount_to(dialog, ImportDialog).forget();
        });
        MODULE.with(|module| module.set(owner).is_ok());
    }

    /// Adds a panel (`share`, `links`, or `qr:` and a character's id) to
    /// `element`; returns the function that takes it away again.
    #[wasm_bindgen]
    pub fn mount(panel: String, element: web_sys::HtmlElement) -> js_sys::Function {
        let owner = MODULE.with(|module| module.get().cloned()).expect("the app starts the module before mounting");
        let handle = owner.with(|| {
            leptos::mount::mount_to(element, move || match panel.as_str() {
                TABLE_PANEL => view! { <TablePanel /> }.into_any(),
                // SHARE_PANEL
                _ => view! { <SharePanel /> }.into_any(),
            })
        });
        Closure::once_into_js(move || drop(handle)).unchecked_into()
    }
}

// Started by the app, not on its own.
fn main() {}
