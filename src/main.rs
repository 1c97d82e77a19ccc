//! Entry point: mounts the app. Everything else lives in the library.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(fiche_ombre::views::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Fiche d'Ombre runs in the browser: start it with `bash scripts/serve.sh`.");
}
