//! The attributes panel: typed scores, computed modifiers, refused input.

use fiche_ombre::rules::tracker::Tracker;
use fiche_ombre::views::AttributesPanel;
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

fn mount_panel() -> (web_sys::Element, fiche_ombre::state::Store) {
    mount_with(Tracker::default(), || view! { <AttributesPanel /> })
}

#[wasm_bindgen_test]
async fn new_character_has_modifiers_of_zero() {
    let (root, _) = mount_panel();
    for code in ["strength", "agility", "intellect", "will"] {
        assert_eq!(value_of(&root, &format!("attr-mod-{code}")), 0, "{code}");
    }
}

#[wasm_bindgen_test]
async fn typing_a_score_updates_its_modifier() {
    let (root, store) = mount_panel();
    type_into(&root, "Force", "14").await;
    type_into(&root, "Agilité", "7").await;
    assert_eq!(value_of(&root, "attr-mod-strength"), 4);
    assert_eq!(value_of(&root, "attr-mod-agility"), -3);
    assert_eq!(by_test_id(&root, "attr-mod-agility").text_content().unwrap().trim(), "\u{2212}3");
    assert_eq!(store.peek_sheet(|s| s.attributes().strength.value()), 14);
}

#[wasm_bindgen_test]
async fn bad_input_shows_a_french_message_and_keeps_the_last_value() {
    let (root, store) = mount_panel();
    type_into(&root, "Volonté", "12").await;
    for bad in ["abc", "-5", "999", ""] {
        type_into(&root, "Volonté", bad).await;
        assert_eq!(value_of(&root, "attr-mod-will"), 2, "after {bad:?}");
        assert_eq!(store.peek_sheet(|s| s.attributes().will.value()), 12);
        let shown = alerts(&root);
        assert_eq!(shown.len(), 1, "one message after {bad:?}: {shown:?}");
        assert!(shown[0].contains("Valeur conservée : 12"), "{shown:?}");
        assert_eq!(field(&root, "Volonté").value(), bad, "what was typed stays in the field");
    }
    type_into(&root, "Volonté", "13").await;
    assert!(alerts(&root).is_empty());
    assert_eq!(value_of(&root, "attr-mod-will"), 3);
}

#[wasm_bindgen_test]
async fn undo_brings_the_field_back_and_clears_its_message() {
    let (root, store) = mount_panel();
    type_into(&root, "Force", "15").await;
    type_into(&root, "Force", "x").await;
    assert_eq!(alerts(&root).len(), 1);
    store.undo();
    settle().await;
    assert_eq!(field(&root, "Force").value(), "10");
    assert!(alerts(&root).is_empty());
}

