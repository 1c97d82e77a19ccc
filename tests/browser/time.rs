//! The Temps panel and the bar at the bottom: steps and what they did.

use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::views::{PlayBar, TimePanel};
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

#[wasm_bindgen_test]
async fn steps_advance_the_clock_and_say_what_happened() {
    let tracker = tracker_after(&[Command::GainInsanity(Amount::fixed(2).unwrap())], &[]);
    let (root, store) = mount_with(tracker, || view! { <TimePanel /> <PlayBar /> });
    click(&root, "Fin du round").await;
    assert_eq!(value_of(&root, "elapsed-rounds"), 1);
    click(&root, "Fin de la minute").await;
    assert_eq!(value_of(&root, "elapsed-rounds"), 6);
    assert!(root.text_content().unwrap().contains("N'est plus effrayé : durée écoulée."));
    click(&root, "Fin de l'heure").await;
    assert_eq!(value_of(&root, "elapsed-rounds"), 360);
    assert!(root.text_content().unwrap().contains("1 h"));
    assert!(store.with_sheet_untracked(|s| s.conditions().is_empty()));
}
