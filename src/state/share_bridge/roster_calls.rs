//! What the other modules ask of the roster: the character open, every
//! character, one of them, a step replacing some (the table's), characters
//! from links or files added. Records travel as the text storage holds.

use js_sys::Array;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::{array, shared_from, tracker};
use crate::state::Roster;

/// `[id, record]` of the character open.
pub fn open(roster: Roster) -> JsValue {
    let id = untrack(|| roster.open_id());
    let record = roster.record_of(&id).unwrap_or_default();
    Array::of2(&id.into(), &record.into()).into()
}

/// `[id, record]` of every character, in the roster's order.
pub fn all(roster: Roster) -> JsValue {
    let all = Array::new();
    for id in untrack(|| roster.ids()) {
        if let Some(record) = roster.record_of(&id) {
            all.push(&Array::of2(&id.into(), &record.into()));
        }
    }
    all.into()
}

/// One character's record, or `undefined`.
pub fn character(roster: Roster, id: JsValue) -> JsValue {
    let id = id.as_string().unwrap_or_default();
    roster.record_of(&id).map_or(JsValue::UNDEFINED, JsValue::from)
}

/// `[[[id, record]…], undo, label]`: characters replaced in one table step.
pub fn replace(roster: Roster, step: JsValue) -> JsValue {
    let step = array(step);
    let mut changed = Vec::new();
    for pair in array(step.get(0)) {
        let pair = array(pair);
        if let (Some(id), Some(tracker)) = (pair.get(0).as_string(), tracker(pair.get(1))) {
            changed.push((id, tracker));
        }
    }
    roster.replace_step(changed, step.get(1).dyn_into().ok(), step.get(2).as_string().unwrap_or_default());
    JsValue::UNDEFINED
}

/// `[[shared…], replace_blank]`: characters from links or a file added;
/// whether they were stored.
pub fn add_shared(roster: Roster, call: JsValue) -> JsValue {
    let call = array(call);
    let characters = array(call.get(0)).iter().filter_map(shared_from).collect();
    roster.add_from_outside(characters, call.get(1).is_truthy()).into()
}
