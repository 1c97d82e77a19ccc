//! What public/pwa.js tells the app about the service worker:
//! "Nouvelle version disponible" when a new build waits (reloading saves
//! first, so nothing typed is lost), and whether the app is ready offline.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::state::Roster;
use crate::text;
use crate::views::widgets::when::When;

#[wasm_bindgen]
extern "C" {
    /// Whether a new build waits (public/pwa.js; an error where it is absent).
    #[wasm_bindgen(js_namespace = window, js_name = ficheOmbreUpdateWaiting, catch)]
    fn update_waiting() -> Result<JsValue, JsValue>;
    /// Lets the waiting build take over; the page reloads.
    #[wasm_bindgen(js_namespace = window, js_name = ficheOmbreApplyUpdate, catch)]
    fn apply_update() -> Result<(), JsValue>;
    /// The window with what public/pwa.js keeps on it.
    type PwaWindow;
    /// "pending", "ready" or "failed".
    #[wasm_bindgen(method, getter, js_name = ficheOmbreOffline)]
    fn offline(this: &PwaWindow) -> Option<String>;
    /// Told before the reload, so that pwa.js does not reload twice.
    #[wasm_bindgen(method, setter, js_name = ficheOmbreUpdating)]
    fn set_updating(this: &PwaWindow, updating: bool);
}

fn pwa_window() -> Option<PwaWindow> {
    web_sys::window().map(JsCast::unchecked_into)
}

#[component]
pub fn UpdateBanner() -> impl IntoView {
    let roster = Roster::use_roster();
    let waiting = RwSignal::new(update_waiting().ok().and_then(|v| v.as_bool()).unwrap_or(false));
    let update = window_event_listener_untyped("fiche-ombre-update", move |_| waiting.set(true));
    on_cleanup(move || update.remove());
    let reload = move |_| {
        roster.flush();
        if let Some(window) = pwa_window() {
            window.set_updating(true);
        }
        let _ = apply_update();
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
    pwa_window().and_then(|w| w.offline()).unwrap_or_default()
}

/// "Disponible hors ligne" once every file of the build is cached, or why
/// it is not, instead of assuming it.
#[component]
pub fn OfflineStatus() -> impl IntoView {
    let state = RwSignal::new(offline_state());
    let offline = window_event_listener_untyped("fiche-ombre-offline", move |_| state.set(offline_state()));
    on_cleanup(move || offline.remove());
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
