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

#[wasm_bindgen_test]
async fn a_round_refused_because_the_clock_is_full_is_said() {
    use fiche_ombre::rules::journal::tracker::Tracker;
    use fiche_ombre::rules::time::clock::MAX_CLOCK;
    use fiche_ombre::save::file::{export, import};
    let mut file: serde_json::Value = serde_json::from_str(&export(&[&Tracker::default()])).unwrap();
    file["characters"][0]["sheet"]["clock"] = MAX_CLOCK.0.into();
    let tracker = import(&file.to_string()).unwrap().remove(0);
    let (root, _) = mount_with(tracker, || view! { <PlayBar /> });
    click(&root, "Fin du round").await;
    let said = alerts(&root);
    assert!(said.iter().any(|a| a.contains("limite de cent ans")), "{said:?}");
}
