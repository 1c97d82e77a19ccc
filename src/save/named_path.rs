//! Where a positional format refused a value, named the way a file's
//! message names it (`sheet.attributes.will`, `sheet.weapons[2].damage`).
//!
//! Postcard writes a struct as its fields in order, without their names,
//! and its errors keep neither where nor why. [`deserialize`] wraps the
//! deserializer: it follows the field names serde hands over with each
//! struct, and keeps the first refusal's message with the path where it
//! happened.

use std::cell::RefCell;
use std::fmt;

use serde::de::{self, DeserializeSeed, Visitor};
use serde::Deserialize;

/// The first refusal met: where, what serde said, and whether a value's own
/// check refused it (`custom`) rather than the bytes being malformed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub path: String,
    pub message: String,
    pub custom: bool,
}

/// Reads a `T` from `inner`, or says where and why it was refused.
pub fn deserialize<'de, T: Deserialize<'de>, D: de::Deserializer<'de>>(inner: D) -> Result<T, Refusal> {
    let trail = Trail::default();
    T::deserialize(Tracked { inner, trail: &trail }).map_err(|failure| {
        trail.keep(&failure);
        trail.first.into_inner().expect("a failure was just kept")
    })
}

#[derive(Clone, Copy)]
enum Segment {
    Field(&'static str),
    Index(usize),
}

/// The path being read, and the first refusal once there is one.
#[derive(Default)]
struct Trail {
    path: RefCell<Vec<Segment>>,
    first: RefCell<Option<Refusal>>,
}

impl Trail {
    fn path_text(&self) -> String {
        let mut text = String::new();
        for segment in self.path.borrow().iter() {
            match segment {
                Segment::Field(name) if text.is_empty() => text.push_str(name),
                Segment::Field(name) => {
                    text.push('.');
                    text.push_str(name);
                }
                Segment::Index(i) => text.push_str(&format!("[{i}]")),
            }
        }
        text
    }

    /// Remembers the first failure with the path where it happened: the
    /// path is not unwound on failure, so it still points there.
    fn keep(&self, failure: &Failure) {
        let mut first = self.first.borrow_mut();
        if first.is_none() {
            *first = Some(Refusal { path: self.path_text(), message: failure.message.clone(), custom: failure.custom });
        }
    }

    /// Hands a failure to the wrapped format, which may not keep its message.
    fn pass_on<E: de::Error>(&self, failure: Failure) -> E {
        self.keep(&failure);
        E::custom(failure.message)
    }
}

/// The error type seen by the values being read, so that their messages
/// are kept.
#[derive(Debug)]
struct Failure {
    message: String,
    custom: bool,
}

impl Failure {
    fn from_format<E: de::Error>(error: E) -> Failure {
        Failure { message: error.to_string(), custom: false }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Failure {}

impl de::Error for Failure {
    fn custom<T: fmt::Display>(message: T) -> Self {
        Failure { message: message.to_string(), custom: true }
    }
}

struct Tracked<'t, D> {
    inner: D,
    trail: &'t Trail,
}

struct Wrap<'t, V> {
    visitor: V,
    trail: &'t Trail,
    /// The fields of the struct being read, in order.
    names: Option<&'static [&'static str]>,
}

impl<'t, V> Wrap<'t, V> {
    fn new(visitor: V, trail: &'t Trail) -> Self {
        Wrap { visitor, trail, names: None }
    }
}

struct Seed<'t, S> {
    seed: S,
    trail: &'t Trail,
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Seed<'_, S> {
    type Value = S::Value;

    fn deserialize<D: de::Deserializer<'de>>(self, inner: D) -> Result<S::Value, D::Error> {
        let trail = self.trail;
        self.seed.deserialize(Tracked { inner, trail }).map_err(|f| trail.pass_on(f))
    }
}

macro_rules! forward_deserialize {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Failure> {
            self.inner.$method(Wrap::new(visitor, self.trail)).map_err(Failure::from_format)
        }
    )*};
}

impl<'de, D: de::Deserializer<'de>> de::Deserializer<'de> for Tracked<'_, D> {
    type Error = Failure;

