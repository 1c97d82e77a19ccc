//! The Défense panel: equipment lines added, edited and removed; the cap.

use fiche_ombre::rules::character::attributes::{Attribute, Score};
use fiche_ombre::rules::command::Command;
use fiche_ombre::views::DefensePanel;
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

#[wasm_bindgen_test]
async fn equipment_adds_replaces_and_is_capped() {
    let tracker = tracker_after(&[Command::SetAttribute(Attribute::Agility, Score::new(14).unwrap())], &[]);
    let (root, _) = mount_with(tracker, || view! { <DefensePanel /> });
    assert_eq!(value_of(&root, "defense-total"), 14);

    click(&root, "Ajouter un équipement").await;
    assert_eq!(all_by_test_id(&root, "defense-item").len(), 1);
    type_into(&root, "Équipement", "Harnois").await;
    choose(&root, "Mode", "replace").await;
    type_into(&root, "Valeur", "18").await;
    assert_eq!(value_of(&root, "defense-total"), 18);

    click(&root, "Ajouter un équipement").await;
    let second = all_by_test_id(&root, "defense-item").pop().unwrap();
    type_into(&second, "Valeur", "9").await;
    let total = by_test_id(&root, "defense-total");
    assert_eq!(value_of(&root, "defense-total"), 25);
    assert_eq!(total.get_attribute("data-capped").as_deref(), Some("true"));
    assert_eq!(total.text_content().unwrap().trim(), "27 → 25");
    let details = root.query_selector("details").unwrap().unwrap().text_content().unwrap();
    assert!(details.contains("Harnois remplace la base : 18"), "{details}");
    assert!(details.contains("27 → 25, plafond"), "{details}");
    // The rules reference for objects (docs/rules.md, Objects), with no state at all.
    assert!(details.contains("Pour mémoire, un objet a en général Défense 5."), "{details}");

    click(&second, "Retirer").await;
    assert_eq!(all_by_test_id(&root, "defense-item").len(), 1);
    assert_eq!(value_of(&root, "defense-total"), 18);
    assert!(by_test_id(&root, "defense-total").get_attribute("data-capped").is_none());
}

#[wasm_bindgen_test]
async fn ancestry_base_replaces_agility_and_empty_goes_back() {
    let (root, store) = mount_with(Default::default(), || view! { <DefensePanel /> });
    type_into(&root, "Défense de l'héritage", "13").await;
    assert_eq!(value_of(&root, "defense-total"), 13);
    type_into(&root, "Défense de l'héritage", "").await;
    assert_eq!(value_of(&root, "defense-total"), 10);
    assert_eq!(store.with_sheet_untracked(|s| s.ancestry_defense()), None);
    assert!(alerts(&root).is_empty());
}

/// Défense 5 is named after the state that gives it (docs/rules.md, Objects).
#[wasm_bindgen_test]
async fn defense_5_names_the_state_that_gives_it() {
    use fiche_ombre::rules::conditions::ConditionCode;
    for (code, said) in [
        (ConditionCode::Asleep, "Endormi : 5, comme un objet"),
        (ConditionCode::Unconscious, "Inconscient : 5, comme un objet"),
        (ConditionCode::Helpless, "Sans défense : 5, comme un objet"),
    ] {
        let tracker = tracker_after(&[Command::AddCondition { code, rounds: None }], &[]);
        let (root, _) = mount_with(tracker, || view! { <DefensePanel /> });
        assert_eq!(value_of(&root, "defense-total"), 5);
        let details = root.query_selector("details").unwrap().unwrap().text_content().unwrap();
        assert!(details.contains(said), "{details}");
        root.remove();
    }
}
