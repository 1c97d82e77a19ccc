//! Why a value could not be read: serde's own message, which the callers
//! sort (`problem` in `save/file.rs`, `SheetError::from_message`). Not
//! serde_json's error: with the scanner of our own, its error type was all
//! that kept serde_json's error texts in the app.

use std::fmt;

use serde::de::{self, Expected};

/// Boxed: one pointer wide, like serde_json's error, so that every
/// `Result` the derived readers pass around stays small (a `String` here
/// made the first visit 2.0 KB larger).
#[derive(Debug)]
#[allow(clippy::box_collection, reason = "a thin pointer: smaller Results in every derived reader")]
pub struct ReadError(Box<String>);

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReadError {}

impl de::Error for ReadError {
    // Cold, as serde_json's: kept out of the many places that refuse a
    // value, instead of copied into each.
    #[cold]
    fn custom<T: fmt::Display>(message: T) -> Self {
        ReadError(Box::new(message.to_string()))
    }

    #[cold]
    fn invalid_type(unexpected: de::Unexpected, expected: &dyn Expected) -> Self {
        Self::custom(format_args!("invalid type: {}, expected {expected}", Unexpected(unexpected)))
    }

    #[cold]
    fn invalid_value(unexpected: de::Unexpected, expected: &dyn Expected) -> Self {
        Self::custom(format_args!("invalid value: {}, expected {expected}", Unexpected(unexpected)))
    }
}

/// serde's words for what was found, but a decimal number's value: serde's
/// own `Display` would compile the whole of `f64`'s formatting into the app
/// (about 2 KB brotli), for a value no saved data holds and the scanner
/// does not keep.
struct Unexpected<'a>(de::Unexpected<'a>);

impl fmt::Display for Unexpected<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        use de::Unexpected::*;
        match self.0 {
            Bool(b) => write!(f, "boolean `{b}`"),
            Unsigned(n) => write!(f, "integer `{n}`"),
            Signed(n) => write!(f, "integer `{n}`"),
            Float(_) => f.write_str("floating point"),
            Char(c) => write!(f, "character `{c}`"),
            Str(s) => write!(f, "string \"{s}\""),
            Bytes(_) => f.write_str("byte array"),
            Unit => f.write_str("unit value"),
            Option => f.write_str("Option value"),
            NewtypeStruct => f.write_str("newtype struct"),
            Seq => f.write_str("sequence"),
            Map => f.write_str("map"),
            Enum => f.write_str("enum"),
            UnitVariant => f.write_str("unit variant"),
            NewtypeVariant => f.write_str("newtype variant"),
            TupleVariant => f.write_str("tuple variant"),
            StructVariant => f.write_str("struct variant"),
            Other(other) => f.write_str(other),
        }
    }
}
