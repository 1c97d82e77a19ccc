//! The share module: Fiche's panels on a copy of the character in play
//! (`state::share_bridge::open_copy`), Partager et sauvegarder (the share link and its QR
//! code, export and import of files, Foundry VTT characters) and the dialog
//! that offers a link's character. Built by Trunk beside the app
//! (index.html) and fetched only when the app needs it
//! (public/load-share.js), so that a first visit does not pay for it. The
//! app calls [`start`] once, then [`mount`] each time Fiche shows its panels
//! (`state::share_bridge`).

#[cfg(target_arch = "wasm32")]
mod module {
    use leptos::prelude::*;
    use wasm_bindgen::prelude::*;

    use fiche_ombre::state::share_bridge::{module_start, open_copy, Host};
    use fiche_ombre::views::{FichePanels, ImportDialog, SharePanel};

    /// Takes the app's function and puts the import dialog, which follows
    /// the page's address, into `dialog`, for the page's life.
    #[wasm_bindgen]
    pub fn start(functions: js_sys::Function, dialog: web_sys::HtmlElement) {
        module_start::start(functions, || {
            // Mounting starts Leptos's executor, which the copy's effect needs.
            leptos::mount::mount_to(dialog, || view! { <ImportDialog follows_address=true /> }).forget();
            open_copy::provide(Host::use_host());
        });
    }

    /// What the app says changed (`save::bridge::Notice`, encoded).
    #[wasm_bindgen]
    pub fn notify(notice: Vec<u8>) {
        module_start::notify(&notice);
    }

    /// Adds Fiche's panels and the share panel to `element`; returns the
    /// function that takes them away again.
    #[wasm_bindgen]
    pub fn mount(element: web_sys::HtmlElement) -> js_sys::Function {
        module_start::mount(element, || view! { <FichePanels /> <SharePanel /> })
    }
}

// Started by the app, not on its own.
fn main() {}
