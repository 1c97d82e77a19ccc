//! What was wrong with one field of a file, a link or a Foundry actor,
//! typed so that the interface can word it in French.

use crate::rules::character::number::NumberError;
use crate::rules::checks::sheet_error::NumberAt;

/// What was wrong with one field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldProblem {
    Missing,
    WrongType,
    UnknownValue,
    TooLow(i64),
    TooHigh(i64),
    /// The same field twice in one object (its name as written).
    Duplicate(String),
    /// The format could not read its own input there (bytes cut short).
    Unreadable,
    /// A value's own check refused it (its English kept for logs, never shown).
    Other(String),
}

/// A sheet's bounded number out of its bounds, as a refusal of its field:
/// the path the sheet's formats write (`sheet.talents[1].uses`), the bound.
pub fn number_refused(at: NumberAt) -> (String, FieldProblem) {
    let place = at.place;
    let mut path = format!("sheet.{}", place.field);
    if let Some(item) = place.item {
        path.push_str(&format!("[{item}]"));
    }
    if let Some(part) = place.part {
        path.push('.');
        path.push_str(part);
    }
    let problem = match at.error {
        NumberError::TooLow { min } => FieldProblem::TooLow(i64::from(min)),
        NumberError::TooHigh { max } => FieldProblem::TooHigh(i64::from(max)),
        NumberError::Empty | NumberError::NotANumber => FieldProblem::WrongType,
    };
    (path, problem)
}
