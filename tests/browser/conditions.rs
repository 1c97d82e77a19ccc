//! The États panel: chips with rounds and source, removal, adding by hand.

use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::views::ConditionsPanel;
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

#[wasm_bindgen_test]
async fn chips_show_code_rounds_and_source_and_can_be_removed() {
    let tracker = tracker_after(&[Command::GainInsanity(Amount::fixed(3).unwrap())], &[]);
    let (root, store) = mount_with(tracker, || view! { <ConditionsPanel /> });
    let chip = by_test_id(&root, "condition");
    assert_eq!(chip.get_attribute("data-code").as_deref(), Some("frightened"));
    assert_eq!(chip.get_attribute("data-rounds").as_deref(), Some("3"));
    assert_eq!(chip.get_attribute("data-source").as_deref(), Some("insanity"));
    assert!(chip.text_content().unwrap().contains("Effrayé"));
    click(&chip, "Retirer").await;
    assert!(all_by_test_id(&root, "condition").is_empty());
    assert!(store.with_sheet_untracked(|s| s.conditions().is_empty()));
}

#[wasm_bindgen_test]
async fn a_condition_is_added_by_hand_with_or_without_rounds() {
    let (root, _) = mount_with(Default::default(), || view! { <ConditionsPanel /> });
    choose(&root, "État", "prone").await;
    click(&root, "Ajouter un état").await;
    choose(&root, "État", "dazed").await;
    type_into(&root, "Durée en rounds", "2").await;
    click(&root, "Ajouter un état").await;
    let chips = all_by_test_id(&root, "condition");
    assert_eq!(chips.len(), 2);
    assert_eq!(chips[0].get_attribute("data-rounds"), None);
    assert_eq!(chips[1].get_attribute("data-rounds").as_deref(), Some("2"));
    assert_eq!(chips[1].get_attribute("data-source").as_deref(), Some("manual"));
    type_into(&root, "Durée en rounds", "0").await;
    assert_eq!(alerts(&root).len(), 1);
}
