//! The roster over localStorage when what storage holds is not what this
//! tab expects: nothing outside writes over a stored record, a record this
//! tab cannot read gives one copy, once, a deletion keeps another tab's
//! newer edits, and the index comes back when it went.

use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::save::record::{decode_character, decode_index, encode_character, CHARACTER_PREFIX, INDEX_KEY};
use fiche_ombre::save::share;
use fiche_ombre::state::{Origin, Roster};
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn keys_with(prefix: &str) -> Vec<String> {
    let storage = storage();
    (0..storage.length().unwrap()).filter_map(|i| storage.key(i).unwrap()).filter(|k| k.starts_with(prefix)).collect()
}

/// A roster read from storage as it is now, in an owner of its own that
/// lives as long as the page (as the app's does).
fn load() -> Roster {
    let owner = Owner::new();
    owner.set();
    std::mem::forget(owner);
    Roster::load()
}

fn rename(roster: &Roster, name: &str) {
    roster.store().execute(Origin::Edit, &Command::SetName(name.into())).unwrap();
    roster.flush();
}

const NEWER: &str = "{\"version\":99,\"revision\":1,\"character\":{\"autre\":\"forme\"}}";

#[wasm_bindgen_test]
fn a_link_never_writes_over_a_stored_record_of_its_identity() {
    storage().clear().unwrap();
    storage().set_item("fiche-ombre:perso:abc", NEWER).unwrap();
    let roster = load();
    let link = share::encode("abc", &Sheet::new(), None);
    let id = roster.add_shared(share::decode(&link).unwrap());
    assert_ne!(id, "abc", "a new id is dealt");
    assert_eq!(storage().get_item("fiche-ombre:perso:abc").unwrap().as_deref(), Some(NEWER));
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
fn a_damaged_record_of_the_open_character_gives_one_copy_and_play_goes_on_in_it() {
    for (stored, said) in [("{abîmé", "abîmé"), (NEWER, "plus récente")] {
        storage().clear().unwrap();
        let roster = load();
        rename(&roster, "Ysolde");
        let open = roster.open_id();
        storage().set_item(&format!("{CHARACTER_PREFIX}{open}"), stored).unwrap();
        for name in ["Ysolde 1", "Ysolde 2", "Ysolde 3", "Ysolde 4", "Ysolde 5"] {
            rename(&roster, name);
        }
        let entries = roster.entries();
        assert_eq!(entries.len(), 1, "one copy, once: {entries:?}");
        assert_ne!(roster.open_id(), open, "play goes on in the copy");
        let alerts: Vec<String> = roster.alerts().into_iter().map(|a| a.message).collect();
        assert_eq!(alerts.len(), 1, "{alerts:?}");
        assert!(alerts[0].contains(said), "{alerts:?}");
        let copy = storage().get_item(&format!("{CHARACTER_PREFIX}{}", roster.open_id())).unwrap().unwrap();
        assert_eq!(decode_character(&copy).unwrap().character.sheet().name(), "Ysolde 5");
        if stored == NEWER {
            assert_eq!(storage().get_item(&format!("{CHARACTER_PREFIX}{open}")).unwrap().as_deref(), Some(NEWER));
        } else {
            assert_eq!(keys_with("fiche-ombre:illisible:").len(), 1, "the damaged bytes set aside");
        }
    }
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
fn a_deletion_keeps_what_another_tab_saved_since() {
    storage().clear().unwrap();
    let roster = load();
    rename(&roster, "Ysolde");
    let ysolde = roster.open_id();
    roster.new_character();
    // Another tab renamed Ysolde and saved it, at the next revision.
    let key = format!("{CHARACTER_PREFIX}{ysolde}");
    let mut theirs = decode_character(&storage().get_item(&key).unwrap().unwrap()).unwrap();
    let mut roller = fiche_ombre::rules::rolls::dice::ScriptedRoller::new([]);
    theirs.character.execute(&Command::SetName("Ysolde la Grise".into()), &mut roller).unwrap();
    storage().set_item(&key, &encode_character(&theirs.character, theirs.revision + 1, "ffffffffffffffff")).unwrap();
    roster.delete(&ysolde);
    let names: Vec<String> = roster.entries().into_iter().map(|(_, name)| name).collect();
    assert!(names.iter().any(|n| n.starts_with("Ysolde la Grise")), "{names:?}");
    assert!(roster.alerts().iter().any(|a| a.message.contains("autre onglet")));
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
fn the_index_is_written_again_when_it_went() {
    storage().clear().unwrap();
    let roster = load();
    rename(&roster, "Ysolde");
    roster.new_character();
    rename(&roster, "Aldo");
    storage().remove_item(INDEX_KEY).unwrap();
    rename(&roster, "Aldo le Gris");
    let index = decode_index(&storage().get_item(INDEX_KEY).unwrap().expect("written again")).unwrap();
    assert_eq!(index.order.len(), 2);
    assert_eq!(index.open.as_deref(), Some(roster.open_id().as_str()));
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
fn deleting_a_character_whose_record_cannot_be_read_sets_the_record_aside() {
    for stored in ["{abîmé", NEWER] {
        storage().clear().unwrap();
        let roster = load();
        rename(&roster, "Ysolde");
        let ysolde = roster.open_id();
        roster.new_character();
        storage().set_item(&format!("{CHARACTER_PREFIX}{ysolde}"), stored).unwrap();
        roster.delete(&ysolde);
        let aside = keys_with("fiche-ombre:illisible:");
        assert_eq!(aside.len(), 1, "{stored}: set aside");
        assert_eq!(storage().get_item(&aside[0]).unwrap().as_deref(), Some(stored));
        let alert = roster.alerts().into_iter().find(|a| a.message.contains("mises de côté")).expect("said");
        assert!(alert.message.starts_with("« Ysolde » est supprimé"), "{}", alert.message);
        assert_eq!(alert.download.map(|(_, content)| content).as_deref(), Some(stored));
        // Brought back, the character is written again beside what was set aside.
        roster.undo_delete();
        assert_eq!(keys_with("fiche-ombre:illisible:").len(), 1);
        assert_eq!(storage().get_item(&aside[0]).unwrap().as_deref(), Some(stored));
    }
    storage().clear().unwrap();
}

/// A record of this version as a newer build would write it, with fields
/// this build does not know at the top, in the character and in the sheet.
fn with_newer_fields(name: &str) -> String {
    let mut tracker = fiche_ombre::rules::journal::tracker::Tracker::default();
    tracker.execute(&Command::SetName(name.into()), &mut fiche_ombre::rules::rolls::dice::RealRoller).unwrap();
    let record = encode_character(&tracker, 4, "0123456789abcdef");
    let record = record.strip_suffix('}').unwrap().to_string() + ",\"nuage\":{\"compte\":7}}";
    let record = record.replacen("\"character\":{", "\"character\":{\"portrait\":\"p.png\",", 1);
    record.replacen("\"sheet\":{", "\"sheet\":{\"chance\":3,", 1)
}

#[wasm_bindgen_test]
fn a_newer_builds_fields_stay_in_the_record_through_edits_here() {
    storage().clear().unwrap();
    storage().set_item("fiche-ombre:perso:abc", &with_newer_fields("Aline")).unwrap();
    storage().set_item(INDEX_KEY, "{\"version\":3,\"order\":[\"abc\"],\"open\":\"abc\"}").unwrap();
    let roster = load();
    rename(&roster, "Aline la Grise");
    let saved = storage().get_item("fiche-ombre:perso:abc").unwrap().unwrap();
    assert_eq!(decode_character(&saved).unwrap().character.sheet().name(), "Aline la Grise");
    for field in ["\"nuage\":{\"compte\":7}", "\"portrait\":\"p.png\"", "\"chance\":3"] {
        assert!(saved.contains(field), "{field} kept: {saved}");
    }
    // Another tab writes it (a newer build again): adopted, and the next
    // save here keeps the fields it wrote.
    let theirs = with_newer_fields("Aline").replace("\"revision\":4", "\"revision\":9");
    storage().set_item("fiche-ombre:perso:abc", &theirs).unwrap();
    roster.on_storage_event(Some("fiche-ombre:perso:abc".into()), Some(theirs));
    rename(&roster, "Aline d'Ombre");
    let saved = storage().get_item("fiche-ombre:perso:abc").unwrap().unwrap();
    assert_eq!(decode_character(&saved).unwrap().character.sheet().name(), "Aline d'Ombre");
    assert!(saved.contains("\"chance\":3") && saved.contains("\"nuage\":{\"compte\":7}"), "{saved}");
    storage().clear().unwrap();
}
