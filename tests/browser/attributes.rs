//! The attributes panel: typed scores, computed modifiers, refused input.

use fiche_ombre::rules::character::attributes::{Attribute, Score};
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::views::AttributesPanel;
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

fn mount_panel() -> (web_sys::Element, fiche_ombre::state::SheetStore) {
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
    assert_eq!(store.with_sheet_untracked(|s| s.attributes().strength.value()), 14);
}

#[wasm_bindgen_test]
async fn bad_input_shows_a_french_message_and_keeps_the_last_value() {
    let (root, store) = mount_panel();
    type_into(&root, "Volonté", "12").await;
    for bad in ["abc", "-5", "999", ""] {
        type_into(&root, "Volonté", bad).await;
        assert_eq!(value_of(&root, "attr-mod-will"), 2, "after {bad:?}");
        assert_eq!(store.with_sheet_untracked(|s| s.attributes().will.value()), 12);
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

/// Typing "11" in Volonté passes through "1": nothing is applied until the
/// player leaves the field, so Folie 7 is never clamped to 1.
#[wasm_bindgen_test]
async fn a_half_typed_score_is_never_applied() {
    let tracker = tracker_after(
        &[Command::SetAttribute(Attribute::Will, Score::new(9).unwrap()), Command::GainInsanity(Amount::Fixed(7))],
        &[],
    );
    let (root, store) = mount_with(tracker, || view! { <AttributesPanel /> });
    type_keys(&root, "Volonté", "11").await;
    assert_eq!(
        store.with_sheet_untracked(|s| (s.attributes().will.value(), s.insanity())),
        (9, 7),
        "typing applies nothing"
    );
    assert!(alerts(&root).is_empty(), "\"1\" on the way to \"11\" is not refused");
    commit(&root, "Volonté").await;
    assert_eq!(store.with_sheet_untracked(|s| (s.attributes().will.value(), s.insanity())), (11, 7));
    assert!(alerts(&root).is_empty());
    assert!(!store.with_journal_untracked(|j| j.entries().iter().any(|e| e.event.kind() == "insanity-loss")));
}

/// Text no further typing can make valid is refused while typing; the
/// model keeps its value.
#[wasm_bindgen_test]
async fn text_that_can_never_be_valid_is_refused_at_once() {
    let (root, store) = mount_panel();
    type_keys(&root, "Force", "4a").await;
    assert_eq!(alerts(&root), vec!["Ce n'est pas un nombre entier.".to_string()]);
    type_keys(&root, "Force", "31").await;
    assert_eq!(alerts(&root), vec!["Le maximum est 30.".to_string()]);
    type_keys(&root, "Force", "").await;
    assert!(alerts(&root).is_empty(), "an emptied field is only refused when left");
    assert_eq!(store.with_sheet_untracked(|s| s.attributes().strength.value()), 10);
}

/// Lowering Volonté below Folie brings Folie down: said next to the field,
/// not only in the journal.
#[wasm_bindgen_test]
async fn folie_lowered_with_volonte_is_said_next_to_the_field() {
    let tracker = tracker_after(&[Command::GainInsanity(Amount::Fixed(7))], &[]);
    let (root, store) = mount_with(tracker, || view! { <AttributesPanel /> });
    type_into(&root, "Volonté", "5").await;
    assert_eq!(store.with_sheet_untracked(|s| s.insanity()), 5);
    let note = alerts(&root);
    assert_eq!(note, vec!["La Folie ne peut dépasser la Volonté : elle perd 2 et passe à 5.".to_string()]);
    let described = field(&root, "Volonté").get_attribute("aria-describedby").unwrap();
    let message = root.query_selector(&format!("#{described}")).unwrap().unwrap();
    assert!(message.text_content().unwrap().contains("perd 2"), "the note belongs to the field");
    store.undo();
    settle().await;
    assert!(alerts(&root).is_empty(), "undo takes the note away");
}

/// Another tab's save adopted while the player types: what is being typed
/// stays in the field, and is applied over the adopted version.
#[wasm_bindgen_test]
async fn typing_survives_another_tabs_save_arriving() {
    let (root, store) = mount_panel();
    type_keys(&root, "Force", "14").await;
    store.replace(tracker_after(&[Command::SetAttribute(Attribute::Strength, Score::new(12).unwrap())], &[]));
    settle().await;
    assert_eq!(field(&root, "Force").value(), "14", "the typed text is kept");
    commit(&root, "Force").await;
    assert_eq!(store.with_sheet_untracked(|s| s.attributes().strength.value()), 14);
    store.undo();
    settle().await;
    let model = store.with_sheet_untracked(|s| s.attributes().strength.value()).to_string();
    assert_ne!(model, "14");
    assert_eq!(field(&root, "Force").value(), model, "once committed, the field follows the model again");
}
