//! Entry point: replaces the static shell of index.html with the app.
//! Everything else lives in the library.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;

    console_error_panic_hook::set_once();
    let document = leptos::prelude::document();
    let Some(root) = document.get_element_by_id("app") else {
        leptos::mount::mount_to_body(fiche_ombre::views::App);
        return;
    };
    // The shell painted the frame while the wasm loaded; the app takes over.
    root.set_inner_html("");
    leptos::mount::mount_to(root.unchecked_into(), fiche_ombre::views::App).forget();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Fiche d'Ombre runs in the browser: start it with `bash scripts/serve.sh`.");
}