    forward_deserialize! {
        deserialize_any deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64
        deserialize_i128 deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128
        deserialize_f32 deserialize_f64 deserialize_char deserialize_str deserialize_string
        deserialize_bytes deserialize_byte_buf deserialize_option deserialize_unit deserialize_seq
        deserialize_map deserialize_identifier deserialize_ignored_any
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value, Failure> {
        self.inner.deserialize_unit_struct(name, Wrap::new(visitor, self.trail)).map_err(Failure::from_format)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value, Failure> {
        self.inner.deserialize_newtype_struct(name, Wrap::new(visitor, self.trail)).map_err(Failure::from_format)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Failure> {
        self.inner.deserialize_tuple(len, Wrap::new(visitor, self.trail)).map_err(Failure::from_format)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, Failure> {
        self.inner.deserialize_tuple_struct(name, len, Wrap::new(visitor, self.trail)).map_err(Failure::from_format)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Failure> {
        let wrap = Wrap { visitor, trail: self.trail, names: Some(fields) };
        self.inner.deserialize_struct(name, fields, wrap).map_err(Failure::from_format)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Failure> {
        self.inner.deserialize_enum(name, variants, Wrap::new(visitor, self.trail)).map_err(Failure::from_format)
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

macro_rules! forward_visit {
    ($($method:ident($type:ty))*) => {$(
        fn $method<E: de::Error>(self, value: $type) -> Result<V::Value, E> {
            self.visitor.$method(value).map_err(|f| self.trail.pass_on(f))
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Wrap<'_, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.visitor.expecting(f)
    }

    forward_visit! {
        visit_bool(bool) visit_i8(i8) visit_i16(i16) visit_i32(i32) visit_i64(i64) visit_i128(i128)
        visit_u8(u8) visit_u16(u16) visit_u32(u32) visit_u64(u64) visit_u128(u128)
        visit_f32(f32) visit_f64(f64) visit_char(char) visit_str(&str) visit_borrowed_str(&'de str)
        visit_string(String) visit_bytes(&[u8]) visit_borrowed_bytes(&'de [u8]) visit_byte_buf(Vec<u8>)
    }

    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.visitor.visit_none().map_err(|f| self.trail.pass_on(f))
    }

    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.visitor.visit_unit().map_err(|f| self.trail.pass_on(f))
    }

    fn visit_some<D: de::Deserializer<'de>>(self, inner: D) -> Result<V::Value, D::Error> {
        let trail = self.trail;
        self.visitor.visit_some(Tracked { inner, trail }).map_err(|f| trail.pass_on(f))
    }

    fn visit_newtype_struct<D: de::Deserializer<'de>>(self, inner: D) -> Result<V::Value, D::Error> {
        let trail = self.trail;
        self.visitor.visit_newtype_struct(Tracked { inner, trail }).map_err(|f| trail.pass_on(f))
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, inner: A) -> Result<V::Value, A::Error> {
        let trail = self.trail;
        let seq = Seq { inner, trail, names: self.names, index: 0 };
        self.visitor.visit_seq(seq).map_err(|f| trail.pass_on(f))
    }

    fn visit_map<A: de::MapAccess<'de>>(self, inner: A) -> Result<V::Value, A::Error> {
        let trail = self.trail;
        self.visitor.visit_map(Map { inner, trail }).map_err(|f| trail.pass_on(f))
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, inner: A) -> Result<V::Value, A::Error> {
        let trail = self.trail;
        self.visitor.visit_enum(Enum { inner, trail }).map_err(|f| trail.pass_on(f))
    }
}

/// A struct's fields (named) or a list's items (numbered).
struct Seq<'t, A> {
    inner: A,
    trail: &'t Trail,
    names: Option<&'static [&'static str]>,
    index: usize,
}

impl<'de, A: de::SeqAccess<'de>> de::SeqAccess<'de> for Seq<'_, A> {
    type Error = Failure;

    fn next_element_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>, Failure> {
        let segment = match self.names.and_then(|names| names.get(self.index)) {
            Some(name) => Segment::Field(name),
            None => Segment::Index(self.index),
        };
        self.index += 1;
        self.trail.path.borrow_mut().push(segment);
        let value = self.inner.next_element_seed(Seed { seed, trail: self.trail }).map_err(Failure::from_format)?;
        self.trail.path.borrow_mut().pop();
        Ok(value)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

struct Map<'t, A> {
    inner: A,
    trail: &'t Trail,
}

impl<'de, A: de::MapAccess<'de>> de::MapAccess<'de> for Map<'_, A> {
    type Error = Failure;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Failure> {
        self.inner.next_key_seed(Seed { seed, trail: self.trail }).map_err(Failure::from_format)
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, Failure> {
        self.inner.next_value_seed(Seed { seed, trail: self.trail }).map_err(Failure::from_format)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

struct Enum<'t, A> {
    inner: A,
    trail: &'t Trail,
}

impl<'de, 't, A: de::EnumAccess<'de>> de::EnumAccess<'de> for Enum<'t, A> {
    type Error = Failure;
    type Variant = Variant<'t, A::Variant>;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Self::Variant), Failure> {
        let trail = self.trail;
        let (value, inner) = self.inner.variant_seed(Seed { seed, trail }).map_err(Failure::from_format)?;
        Ok((value, Variant { inner, trail }))
    }
}

struct Variant<'t, A> {
    inner: A,
    trail: &'t Trail,
}

impl<'de, A: de::VariantAccess<'de>> de::VariantAccess<'de> for Variant<'_, A> {
    type Error = Failure;

    fn unit_variant(self) -> Result<(), Failure> {
        self.inner.unit_variant().map_err(Failure::from_format)
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Failure> {
        self.inner.newtype_variant_seed(Seed { seed, trail: self.trail }).map_err(Failure::from_format)
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Failure> {
        self.inner.tuple_variant(len, Wrap::new(visitor, self.trail)).map_err(Failure::from_format)
    }

    fn struct_variant<V: Visitor<'de>>(self, fields: &'static [&'static str], visitor: V) -> Result<V::Value, Failure> {
        let wrap = Wrap { visitor, trail: self.trail, names: Some(fields) };
        self.inner.struct_variant(fields, wrap).map_err(Failure::from_format)
    }
}
