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

use std::borrow::Cow;
use std::cell::Cell;

use serde::de::{
    self, DeserializeOwned, DeserializeSeed, EnumAccess, Error as _, IntoDeserializer, MapAccess, SeqAccess,
    Unexpected, VariantAccess, Visitor,
};
use serde_json::Error;

/// How a refusal for a missing field begins: the derived reader, handed
/// fewer fields than it needs, reports a sequence too short.
pub const MISSING: &str = "invalid length";

/// Parses `json` and reads a `T` from it.
pub fn from_str<T: DeserializeOwned>(json: &str) -> Result<T, Error> {
    Parsed::new(json)?.read()
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
    Float(f64),
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
    pub fn new(json: &'a str) -> Result<Parsed<'a>, Error> {
        let mut tokens = Vec::new();
        let mut deserializer = serde_json::Deserializer::from_str(json);
        de::Deserializer::deserialize_any(&mut deserializer, Collect(&mut tokens))?;
        deserializer.end()?;
        Ok(Parsed { tokens, entered: Cell::new(0), absent: Cell::new(None) })
    }

    /// The top object of `json` without the value under `left_out`, which
    /// is checked as JSON but not kept: a record's head without its
    /// character, read before every save.
    pub fn without(json: &'a str, left_out: &'static str) -> Result<Parsed<'a>, Error> {
        let mut tokens = Vec::new();
        let mut deserializer = serde_json::Deserializer::from_str(json);
        de::Deserializer::deserialize_map(&mut deserializer, Without { tokens: &mut tokens, left_out })?;
        deserializer.end()?;
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
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, Error> {
        T::deserialize(self.reader(0))
    }

    /// A reader of the value at `at`, noted as the one being read.
    fn reader(&self, at: usize) -> Reader<'_, 'a> {
        self.entered.set(at);
        Reader { parsed: self, at }
    }

    /// Where the error `message` of the last [`Parsed::read`] comes from, as
    /// a path like `characters[0].sheet.attributes.will`: the field found
    /// absent for a missing field, otherwise the value read last.
    pub fn error_path(&self, message: &str) -> String {
        match self.absent.get() {
            Some((object, name)) if message.starts_with(MISSING) => {
                let path = self.path_to(object);
                if path.is_empty() {
                    name.to_string()
                } else {
                    format!("{path}.{name}")
                }
            }
            _ => self.path_to(self.entered.get()),
        }
    }

    /// The path from the top to the value at `target`.
    fn path_to(&self, target: usize) -> String {
        let mut path = String::new();
        let mut at = 0;
        while at != target {
            let (end, object) = match self.tokens[at] {
                Token::Object { end } => (end, true),
                Token::List { end } => (end, false),
                _ => break,
            };
            // The entry (or item) whose value holds the target.
            let mut child = at + 1;
            let mut index = 0;
            loop {
                if child >= end {
                    return path;
                }
                let value = if object { child + 1 } else { child };
                let next = self.after(value);
                if (value..next).contains(&target) {
                    match &self.tokens[child] {
                        Token::Key(key) if object => {
                            if !path.is_empty() {
                                path.push('.');
                            }
                            path.push_str(key);
                        }
                        _ => path.push_str(&format!("[{index}]")),
                    }
                    at = value;
                    break;
                }
                child = next;
                index += 1;
            }
        }
        path
    }

    /// A key written twice in one object, and the path of that object.
    pub fn repeated_key(&self) -> Option<(String, String)> {
        let mut at = 0;
        while at < self.tokens.len() {
            if let Token::Object { end } = self.tokens[at] {
                let mut keys: Vec<&str> = Vec::new();
                let mut entry = at + 1;
                while entry < end {
                    if let Token::Key(key) = &self.tokens[entry] {
                        if keys.contains(&key.as_ref()) {
                            return Some((self.path_to(at), key.to_string()));
                        }
                        keys.push(key);
                    }
                    entry = self.after(entry + 1);
                }
            }
            at += 1;
        }
        None
    }

    /// The index just past the value at `at`.
    fn after(&self, at: usize) -> usize {
        match self.tokens[at] {
            Token::List { end } | Token::Object { end } => end,
            _ => at + 1,
        }
    }

    /// The value under `key` of the object at `object`, looked for from its
    /// first entry.
    fn find(&self, object: usize, key: &str) -> Option<usize> {
        let Token::Object { end } = self.tokens[object] else { return None };
        let mut entry = object + 1;
        while entry < end {
            if matches!(&self.tokens[entry], Token::Key(k) if k == key) {
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
            Token::Float(f) => Unexpected::Float(*f),
            Token::Text(s) | Token::Key(s) => Unexpected::Str(s),
            Token::List { .. } => Unexpected::Seq,
            Token::Object { .. } => Unexpected::Map,
        }
    }

    /// The error for a value of the wrong kind (not generic: one copy).
    fn wrong(&self, at: usize, expected: &'static str) -> Error {
        Error::invalid_type(self.unexpected(at), &expected)
    }
}

/// Appends one parsed value (and what it holds) to the tokens.
struct Collect<'t, 'a>(&'t mut Vec<Token<'a>>);

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

/// Methods that read their value as another method does (every whole
/// number as `deserialize_i64`, whose visitor checks the range).
macro_rules! read_as {
    ($as:ident: $($method:ident)*) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.$as(visitor)
        })*
    };
}

