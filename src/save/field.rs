//! What was wrong with one field of a file or a link, sorted out of serde's
//! English message so that the interface can word it in French.

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
    /// Anything else serde reports (kept in English for logs, never shown).
    Other(String),
}

impl FieldProblem {
    /// Sorts serde's message (serde_json's position cut off: the path says
    /// where).
    pub fn from_message(message: &str) -> FieldProblem {
        let message = message.split(" at line ").next().unwrap_or(message);
        let number_after = |prefix: &str| message.strip_prefix(prefix).and_then(|n| n.trim().parse().ok());
        if message.starts_with("missing field") {
            FieldProblem::Missing
        } else if let Some(field) = message.strip_prefix("duplicate field `") {
            FieldProblem::Duplicate(field.trim_end_matches('`').to_string())
        } else if message.starts_with("unknown variant") || message.contains("expected variant index") {
            // The second is how a variant is refused in a format that
            // writes variants by number (a link).
            FieldProblem::UnknownValue
        } else if message.starts_with("invalid type")
            || message.starts_with("invalid value")
            || message.starts_with("invalid length")
            || message.starts_with("not a whole number")
        {
            FieldProblem::WrongType
        } else if let Some(min) = number_after("below the minimum") {
            FieldProblem::TooLow(min)
        } else if let Some(max) = number_after("above the maximum") {
            FieldProblem::TooHigh(max)
        } else {
            FieldProblem::Other(message.to_string())
        }
    }
}
