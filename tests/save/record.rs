//! Storage records: every schema version loads; bad data is refused, not guessed.

use fiche_ombre::rules::character::number::NumberError;
use fiche_ombre::rules::checks::sheet_error::{NumberAt, Place, SheetError};
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::rolls::dice::ScriptedRoller;
use fiche_ombre::save::record::{
    decode_character, decode_index, encode_character, encode_index, encode_keeping, unknown_fields, RecordError,
};

use crate::fixtures::DIR;
use crate::reference::{as_written_before_period_ended, reference_character};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{DIR}/{name}")).unwrap()
}

#[test]
fn a_version_1_save_loads() {
    let stored = decode_character(&fixture("storage-v1.json")).unwrap();
    assert_eq!(stored.revision, 0);
    assert_eq!(stored.character.sheet(), reference_character().sheet());
    assert_eq!(stored.character.journal().entries(), as_written_before_period_ended(reference_character().journal()));
}

#[test]
fn a_version_2_save_loads() {
    let stored = decode_character(&fixture("storage-v2-character.json")).unwrap();
    assert_eq!(stored.revision, 7);
    assert_eq!(stored.character.sheet(), reference_character().sheet());
}

#[test]
fn a_version_3_save_loads() {
    let stored = decode_character(&fixture("storage-v3-character.json")).unwrap();
    let reference = crate::reference::reference_character_v3();
    assert_eq!((stored.revision, stored.writer.as_str()), (7, "0123456789abcdef"));
    assert_eq!(stored.character.sheet(), reference.sheet());
    assert_eq!(stored.character.journal().entries(), as_written_before_period_ended(reference.journal()));
}

#[test]
fn a_newer_version_is_refused_as_newer() {
    assert_eq!(decode_character("{\"version\":4,\"character\":{}}"), Err(RecordError::UnknownVersion(4)));
}

#[test]
fn saving_then_loading_gives_the_same_character() {
    let tracker = reference_character();
    let stored = decode_character(&encode_character(&tracker, 3, "0123abcd0123abcd")).unwrap();
    assert_eq!(
        (stored.revision, stored.writer.as_str(), stored.character.sheet()),
        (3, "0123abcd0123abcd", tracker.sheet())
    );
}

#[test]
fn a_record_names_lines_let_go_only_when_there_are_some() {
    // Most records never drop a line: they carry no count of them, so their
    // shape stays the one version 3 has always written.
    let record = encode_character(&reference_character(), 1, "0123abcd0123abcd");
    assert!(!record.contains("journal_dropped"), "{record}");
}

#[test]
fn unreadable_unknown_or_invalid_saves_are_refused() {
    assert_eq!(decode_character("{pas du json"), Err(RecordError::Unreadable));
    assert_eq!(decode_character("{\"version\":9,\"character\":{}}"), Err(RecordError::UnknownVersion(9)));
    assert_eq!(decode_character("{\"version\":2}"), Err(RecordError::Unreadable));
    let mut json: serde_json::Value = serde_json::from_str(&fixture("storage-v2-character.json")).unwrap();
    json["character"]["sheet"]["insanity"] = 40.into();
    assert!(matches!(
        decode_character(&json.to_string()),
        Err(RecordError::Invalid(SheetError::InsanityOutOfRange { insanity: 40, will: 12 }))
    ));
    json["character"]["sheet"]["attributes"]["will"] = 31.into();
    let will = NumberAt { place: Place::field("attributes").part("will"), error: NumberError::TooHigh { max: 30 } };
    assert_eq!(decode_character(&json.to_string()), Err(RecordError::Invalid(SheetError::Number(will))));
}

#[test]
fn the_index_round_trips_and_drops_repeated_ids() {
    let json = encode_index(&["a".into(), "b".into(), "a".into()], Some("b"));
    let index = decode_index(&json).unwrap();
    assert_eq!(index.order, ["a", "b"]);
    assert_eq!(index.open.as_deref(), Some("b"));
    assert_eq!(decode_index("[]"), Err(RecordError::Unreadable));
}

