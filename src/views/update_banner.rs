//! What public/pwa.js tells the app about the service worker:
//! "Nouvelle version disponible" when a new build waits (reloading saves
//! first, so nothing typed is lost), and whether the app is ready offline.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::state::effects::window_listener;
use crate::state::Roster;
use crate::text;
use crate::views::widgets::when::When;

/// Calls `window.<name>()` from public/pwa.js, if it is there.
fn call_pwa(name: &str) -> Option<wasm_bindgen::JsValue> {
    let window = web_sys::window()?;
    let function = js_sys::Reflect::get(&window, &name.into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    function.call0(&window).ok()
}

#[component]
pub fn UpdateBanner() -> impl IntoView {
    let roster = Roster::use_roster();
    let waiting = RwSignal::new(call_pwa("ficheOmbreUpdateWaiting").and_then(|v| v.as_bool()).unwrap_or(false));
    window_listener("fiche-ombre-update", move |_| waiting.set(true));
    let reload = move |_| {
        roster.flush();
        if let Some(window) = web_sys::window() {
            let _ = js_sys::Reflect::set(&window, &"ficheOmbreUpdating".into(), &true.into());
        }
        call_pwa("ficheOmbreApplyUpdate");
    };
    view! {
        <When when=move || waiting.get()>
            <div class="update" role="alert">
                <p>{text::UPDATE_AVAILABLE}</p>
                <button type="button" class="primary" on:click=reload>{text::RELOAD}</button>
            </div>
        </When>
    }
}

/// `window.ficheOmbreOffline`: "pending", "ready" or "failed".
fn offline_state() -> String {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"ficheOmbreOffline".into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// "Disponible hors ligne" once every file of the build is cached, or why
/// it is not, instead of assuming it.
#[component]
pub fn OfflineStatus() -> impl IntoView {
    let state = RwSignal::new(offline_state());
    window_listener("fiche-ombre-offline", move |_| state.set(offline_state()));
    view! {
        <footer class="app-footer">
            <p role="status" data-testid="offline-status" data-value=move || state.get()>
                {move || match state.get().as_str() {
                    "ready" => text::OFFLINE_READY,
                    "failed" => text::OFFLINE_FAILED,
                    _ => "",
                }}
            </p>
        </footer>
    }
}
