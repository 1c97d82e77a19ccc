//! Where a value read from outside was refused, and why, typed: the path as
//! a file's message names it (`sheet.attributes.will`,
//! `sheet.weapons[2].damage`) and a [`FieldProblem`].
//!
//! [`deserialize`] wraps any serde deserializer (serde_json for files and
//! Foundry actors, postcard for links). The values being read see this
//! module's error type, so serde's own refusals (a missing field, a
//! duplicate, an unknown variant, a wrong type) arrive through their typed
//! constructors, never as a message to read back. It follows the field
//! names serde hands over with each struct, which postcard does not write,
//! and the keys of a JSON object.

use std::cell::{Cell, RefCell};
use std::fmt;

use serde::de::{self, DeserializeSeed, Unexpected, Visitor};
use serde::Deserialize;

use super::field::FieldProblem;

/// The first refusal met: where, and what was wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub path: String,
    pub problem: FieldProblem,
}

/// Reads a `T` from `inner`, or says where and why it was refused.
pub fn deserialize<'de, T: Deserialize<'de>, D: de::Deserializer<'de>>(inner: D) -> Result<T, Refusal> {
    let trail = Trail { positional: !inner.is_human_readable(), ..Trail::default() };
    T::deserialize(Tracked { inner, trail: &trail, role: Role::Value }).map_err(|failure| {
        trail.keep(&failure);
        trail.first.into_inner().expect("a failure was just kept")
    })
}

#[derive(Clone)]
enum Segment {
    Field(&'static str),
    /// A JSON object's key, as written.
    Key(String),
    Index(usize),
}

/// What the value being read is to its parent: a JSON object's key is
/// remembered to name the value after it; an enum's variant that cannot be
/// read is an unknown value, whatever the format said of it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Value,
    Key,
    Variant,
}

/// The path being read, and the first refusal once there is one.
#[derive(Default)]
struct Trail {
    /// The format writes a struct's fields without their names (postcard).
    positional: bool,
    path: RefCell<Vec<Segment>>,
    key: RefCell<Option<String>>,
    /// The format asked a value what it expected: it is refusing it as of
    /// the wrong type (serde_json does, when a string stands for a number).
    expected_asked: Cell<bool>,
    first: RefCell<Option<Refusal>>,
}

impl Trail {
    fn path_text(&self, missing: Option<&str>) -> String {
        let mut text = String::new();
        let name = |text: &mut String, name: &str| {
            if !text.is_empty() {
                text.push('.');
            }
            text.push_str(name);
        };
        for segment in self.path.borrow().iter() {
            match segment {
                Segment::Field(field) => name(&mut text, field),
                Segment::Key(key) if key.is_empty() => {}
                Segment::Key(key) => name(&mut text, key),
                Segment::Index(i) => text.push_str(&format!("[{i}]")),
            }
        }
        if let Some(field) = missing {
            name(&mut text, field);
        }
        text
    }

    /// Remembers the first failure with the path where it happened: the
    /// path is not unwound on failure, so it still points there.
    fn keep(&self, failure: &Failure) {
        let mut first = self.first.borrow_mut();
        if first.is_none() {
            *first = Some(Refusal { path: self.path_text(failure.missing), problem: failure.problem.clone() });
        }
    }

    /// Hands a failure to the wrapped format, once kept here.
    fn pass_on<E: de::Error>(&self, failure: Failure, role: Role) -> E {
        let failure = match role {
            Role::Variant => Failure { problem: FieldProblem::UnknownValue, missing: None },
            Role::Value | Role::Key => failure,
        };
        self.keep(&failure);
        E::custom(&failure)
    }

    /// A struct's field names, to name its values by position; a JSON
    /// object names them itself (a list in its place is numbered as
    /// written).
    fn names(&self, fields: &'static [&'static str]) -> Option<&'static [&'static str]> {
        self.positional.then_some(fields)
    }

    /// The format's own refusal: a value of the wrong type, or input it
    /// could not read (a link's bytes cut short, JSON that stops).
    fn format_refused<E: de::Error>(&self, _: E) -> Failure {
        Failure::of(match self.expected_asked.replace(false) {
            true => FieldProblem::WrongType,
            false => FieldProblem::Unreadable,
        })
    }

    fn push(&self, segment: Segment) {
        self.path.borrow_mut().push(segment);
    }

    fn pop(&self) {
        self.path.borrow_mut().pop();
    }
}

/// The error type seen by the values being read.
#[derive(Debug)]
struct Failure {
    problem: FieldProblem,
    /// The field a struct lacks (the path stops at the struct).
    missing: Option<&'static str>,
}

impl Failure {
    fn of(problem: FieldProblem) -> Failure {
        Failure { problem, missing: None }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.problem)
    }
}