/// Collects an object, leaving out the value under one key.
struct Without<'t, 'a> {
    tokens: &'t mut Vec<Token<'a>>,
    left_out: &'static str,
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

/// The value at `at`, read as the derived reader asks for its pieces.
struct Reader<'p, 'a> {
    parsed: &'p Parsed<'a>,
    at: usize,
}

impl<'p, 'a> Reader<'p, 'a> {
    fn token(&self) -> &'p Token<'a> {
        &self.parsed.tokens[self.at]
    }

    fn wrong(&self, expected: &'static str) -> Error {
        self.parsed.wrong(self.at, expected)
    }
}

impl<'de> de::Deserializer<'de> for Reader<'_, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.token() {
            Token::Null => visitor.visit_unit(),
            Token::Bool(b) => visitor.visit_bool(*b),
            Token::Unsigned(u) => visitor.visit_u64(*u),
            Token::Signed(i) => visitor.visit_i64(*i),
            Token::Float(f) => visitor.visit_f64(*f),
            Token::Text(_) => self.deserialize_string(visitor),
            Token::List { .. } => self.deserialize_seq(visitor),
            // No saved type is a map: objects are structs or enums.
            _ => Err(self.wrong("une valeur")),
        }
    }

    // One method per kind of value, each with one way to succeed: forwarded
    // to `deserialize_any`, each primitive's reader would carry all of them.

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.token() {
            Token::Bool(b) => visitor.visit_bool(*b),
            _ => Err(self.wrong("vrai ou faux")),
        }
    }

    /// Any whole number; the reader of each type checks its range.
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.token() {
            Token::Unsigned(u) => visitor.visit_u64(*u),
            Token::Signed(i) => visitor.visit_i64(*i),
            _ => Err(self.wrong("un nombre entier")),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.token() {
            Token::Text(s) => visitor.visit_str(s),
            _ => Err(self.wrong("un texte")),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match *self.token() {
            Token::List { end } => visitor.visit_seq(Items { parsed: self.parsed, next: self.at + 1, end }),
            _ => Err(self.wrong("une liste")),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.token() {
            Token::Null => visitor.visit_unit(),
            _ => Err(self.wrong("null")),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.token() {
            Token::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match *self.token() {
            Token::Object { end } => visitor.visit_seq(Fields {
                parsed: self.parsed,
                object: self.at,
                cursor: self.at + 1,
                end,
                names: fields.iter(),
            }),
            // serde_json takes a struct's fields as an array too.
            Token::List { end } => visitor.visit_seq(Items { parsed: self.parsed, next: self.at + 1, end }),
            _ => Err(self.wrong("un objet")),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        // `"Name"` for a variant without data, `{"Name": data}` for one with.
        let (name, content) = match (self.token(), self.parsed.tokens.get(self.at + 1)) {
            (Token::Text(name), _) => (name, None),
            (Token::Object { end }, Some(Token::Key(name))) if self.parsed.after(self.at + 2) == *end => {
                (name, Some(self.at + 2))
            }
            _ => return Err(self.wrong("un nom de variante")),
        };
        let Some(index) = variants.iter().position(|v| v == name) else {
            return Err(Error::unknown_variant(name, variants));
        };
        visitor.visit_enum(Variant { parsed: self.parsed, index: index as u32, content })
    }

    serde::forward_to_deserialize_any! {
        i128 u128 f32 f64 char bytes byte_buf unit_struct map identifier
    }

    read_as! {
        deserialize_i64: deserialize_i8 deserialize_i16 deserialize_i32 deserialize_u8 deserialize_u16 deserialize_u32
        deserialize_u64
    }
    read_as! { deserialize_string: deserialize_str }
    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }
    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }
}

/// An array's items.
struct Items<'p, 'a> {
    parsed: &'p Parsed<'a>,
    next: usize,
    end: usize,
}

impl<'de> SeqAccess<'de> for Items<'_, '_> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        if self.next >= self.end {
            return Ok(None);
        }
        let at = self.next;
        self.next = self.parsed.after(at);
        seed.deserialize(self.parsed.reader(at)).map(Some)
    }
}

