//! Builds what a field does: parse what was typed with the rules'
//! constructor, run the command made from it, and turn any refusal into the
//! French message shown next to the field.

use leptos::prelude::*;

use super::field::Apply;
use crate::rules::character::number::{is_final, Bounded, NumberError};
use crate::rules::command::Command;
use crate::state::{Origin, SheetStore};
use crate::text;

/// For a number field: `parse` checks the text, `command` makes the edit.
/// `shown` is the field's value, quoted in the message as the value kept.
pub fn number_edit<T: 'static>(
    shown: Signal<String>,
    parse: impl Fn(&str) -> Result<T, NumberError> + Copy + Send + Sync + 'static,
    command: impl Fn(T) -> Command + Send + Sync + 'static,
) -> Apply {
    let store = SheetStore::use_store();
    let commit = Callback::new(move |typed: String| {
        let kept = || shown.get_untracked();
        let value = parse(&typed).map_err(|e| text::kept_value(&text::number_error(e), &kept()))?;
        store
            .run(Origin::Edit, command(value))
            .map(|events| text::edit_consequence(&events))
            .map_err(|refused| text::kept_value(&text::command_error(refused), &kept()))
    });
    Apply { commit, check: Some(number_check(parse, text::number_error)) }
}

/// Refuses, while typing, a number that no further typing can make valid.
pub fn number_check<T: 'static>(
    parse: impl Fn(&str) -> Result<T, NumberError> + Send + Sync + 'static,
    words: fn(NumberError) -> String,
) -> Callback<String, Option<String>> {
    Callback::new(move |typed: String| match parse(&typed) {
        Err(error) if is_final(&typed, error) => Some(words(error)),
        _ => None,
    })
}

/// For a text field: every text is a candidate; the rules check its length.
pub fn text_edit(command: impl Fn(String) -> Command + Send + Sync + 'static) -> Apply {
    let store = SheetStore::use_store();
    Apply::on_commit(move |typed: String| {
        store.run(Origin::Edit, command(typed)).map(|_| None).map_err(text::command_error)
    })
}

/// For a number the view keeps for the next action (the avantages of the
/// next roll): the field's text, and applying what the rules' type accepts;
/// a refusal keeps the number held, and says so.
pub fn held_number<T: Bounded + Send + Sync + 'static>(held: RwSignal<T>) -> (Signal<String>, Apply) {
    let shown = Signal::derive(move || held.get().value().to_string());
    let apply = Apply {
        check: Some(number_check(T::parse, text::number_error)),
        ..Apply::on_commit(move |typed: String| {
            T::parse(&typed)
                .map(|value| held.set(value))
                .map(|_| None)
                .map_err(|e| text::kept_value(&text::number_error(e), &shown.get_untracked()))
        })
    };
    (shown, apply)
}

/// Like [`held_number`] where an emptied field means "none" (a condition's
/// rounds, an attack's target).
pub fn optional_number<T: Bounded + Send + Sync + 'static>(
    held: RwSignal<Option<T>>,
    words: fn(NumberError) -> String,
) -> (Signal<String>, Apply) {
    let shown = Signal::derive(move || held.get().map(|v| v.value().to_string()).unwrap_or_default());
    let apply = Apply {
        check: Some(number_check(T::parse, words)),
        ..Apply::on_commit(move |typed: String| {
            if typed.trim().is_empty() {
                held.set(None);
                return Ok(None);
            }
            T::parse(&typed).map(|value| held.set(Some(value))).map(|_| None).map_err(words)
        })
    };
    (shown, apply)
}