#[test]
fn the_version_is_read_without_the_character() {
    use fiche_ombre::save::record::{encode_character_json, stored_version};
    use fiche_ombre::save::sync::{InStorage, Version};
    let tracker = reference_character();
    let record = encode_character(&tracker, 41, "aa");
    let version = |revision, writer: &str| InStorage::Saved(Version { revision, writer: writer.into() });
    assert_eq!(stored_version(Some(&record)), version(41, "aa"));
    assert_eq!(record, encode_character_json(&serde_json::to_string(&tracker).unwrap(), 41, "aa"));
    assert_eq!(stored_version(Some("{\"version\":1,\"character\":{}}")), version(0, ""));
    assert_eq!(stored_version(Some(&fixture("storage-v2-character.json"))), version(7, ""));
    assert_eq!(stored_version(Some("pas du json")), InStorage::Unreadable);
    assert_eq!(stored_version(Some("{\"version\":4,\"revision\":2}")), InStorage::Unreadable, "a newer app's");
    assert_eq!(stored_version(None), InStorage::Missing);
    // The character is left out of the head, but must still be JSON.
    let cut = &record[..record.len() - 10];
    assert_eq!(stored_version(Some(cut)), InStorage::Unreadable, "a record cut short");
    assert_eq!(stored_version(Some("{\"character\":[],\"writer\":\"bb\",\"version\":3}")), version(0, "bb"));
    assert_eq!(stored_version(Some("[3, 41]")), InStorage::Unreadable);
}

#[test]
fn the_quick_read_and_the_full_decode_take_and_refuse_the_same_records() {
    use fiche_ombre::save::record::stored_version;
    use fiche_ombre::save::sync::InStorage;
    let record = encode_character(&reference_character(), 5, "0123456789abcdef");
    let twice = record.replacen("\"revision\":5", "\"revision\":5,\"revision\":9", 1);
    assert_eq!(stored_version(Some(&twice)), InStorage::Unreadable);
    assert_eq!(decode_character(&twice), Err(RecordError::Unreadable));
    // Keys the app does not know are skipped alike, whatever they hold.
    let extra = record.replacen('{', "{\"plus\":{\"a\":1e400,\"b\":[[]]},", 1);
    assert!(matches!(stored_version(Some(&extra)), InStorage::Saved(v) if v.revision == 5));
    assert_eq!(decode_character(&extra).map(|s| s.revision), Ok(5));
}

#[test]
fn version_0_is_damaged_data_not_a_newer_app() {
    let record = encode_character(&reference_character(), 1, "").replacen("\"version\":3", "\"version\":0", 1);
    assert_eq!(decode_character(&record), Err(RecordError::Unreadable));
    assert_eq!(decode_index("{\"version\":0,\"order\":[]}"), Err(RecordError::Unreadable));
}

#[test]
fn a_line_the_table_wrote_is_saved_and_shared_with_the_character() {
    use fiche_ombre::rules::command::Command;
    use fiche_ombre::rules::journal::event::Event;
    use fiche_ombre::rules::journal::tracker::Tracker;
    use fiche_ombre::rules::rolls::dice::ScriptedRoller;
    use fiche_ombre::rules::rolls::expression::Amount;
    use fiche_ombre::save::share;
    let mut tracker = Tracker::new(fiche_ombre::rules::character::sheet::Sheet::new());
    let hit = Command::TakeDamage(Amount::Fixed(5));
    tracker.execute_noted("Ogre — Massue : 5 dégâts".into(), &hit, &mut ScriptedRoller::new([])).unwrap();
    let back = decode_character(&encode_character(&tracker, 1, "")).unwrap().character;
    assert_eq!(back.journal(), tracker.journal());
    let link = share::decode(&share::encode("0123456789abcdef", tracker.sheet(), Some(tracker.journal()))).unwrap();
    assert!(matches!(&link.journal.unwrap().entries()[0].event, Event::Note(n) if n == "Ogre — Massue : 5 dégâts"));
    // A note longer than the table writes, or with a control character, is refused.
    let long = encode_character(&tracker, 1, "").replace("Ogre — Massue : 5 dégâts", &"x".repeat(201));
    assert!(decode_character(&long).is_err());
}

