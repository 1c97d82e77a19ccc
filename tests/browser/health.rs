//! The Santé panels (in play and in the sheet) and Perception.

use fiche_ombre::views::{HealthPanel, HealthSettings, PerceptionPanel};
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

#[wasm_bindgen_test]
async fn damage_and_bonus_drive_current_health() {
    let (root, _) = mount_with(Default::default(), || view! { <HealthPanel /> <HealthSettings /> });
    type_into(&root, "Bonus de Santé", "4").await;
    assert_eq!(value_of(&root, "health-max"), 14);
    assert_eq!(value_of(&root, "healing-rate"), 3);
    type_into(&root, "Dégâts", "7").await;
    assert_eq!(value_of(&root, "health-current"), 7);
    assert!(root.text_content().unwrap().contains("Blessé"));
    type_into(&root, "Dégâts", "15").await;
    assert_eq!(value_of(&root, "health-current"), 7, "refused above the maximum");
    let shown = alerts(&root);
    assert!(shown[0].contains("Santé maximale (14)"), "{shown:?}");
    type_into(&root, "Dégâts", "14").await;
    assert!(root.text_content().unwrap().contains("Hors de combat"));
}

#[wasm_bindgen_test]
async fn perception_is_intellect_plus_bonus() {
    let (root, _) = mount_with(Default::default(), || view! { <PerceptionPanel /> });
    type_into(&root, "Bonus de Perception", "1").await;
    assert_eq!(value_of(&root, "perception-total"), 11);
}
