//! The whole app over localStorage: every change saved and restored, older
//! saves migrated, unreadable data set aside and reported, never overwritten.

use fiche_ombre::save::record::decode_character;
use fiche_ombre::state::Roster;
use fiche_ombre::views::{App, FichePanels};
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

const V1_KEY: &str = "fiche-ombre:personnage";
const V1_FIXTURE: &str = include_str!("../fixtures/storage-v1.json");

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn keys_with(prefix: &str) -> Vec<String> {
    let storage = storage();
    (0..storage.length().unwrap()).filter_map(|i| storage.key(i).unwrap()).filter(|k| k.starts_with(prefix)).collect()
}

/// Lets the batched save happen.
async fn wait_for_save() {
    let timeout = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 600).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(timeout).await.unwrap();
}

#[wasm_bindgen_test]
async fn app_saves_every_change_and_restores_it() {
    let root = fresh_app().await;
    type_into(&root, "Nom", "Ysolde").await;
    type_into(&root, "Volonté", "12").await;
    wait_for_save().await;
    let keys = keys_with("fiche-ombre:perso:");
    assert_eq!(keys.len(), 1);
    let saved = storage().get_item(&keys[0]).unwrap().unwrap();
    assert!(saved.contains("\"version\":3"), "{saved}");
    assert!(saved.contains("Ysolde"));
    root.remove();

    let again = open_app().await;
    assert_eq!(field(&again, "Nom").value(), "Ysolde");
    assert_eq!(value_of(&again, "insanity-max"), 12);
    again.remove();
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
async fn leaving_writes_only_what_changed_since_the_last_save() {
    let root = fresh_app().await;
    type_into(&root, "Nom", "Aldo").await;
    wait_for_save().await;
    let key = keys_with("fiche-ombre:perso:").pop().unwrap();
    let revision = || decode_character(&storage().get_item(&key).unwrap().unwrap()).unwrap().revision;
    let saved = revision();
    // Nothing changed: leaving the page writes nothing.
    window().dispatch_event(&web_sys::Event::new("pagehide").unwrap()).unwrap();
    assert_eq!(revision(), saved);
    // An edit, then leaving at once (before the batched save): it is written.
    type_into(&root, "Nom", "Aldo le Gris").await;
    window().dispatch_event(&web_sys::Event::new("pagehide").unwrap()).unwrap();
    assert_eq!(revision(), saved + 1);
    assert!(storage().get_item(&key).unwrap().unwrap().contains("Aldo le Gris"));
    root.remove();
    // Opened again: leaving at once writes nothing; an edit is written.
    let again = open_app().await;
    window().dispatch_event(&web_sys::Event::new("pagehide").unwrap()).unwrap();
    assert_eq!(revision(), saved + 1);
    type_into(&again, "Nom", "Aldo le Blanc").await;
    window().dispatch_event(&web_sys::Event::new("pagehide").unwrap()).unwrap();
    assert_eq!(revision(), saved + 2);
    assert!(storage().get_item(&key).unwrap().unwrap().contains("Aldo le Blanc"));
    again.remove();
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
async fn a_version_1_save_is_migrated() {
    storage().clear().unwrap();
    storage().set_item(V1_KEY, V1_FIXTURE).unwrap();
    let root = open_app().await;
    assert_eq!(field(&root, "Nom").value(), "Ysolde la Grise");
    assert_eq!(value_of(&root, "insanity-max"), 12);
    assert_eq!(storage().get_item(V1_KEY).unwrap(), None, "moved, not copied");
    assert_eq!(keys_with("fiche-ombre:perso:").len(), 1);
    assert!(alerts(&root).is_empty());
    // The migrated save is this tab's own: editing it keeps one character.
    type_into(&root, "Nom", "Ysolde").await;
    wait_for_save().await;
    assert!(alerts(&root).is_empty(), "{:?}", alerts(&root));
    assert_eq!(keys_with("fiche-ombre:perso:").len(), 1);
    assert_eq!(root.query_selector_all("nav option").unwrap().length(), 1);
    root.remove();
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
async fn unreadable_saved_data_is_set_aside_and_reported() {
    storage().clear().unwrap();
    storage().set_item("fiche-ombre:perso:abc", "{ceci n'est pas du JSON").unwrap();
    storage().set_item(V1_KEY, "{\"version\":1,\"character\":42}").unwrap();
    let root = open_app().await;
    assert!(alerts(&root).iter().any(|a| a.contains("mises de côté")), "{:?}", alerts(&root));
    button(&root, "Télécharger les données illisibles");
    let kept: Vec<String> =
        keys_with("fiche-ombre:illisible:").iter().map(|k| storage().get_item(k).unwrap().unwrap()).collect();
    assert_eq!(kept.len(), 2);
    assert!(kept.contains(&"{ceci n'est pas du JSON".to_string()));
    assert_eq!(storage().get_item("fiche-ombre:perso:abc").unwrap(), None);
    // The app still works: a new character is there to play.
    type_into(&root, "Nom", "Nouvelle").await;
    wait_for_save().await;
    assert_eq!(keys_with("fiche-ombre:illisible:").len(), 2, "set-aside data is never overwritten");
    root.remove();
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
async fn roster_new_duplicate_delete_and_undo() {
    let root = fresh_app().await;
    type_into(&root, "Nom", "Aldo").await;
    click(&root, "Dupliquer").await;
    assert_eq!(field(&root, "Nom").value(), "Aldo (copie)");
    click(&root, "Nouveau personnage").await;
    assert_eq!(field(&root, "Nom").value(), "");
    let options = || root.query_selector_all("nav option").unwrap().length();
    assert_eq!(options(), 3);
    click(&root, "Supprimer").await;
    click(&root, "Confirmer").await;
    assert_eq!(options(), 2);
    click(&root, "Annuler la suppression").await;
    assert_eq!(options(), 3);
    assert_eq!(field(&root, "Nom").value(), "");
    choose(&root, "Personnages", &first_option_value(&root)).await;
    assert_eq!(field(&root, "Nom").value(), "Aldo");
    root.remove();
    storage().clear().unwrap();
}

fn first_option_value(root: &web_sys::Element) -> String {
    root.query_selector("nav option").unwrap().unwrap().get_attribute("value").unwrap()
}

/// The app on an empty storage, opened on its Fiche tab.
/// Another tab wrote `value` under `key`: storage holds it, and this tab
/// hears of it as the browser would tell it.
fn another_tab_writes(key: &str, value: &str) {
    storage().set_item(key, value).unwrap();
    let init = web_sys::StorageEventInit::new();
    init.set_key(Some(key));
    init.set_new_value(Some(value));
    let event = web_sys::StorageEvent::new_with_event_init_dict("storage", &init).unwrap();
    web_sys::window().unwrap().dispatch_event(&event).unwrap();
}

/// Two tabs writing the same character at the same revision (both writing
/// back a long journal at once, one of them while its page is hidden,
/// outside the lock): the other tab's write is this very character, so no
/// copy is kept. Other content at that revision still keeps ours as a copy.
#[wasm_bindgen_test]
async fn another_tabs_write_of_the_same_character_makes_no_copy() {
    let root = fresh_app().await;
    type_into(&root, "Nom", "Ysolde").await;
    wait_for_save().await;
    let key = keys_with("fiche-ombre:perso:").remove(0);
    let ours = storage().get_item(&key).unwrap().unwrap();
    let writer = decode_character(&ours).unwrap().writer;
    let same = ours.replace(&writer, "ffffffffffffffff");
    // The apps earlier tests mounted hear these events too: this app's
    // roster is read from its own list, not from storage.
    let roster_size = || root.query_selector_all("nav option").unwrap().length();
    another_tab_writes(&key, &same);
    settle().await;
    assert_eq!(roster_size(), 1, "no copy of the same character");
    assert!(alerts(&root).is_empty(), "{:?}", alerts(&root));
    let other = same.replace("Ysolde", "Aldo").replace("ffffffffffffffff", "eeeeeeeeeeeeeeee");
    another_tab_writes(&key, &other);
    settle().await;
    assert_eq!(roster_size(), 2, "ours kept as a copy beside theirs");
    assert_eq!(field(&root, "Nom").value(), "Aldo", "theirs adopted");
    root.remove();
    storage().clear().unwrap();
}

async fn fresh_app() -> web_sys::Element {
    storage().clear().unwrap();
    open_app().await
}

/// The app on what storage holds, opened on its Fiche tab (built the first
/// time it is shown).
async fn open_app() -> web_sys::Element {
    // Fiche's panels on the app's own store: in the page they are the
    // share module's, which these tests cannot fetch.
    let root = mount(|| {
        Roster::use_or_load();
        view! { <App /> <FichePanels /> }
    });
    // Its parts come one task after another (views::later).
    settle().await;
    while fiche_ombre::views::building() {
        settle().await;
    }
    click(&root, "Fiche").await;
    root
}
