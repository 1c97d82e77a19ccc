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

/// The enums whose variants carry nothing or one unit enum, as serde's
/// derive reads them.
mod tagged_by_derive {
    use super::*;
    use fiche_ombre::rules::insanity::madness::MadnessKind;

    #[derive(Debug, Serialize, Deserialize)]
    pub enum RollKind {
        Attribute(Attribute),
        Perception,
        Attack(Attribute),
        ResistInsanity,
    }

    #[derive(Debug, Serialize, Deserialize)]
    pub enum Reason {
        Player,
        Epiphany,
        Madness(MadnessKind),
        Condition(ConditionCode),
        Crowd,
        Horrifying,
    }

    #[derive(Debug, Serialize, Deserialize)]
    pub enum PresetNumber {
        Attribute(Attribute),
        PerceptionBonus,
        HealthBonus,
        Defense,
        Size,
        Speed,
        Power,
        Corruption,
        Insanity,
    }
}

/// Reads each input with ours and with the derive, in JSON and in a link,
/// and compares what each made of it, or its error.
fn tagged_same_as_derived<Ours, Derived>(values: &[Ours], odd_json: &[&str])
where
    Ours: Serialize + DeserializeOwned + std::fmt::Debug,
    Derived: DeserializeOwned + std::fmt::Debug,
{
    let mut json: Vec<String> = values.iter().map(|v| serde_json::to_string(v).unwrap()).collect();
    json.extend(odd_json.iter().map(|j| j.to_string()));
    for text in &json {
        let ours = serde_json::from_str::<Ours>(text).map(|v| format!("{v:?}")).map_err(|e| e.to_string());
        let derived = serde_json::from_str::<Derived>(text).map(|v| format!("{v:?}")).map_err(|e| e.to_string());
        assert_eq!(ours, derived, "{text}");
    }
    let mut links: Vec<Vec<u8>> = values.iter().map(|v| postcard::to_allocvec(v).unwrap()).collect();
    links.extend([vec![], vec![9], vec![0, 9], vec![0], vec![200, 1]]);
    for bytes in &links {
        let ours = postcard::from_bytes::<Ours>(bytes).map(|v| format!("{v:?}")).map_err(|e| e.to_string());
        let derived = postcard::from_bytes::<Derived>(bytes).map(|v| format!("{v:?}")).map_err(|e| e.to_string());
        assert_eq!(ours, derived, "{bytes:?}");
    }
}

const ODD_TAGGED: [&str; 12] = [
    "\"Attribute\"",
    "\"Madness\"",
    "{\"Perception\":null}",
    "{\"Player\":1}",
    "{\"Attack\":\"Nope\"}",
    "{\"Attack\":3}",
    "{\"Condition\":\"Dazed\",\"x\":1}",
    "{\"Nope\":null}",
    "\"Nope\"",
    "3",
    "null",
    "{}",
];

#[test]
fn enums_carrying_a_unit_enum_are_read_and_refused_as_the_derive_does() {
    use fiche_ombre::rules::character::number_change::PresetNumber;
    use fiche_ombre::rules::insanity::madness::MadnessKind;
    use fiche_ombre::rules::rolls::roll::{Reason, RollKind};

    let mut kinds = vec![RollKind::Perception, RollKind::ResistInsanity];
    for a in Attribute::ALL {
        kinds.extend([RollKind::Attribute(a), RollKind::Attack(a)]);
    }
    tagged_same_as_derived::<RollKind, tagged_by_derive::RollKind>(&kinds, &ODD_TAGGED);

    let mut reasons = vec![Reason::Player, Reason::Epiphany, Reason::Crowd, Reason::Horrifying];
    reasons.extend(MadnessKind::ALL.map(Reason::Madness));
    reasons.extend(ConditionCode::ALL.map(Reason::Condition));
    tagged_same_as_derived::<Reason, tagged_by_derive::Reason>(&reasons, &ODD_TAGGED);

    let mut numbers = vec![
        PresetNumber::PerceptionBonus,
        PresetNumber::HealthBonus,
        PresetNumber::Defense,
        PresetNumber::Size,
        PresetNumber::Speed,
        PresetNumber::Power,
        PresetNumber::Corruption,
        PresetNumber::Insanity,
    ];
    numbers.extend(Attribute::ALL.map(PresetNumber::Attribute));
    tagged_same_as_derived::<PresetNumber, tagged_by_derive::PresetNumber>(&numbers, &ODD_TAGGED);
}
