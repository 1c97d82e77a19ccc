//! What was wrong with one field of a file, a link or a Foundry actor,
//! typed so that the interface can word it in French.

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
