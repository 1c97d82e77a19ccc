//! The fight as storage holds it (`save::fight_record`): the record around
//! it round trips, a fight written alone by an older build is read at
//! revision 0, a newer build's fields come back with our writes, and what
//! cannot be taken is refused, typed.

use fiche_ombre::rules::fight::check::FightError;
use fiche_ombre::rules::fight::creature::Model;
use fiche_ombre::rules::fight::Fight;
use fiche_ombre::save::fight_record::{
    decode_fight, encode_fight, fight_json_of, stored_fight_version, FightRecordError,
};
use fiche_ombre::save::sync::{InStorage, Version};

fn goblins(count: u32) -> Fight {
    let mut fight = Fight::default();
    fight.add(&Model::new("Gobelin"), count).unwrap();
    fight.damage(fight.creatures[0].id, 3);
    fight
}

fn version(revision: u64, writer: &str) -> Version {
    Version { revision, writer: writer.to_string() }
}

#[test]
fn a_fight_comes_back_from_its_record_with_its_revision_and_writer() {
    let fight = goblins(3);
    let record = encode_fight(&fight_json_of(&fight), &version(7, "0123456789abcdef"), None);
    let stored = decode_fight(&record).unwrap();
    assert_eq!(stored.fight, fight);
    assert_eq!(stored.version, version(7, "0123456789abcdef"));
    assert_eq!(stored.unknown, None);
    assert_eq!(stored_fight_version(Some(&record)), InStorage::Saved(version(7, "0123456789abcdef")));
}

#[test]
fn a_fight_an_older_build_wrote_alone_is_read_at_revision_0() {
    let fight = goblins(2);
    let alone = fight_json_of(&fight);
    let stored = decode_fight(&alone).unwrap();
    assert_eq!(stored.fight, fight);
    assert_eq!(stored.version, version(0, ""));
    assert_eq!(stored_fight_version(Some(&alone)), InStorage::Saved(version(0, "")));
    assert_eq!(stored_fight_version(None), InStorage::Missing);
}

#[test]
fn what_a_newer_build_wrote_into_the_record_comes_back_with_our_next_write() {
    let fight = goblins(1);
    let ours = encode_fight(&fight_json_of(&fight), &version(2, "aaaaaaaaaaaaaaaa"), None);
    // A newer build's keys, beside the fight's and inside one of its creatures.
    let theirs = ours
        .replacen("{\"version\":1,", "{\"version\":1,\"room\":\"Crypte\",", 1)
        .replacen("\"creatures\":[{", "\"creatures\":[{\"mood\":1,", 1)
        .replacen("\"next_id\":", "\"weather\":{\"rain\":true},\"next_id\":", 1);
    assert_ne!(theirs, ours);
    let stored = decode_fight(&theirs).unwrap();
    assert_eq!(stored.fight, fight);
    let unknown = stored.unknown.expect("the newer keys are kept");
    let mut changed = fight.clone();
    changed.damage(changed.creatures[0].id, 1);
    let next = encode_fight(&fight_json_of(&changed), &version(3, "bbbbbbbbbbbbbbbb"), Some(&unknown));
    assert!(next.contains("\"room\":\"Crypte\""), "{next}");
    assert!(next.contains("\"weather\":{\"rain\":true}"), "{next}");
    // A creature's go with that creature, found by its id.
    assert!(next.contains("\"creatures\":[{\"id\":0,\"model\""), "{next}");
    assert!(next.contains("\"dead\":false,\"mood\":1}"), "{next}");
    let again = decode_fight(&next).unwrap();
    assert_eq!(again.fight, changed);
    assert_eq!(again.version, version(3, "bbbbbbbbbbbbbbbb"));
}

#[test]
fn what_cannot_be_taken_is_refused_typed() {
    let fight = goblins(2);
    let json = fight_json_of(&fight);
    assert_eq!(decode_fight("{\"creatures\":"), Err(FightRecordError::Unreadable));
    assert_eq!(decode_fight("[1,2]"), Err(FightRecordError::Unreadable));
    assert_eq!(decode_fight(&json.replacen('{', "{\"version\":2,", 1)), Err(FightRecordError::UnknownVersion(2)));
    // A record without its fight.
    assert_eq!(decode_fight("{\"version\":1,\"revision\":1,\"writer\":\"x\"}"), Err(FightRecordError::Unreadable));
    // Tampered: two creatures with one id.
    let same_id = json.replacen("\"id\":1", "\"id\":0", 1);
    assert_ne!(same_id, json);
    assert_eq!(
        decode_fight(&encode_fight(&same_id, &version(1, "x"), None)),
        Err(FightRecordError::Refused(FightError::SameId { creature: 1 }))
    );
    assert_eq!(stored_fight_version(Some("{\"creatures\":")), InStorage::Unreadable);
}

#[test]
fn a_file_of_tout_exporter_carries_a_fight_any_reader_of_fights_takes() {
    use fiche_ombre::save::file::{export_with_table, header, TableParts};
    let fight = goblins(2);
    let stored = encode_fight(&fight_json_of(&fight), &version(4, "cccccccccccccccc"), None);
    let file = export_with_table(&[], &TableParts { bestiary: None, fight: Some(stored) });
    let header = header(&file).unwrap();
    let carried: Fight = serde_json::from_str(header.table().fight.as_deref().unwrap()).unwrap();
    assert_eq!(carried, fight);
}
