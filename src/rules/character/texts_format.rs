//! The character's free texts ([`Texts`]) read and written through one loop
//! over the seven, instead of the code serde's derive makes for each: the
//! same format (by name in JSON, each one optional; in order in a link) and
//! the same refusals, for less code in every module (docs/performance.md).

use std::fmt;

use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::profile::{Text, Texts};

/// Each text's name in JSON, in the order of [`Text::ALL`].
const NAMES: [&str; 7] = ["novice_path", "expert_path", "master_path", "professions", "languages", "wealth", "notes"];

impl Serialize for Texts {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut fields = serializer.serialize_struct("Texts", NAMES.len())?;
        for text in Text::ALL {
            fields.serialize_field(NAMES[text as usize], self.get(text))?;
        }
        fields.end()
    }
}

impl<'de> Deserialize<'de> for Texts {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Texts, D::Error> {
        deserializer.deserialize_struct("Texts", &NAMES, Fields)
    }
}

/// The visitor of the texts, as an object (JSON) or in order (a link).
struct Fields;

impl<'de> Visitor<'de> for Fields {
    type Value = Texts;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("struct Texts")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Texts, A::Error> {
        let mut texts = Texts::default();
        for text in Text::ALL {
            if let Some(value) = seq.next_element()? {
                texts.set(text, value);
            }
        }
        Ok(texts)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Texts, A::Error> {
        let mut texts = Texts::default();
        let mut seen = [false; NAMES.len()];
        while let Some(key) = map.next_key_seed(Name)? {
            match key {
                Some(at) if seen[at] => return Err(de::Error::duplicate_field(NAMES[at])),
                Some(at) => {
                    seen[at] = true;
                    texts.set(Text::ALL[at], map.next_value()?);
                }
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(texts)
    }
}

/// A text's name: its position, or `None` for a field this build does not
/// know (skipped, as the derive skips it).
struct Name;

impl<'de> DeserializeSeed<'de> for Name {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Option<usize>, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for Name {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("field identifier")
    }

    fn visit_u64<E: de::Error>(self, index: u64) -> Result<Option<usize>, E> {
        Ok(usize::try_from(index).ok().filter(|at| *at < NAMES.len()))
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<Option<usize>, E> {
        Ok(NAMES.iter().position(|n| *n == name))
    }

    fn visit_bytes<E: de::Error>(self, name: &[u8]) -> Result<Option<usize>, E> {
        Ok(NAMES.iter().position(|n| n.as_bytes() == name))
    }
}
