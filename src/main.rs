//! Entry point: builds the app beside the static shell of index.html, which
//! it replaces once whole. Everything else lives in the library.

#[cfg(target_arch = "wasm32")]
fn main() {
    // Panic messages in the console while developing; a release build
    // leaves the formatting code out (a panic still stops the app, and the
    // tests see it as a page error).
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    // Not in the module's start: that task is long enough on a phone. The
    // static shell (title and what the app does) stays on screen, painted
    // between the tasks that build the app, until the app is whole.
    leptos::prelude::set_timeout(load_then_mount, std::time::Duration::ZERO);
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

/// The page is built beside the static shell, unseen, and replaces it once
/// its last part is built (`views::later`).
#[cfg(target_arch = "wasm32")]
fn mount() {
    use wasm_bindgen::JsCast;

    if let Some(root) = leptos::prelude::document().get_element_by_id("app") {
        leptos::mount::mount_to(root.unchecked_into(), fiche_ombre::views::App).forget();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Fiche d'Ombre runs in the browser: start it with `bash scripts/serve.sh`.");
}
