//! What the table view (drawn by the table module) asks the app to do: a
//! character's command from its card, the group's Will roll, time or a
//! rest for everyone, the table's `Annuler`; each through the roster's
//! table steps, and what happened said in French for the table.

use std::cell::Cell;

use js_sys::Array;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::array;
use crate::rules::character::number::{Boons, Rounds};
use crate::rules::command::Command;
use crate::rules::conditions::ConditionCode;
use crate::rules::journal::event::Event;
use crate::rules::rolls::expression::Amount;
use crate::rules::rolls::roll::RollKind;
use crate::rules::time::clock::Period;
use crate::state::{Roster, Undone};
use crate::text;

/// The commands a card gives, by the number the module sends.
pub const TAKE_DAMAGE: u8 = 0;
pub const HEAL: u8 = 1;
pub const GAIN_INSANITY: u8 = 2;
pub const RESIST_INSANITY: u8 = 3;
pub const ADD_CONDITION: u8 = 4;

/// The Will roll against insanity a card or the whole table makes: the
/// character's state brings its own avantages and désavantages.
fn resist(amount: Amount) -> Command {
    Command::ResistInsanity { amount, boons: Boons::default(), banes: Boons::default() }
}

/// Whether a Will roll against insanity succeeded, from what it did.
fn resisted(events: &[Event]) -> Option<bool> {
    events.iter().find_map(|e| match e {
        Event::Rolled(roll) if roll.kind == RollKind::ResistInsanity => roll.success,
        _ => None,
    })
}

/// [kind, amount, condition's index, rounds] as the command it names.
fn command(call: &Array) -> Option<Command> {
    let kind = call.get(1).as_f64()? as u8;
    if kind == ADD_CONDITION {
        let code = *ConditionCode::ALL.get(call.get(3).as_f64()? as usize)?;
        let rounds = call.get(4).as_f64().and_then(|r| Rounds::new(r as i64).ok());
        return Some(Command::AddCondition { code, rounds });
    }
    let amount = Amount::parse(&call.get(2).as_string()?).ok()?;
    Some(match kind {
        TAKE_DAMAGE => Command::TakeDamage(amount),
        HEAL => Command::Heal(amount),
        GAIN_INSANITY => Command::GainInsanity(amount),
        _ => resist(amount),
    })
}

/// Runs [id or nothing (every character), kind, amount, condition, rounds]:
/// returns [what to say, the refusal], each possibly nothing.
pub fn run(roster: Roster, call: JsValue) -> JsValue {
    let call = array(call);
    let Some(command) = command(&call) else { return JsValue::UNDEFINED };
    let said = Cell::new(None);
    let said_by = |s: Option<String>| said.set(s);
    let refusal = match call.get(0).as_string() {
        Some(id) => {
            let name = roster.name_of(&id);
            match roster.run_for(&id, &command) {
                Ok(events) => {
                    said_by(text::journal::headline(&events).map(|(_, h)| text::for_character(&name, &h)));
                    None
                }
                Err(error) => Some(text::for_character_refused(&name, error)),
            }
        }
        None => {
            let (mut successes, mut failures, mut refusals) = (0, 0, Vec::new());
            for (id, outcome) in roster.run_for_everyone(&command) {
                match outcome {
                    Ok(events) => match resisted(&events) {
                        Some(true) => successes += 1,
                        Some(false) => failures += 1,
                        None => {}
                    },
                    Err(error) => refusals.push(text::for_character_refused(&roster.name_of(&id), error)),
                }
            }
            said_by(Some(text::group_resisted(successes, failures)));
            (!refusals.is_empty()).then(|| refusals.join(" "))
        }
    };
    Array::of2(&said.take().map_or(JsValue::NULL, JsValue::from), &refusal.map_or(JsValue::NULL, JsValue::from)).into()
}

/// The table's clock: its longest run of rounds among the characters.
fn rounds(roster: Roster) -> u64 {
    let ids = untrack(|| roster.ids());
    ids.iter()
        .filter_map(|id| roster.with_character_untracked(id, |t| t.journal().rounds_in_a_row()))
        .max()
        .unwrap_or(0)
}

/// [the end of a round (0), a minute (1) or an hour (2) for everyone, or a
/// rest for everyone (3); the fight's undo of that time, or nothing]:
/// returns what to say.
pub fn time(roster: Roster, call: JsValue) -> JsValue {
    let call = array(call);
    let period = match call.get(0).as_f64().unwrap_or(0.0) as u8 {
        3 => {
            let count = roster.run_for_everyone(&Command::Rest).iter().filter(|(_, o)| o.is_ok()).count();
            return text::rested(count).into();
        }
        2 => Period::Hour,
        1 => Period::Minute,
        _ => Period::Round,
    };
    let count = roster.end_of_for_everyone(period, call.get(1).dyn_into().ok());
    text::table_step(period, count, rounds(roster)).into()
}

/// The table's `Annuler`: what it took back, said (nothing when nothing).
pub fn undo(roster: Roster) -> JsValue {
    let undone = roster.undo_table_step().map(|undone| match undone {
        Undone::Time { period, count } => text::table_undone(period, count),
        Undone::One { name } => text::roll_undone(&name),
        Undone::Group { count } => text::group_undone(count),
        Undone::Replaced { label } => text::replaced_undone(&label),
    });
    undone.map_or(JsValue::NULL, JsValue::from)
}
