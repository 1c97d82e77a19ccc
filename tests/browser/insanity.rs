//! The Folie panel: amounts, gain and loss, the Will roll and its boons.

use fiche_ombre::views::{InsanityPanel, RollsPanel};
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

#[wasm_bindgen_test]
async fn gain_and_lose_a_typed_amount() {
    let (root, _) = mount_with(Default::default(), || view! { <InsanityPanel /> });
    assert_eq!(value_of(&root, "insanity-max"), 10);
    type_into(&root, "Quantité de Folie", "3").await;
    click(&root, "Gagner de la Folie").await;
    assert_eq!(value_of(&root, "insanity-total"), 3);
    assert_eq!(root.query_selector_all(".track li.filled").unwrap().length(), 3);
    assert_eq!(root.query_selector_all(".track li").unwrap().length(), 10);
    type_into(&root, "Quantité de Folie", "2").await;
    click(&root, "Retirer de la Folie").await;
    assert_eq!(value_of(&root, "insanity-total"), 1);
}

#[wasm_bindgen_test]
async fn a_bad_amount_is_refused_in_french_and_changes_nothing() {
    let (root, store) = mount_with(Default::default(), || view! { <InsanityPanel /> });
    for bad in ["0", "-2", "abc", "1d7", ""] {
        type_into(&root, "Quantité de Folie", bad).await;
        click(&root, "Gagner de la Folie").await;
        assert_eq!(store.with_sheet_untracked(|s| s.insanity()), 0, "{bad:?}");
        assert_eq!(alerts(&root).len(), 1, "{bad:?}: {:?}", alerts(&root));
    }
    assert!(!store.can_undo_untracked());
}

#[wasm_bindgen_test]
async fn boons_and_banes_go_back_to_zero_after_the_roll() {
    let (root, store) = mount_with(Default::default(), || view! { <RollsPanel /> <InsanityPanel /> });
    type_into(&root, "Avantages", "2").await;
    type_into(&root, "Désavantages", "1").await;
    // The amount starts empty: what is at stake is typed.
    type_into(&root, "Quantité de Folie", "1").await;
    click(&root, "Jet de Volonté contre la folie").await;
    assert_eq!(field(&root, "Avantages").value(), "0");
    assert_eq!(field(&root, "Désavantages").value(), "0");
    let rolled = store.with_journal_untracked(|j| j.entries().iter().any(|e| e.event.kind() == "resist"));
    assert!(rolled);
    assert!(root.query_selector(".last-events").unwrap().is_some(), "the roll is shown in the panel");
}
