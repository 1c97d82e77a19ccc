//! The text split into tokens by serde_json's parser: all the app still
//! reads with serde_json (it also writes with it).

use std::borrow::Cow;

use serde::de::{self, DeserializeSeed, Error as _, MapAccess, SeqAccess, Visitor};

use super::Token;

/// Appends one parsed value (and what it holds) to the tokens.
pub(super) struct Collect<'t, 'a>(pub(super) &'t mut Vec<Token<'a>>);

impl<'de> DeserializeSeed<'de> for Collect<'_, 'de> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Collect<'_, 'de> {
    fn push<E>(self, token: Token<'de>) -> Result<(), E> {
        self.0.push(token);
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
        let start = self.0.len();
        self.0.push(Token::List { end: 0 });
        while seq.next_element_seed(Collect(self.0))?.is_some() {}
        self.0[start] = Token::List { end: self.0.len() };
        Ok(())
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let start = self.0.len();
        self.0.push(Token::Object { end: 0 });
        while map.next_key_seed(Collect(self.0))?.is_some() {
            // A key arrives as text: it is a key.
            if let Some(Token::Text(key)) = self.0.pop() {
                self.0.push(Token::Key(key));
            }
            map.next_value_seed(Collect(self.0))?;
        }
        self.0[start] = Token::Object { end: self.0.len() };
        Ok(())
    }
}

/// Collects an object, leaving out the value under one key.
pub(super) struct Without<'t, 'a> {
    pub(super) tokens: &'t mut Vec<Token<'a>>,
    pub(super) left_out: &'static str,
}

impl<'de> Visitor<'de> for Without<'_, 'de> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("un objet JSON")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        self.tokens.push(Token::Object { end: 0 });
        while map.next_key_seed(Collect(self.tokens))?.is_some() {
            match self.tokens.pop() {
                Some(Token::Text(key)) if key == self.left_out => {
                    map.next_value::<de::IgnoredAny>()?;
                }
                Some(Token::Text(key)) => {
                    self.tokens.push(Token::Key(key));
                    map.next_value_seed(Collect(self.tokens))?;
                }
                _ => return Err(A::Error::custom("clé")),
            }
        }
        self.tokens[0] = Token::Object { end: self.tokens.len() };
        Ok(())
    }
}
