//! What the app decides about storage when it starts (`save::startup`):
//! how each record and the index are taken, the roster's order and the
//! character opened.

use fiche_ombre::save::record::{encode_character, encode_index, Index};
use fiche_ombre::save::startup::{order_and_open, take_character, take_index, Taken};

use crate::fixtures::DIR;

fn ids(list: &[&str]) -> Vec<String> {
    list.iter().map(|id| id.to_string()).collect()
}

fn index(order: &[&str], open: Option<&str>) -> Index {
    match take_index(&encode_index(&ids(order), open)) {
        Taken::Read(index) => index,
        other => panic!("the index written is read back: {other:?}"),
    }
}

#[test]
fn the_index_gives_the_order_and_the_one_open_those_it_does_not_list_come_last_as_found() {
    let found = ids(&["c", "a", "e", "b", "d"]);
    let (order, open) = order_and_open(&found, Some(index(&["b", "gone", "a"], Some("a")))).unwrap();
    assert_eq!(order, ids(&["b", "a", "c", "e", "d"]));
    assert_eq!(open, "a");
}

#[test]
fn without_an_index_the_first_found_opens_and_an_open_id_no_longer_there_is_ignored() {
    let found = ids(&["x", "y"]);
    assert_eq!(order_and_open(&found, None), Some((ids(&["x", "y"]), "x".to_string())));
    let (order, open) = order_and_open(&found, Some(index(&["y", "x"], Some("parti")))).unwrap();
    assert_eq!((order, open.as_str()), (ids(&["y", "x"]), "y"));
    let (_, open) = order_and_open(&found, Some(index(&["y", "x"], None))).unwrap();
    assert_eq!(open, "y", "the first in the index's order");
}

#[test]
fn no_character_read_leaves_the_roster_to_make_one() {
    assert_eq!(order_and_open(&[], Some(index(&["a"], Some("a")))), None);
}

#[test]
fn a_record_is_read_left_to_a_newer_build_or_set_aside() {
    let version_1 = std::fs::read_to_string(format!("{DIR}/storage-v1.json")).unwrap();
    assert!(matches!(take_character(&version_1), Taken::Read(stored) if stored.version == 1));
    let current = encode_character(&Default::default(), 3, "onglet");
    assert!(matches!(take_character(&current), Taken::Read(stored) if stored.revision == 3));
    assert!(matches!(take_character(r#"{"version":99,"revision":1,"character":{}}"#), Taken::Newer));
    for damaged in ["[1,2", "{\"version\":0}", "{\"version\":2,\"revision\":1,\"character\":{\"sheet\":7}}"] {
        assert!(matches!(take_character(damaged), Taken::Unreadable), "{damaged}");
    }
}

#[test]
fn an_index_is_read_left_to_a_newer_build_or_set_aside() {
    assert_eq!(take_index(r#"{"version":99,"order":["z"]}"#), Taken::Newer);
    assert_eq!(take_index("{\"version\":2,\"order\":"), Taken::Unreadable);
    assert_eq!(take_index(r#"{"version":1,"order":[]}"#), Taken::Unreadable, "version 1 had no index");
    assert_eq!(index(&["a", "b"], Some("b")).open.as_deref(), Some("b"));
}
