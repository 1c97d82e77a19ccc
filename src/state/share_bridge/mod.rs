//! The bridge between the app and its modules fetched on demand.
//!
//! Share links, export, import of files and links, and the dialog that
//! offers a link's character are a second wasm module (`src/partage.rs`);
//! the table view (the cards, the GM's fight, the players' links) is a
//! third (`src/table.rs`). Trunk builds both beside the app and a first
//! visit fetches neither: the app loads the share module when the player
//! opens Fiche or a share link, the table's when the GM opens the table
//! view (docs/architecture.md). The modules share no memory. The app hands
//! each, once, a function over its roster (one function, the calls named
//! by [`Call`]); characters cross as saved records, the JSON every module
//! already reads and writes. A module never writes the roster's storage:
//! what it brings goes through the app's roster, like every other change.
//!
//! - [`app_side`]: the app loads and starts a module, and mounts its panel.
//! - [`module_side`]: what a module calls back, over the app's roster.
//! - [`module_start`]: what every module does when the app starts it.
//! - here: the modules, the calls both sides name, the modules' exports,
//!   and how characters cross.

mod app_side;
mod module_side;
pub mod module_start;
pub mod roster_calls;
pub mod table_calls;

pub use app_side::{Modules, Mounted};
pub use module_side::Host;

use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::rules::journal::tracker::Tracker;
use crate::save::record::{decode_character, encode_character, encode_keeping, unknown_fields};
use crate::save::share::Shared;

/// What the module asks of the app: each call takes one value and returns
/// one, through the single function the app hands over (`app_side`), so
/// that both sides name them by this enum, never by a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Call {
    /// () -> [id, record] of the open character.
    Open,
    /// () -> [[id, record]] of every character, in order.
    All,
    /// (id) -> the record of that character, or nothing.
    Character,
    /// ([[[identity or null, record]], open the first]) -> bool: added from
    /// links or a file; whether storage took them all.
    AddShared,
    /// ([[[id, record]], undo or nothing, label]) -> (): replaces those
    /// characters (the GM's fight, an update from a link), one table step
    /// whose `Annuler` also calls `undo`.
    Replace,
    /// ([id or nothing, kind, amount, condition, rounds]) -> [said, refusal]:
    /// a card's command, or the group's Will roll (`table_calls`).
    Run,
    /// ([0 round, 1 minute, 2 hour, 3 rest; the fight's undo or nothing]) ->
    /// said: time for everyone, the creatures' with it.
    Time,
    /// () -> said or nothing: the table's `Annuler`.
    Undo,
    /// () -> bool: whether the table's `Annuler` has a step to take back.
    CanUndo,
    /// (id) -> (): opens that character's sheet from the table.
    OpenSheet,
    /// (message) -> (): shown at the top of the page.
    Alert,
    /// (bool) -> (): the import dialog is open, the page behind out of reach.
    Behind,
    /// () -> (): the whole roster was just exported to a file.
    Exported,
}

impl Call {
    const ALL: [Call; 13] = [
        Call::Open,
        Call::All,
        Call::Character,
        Call::AddShared,
        Call::Replace,
        Call::Run,
        Call::Time,
        Call::Undo,
        Call::CanUndo,
        Call::OpenSheet,
        Call::Alert,
        Call::Behind,
        Call::Exported,
    ];

    /// The call a number crossing the bridge stands for.
    ///
    /// `ALL` lists the calls in their order, checked when compiling.
    fn from_number(number: u8) -> Option<Call> {
        Call::ALL.get(usize::from(number)).copied()
    }
}

// Each call's number is its place in `Call::ALL`.
const _: () = {
    let mut i = 0;
    while i < Call::ALL.len() {
        assert!(Call::ALL[i] as usize == i);
        i += 1;
    }
};

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
}

/// Dispatched on the window whenever the open character changes.
const CHANGED: &str = "fiche-ombre-change";

/// The modules the app fetches on demand, each with one panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Module {
    /// Partager et sauvegarder (link, QR, files, Foundry VTT) and the dialog
    /// that offers a link's character: `src/partage.rs`.
    Share,
    /// The table view: the cards, the GM's fight, the players' links:
    /// `src/table.rs`.
    Table,
}

impl Module {
    /// Its files' name, as index.html has Trunk build them and
    /// public/load-share.js fetches them.
    fn file(self) -> &'static str {
        match self {
            Module::Share => "partage",
            Module::Table => "table",
        }
    }
}

fn record(tracker: &Tracker) -> JsValue {
    encode_character(tracker, 0, "").into()
}

/// A JS array, or an empty one for anything else.
fn array(value: JsValue) -> Array {
    value.dyn_into().unwrap_or_else(|_| Array::new())
}

fn tracker(record: JsValue) -> Option<Tracker> {
    decode_character(&record.as_string()?).ok().map(|stored| stored.character)
}

/// A link's character as it crosses: [identity or null, record].
fn shared_value(shared: &Shared) -> JsValue {
    let tracker = Tracker::from_parts(shared.sheet.clone(), shared.journal.clone().unwrap_or_default());
    let identity = shared.identity.as_deref().map_or(JsValue::NULL, JsValue::from);
    let json = serde_json::to_string(&tracker).unwrap_or_default();
    Array::of2(&identity, &encode_keeping(&json, 0, "", shared.unknown.as_deref()).into()).into()
}

fn shared_from(value: JsValue) -> Option<Shared> {
    let pair = array(value);
    let raw = pair.get(1).as_string()?;
    let stored = decode_character(&raw).ok()?;
    let unknown = unknown_fields(&raw, &stored, &serde_json::to_string(&stored.character).unwrap_or_default());
    let tracker = stored.character;
    Some(Shared {
        identity: pair.get(0).as_string(),
        sheet: tracker.sheet().clone(),
        journal: Some(tracker.journal().clone()),
        unknown,
    })
}