/// The stored version 3 fixture as a newer build of the same version would
/// write it: a field at the top, one in the character, one in the sheet.
fn with_newer_fields() -> String {
    let record = fixture("storage-v3-character.json");
    let record = record.trim_end().strip_suffix('}').unwrap().to_string() + ",\"sync\":{\"cloud\":\"x\",\"n\":[1,2]}}";
    let record = record.replacen("\"character\":{", "\"character\":{\"portrait\":\"data:image/png\",", 1);
    record.replacen("\"sheet\":{", "\"sheet\":{\"luck\":{\"points\":3},", 1)
}

#[test]
fn a_newer_builds_fields_come_back_after_a_save_here() {
    let raw = with_newer_fields();
    let stored = decode_character(&raw).unwrap();
    let json = serde_json::to_string(&stored.character).unwrap();
    let unknown = unknown_fields(&raw, &stored, &json).expect("the newer fields are seen");
    assert_eq!(
        unknown,
        r#"{"character":{"portrait":"data:image/png","sheet":{"luck":{"points":3}}},"sync":{"cloud":"x","n":[1,2]}}"#
    );
    // An edit here, saved: the newer fields are written back, unchanged,
    // and the edit is what this build reads.
    let mut character = stored.character.clone();
    character.execute(&Command::SetName("Aline".into()), &mut ScriptedRoller::new([])).unwrap();
    let json = serde_json::to_string(&character).unwrap();
    let saved = encode_keeping(&json, 8, "fedcba9876543210", Some(&unknown));
    let again = decode_character(&saved).unwrap();
    assert_eq!((again.revision, again.character.sheet().name()), (8, "Aline"));
    let value = |json: &str| serde_json::from_str::<serde_json::Value>(json).unwrap();
    assert_eq!(unknown_fields(&saved, &again, &json).map(|u| value(&u)), Some(value(&unknown)));
    assert!(saved.contains(r#""luck":{"points":3}"#) && saved.contains(r#""sync":{"cloud":"x","n":[1,2]}"#), "{saved}");
}

#[test]
fn only_a_record_of_this_version_keeps_fields_this_build_does_not_know() {
    // Version 2 is known whole: its shape is read as it was, not guessed.
    let raw = fixture("storage-v2-character.json");
    let stored = decode_character(&raw).unwrap();
    let json = serde_json::to_string(&stored.character).unwrap();
    assert_eq!(unknown_fields(&raw, &stored, &json), None);
    // A record this build wrote has nothing unknown, and keeps its shape.
    let mine = encode_character(&reference_character(), 2, "0123abcd0123abcd");
    let stored = decode_character(&mine).unwrap();
    let json = serde_json::to_string(&stored.character).unwrap();
    assert_eq!(unknown_fields(&mine, &stored, &json), None);
    assert_eq!(encode_keeping(&json, 2, "0123abcd0123abcd", None), mine);
}

#[test]
fn a_time_step_that_is_not_its_buttons_is_refused() {
    // Fin de la minute from round 2 goes to round 6, never to round 5.
    let mut tracker = reference_character();
    let mut roller = ScriptedRoller::new([1, 1, 1, 1, 1, 1]);
    let period = fiche_ombre::rules::time::clock::Period::Minute;
    tracker.execute(&Command::EndOf(period), &mut roller).unwrap();
    let record = encode_character(&tracker, 1, "0123456789abcdef");
    assert!(decode_character(&record).is_ok());
    let to = tracker.sheet().clock().rounds();
    let forged = record
        .replace(&format!("\"period\":\"Minute\",\"from\":3,\"to\":{to}"), "\"period\":\"Minute\",\"from\":3,\"to\":5");
    assert_ne!(forged, record, "the line is there to forge: {record}");
    assert!(matches!(decode_character(&forged), Err(RecordError::Invalid(_) | RecordError::Unreadable)));
}

#[test]
fn a_preset_line_naming_a_number_twice_or_out_of_bounds_is_refused() {
    use fiche_ombre::rules::character::heritage::Heritage;
    let mut tracker = reference_character();
    tracker.execute(&Command::ApplyPreset(Heritage::Dwarf), &mut ScriptedRoller::new([])).unwrap();
    let record = encode_character(&tracker, 1, "0123456789abcdef");
    let line = r#"{"number":"Speed","from":10,"to":8}"#;
    assert!(record.contains(line), "{record}");
    assert!(decode_character(&record).is_ok());
    for forged in [
        format!("{line},{line}"),
        line.replace("\"from\":10", "\"from\":5000"),
        line.replace("\"to\":8", "\"to\":-5000"),
    ] {
        let forged = record.replace(line, &forged);
        assert!(matches!(decode_character(&forged), Err(RecordError::Invalid(_))), "{forged}");
    }
}

/// A newer build's fields inside list items (a weapon, a journal line) go
/// with their item, found by its `id` or `seq`, never by its place: a
/// weapon removed here takes its fields away, the others keep theirs.
#[test]
fn a_newer_builds_fields_in_list_items_follow_their_item() {
    let full = crate::reference::full_character();
    let mine = encode_character(&full, 3, "0123abcd0123abcd");
    let ids: Vec<u32> = full.sheet().weapons().iter().map(|w| w.id).collect();
    assert!(ids.len() >= 2 && !full.journal().entries().is_empty());
    let (first, second) = (ids[0], ids[1]);
    let mut record: serde_json::Value = serde_json::from_str(&mine).unwrap();
    let sheet = &mut record["character"]["sheet"];
    sheet["weapons"][0]["rarity"] = "commune".into();
    sheet["weapons"][1]["rarity"] = "rare".into();
    record["character"]["journal"]["entries"][0]["mood"] = serde_json::json!({"calm": true});
    let raw = record.to_string();
    let stored = decode_character(&raw).unwrap();
    let json = serde_json::to_string(&stored.character).unwrap();
    let unknown = unknown_fields(&raw, &stored, &json).expect("the fields inside the lists are seen");
    // Saved unchanged: every one of them is back in its item.
    let same = encode_keeping(&json, 4, "0123abcd0123abcd", Some(&unknown));
    let value = |json: &str| serde_json::from_str::<serde_json::Value>(json).unwrap();
    let weapons = |record: &str| value(record)["character"]["sheet"]["weapons"].clone();
    assert_eq!(weapons(&same)[0]["rarity"], "commune");
    assert_eq!(weapons(&same)[1]["rarity"], "rare");
    assert_eq!(value(&same)["character"]["journal"]["entries"][0]["mood"]["calm"], true);
    // The first weapon removed here: its field goes with it, the second
    // weapon keeps its own (not the removed one's).
    let mut character = stored.character.clone();
    character.execute(&Command::RemoveWeapon(first), &mut ScriptedRoller::new([])).unwrap();
    let json = serde_json::to_string(&character).unwrap();
    let saved = encode_keeping(&json, 5, "0123abcd0123abcd", Some(&unknown));
    assert_eq!(weapons(&saved)[0]["id"], second);
    assert_eq!(weapons(&saved)[0]["rarity"], "rare");
    assert_eq!(saved.matches("\"rarity\":\"commune\"").count(), 0, "{saved}");
    assert!(decode_character(&saved).is_ok());
}
