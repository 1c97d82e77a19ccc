//! The tokens handed to the derived readers: each struct as the sequence
//! of its fields in declared order, each enum's variant by its index.

use serde::de::{
    self, DeserializeSeed, EnumAccess, Error as _, IntoDeserializer, SeqAccess, Unexpected, VariantAccess, Visitor,
};

use super::{Parsed, ReadError, Token};

/// Methods that read their value as another method does (every whole
/// number as `deserialize_i64`, whose visitor checks the range).
macro_rules! read_as {
    ($as:ident: $($method:ident)*) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
            self.$as(visitor)
        })*
    };
}

/// The value at `at`, read as the derived reader asks for its pieces.
pub(super) struct Reader<'p, 'a> {
    pub(super) parsed: &'p Parsed<'a>,
    pub(super) at: usize,
}

impl<'p, 'a> Reader<'p, 'a> {
    fn token(&self) -> &'p Token<'a> {
        &self.parsed.tokens[self.at]
    }

    fn wrong(&self, expected: &'static str) -> ReadError {
        self.parsed.wrong(self.at, expected)
    }

    /// The items of the array here, which ends at `end`.
    fn items(&self, end: usize) -> Items<'p, 'a> {
        Items { parsed: self.parsed, next: self.at + 1, end }
    }
}

impl<'de> de::Deserializer<'de> for Reader<'_, '_> {
    type Error = ReadError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.token() {
            Token::Null => visitor.visit_unit(),
            Token::Bool(b) => visitor.visit_bool(*b),
            Token::Unsigned(u) => visitor.visit_u64(*u),
            Token::Signed(i) => visitor.visit_i64(*i),
            Token::Text(_) => self.deserialize_string(visitor),
            Token::List { .. } => self.deserialize_seq(visitor),
            // No saved type is a map: objects are structs or enums.
            _ => Err(self.wrong("une valeur")),
        }
    }

    // One method per kind of value, each with one way to succeed: forwarded
    // to `deserialize_any`, each primitive's reader would carry all of them.

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.token() {
            Token::Bool(b) => visitor.visit_bool(*b),
            _ => Err(self.wrong("vrai ou faux")),
        }
    }

    /// Any whole number; the reader of each type checks its range.
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.token() {
            Token::Unsigned(u) => visitor.visit_u64(*u),
            Token::Signed(i) => visitor.visit_i64(*i),
            _ => Err(self.wrong("un nombre entier")),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.token() {
            Token::Text(s) => visitor.visit_str(s),
            _ => Err(self.wrong("un texte")),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match *self.token() {
            Token::List { end } => visitor.visit_seq(self.items(end)),
            _ => Err(self.wrong("une liste")),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.token() {
            Token::Null => visitor.visit_unit(),
            _ => Err(self.wrong("null")),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        visitor.visit_unit()
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.token() {
            Token::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        match *self.token() {
            Token::Object { end } => visitor.visit_seq(Fields {
                parsed: self.parsed,
                object: self.at,
                cursor: self.at + 1,
                end,
                names: fields.iter(),
            }),
            // serde_json takes a struct's fields as an array too.
            Token::List { end } => visitor.visit_seq(self.items(end)),
            _ => Err(self.wrong("un objet")),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        // `"Name"` for a variant without data, `{"Name": data}` for one with.
        let (name, content) = match (self.token(), self.parsed.tokens.get(self.at + 1)) {
            (Token::Text(name), _) => (name, None),
            (Token::Object { end }, Some(Token::Key(name))) if self.parsed.after(self.at + 2) == *end => {
                (name, Some(self.at + 2))
            }
            _ => return Err(self.wrong("un nom de variante")),
        };
        let Some(index) = variants.iter().position(|v| v == name) else {
            return Err(ReadError::unknown_variant(name, variants));
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
    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, ReadError> {
        self.deserialize_seq(visitor)
    }
    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
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
    type Error = ReadError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, ReadError> {
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
    type Error = ReadError;

    /// `None` for an absent key: the derived reader then uses the field's
    /// default, or refuses the struct if it has none. Later fields are still
    /// read (it asks for every field in turn).
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, ReadError> {
        self.next_field().map(|at| seed.deserialize(self.parsed.reader(at))).transpose()
    }
}

impl Fields<'_, '_> {
    /// Where the next field's value is. Not inlined: the derived readers
    /// call it once per field of every type, generic code kept small.
    #[inline(never)]
    fn next_field(&mut self) -> Option<usize> {
        let name = self.names.next()?;
        let at_cursor = self.cursor < self.end && self.parsed.is_key(self.cursor, name);
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
    type Error = ReadError;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), ReadError> {
        let variant = seed.deserialize(self.index.into_deserializer())?;
        Ok((variant, self))
    }
}

impl<'p, 'a> Variant<'p, 'a> {
    fn content(self) -> Result<Reader<'p, 'a>, ReadError> {
        match self.content {
            Some(at) => Ok(self.parsed.reader(at)),
            None => Err(ReadError::invalid_type(Unexpected::UnitVariant, &"une variante avec données")),
        }
    }
}

impl<'de> VariantAccess<'de> for Variant<'_, '_> {
    type Error = ReadError;

    fn unit_variant(self) -> Result<(), ReadError> {
        match self.content {
            None => Ok(()),
            Some(at) if matches!(self.parsed.tokens[at], Token::Null) => Ok(()),
            Some(at) => Err(self.parsed.wrong(at, "une variante sans données")),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, ReadError> {
        seed.deserialize(self.content()?)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, ReadError> {
        de::Deserializer::deserialize_seq(self.content()?, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        de::Deserializer::deserialize_struct(self.content()?, "", fields, visitor)
    }
}
