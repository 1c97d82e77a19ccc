//! The share module: the panel that makes share links, exports and imports
//! files. Built by Trunk beside the app (index.html) and fetched only when
//! the app asks for it (public/load-share.js), so that a first visit does
//! not pay for it. The app calls [`mount`] with an element and its roster's
//! functions (`state::share_bridge`).

#[cfg(target_arch = "wasm32")]
mod module {
    use leptos::prelude::*;
    use wasm_bindgen::prelude::*;

    use fiche_ombre::state::share_bridge::Host;
    use fiche_ombre::views::SharePanel;

    /// Adds the share panel to `element`; returns the function that takes
    /// it away again.
    #[wasm_bindgen]
    pub fn mount(element: web_sys::HtmlElement, functions: js_sys::Object) -> js_sys::Function {
        let within = element.clone();
        let handle = leptos::mount::mount_to(element, move || {
            provide_context(Host::new(functions, &within));
            view! { <SharePanel /> }
        });
        Closure::once_into_js(move || drop(handle)).unchecked_into()
    }
}

// Started by the app, not on its own.
fn main() {}
