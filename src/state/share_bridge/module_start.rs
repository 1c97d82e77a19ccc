//! What a module fetched on demand (`src/partage.rs`, `src/table.rs`) does
//! when the app starts it and mounts its panel: one owner for the page's
//! life, under which the app's function and the characters offered reach
//! every panel and the module's import dialog.

use std::cell::OnceCell;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::Host;
use crate::state::offer::Offer;

thread_local! {
    /// The module's one owner, for the page's life.
    static MODULE: OnceCell<Owner> = const { OnceCell::new() };
}

/// Provides the app's `functions` and the module's offer, then whatever
/// `provide` adds (the module's own stores, its dialog), under the
/// module's owner.
pub fn start(functions: js_sys::Function, provide: impl FnOnce()) {
    // A panic says where in the console, as the app's do.
    console_error_panic_hook::set_once();
    let owner = Owner::new();
    owner.with(|| {
        Host::provide(functions);
        Offer::provide();
        provide();
    });
    MODULE.with(|module| module.set(owner).is_ok());
}

/// Adds `panel` to `element`, under the module's owner; returns the
/// function that takes it away again.
pub fn mount<V: IntoView + 'static>(element: web_sys::HtmlElement, panel: fn() -> V) -> js_sys::Function {
    let owner = MODULE.with(|module| module.get().cloned()).expect("the app starts a module before mounting");
    let handle = owner.with(|| leptos::mount::mount_to(element, panel));
    Closure::once_into_js(move || drop(handle)).unchecked_into()
}

/// What the app says changed (a `save::bridge::Notice`), to the module's host.
pub fn notify(notice: &[u8]) {
    if let Some(owner) = MODULE.with(|module| module.get().cloned()) {
        owner.with(|| Host::use_host().told(notice));
    }
}
