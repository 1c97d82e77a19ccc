//! Entry point: replaces the static shell of index.html with the app, once
//! the shell has been painted. Everything else lives in the library.

#[cfg(target_arch = "wasm32")]
fn main() {
    use std::cell::Cell;
    use std::rc::Rc;
    use std::time::Duration;

    use leptos::prelude::{request_animation_frame, set_timeout};

    // Panic messages in the console while developing; a release build
    // leaves the formatting code out (a panic still stops the app, and the
    // tests see it as a page error).
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    // Let the browser paint the shell (title and what the app does) before
    // the app takes over: on a fast connection the wasm can arrive before
    // the first paint, and the player would see a blank page until it runs.
    // Building the app in a task of its own also keeps it apart from the
    // module's start (one long task fewer on a phone's first visit). On a
    // repeat visit, served by the service worker with the wasm preloaded
    // (scripts/repeat-preload.mjs), the app itself is the first paint,
    // sooner than the shell then the app would be.
    if repeat_visit() {
        mount();
        return;
    }
    // Hidden tabs get no animation frames, hence the timeout as well.
    let started = Rc::new(Cell::new(false));
    let start = move || {
        if !started.replace(true) {
            load_then_mount();
        }
    };
    let after_paint = start.clone();
    request_animation_frame(move || set_timeout(after_paint, Duration::ZERO));
    set_timeout(start, Duration::from_millis(100));
}

/// Whether the service worker serves this page, from its cache.
#[cfg(target_arch = "wasm32")]
fn repeat_visit() -> bool {
    let navigator = leptos::prelude::window().navigator();
    // Absent outside a secure context (plain http to another host).
    js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false)
        && navigator.service_worker().controller().is_some()
}

/// Reads storage in one task and builds the page in the next: on a phone
/// each is shorter than the two together, and a long task is one the
/// player can neither scroll nor tap through (Lighthouse's Total Blocking
/// Time counts every millisecond of a task past 50). The page's own parts
/// are built in tasks of their own after that (`views::later`).
#[cfg(target_arch = "wasm32")]
fn load_then_mount() {
    use leptos::prelude::{set_timeout, Owner};

    let owner = Owner::new();
    owner.with(fiche_ombre::state::Roster::use_or_load);
    set_timeout(
        move || {
            owner.with(mount);
            // The roster's signals belong to it: it lives as long as the page.
            std::mem::forget(owner);
        },
        std::time::Duration::ZERO,
    );
}

#[cfg(target_arch = "wasm32")]
fn mount() {
    use wasm_bindgen::JsCast;

    let document = leptos::prelude::document();
    let Some(root) = document.get_element_by_id("app") else {
        leptos::mount::mount_to_body(fiche_ombre::views::App);
        return;
    };
    root.set_inner_html("");
    leptos::mount::mount_to(root.unchecked_into(), fiche_ombre::views::App).forget();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Fiche d'Ombre runs in the browser: start it with `bash scripts/serve.sh`.");
}
