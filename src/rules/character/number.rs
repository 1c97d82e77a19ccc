//! Turning what a player typed into a bounded whole number.
//!
//! Every numeric field of the sheet goes through [`parse_bounded`], so that
//! `abc`, `-5`, `999` or an emptied field all get one precise error and never
//! a panic or a silent default.

/// Why a typed number was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// The field is empty (or only spaces).
    Empty,
    /// The text is not a whole number.
    NotANumber,
    /// The number is smaller than the smallest accepted value.
    TooLow { min: i32 },
    /// The number is larger than the largest accepted value.
    TooHigh { max: i32 },
}

/// Parses `text` as a whole number in `min..=max`.
///
/// Accepts surrounding spaces, a leading `+`, and the typographic minus `−`
/// that French keyboards and our own read-outs produce.
pub fn parse_bounded(text: &str, min: i32, max: i32) -> Result<i32, NumberError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(NumberError::Empty);
    }
    let normalized = trimmed.replace('\u{2212}', "-");
    let value: i64 = normalized.parse().map_err(|_| NumberError::NotANumber)?;
    check_bounds(value, min, max)
}

/// Checks an already numeric value against `min..=max`.
pub fn check_bounds(value: i64, min: i32, max: i32) -> Result<i32, NumberError> {
    if value < i64::from(min) {
        Err(NumberError::TooLow { min })
    } else if value > i64::from(max) {
        Err(NumberError::TooHigh { max })
    } else {
        Ok(value as i32)
    }
}

/// True when no character typed after `text` can lift `error`: the field
/// says so at once instead of waiting for the player to leave it. A sign
/// alone, an empty field, or a positive number below the minimum ("0" on
/// the way to "05") may still become valid (a lone "-" too, though a
/// minimum of 1 refuses it later); letters, a positive number
/// above the maximum or a negative one below the minimum never will.
pub fn is_final(text: &str, error: NumberError) -> bool {
    // Only leading spaces are harmless: "+ " can never become a number.
    let typed = text.trim_start();
    let negative = typed.starts_with(['-', '\u{2212}']);
    if typed.ends_with(char::is_whitespace) {
        // Nothing typed after a space joins the number before it.
        return !typed.trim().is_empty();
    }
    match error {
        NumberError::Empty => false,
        NumberError::NotANumber => !matches!(typed, "+" | "-" | "\u{2212}"),
        NumberError::TooHigh { .. } => !negative,
        NumberError::TooLow { .. } => negative,
    }
}

/// English, for logs; the interface uses `text::number_error`.
impl std::fmt::Display for NumberError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NumberError::Empty => write!(f, "empty number"),
            NumberError::NotANumber => write!(f, "not a whole number"),
            NumberError::TooLow { min } => write!(f, "below the minimum {min}"),
            NumberError::TooHigh { max } => write!(f, "above the maximum {max}"),
        }
    }
}

impl std::error::Error for NumberError {}

/// What every bounded number of the rules offers the fields that hold one.
pub trait Bounded: Copy + Default {
    /// From a number, refused with the reason when out of bounds.
    fn new(value: i64) -> Result<Self, NumberError>;
    /// From typed text, refused with the reason when out of bounds.
    fn parse(text: &str) -> Result<Self, NumberError>;
    fn value(self) -> i32;
}

/// Declares a whole number bounded to `MIN..=MAX` whose only constructors
/// check the bounds (`new` from a number, `parse` from typed text;
/// `default` is the value of a new character). Serde reads it through the
/// same check where it stands alone (a command); a record read from outside
/// holds it unchecked until its own check (`as_read`). Stored as an `i32`,
/// as its unchecked form is, so that checking a record moves it as it is.
macro_rules! bounded_number {
    ($(#[$doc:meta])* $name:ident, $min:expr, $max:expr, default $default:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(try_from = "i64", into = "i64")]
        pub struct $name(i32);

        impl $name {
            pub const MIN: i32 = $min;
            pub const MAX: i32 = $max;

            pub fn new(value: i64) -> Result<$name, $crate::rules::character::number::NumberError> {
                $crate::rules::character::number::check_bounds(value, Self::MIN, Self::MAX).map($name)
            }

            pub fn parse(text: &str) -> Result<$name, $crate::rules::character::number::NumberError> {
                $crate::rules::character::number::parse_bounded(text, Self::MIN, Self::MAX).map($name)
            }

            pub fn value(self) -> i32 {
                self.0
            }
        }

        impl $crate::rules::character::number::Bounded for $name {
            fn new(value: i64) -> Result<$name, $crate::rules::character::number::NumberError> {
                $name::new(value)
            }

            fn parse(text: &str) -> Result<$name, $crate::rules::character::number::NumberError> {
                $name::parse(text)
            }

            fn value(self) -> i32 {
                $name::value(self)
            }
        }

        impl $crate::rules::character::as_read::ReadAs for $name {
            type Read = $crate::rules::character::as_read::Unchecked<$name>;
        }

        impl Default for $name {
            fn default() -> Self {
                $name($default)
            }
        }

        impl TryFrom<i64> for $name {
            type Error = $crate::rules::character::number::NumberError;
            fn try_from(value: i64) -> Result<Self, Self::Error> {
                $name::new(value)
            }
        }

        impl From<$name> for i64 {
            fn from(value: $name) -> i64 {
                i64::from(value.0)
            }
        }
    };
}
pub(crate) use bounded_number;

bounded_number!(
    /// A bonus the player sets (Santé or Perception: héritage, paths), 0..=100.
    Bonus, 0, 100, default 0
);

bounded_number!(
    /// Avantages, or désavantages, a player asks for on one roll (0..=10).
    Boons, 0, 10, default 0
);

bounded_number!(
    /// The number an attack is typed against (0..=30).
    Target, 0, 30, default 10
);

/// The largest damage a sheet can record (Force 30 + bonus 100).
pub const MAX_DAMAGE: i32 = 130;

bounded_number!(
    /// Damage set by hand, up to the largest maximum Santé a sheet can have;
    /// the character's own maximum is checked when it is set.
    Damage, 0, MAX_DAMAGE, default 0
);

bounded_number!(
    /// How long a condition added by hand lasts, in rounds: one round up to
    /// a day (24 hours of 360 rounds).
    Rounds, 1, 24 * 360, default 1
);
