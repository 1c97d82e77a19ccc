//! The character's free texts ([`Texts`]) read and written through one loop
//! over the seven, instead of the code serde's derive makes for each: the
//! same format (by name in JSON, each one optional; in order in a link) and
//! the same refusals, for less code in every module (docs/performance.md).

use std::fmt;

use serde::de::{self, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::profile::{Text, Texts};
use crate::rules::variants::FieldName;

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
        while let Some(key) = map.next_key_seed(FieldName(&NAMES))? {
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
