//! The enums whose variants carry nothing (an état, a period, a cause…),
//! read through one shared reader instead of one derived for each, and the
//! enums whose variants carry at most one of those ([`read_tagged`]): the
//! same format (the variant's name in JSON, its position in a link) and the
//! same refusals, for a fraction of the code in every module.

use std::fmt;

use serde::de::{self, DeserializeSeed, EnumAccess, Unexpected, VariantAccess, Visitor};

/// Declares an enum of unit variants that serde reads through [`read`]
/// (it derives `Serialize` itself).
macro_rules! unit_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$variant_meta:meta])* $variant:ident ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$variant_meta])* $variant ),*
        }

        impl $name {
            /// Every variant, in order: what [`Self::NAMES`] names.
            pub const ALL: [$name; [$(stringify!($variant)),*].len()] = [$($name::$variant),*];
            /// The name each variant has in JSON, in order.
            pub(crate) const NAMES: &'static [&'static str] = &[$(stringify!($variant)),*];
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::rules::variants::read(deserializer, stringify!($name), Self::NAMES).map(|at| Self::ALL[at])
            }
        }
    };
}
pub(crate) use unit_enum;

/// The position in `names` of the unit variant `deserializer` holds.
pub fn read<'de, D: de::Deserializer<'de>>(
    deserializer: D,
    name: &'static str,
    names: &'static [&'static str],
) -> Result<usize, D::Error> {
    deserializer.deserialize_enum(name, names, Enum { name, names })
}

/// A unit enum inside a variant: its name and its variants' names.
pub type Inner = (&'static str, &'static [&'static str]);

/// The position in `names` of the variant `deserializer` holds and, when
/// `inner` says that variant carries a unit enum, the position of that
/// enum's variant: what serde's derive reads for an enum such as
/// `RollKind` (`Perception`, `Attack(Attribute)`…).
pub fn read_tagged<'de, D: de::Deserializer<'de>>(
    deserializer: D,
    name: &'static str,
    names: &'static [&'static str],
    inner: fn(usize) -> Option<Inner>,
) -> Result<(usize, Option<usize>), D::Error> {
    deserializer.deserialize_enum(name, names, Tagged { name, names, inner })
}

/// The enum whose variants carry nothing or one unit enum.
struct Tagged {
    name: &'static str,
    names: &'static [&'static str],
    inner: fn(usize) -> Option<Inner>,
}

impl<'de> Visitor<'de> for Tagged {
    type Value = (usize, Option<usize>);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "enum {}", self.name)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<(usize, Option<usize>), A::Error> {
        let (at, variant) = data.variant_seed(Variant(self.names))?;
        match (self.inner)(at) {
            None => variant.unit_variant().map(|()| (at, None)),
            Some((name, names)) => variant.newtype_variant_seed(Unit { name, names }).map(|inner| (at, Some(inner))),
        }
    }
}

/// A unit enum read as [`read`] reads it, inside a variant.
struct Unit {
    name: &'static str,
    names: &'static [&'static str],
}

impl<'de> DeserializeSeed<'de> for Unit {
    type Value = usize;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        read(deserializer, self.name, self.names)
    }
}

/// The enum: a variant that carries nothing.
struct Enum {
    name: &'static str,
    names: &'static [&'static str],
}

impl<'de> Visitor<'de> for Enum {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "enum {}", self.name)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<usize, A::Error> {
        let (at, variant) = data.variant_seed(Variant(self.names))?;
        variant.unit_variant()?;
        Ok(at)
    }
}

/// The variant, read by name (JSON) or by position (a link).
#[derive(Clone, Copy)]
pub(crate) struct Variant(pub(crate) &'static [&'static str]);

impl<'de> Visitor<'de> for Variant {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_u64<E: de::Error>(self, index: u64) -> Result<usize, E> {
        usize::try_from(index)
            .ok()
            .filter(|at| *at < self.0.len())
            .ok_or_else(|| E::invalid_value(Unexpected::Unsigned(index), &Positions(self.0.len())))
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<usize, E> {
        self.0.iter().position(|n| *n == name).ok_or_else(|| E::unknown_variant(name, self.0))
    }

    fn visit_bytes<E: de::Error>(self, name: &[u8]) -> Result<usize, E> {
        self.visit_str(&String::from_utf8_lossy(name))
    }
}

impl<'de> DeserializeSeed<'de> for Variant {
    type Value = usize;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

/// What a position must be, worded as serde's derive words it.
struct Positions(usize);

impl de::Expected for Positions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "variant index 0 <= i < {}", self.0)
    }
}
