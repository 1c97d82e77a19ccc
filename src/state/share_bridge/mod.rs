//! The bridge between the app and its share module.
//!
//! Share links, export, import of files and links, and the dialog that
//! offers a link's character are a second wasm module (`src/partage.rs`,
//! built by Trunk beside the app) that a first visit does not fetch: the
//! app loads it when the player opens Fiche, the table view's players'
//! links, or a share link (docs/architecture.md). The two modules share no memory. The
//! app hands the share module, once, an object of functions over its
//! roster; characters cross as saved records, the JSON both modules
//! already read and write. The share module never writes storage: what it
//! brings goes through the app's roster, like every other change.
//!
//! - [`app_side`]: the app loads and starts the module, and mounts its panels.
//! - [`module_side`]: what the module calls back, over the app's roster.
//! - here: the names of the functions both sides use, and how characters cross.

mod app_side;
mod module_side;
pub mod roster_calls;
pub mod table_calls;

pub use app_side::{Mounted, ShareModule};
pub use module_side::Host;

use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::rules::journal::tracker::Tracker;
use crate::save::record::{decode_character, encode_character, encode_keeping, unknown_fields};
use crate::save::share::Shared;

// The app's functions, each taking one value and returning one (child
// modules see these private items).
/// () -> [id, record] of the open character.
const OPEN: &str = "open";
/// () -> [[id, record]] of every character, in order.
const ALL: &str = "all";
/// (id) -> the record of that character, or nothing.
const CHARACTER: &str = "character";
/// ([[[identity or null, record]], open the first]) -> bool: added from
/// links or a file; whether storage took them all.
const ADD_SHARED: &str = "addShared";
/// ([[[id, record]], undo or nothing, label]) -> (): replaces those
/// characters (the GM's fight, an update from a link), one table step
/// whose `Annuler` also calls `undo`.
const REPLACE: &str = "replace";
/// ([id or nothing, kind, amount, condition, rounds]) -> [said, refusal]:
/// a card's command, or the group's Will roll (`table_calls`).
const RUN: &str = "run";
/// ([0 round, 1 minute, 2 hour, 3 rest; the fight's undo or nothing]) ->
/// said: time for everyone, the creatures' with it.
const TIME: &str = "time";
/// () -> said or nothing: the table's `Annuler`.
const UNDO: &str = "undo";
/// () -> bool: whether the table's `Annuler` has a step to take back.
const CAN_UNDO: &str = "canUndo";
/// (id) -> (): opens that character's sheet from the table.
const OPEN_SHEET: &str = "openSheet";
/// (message) -> (): shown at the top of the page.
const ALERT: &str = "alert";
/// (bool) -> (): the import dialog is open, the page behind out of reach.
const BEHIND: &str = "behind";
/// () -> (): the whole roster was just exported to a file.
const EXPORTED: &str = "exported";
/// Dispatched on the window whenever the open character changes.
const CHANGED: &str = "fiche-ombre-change";

/// The module's panels, by the names its `mount` knows them by.
pub const SHARE_PANEL: &str = "share";
/// The table view's cards, the GM's fight and the players' links.
pub const TABLE_PANEL: &str = "table";

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