impl std::error::Error for Failure {}

impl de::Error for Failure {
    /// A value's own refusal, which serde carries as text: nothing read
    /// from outside is refused this way (a record's bounded numbers are
    /// checked after serde), so it is kept for the logs.
    fn custom<T: fmt::Display>(message: T) -> Self {
        Failure::of(FieldProblem::Other(message.to_string()))
    }

    fn invalid_type(_: Unexpected, _: &dyn de::Expected) -> Self {
        Failure::of(FieldProblem::WrongType)
    }

    fn invalid_value(_: Unexpected, _: &dyn de::Expected) -> Self {
        Failure::of(FieldProblem::WrongType)
    }

    fn invalid_length(_: usize, _: &dyn de::Expected) -> Self {
        Failure::of(FieldProblem::WrongType)
    }

    fn unknown_variant(_: &str, _: &'static [&'static str]) -> Self {
        Failure::of(FieldProblem::UnknownValue)
    }

    fn unknown_field(_: &str, _: &'static [&'static str]) -> Self {
        Failure::of(FieldProblem::UnknownValue)
    }

    fn missing_field(field: &'static str) -> Self {
        Failure { problem: FieldProblem::Missing, missing: Some(field) }
    }

    fn duplicate_field(field: &'static str) -> Self {
        Failure::of(FieldProblem::Duplicate(field.to_string()))
    }
}

struct Tracked<'t, D> {
    inner: D,
    trail: &'t Trail,
    role: Role,
}

impl<'t, D> Tracked<'t, D> {
    fn wrap<V>(&self, visitor: V) -> Wrap<'t, V> {
        Wrap { visitor, trail: self.trail, role: self.role, names: None }
    }
}

struct Wrap<'t, V> {
    visitor: V,
    trail: &'t Trail,
    role: Role,
    /// The fields of the struct being read, in order, when the format
    /// writes them without their names.
    names: Option<&'static [&'static str]>,
}

impl<'t, V> Wrap<'t, V> {
    /// Where a failure of the visitor goes (the visitor itself is spent).
    fn exit(&self) -> (&'t Trail, Role) {
        (self.trail, self.role)
    }

    fn remember_key(&self, key: &str) {
        if self.role == Role::Key {
            *self.trail.key.borrow_mut() = Some(key.to_string());
        }
    }
}

struct Seed<'t, S> {
    seed: S,
    trail: &'t Trail,
    role: Role,
}

impl<'t, S> Seed<'t, S> {
    fn value(seed: S, trail: &'t Trail) -> Self {
        Seed { seed, trail, role: Role::Value }
    }
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Seed<'_, S> {
    type Value = S::Value;

    fn deserialize<D: de::Deserializer<'de>>(self, inner: D) -> Result<S::Value, D::Error> {
        let (trail, role) = (self.trail, self.role);
        self.seed.deserialize(Tracked { inner, trail, role }).map_err(|f| trail.pass_on(f, role))
    }
}

