//! The bounds every text of the sheet keeps: a length, and no control
//! character (a NUL or an escape code pasted in a name would travel to
//! every table that opens the character).

/// Longest short text (a weapon's properties, professions, langues…).
pub const MAX_SHORT_TEXT: usize = 200;

/// Why a text was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextRefusal {
    TooLong { max: usize },
    ControlCharacter,
}

/// True when `text` holds a control character: none in a name or a line,
/// only line breaks and tabs in the free texts (`multiline`).
pub fn has_control(text: &str, multiline: bool) -> bool {
    text.chars().any(|c| c.is_control() && !(multiline && matches!(c, '\n' | '\r' | '\t')))
}

/// A name or a line of at most `max` characters.
pub fn line(text: &str, max: usize) -> Result<String, TextRefusal> {
    checked(text, max, false)
}

/// A free text (line breaks allowed) of at most `max` characters.
pub fn free_text(text: &str, max: usize) -> Result<String, TextRefusal> {
    checked(text, max, true)
}

fn checked(text: &str, max: usize, multiline: bool) -> Result<String, TextRefusal> {
    if has_control(text, multiline) {
        Err(TextRefusal::ControlCharacter)
    } else if text.chars().count() > max {
        Err(TextRefusal::TooLong { max })
    } else {
        Ok(text.to_string())
    }
}
