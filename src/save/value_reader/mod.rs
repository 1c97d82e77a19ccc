//! Reads saved JSON into the rules' types with less code than serde_json's
//! own reader (issue 14: bytes on a first visit).
//!
//! serde_json hands every derived struct a map of keys, so the app carried,
//! for each of its ~60 saved types, a reader matching field names as text.
//! Here the text is parsed once into a flat list of tokens (one copy of the
//! parser, whatever the type), and each struct is handed to its derived
//! reader as the sequence of its fields in declared order, looked up by
//! name, the way binary formats are read. The derived map readers are then
//! never compiled in. The JSON itself is unchanged.
//!
//! What this reader does not do like serde_json, and what the types must do
//! for it:
//! - a key that is absent ends nothing: the field reads as missing, which
//!   only a field marked `#[serde(default)]` accepts, an `Option` included
//!   (serde_json reads an absent `Option` as `None` on its own; tested in
//!   `tests/save/value_reader.rs`, every `null` taken out of whole records);
//! - keys that are not fields are ignored, as serde_json does, and of a key
//!   written twice one is read (serde_json refuses it);
//! - an array longer than the struct it stands for is not refused.
//!
//! - [`tokens`]: the text split into tokens, by a scanner of our own;
//! - [`reader`]: the tokens handed to the derived readers;
//! - [`paths`]: where a refusal comes from, for an import's message.

mod error;
mod paths;
mod reader;
mod tokens;

use std::borrow::Cow;
use std::cell::Cell;

use serde::de::{DeserializeOwned, Error as _, Unexpected};

pub use error::ReadError;
use reader::Reader;
pub use tokens::{SyntaxError, MAX_DEPTH};

/// How a refusal for a missing field begins: the derived reader, handed
/// fewer fields than it needs, reports a sequence too short.
pub const MISSING: &str = "invalid length";

/// Parses `json` and reads a `T` from it (for the tests and the bench:
/// the app reads through [`Parsed`]).
pub fn from_str<T: DeserializeOwned>(json: &str) -> Result<T, ReadError> {
    let parsed = Parsed::new(json)
        .map_err(|e| ReadError::custom(format!("pas du JSON (ligne {}, colonne {})", e.line, e.column)))?;
    parsed.read()
}

/// Parsed JSON: every value in the order written, an array or object
/// followed by its content. A journal of thousands of lines is one list,
/// not a map and a string allocated per line; text is borrowed from the
/// input unless it holds escapes.
pub struct Parsed<'a> {
    tokens: Vec<Token<'a>>,
    /// The value read last, and the field found absent last: where a
    /// refusal comes from ([`Parsed::error_path`]).
    entered: Cell<usize>,
    absent: Cell<Option<(usize, &'static str)>>,
}

#[derive(Debug)]
enum Token<'a> {
    Null,
    Bool(bool),
    Unsigned(u64),
    Signed(i64),
    /// A number with a fraction or an exponent, or a whole one too large
    /// for 64 bits: never a saved value, so its value is not kept.
    Decimal,
    Text(Cow<'a, str>),
    /// An array or an object; `end` is the index just past its content.
    /// An object's content is a key then its value, for each entry.
    List {
        end: usize,
    },
    Object {
        end: usize,
    },
    Key(Cow<'a, str>),
}

impl<'a> Parsed<'a> {
    pub fn new(json: &'a str) -> Result<Parsed<'a>, SyntaxError> {
        Parsed::collect(json, None)
    }

    /// The top object of `json` without the value under `left_out`, which
    /// is checked as JSON but not kept: a record's head without its
    /// character, read before every save.
    pub fn without(json: &'a str, left_out: &'static str) -> Result<Parsed<'a>, SyntaxError> {
        Parsed::collect(json, Some(left_out))
    }

    /// The whole text, or the top object without `left_out` (only an object
    /// can leave a key out).
    fn collect(json: &'a str, left_out: Option<&'static str>) -> Result<Parsed<'a>, SyntaxError> {
        let tokens = tokens::scan(json, left_out)?;
        Ok(Parsed { tokens, entered: Cell::new(0), absent: Cell::new(None) })
    }

    /// A whole number at `key` of the top object (a record's version).
    pub fn top_u64(&self, key: &str) -> Option<u64> {
        let value = self.find(0, key)?;
        match self.tokens[value] {
            Token::Unsigned(u) => Some(u),
            _ => None,
        }
    }

    /// Reads a `T` from the whole text.
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, ReadError> {
        T::deserialize(self.reader(0))
    }

    /// A reader of the value at `at`, noted as the one being read.
    fn reader(&self, at: usize) -> Reader<'_, 'a> {
        self.entered.set(at);
        Reader { parsed: self, at }
    }

    /// The index just past the value at `at`.
    fn after(&self, at: usize) -> usize {
        match self.tokens[at] {
            Token::List { end } | Token::Object { end } => end,
            _ => at + 1,
        }
    }

    /// Whether the token at `at` is the key `key`.
    fn is_key(&self, at: usize, key: &str) -> bool {
        matches!(&self.tokens[at], Token::Key(k) if k == key)
    }

    /// The value under `key` of the object at `object`, looked for from its
    /// first entry.
    fn find(&self, object: usize, key: &str) -> Option<usize> {
        let Token::Object { end } = self.tokens[object] else { return None };
        let mut entry = object + 1;
        while entry < end {
            if self.is_key(entry, key) {
                return Some(entry + 1);
            }
            entry = self.after(entry + 1);
        }
        None
    }

    fn unexpected(&self, at: usize) -> Unexpected<'_> {
        match &self.tokens[at] {
            Token::Null => Unexpected::Unit,
            Token::Bool(b) => Unexpected::Bool(*b),
            Token::Unsigned(u) => Unexpected::Unsigned(*u),
            Token::Signed(i) => Unexpected::Signed(*i),
            Token::Decimal => Unexpected::Other("un nombre décimal"),
            Token::Text(s) | Token::Key(s) => Unexpected::Str(s),
            Token::List { .. } => Unexpected::Seq,
            Token::Object { .. } => Unexpected::Map,
        }
    }

    /// The error for a value of the wrong kind (not generic: one copy).
    fn wrong(&self, at: usize, expected: &'static str) -> ReadError {
        ReadError::invalid_type(self.unexpected(at), &expected)
    }
}