macro_rules! forward_deserialize {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Failure> {
            let wrap = self.wrap(visitor);
            self.inner.$method(wrap).map_err(|e| self.trail.format_refused(e))
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
        let wrap = self.wrap(visitor);
        self.inner.deserialize_unit_struct(name, wrap).map_err(|e| self.trail.format_refused(e))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value, Failure> {
        let wrap = self.wrap(visitor);
        self.inner.deserialize_newtype_struct(name, wrap).map_err(|e| self.trail.format_refused(e))
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Failure> {
        let wrap = self.wrap(visitor);
        self.inner.deserialize_tuple(len, wrap).map_err(|e| self.trail.format_refused(e))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, Failure> {
        let wrap = self.wrap(visitor);
        self.inner.deserialize_tuple_struct(name, len, wrap).map_err(|e| self.trail.format_refused(e))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Failure> {
        let wrap = Wrap { names: self.trail.names(fields), ..self.wrap(visitor) };
        self.inner.deserialize_struct(name, fields, wrap).map_err(|e| self.trail.format_refused(e))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Failure> {
        let wrap = self.wrap(visitor);
        self.inner.deserialize_enum(name, variants, wrap).map_err(|e| self.trail.format_refused(e))
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

macro_rules! forward_visit {
    ($($method:ident($type:ty))*) => {$(
        fn $method<E: de::Error>(self, value: $type) -> Result<V::Value, E> {
            let (trail, role) = self.exit();
            self.visitor.$method(value).map_err(|f| trail.pass_on(f, role))
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Wrap<'_, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.trail.expected_asked.set(true);
        self.visitor.expecting(f)
    }

    forward_visit! {
        visit_bool(bool) visit_i8(i8) visit_i16(i16) visit_i32(i32) visit_i64(i64) visit_i128(i128)
        visit_u8(u8) visit_u16(u16) visit_u32(u32) visit_u64(u64) visit_u128(u128)
        visit_f32(f32) visit_f64(f64) visit_char(char)
        visit_bytes(&[u8]) visit_borrowed_bytes(&'de [u8]) visit_byte_buf(Vec<u8>)
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<V::Value, E> {
        self.remember_key(value);
        let (trail, role) = self.exit();
        self.visitor.visit_str(value).map_err(|f| trail.pass_on(f, role))
    }

    fn visit_borrowed_str<E: de::Error>(self, value: &'de str) -> Result<V::Value, E> {
        self.remember_key(value);
        let (trail, role) = self.exit();
        self.visitor.visit_borrowed_str(value).map_err(|f| trail.pass_on(f, role))
    }

    fn visit_string<E: de::Error>(self, value: String) -> Result<V::Value, E> {
        self.remember_key(&value);
        let (trail, role) = self.exit();
        self.visitor.visit_string(value).map_err(|f| trail.pass_on(f, role))
    }

    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        let (trail, role) = self.exit();
        self.visitor.visit_none().map_err(|f| trail.pass_on(f, role))
    }

    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        let (trail, role) = self.exit();
        self.visitor.visit_unit().map_err(|f| trail.pass_on(f, role))
    }

    fn visit_some<D: de::Deserializer<'de>>(self, inner: D) -> Result<V::Value, D::Error> {
        let (trail, role) = self.exit();
        self.visitor.visit_some(Tracked { inner, trail, role }).map_err(|f| trail.pass_on(f, role))
    }

    fn visit_newtype_struct<D: de::Deserializer<'de>>(self, inner: D) -> Result<V::Value, D::Error> {
        let (trail, role) = self.exit();
        self.visitor.visit_newtype_struct(Tracked { inner, trail, role }).map_err(|f| trail.pass_on(f, role))
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, inner: A) -> Result<V::Value, A::Error> {
        let (trail, role) = self.exit();
        let seq = Seq { inner, trail, names: self.names, index: 0 };
        self.visitor.visit_seq(seq).map_err(|f| trail.pass_on(f, role))
    }

    fn visit_map<A: de::MapAccess<'de>>(self, inner: A) -> Result<V::Value, A::Error> {
        let (trail, role) = self.exit();
        self.visitor.visit_map(Map { inner, trail }).map_err(|f| trail.pass_on(f, role))
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, inner: A) -> Result<V::Value, A::Error> {
        let (trail, role) = self.exit();
        self.visitor.visit_enum(Enum { inner, trail }).map_err(|f| trail.pass_on(f, role))
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
        self.trail.push(segment);
        let value =
            self.inner.next_element_seed(Seed::value(seed, self.trail)).map_err(|e| self.trail.format_refused(e))?;
        self.trail.pop();
        Ok(value)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

/// A JSON object: each value is named by the key before it.
struct Map<'t, A> {
    inner: A,
    trail: &'t Trail,
}

impl<'de, A: de::MapAccess<'de>> de::MapAccess<'de> for Map<'_, A> {
    type Error = Failure;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Failure> {
        let key = Seed { seed, trail: self.trail, role: Role::Key };
        self.inner.next_key_seed(key).map_err(|e| self.trail.format_refused(e))
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, Failure> {
        let key = self.trail.key.borrow_mut().take().unwrap_or_default();
        self.trail.push(Segment::Key(key));
        let value =
            self.inner.next_value_seed(Seed::value(seed, self.trail)).map_err(|e| self.trail.format_refused(e))?;
        self.trail.pop();
        Ok(value)
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
        let variant = Seed { seed, trail, role: Role::Variant };
        let (value, inner) = self.inner.variant_seed(variant).map_err(|e| trail.format_refused(e))?;
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
        self.inner.unit_variant().map_err(|e| self.trail.format_refused(e))
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Failure> {
        self.inner.newtype_variant_seed(Seed::value(seed, self.trail)).map_err(|e| self.trail.format_refused(e))
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Failure> {
        let wrap = Wrap { visitor, trail: self.trail, role: Role::Value, names: None };
        self.inner.tuple_variant(len, wrap).map_err(|e| self.trail.format_refused(e))
    }

    fn struct_variant<V: Visitor<'de>>(self, fields: &'static [&'static str], visitor: V) -> Result<V::Value, Failure> {
        let wrap = Wrap { visitor, trail: self.trail, role: Role::Value, names: self.trail.names(fields) };
        self.inner.struct_variant(fields, wrap).map_err(|e| self.trail.format_refused(e))
    }
}
