//! Fiche d'Ombre: a character sheet and insanity tracker for
//! *L'Ombre du Seigneur Démon*.
//!
//! - [`rules`]: the game, pure Rust, tested natively.
//! - [`save`]: saved data, share links and files: formats, versions, checks.
//! - [`text`]: every French sentence of the interface.
//! - `state`: the character in play, in a signal, saved to localStorage (browser only).
//! - `views`: the Leptos components (browser only).

pub mod rules;
pub mod save;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod views;

/// The browser build's allocator (see Cargo.toml).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
