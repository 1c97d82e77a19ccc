//! The small reader of saved records (`save::value_reader`) against
//! serde_json's own reader: the same characters, the same refusals.

use fiche_ombre::rules::tracker::Tracker;
use fiche_ombre::save::record::{self, RecordError};
use fiche_ombre::save::value_reader;
use proptest::prelude::*;
use serde_json::{json, Value};

use crate::fixtures::DIR;
use crate::reference::reference_character_v3;
use crate::strategies;

/// Both readers on the same text: `Some(tracker)` if both read it (and
/// agree), `None` if both refuse it; a disagreement fails the test.
fn read_by_both(json: &str) -> Option<Tracker> {
    let theirs = serde_json::from_str::<Tracker>(json);
    let ours = value_reader::from_str::<Tracker>(json);
    match (theirs, ours) {
        (Ok(theirs), Ok(ours)) => {
            assert_eq!(theirs, ours, "both read {json} but differently");
            Some(ours)
        }
        (Err(_), Err(_)) => None,
        (theirs, ours) => panic!("serde_json: {theirs:?}\nvalue_reader: {ours:?}\nfor {json}"),
    }
}

/// Every `"key": null` taken out of every object.
fn without_nulls(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.retain(|_, v| !v.is_null());
            map.values_mut().for_each(without_nulls);
        }
        Value::Array(items) => items.iter_mut().for_each(without_nulls),
        _ => {}
    }
}

/// Every place in a JSON tree, as a path of keys and indexes.
fn places(value: &Value, path: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    out.push(path.clone());
    match value {
        Value::Object(map) => map.iter().for_each(|(key, v)| {
            path.push(json!(key));
            places(v, path, out);
            path.pop();
        }),
        Value::Array(items) => items.iter().enumerate().for_each(|(i, v)| {
            path.push(json!(i));
            places(v, path, out);
            path.pop();
        }),
        _ => {}
    }
}

fn at<'a>(value: &'a mut Value, path: &[Value]) -> &'a mut Value {
    path.iter().fold(value, |v, step| match step {
        Value::String(key) => &mut v[key.as_str()],
        step => &mut v[step.as_u64().unwrap() as usize],
    })
}

/// What a damaged or hand-edited record may hold instead of a value.
const REPLACEMENTS: [&str; 12] =
    ["null", "0", "-1", "255", "70000", "4294967296", "1.5", "\"\"", "\"x\"", "[]", "{}", "true"];

#[test]
fn the_committed_records_read_the_same_with_both_readers() {
    for name in ["storage-v1.json", "storage-v2-character.json", "storage-v3-character.json"] {
        let text = std::fs::read_to_string(format!("{DIR}/{name}")).unwrap();
        let whole: Value = serde_json::from_str(&text).unwrap();
        let character = serde_json::to_string(&whole["character"]).unwrap();
        let read = read_by_both(&character).unwrap_or_else(|| panic!("{name} refused"));
        assert_eq!(record::decode_character(&text).unwrap().character, read, "{name}");
    }
}

#[test]
fn an_absent_optional_value_reads_as_none_as_with_serde_json() {
    let mut value = serde_json::to_value(reference_character_v3()).unwrap();
    let whole = read_by_both(&value.to_string()).unwrap();
    let before = value.to_string();
    without_nulls(&mut value);
    assert_ne!(value.to_string(), before, "the reference character has optional values left empty");
    assert_eq!(read_by_both(&value.to_string()), Some(whole));
}

#[test]
fn keys_the_reader_does_not_know_are_ignored_and_a_wrong_shape_refused() {
    let mut value = serde_json::to_value(reference_character_v3()).unwrap();
    let whole = read_by_both(&value.to_string()).unwrap();
    value["notes_from_a_later_version"] = json!({"any": [1, 2]});
    value["sheet"]["profile"]["an_unknown_key"] = json!(null);
    assert_eq!(read_by_both(&value.to_string()), Some(whole));
    for wrong in ["[]", "3", "\"personnage\"", "null", "{}"] {
        assert_eq!(read_by_both(wrong), None, "{wrong}");
    }
}

#[test]
fn a_record_with_an_unknown_variant_is_unreadable_not_lost() {
    let text = std::fs::read_to_string(format!("{DIR}/storage-v3-character.json")).unwrap();
    let damaged = text.replacen("\"Attribute\"", "\"Attributz\"", 1);
    assert_ne!(damaged, text, "the fixture has a roll of an attribute");
    assert_eq!(record::decode_character(&damaged), Err(RecordError::Unreadable));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_character_reads_back_the_same(tracker in strategies::character()) {
        // What is saved is what is read (the undo history is not saved).
        let json = serde_json::to_string(&tracker).unwrap();
        let read = read_by_both(&json).unwrap();
        prop_assert_eq!(&serde_json::to_string(&read).unwrap(), &json);
        let mut value: Value = serde_json::from_str(&json).unwrap();
        without_nulls(&mut value);
        prop_assert_eq!(read_by_both(&value.to_string()), Some(read));
    }

    /// One value anywhere in a record replaced, or one key taken out: both
    /// readers take it or both refuse it, and agree on what they read.
    #[test]
    fn a_damaged_record_is_refused_or_read_alike(
        tracker in strategies::character(),
        pick in any::<prop::sample::Index>(),
        replacement in prop::sample::select(&REPLACEMENTS[..]),
        remove in any::<bool>(),
    ) {
        let mut value = serde_json::to_value(&tracker).unwrap();
        let mut all = Vec::new();
        places(&value, &mut Vec::new(), &mut all);
        let path = pick.get(&all[1..]).clone();
        let (last, parent) = path.split_last().unwrap();
        match (remove, at(&mut value, parent)) {
            (true, Value::Object(map)) => { map.remove(last.as_str().unwrap()); }
            (true, Value::Array(items)) => { items.remove(last.as_u64().unwrap() as usize); }
            _ => *at(&mut value, &path) = serde_json::from_str(replacement).unwrap(),
        }
        read_by_both(&value.to_string());
    }
}
