//! The text split into tokens by serde_json's parser: all the app still
//! reads with serde_json (it also writes with it).

use std::borrow::Cow;

use serde::de::{self, DeserializeSeed, Error as _, MapAccess, SeqAccess, Visitor};

use super::Token;

/// Appends one parsed value (and what it holds) to the tokens.
pub(super) struct Collect<'t, 'a> {
    pub(super) tokens: &'t mut Vec<Token<'a>>,
    /// A key of this object whose value is checked as JSON but not kept
    /// (a record's character, when only its head is wanted).
    pub(super) left_out: Option<&'static str>,
}

impl<'de> DeserializeSeed<'de> for Collect<'_, 'de> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Collect<'_, 'de> {
    /// A collector of a value inside this one: nothing left out.
    fn inner<'t>(tokens: &'t mut Vec<Token<'de>>) -> Collect<'t, 'de> {
        Collect { tokens, left_out: None }
    }

    fn push<E>(self, token: Token<'de>) -> Result<(), E> {
        self.tokens.push(token);
        Ok(())
    }
}

impl<'de> Visitor<'de> for Collect<'_, 'de> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("du JSON")
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        self.push(Token::Null)
    }
    fn visit_bool<E>(self, b: bool) -> Result<(), E> {
        self.push(Token::Bool(b))
    }
    fn visit_u64<E>(self, u: u64) -> Result<(), E> {
        self.push(Token::Unsigned(u))
    }
    fn visit_i64<E>(self, i: i64) -> Result<(), E> {
        self.push(Token::Signed(i))
    }
    fn visit_f64<E>(self, f: f64) -> Result<(), E> {
        self.push(Token::Float(f))
    }
    fn visit_borrowed_str<E>(self, s: &'de str) -> Result<(), E> {
        self.push(Token::Text(Cow::Borrowed(s)))
    }
    fn visit_str<E>(self, s: &str) -> Result<(), E> {
        self.push(Token::Text(Cow::Owned(s.to_string())))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let start = self.tokens.len();
        self.tokens.push(Token::List { end: 0 });
        while seq.next_element_seed(Collect::inner(self.tokens))?.is_some() {}
        self.tokens[start] = Token::List { end: self.tokens.len() };
        Ok(())
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let start = self.tokens.len();
        self.tokens.push(Token::Object { end: 0 });
        while map.next_key_seed(Collect::inner(self.tokens))?.is_some() {
            // A key arrives as text: it becomes a key, unless it is the
            // one left out, which goes with its value.
            let Some(Token::Text(key)) = self.tokens.pop() else { return Err(A::Error::custom("clé")) };
            if self.left_out == Some(key.as_ref()) {
                map.next_value::<de::IgnoredAny>()?;
            } else {
                self.tokens.push(Token::Key(key));
                map.next_value_seed(Collect::inner(self.tokens))?;
            }
        }
        self.tokens[start] = Token::Object { end: self.tokens.len() };
        Ok(())
    }
}
