//! Reads saved JSON into the rules' types with less code than serde_json's
//! own reader (issue 14: bytes on a first visit).
//!
//! serde_json hands every derived struct a map of keys, so the app carried,
//! for each of its ~60 saved types, a reader matching field names as text.
//! Here the text is parsed once into a [`Node`] tree (one copy of the
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
//!   written twice the first is read (serde_json refuses it);
//! - an array longer than the struct it stands for is not refused.

use std::borrow::Cow;

use serde::de::{
    self, Deserialize, DeserializeOwned, DeserializeSeed, EnumAccess, Error as _, IntoDeserializer, MapAccess,
    SeqAccess, Unexpected, VariantAccess, Visitor,
};
use serde_json::Error;

/// Parses `json` and reads a `T` from it.
pub fn from_str<T: DeserializeOwned>(json: &str) -> Result<T, Error> {
    from_node(serde_json::from_str(json)?)
}

/// Reads a `T` from JSON already parsed (a record is parsed once, read for
/// its version, then for its content).
pub fn from_node<T: DeserializeOwned>(node: Node<'_>) -> Result<T, Error> {
    T::deserialize(Reader(node))
}

/// Parsed JSON. Objects stay lists of entries in the order written, which
/// is the order of the fields for everything this app saves, and text is
/// borrowed from the input unless it holds escapes: a journal of thousands
/// of lines is parsed without a map or a string allocated per line.
#[derive(Debug)]
pub enum Node<'a> {
    Null,
    Bool(bool),
    Unsigned(u64),
    Signed(i64),
    Float(f64),
    Text(Cow<'a, str>),
    List(Vec<Node<'a>>),
    Object(Vec<(Cow<'a, str>, Node<'a>)>),
}

impl<'a> Node<'a> {
    /// The value under `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Node<'a>> {
        match self {
            Node::Object(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Node::Unsigned(u) => Some(*u),
            _ => None,
        }
    }

    fn unexpected(&self) -> Unexpected<'_> {
        match self {
            Node::Null => Unexpected::Unit,
            Node::Bool(b) => Unexpected::Bool(*b),
            Node::Unsigned(u) => Unexpected::Unsigned(*u),
            Node::Signed(i) => Unexpected::Signed(*i),
            Node::Float(f) => Unexpected::Float(*f),
            Node::Text(s) => Unexpected::Str(s),
            Node::List(_) => Unexpected::Seq,
            Node::Object(_) => Unexpected::Map,
        }
    }

    /// The error for a value of the wrong kind (not generic: one copy).
    fn wrong(&self, expected: &'static str) -> Error {
        Error::invalid_type(self.unexpected(), &expected)
    }
}

impl<'de> Deserialize<'de> for Node<'de> {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(NodeVisitor)
    }
}

struct NodeVisitor;

impl<'de> Visitor<'de> for NodeVisitor {
    type Value = Node<'de>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("du JSON")
    }
    fn visit_unit<E>(self) -> Result<Node<'de>, E> {
        Ok(Node::Null)
    }
    fn visit_bool<E>(self, b: bool) -> Result<Node<'de>, E> {
        Ok(Node::Bool(b))
    }
    fn visit_u64<E>(self, u: u64) -> Result<Node<'de>, E> {
        Ok(Node::Unsigned(u))
    }
    fn visit_i64<E>(self, i: i64) -> Result<Node<'de>, E> {
        Ok(Node::Signed(i))
    }
    fn visit_f64<E>(self, f: f64) -> Result<Node<'de>, E> {
        Ok(Node::Float(f))
    }
    fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Node<'de>, E> {
        Ok(Node::Text(Cow::Borrowed(s)))
    }
    fn visit_str<E>(self, s: &str) -> Result<Node<'de>, E> {
        Ok(Node::Text(Cow::Owned(s.to_string())))
    }
    fn visit_string<E>(self, s: String) -> Result<Node<'de>, E> {
        Ok(Node::Text(Cow::Owned(s)))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Node<'de>, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Node::List(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Node<'de>, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<Node>()? {
            let Node::Text(key) = key else { return Err(A::Error::custom("clé")) };
            entries.push((key, map.next_value()?));
        }
        Ok(Node::Object(entries))
    }
}

/// One parsed value, taken apart as the derived reader asks for its pieces.
struct Reader<'a>(Node<'a>);

