//! Builds what a field does: parse what was typed with the rules'
//! constructor, run the command made from it, and turn any refusal into the
//! French message shown next to the field.

use leptos::prelude::*;

use super::field::Apply;
use crate::rules::command::Command;
use crate::rules::number::{is_final, parse_bounded, NumberError};
use crate::state::{Origin, Store};
use crate::text;

/// For a number field: `parse` checks the text, `command` makes the edit.
/// `shown` is the field's value, quoted in the message as the value kept.
pub fn number_edit<T: 'static>(
    shown: Signal<String>,
    parse: impl Fn(&str) -> Result<T, NumberError> + Copy + Send + Sync + 'static,
    command: impl Fn(T) -> Command + Send + Sync + 'static,
) -> Apply {
    let store = Store::use_store();
    let commit = Callback::new(move |typed: String| {
        let kept = || shown.get_untracked();
        let value = parse(&typed).map_err(|e| text::kept_value(&text::number_error(e), &kept()))?;
        store
            .run(Origin::Edit, command(value))
            .map(|events| text::edit_consequence(&events))
            .map_err(|message| text::kept_value(&message, &kept()))
    });
    Apply { commit, check: Some(number_check(parse)) }
}

/// Refuses, while typing, a number that no further typing can make valid.
pub fn number_check<T: 'static>(
    parse: impl Fn(&str) -> Result<T, NumberError> + Send + Sync + 'static,
) -> Callback<String, Option<String>> {
    Callback::new(move |typed: String| match parse(&typed) {
        Err(error) if is_final(&typed, error) => Some(text::number_error(error)),
        _ => None,
    })
}

/// For a text field: every text is a candidate; the rules check its length.
pub fn text_edit(command: impl Fn(String) -> Command + Send + Sync + 'static) -> Apply {
    let store = Store::use_store();
    Apply::on_commit(move |typed: String| store.run(Origin::Edit, command(typed)).map(|_| None))
}

/// For a number kept by the view for the next action (a condition's
/// rounds, an attack's target), between `min` and `max`, where an emptied
/// field means "none".
pub fn optional_number(signal: RwSignal<String>, min: i32, max: i32) -> Apply {
    let parse = move |typed: &str| parse_bounded(typed, min, max);
    Apply {
        check: Some(number_check(parse)),
        ..Apply::on_commit(move |typed: String| {
            if typed.trim().is_empty() {
                signal.set(String::new());
                return Ok(None);
            }
            parse(&typed).map(|v| signal.set(v.to_string())).map(|_| None).map_err(text::number_error)
        })
    }
}
