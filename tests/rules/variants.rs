//! The enums of unit variants (`rules::variants`) read exactly as serde's
//! derive reads them: by name in JSON, by position in a link, and refused
//! with the same words.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::heritage::Heritage;
use fiche_ombre::rules::character::profile::{Size, Text};
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::save::bridge::Time;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// `Time`'s variants, read by serde's own derive.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
enum Derived {
    Round,
    Minute,
    Hour,
    Rest,
}

fn same_as_derived(json: &str) {
    let ours = serde_json::from_str::<Time>(json).map(|t| format!("{t:?}")).map_err(|e| e.to_string());
    let derived = serde_json::from_str::<Derived>(json).map(|t| format!("{t:?}")).map_err(|e| e.to_string());
    assert_eq!(ours, derived, "{json}");
}

#[test]
fn json_is_read_and_refused_as_the_derive_does() {
    for json in [
        "\"Round\"",
        "\"Rest\"",
        "\"rest\"",
        "\"\"",
        "3",
        "-1",
        "null",
        "[]",
        "{\"Hour\":null}",
        "{\"Hour\":1}",
        "{\"Nope\":null}",
        "{}",
        "\"Hour",
    ] {
        same_as_derived(json);
    }
}

#[test]
fn a_link_names_a_variant_by_position_as_the_derive_does() {
    for bytes in [&[0u8][..], &[3], &[4], &[200, 1], &[]] {
        let ours = postcard::from_bytes::<Time>(bytes).map(|t| format!("{t:?}")).map_err(|e| e.to_string());
        let derived = postcard::from_bytes::<Derived>(bytes).map(|t| format!("{t:?}")).map_err(|e| e.to_string());
        assert_eq!(ours, derived, "{bytes:?}");
    }
}

fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(all: &[T]) {
    for value in all {
        let json = serde_json::to_string(value).unwrap();
        assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), value, "{json}");
        let bytes = postcard::to_allocvec(value).unwrap();
        assert_eq!(&postcard::from_bytes::<T>(&bytes).unwrap(), value, "{bytes:?}");
    }
}

#[test]
fn every_variant_comes_back_by_name_and_by_position() {
    round_trips(&ConditionCode::ALL);
    round_trips(&Attribute::ALL);
    round_trips(&Heritage::ALL);
    round_trips(&Size::ALL);
    round_trips(&Text::ALL);
    round_trips(&[Time::Round, Time::Minute, Time::Hour, Time::Rest]);
}