impl<'de> de::Deserializer<'de> for Reader<'_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Node::Null => visitor.visit_unit(),
            Node::Bool(b) => visitor.visit_bool(b),
            Node::Unsigned(u) => visitor.visit_u64(u),
            Node::Signed(i) => visitor.visit_i64(i),
            Node::Float(f) => visitor.visit_f64(f),
            Node::Text(_) => self.deserialize_string(visitor),
            Node::List(_) => self.deserialize_seq(visitor),
            // No saved type is a map: objects are structs or enums.
            other => Err(other.wrong("une valeur")),
        }
    }

    // One method per kind of value, each with one way to succeed: forwarded
    // to `deserialize_any`, each primitive's reader would carry all of them.

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Node::Bool(b) => visitor.visit_bool(b),
            other => Err(other.wrong("vrai ou faux")),
        }
    }

    /// Any whole number; the reader of each type checks its range.
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Node::Unsigned(u) => visitor.visit_u64(u),
            Node::Signed(i) => visitor.visit_i64(i),
            other => Err(other.wrong("un nombre entier")),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Node::Text(Cow::Borrowed(s)) => visitor.visit_str(s),
            Node::Text(Cow::Owned(s)) => visitor.visit_string(s),
            other => Err(other.wrong("un texte")),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Node::List(items) => visitor.visit_seq(Items(items.into_iter())),
            other => Err(other.wrong("une liste")),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Node::Null => visitor.visit_unit(),
            other => Err(other.wrong("null")),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Node::Null => visitor.visit_none(),
            other => visitor.visit_some(Reader(other)),
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
        match self.0 {
            Node::Object(entries) => visitor.visit_seq(Fields { entries, cursor: 0, names: fields.iter() }),
            // serde_json takes a struct's fields as an array too.
            Node::List(items) => visitor.visit_seq(Items(items.into_iter())),
            other => Err(other.wrong("un objet")),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        // `"Name"` for a variant without data, `{"Name": data}` for one with.
        let (name, content) = match self.0 {
            Node::Text(name) => (name, None),
            Node::Object(mut entries) if entries.len() == 1 => {
                let Some((name, content)) = entries.pop() else { unreachable!("one entry") };
                (name, Some(content))
            }
            other => return Err(other.wrong("un nom de variante")),
        };
        let Some(index) = variants.iter().position(|v| *v == name) else {
            return Err(Error::unknown_variant(&name, variants));
        };
        visitor.visit_enum(Variant { index: index as u32, content })
    }

    serde::forward_to_deserialize_any! {
        i128 u128 f32 f64 char bytes byte_buf unit_struct map identifier
    }

    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_i64(visitor)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_i64(visitor)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_i64(visitor)
    }
    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_i64(visitor)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_i64(visitor)
    }
    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_i64(visitor)
    }
    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_i64(visitor)
    }
    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }
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
struct Items<'a>(std::vec::IntoIter<Node<'a>>);

impl<'de> SeqAccess<'de> for Items<'_> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        self.0.next().map(|node| seed.deserialize(Reader(node))).transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// A struct's fields, in the order the type declares them.
struct Fields<'a> {
    entries: Vec<(Cow<'a, str>, Node<'a>)>,
    /// Where the next field is, when the keys are in declared order.
    cursor: usize,
    names: std::slice::Iter<'static, &'static str>,
}

impl<'de> SeqAccess<'de> for Fields<'_> {
    type Error = Error;

    /// `None` for an absent key: the derived reader then uses the field's
    /// default, or refuses the struct if it has none. Later fields are still
    /// read (it asks for every field in turn).
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        self.next_field().map(|node| seed.deserialize(Reader(node))).transpose()
    }
}

impl<'a> Fields<'a> {
    /// The next field's value, taken out. Not inlined: the derived readers
    /// call it once per field of every type, generic code kept small.
    #[inline(never)]
    fn next_field(&mut self) -> Option<Node<'a>> {
        let name = self.names.next()?;
        let at_cursor = self.entries.get(self.cursor).is_some_and(|(key, _)| key == name);
        let index = if at_cursor { self.cursor } else { self.entries.iter().position(|(key, _)| key == name)? };
        self.cursor = index + 1;
        Some(std::mem::replace(&mut self.entries[index].1, Node::Null))
    }
}

/// An enum's variant, by its index among the variants the type declares.
struct Variant<'a> {
    index: u32,
    content: Option<Node<'a>>,
}

impl<'de, 'a> EnumAccess<'de> for Variant<'a> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), Error> {
        let variant = seed.deserialize(self.index.into_deserializer())?;
        Ok((variant, self))
    }
}

impl<'a> Variant<'a> {
    fn content(self) -> Result<Node<'a>, Error> {
        self.content.ok_or_else(|| Error::invalid_type(Unexpected::UnitVariant, &"une variante avec données"))
    }
}

impl<'de> VariantAccess<'de> for Variant<'_> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self.content {
            None | Some(Node::Null) => Ok(()),
            Some(other) => Err(other.wrong("une variante sans données")),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(Reader(self.content()?))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_seq(Reader(self.content()?), visitor)
    }

    fn struct_variant<V: Visitor<'de>>(self, fields: &'static [&'static str], visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_struct(Reader(self.content()?), "", fields, visitor)
    }
}
