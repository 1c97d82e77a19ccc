//! The bridge between the app and its modules fetched on demand.
//!
//! Share links, export, import of files and links, and the dialog that
//! offers a link's character are a second wasm module (`src/partage.rs`);
//! the table view (the cards, the GM's fight, the players' links) is a
//! third (`src/table.rs`). Trunk builds both beside the app and a first
//! visit fetches neither: the app loads the share module when the player
//! opens Fiche or a share link, the table's when the GM opens the table
//! view (docs/architecture.md). The modules share no memory. The app hands
//! each, once, a function over its roster: a `save::bridge::Request` in,
//! a `Reply` out, both bytes, and calls each module's `notify` with a
//! `Notice` when something changed; characters cross as saved records, the JSON every module
//! already reads and writes. A module never writes the roster's storage:
//! what it brings goes through the app's roster, like every other change.
//!
//! - [`app_side`]: the app loads and starts a module, and mounts its panel.
//! - [`answers`]: what the app answers, over its roster.
//! - [`module_side`]: what a module calls back, over the app's roster.
//! - [`module_start`]: what every module does when the app starts it.
//! - [`open_copy`]: the character in play as Fiche, in the share module, reads it.
//! - here: the modules and their exports.

mod answers;
mod app_side;
mod module_side;
pub mod module_start;
pub mod open_copy;

pub use answers::Answers;
pub use app_side::{Modules, Mounted};
pub use module_side::Host;

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// A module's exports, as public/load-share.js hands them over
    /// (`src/partage.rs`, `src/table.rs`).
    type ModuleExports;
    /// Starts the module with the app's function and its dialog's place.
    #[wasm_bindgen(method, catch)]
    fn start(this: &ModuleExports, host: &js_sys::Function, dialog: &web_sys::HtmlElement) -> Result<(), JsValue>;
    /// Mounts its panel; returns the function that unmounts it.
    #[wasm_bindgen(method, catch)]
    fn mount(this: &ModuleExports, element: &web_sys::HtmlElement) -> Result<js_sys::Function, JsValue>;
    /// Tells the module what changed: a `save::bridge::Notice`, encoded.
    #[wasm_bindgen(method, catch)]
    fn notify(this: &ModuleExports, notice: &[u8]) -> Result<(), JsValue>;
}

/// The modules the app fetches on demand, each with one panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Module {
    /// Partager et sauvegarder (link, QR, files, Foundry VTT) and the dialog
    /// that offers a link's character: `src/partage.rs`.
    Share,
    /// The table view: the cards, the GM's fight, the players' links:
    /// `src/table.rs`.
    Table,
    /// A player's live table (joining by a table's link, the connection,
    /// the GM's creatures): `src/direct.rs`.
    Live,
}

impl Module {
    /// Its files' name, as index.html has Trunk build them and
    /// public/load-share.js fetches them.
    fn file(self) -> &'static str {
        match self {
            Module::Share => "partage",
            Module::Table => "table",
            Module::Live => "direct",
        }
    }
}
