//! The whole app: it saves every change to localStorage and restores it, and
//! unreadable saved data is set aside, reported, and not overwritten.

use fiche_ombre::views::App;
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

const KEY: &str = "fiche-ombre:personnage";

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn remove(root: web_sys::Element) {
    root.remove();
}

#[wasm_bindgen_test]
async fn app_saves_every_change_and_restores_it() {
    storage().clear().unwrap();
    let root = mount(|| view! { <App /> });
    settle().await;
    type_into(&root, "Nom", "Ysolde").await;
    type_into(&root, "Volonté", "12").await;
    settle().await;
    let saved = storage().get_item(KEY).unwrap().expect("saved");
    assert!(saved.contains("\"version\":1"), "{saved}");
    assert!(saved.contains("Ysolde"));
    remove(root);

    let again = mount(|| view! { <App /> });
    settle().await;
    assert_eq!(field(&again, "Nom").value(), "Ysolde");
    assert_eq!(value_of(&again, "insanity-max"), 12);
    remove(again);
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
async fn unreadable_saved_data_is_set_aside_and_reported() {
    storage().clear().unwrap();
    storage().set_item(KEY, "{ceci n'est pas du JSON").unwrap();
    let root = mount(|| view! { <App /> });
    settle().await;
    assert!(alerts(&root).iter().any(|a| a.contains("mise de côté")), "{:?}", alerts(&root));
    let storage = storage();
    let kept = (0..storage.length().unwrap())
        .filter_map(|i| storage.key(i).unwrap())
        .filter(|k| k.starts_with("fiche-ombre:illisible:"))
        .map(|k| storage.get_item(&k).unwrap().unwrap())
        .collect::<Vec<_>>();
    assert_eq!(kept, ["{ceci n'est pas du JSON"]);
    remove(root);
    storage.clear().unwrap();
}