/// A struct's fields, in the order the type declares them.
struct Fields<'p, 'a> {
    parsed: &'p Parsed<'a>,
    object: usize,
    /// The entry after the last field read: the next field's, when the
    /// keys are in declared order (as this app writes them).
    cursor: usize,
    end: usize,
    names: std::slice::Iter<'static, &'static str>,
}

impl<'de> SeqAccess<'de> for Fields<'_, '_> {
    type Error = Error;

    /// `None` for an absent key: the derived reader then uses the field's
    /// default, or refuses the struct if it has none. Later fields are still
    /// read (it asks for every field in turn).
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        self.next_field().map(|at| seed.deserialize(self.parsed.reader(at))).transpose()
    }
}

impl Fields<'_, '_> {
    /// Where the next field's value is. Not inlined: the derived readers
    /// call it once per field of every type, generic code kept small.
    #[inline(never)]
    fn next_field(&mut self) -> Option<usize> {
        let name = self.names.next()?;
        let tokens = &self.parsed.tokens;
        let at_cursor = self.cursor < self.end && matches!(&tokens[self.cursor], Token::Key(k) if k == name);
        let Some(value) = (if at_cursor { Some(self.cursor + 1) } else { self.parsed.find(self.object, name) }) else {
            self.parsed.absent.set(Some((self.object, name)));
            return None;
        };
        self.cursor = self.parsed.after(value);
        Some(value)
    }
}

/// An enum's variant, by its index among the variants the type declares,
/// and where its content is, if it has any.
struct Variant<'p, 'a> {
    parsed: &'p Parsed<'a>,
    index: u32,
    content: Option<usize>,
}

impl<'de, 'p, 'a> EnumAccess<'de> for Variant<'p, 'a> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), Error> {
        let variant = seed.deserialize(self.index.into_deserializer())?;
        Ok((variant, self))
    }
}

impl<'p, 'a> Variant<'p, 'a> {
    fn content(self) -> Result<Reader<'p, 'a>, Error> {
        match self.content {
            Some(at) => Ok(self.parsed.reader(at)),
            None => Err(Error::invalid_type(Unexpected::UnitVariant, &"une variante avec données")),
        }
    }
}

impl<'de> VariantAccess<'de> for Variant<'_, '_> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self.content {
            None => Ok(()),
            Some(at) if matches!(self.parsed.tokens[at], Token::Null) => Ok(()),
            Some(at) => Err(self.parsed.wrong(at, "une variante sans données")),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self.content()?)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_seq(self.content()?, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(self, fields: &'static [&'static str], visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_struct(self.content()?, "", fields, visitor)
    }
}
