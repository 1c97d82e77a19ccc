//! The madness card (with Se griffer) and the madness table.

use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::views::{MadnessCard, MadnessTable};
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

fn mad_with(d20: u32) -> fiche_ombre::rules::journal::tracker::Tracker {
    tracker_after(&[Command::GainInsanity(Amount::fixed(10).unwrap())], &[d20])
}

#[wasm_bindgen_test]
async fn hallucinations_card_offers_to_claw_for_one_damage() {
    let (root, store) = mount_with(mad_with(9), || view! { <MadnessCard /> });
    let card = by_test_id(&root, "madness-active");
    assert_eq!(card.get_attribute("data-row").as_deref(), Some("9"));
    assert_eq!(card.get_attribute("data-code").as_deref(), Some("hallucinations"));
    assert!(card.text_content().unwrap().contains("5 ou plus"));
    click(&root, "Se griffer").await;
    click(&root, "Se griffer").await;
    assert_eq!(store.with_sheet_untracked(|s| s.damage()), 2);
}

#[wasm_bindgen_test]
async fn no_card_and_no_claw_without_a_madness_other_than_hallucinations() {
    let (root, _) = mount_with(Default::default(), || view! { <MadnessCard /> });
    assert!(root.query_selector("[data-testid=madness-active]").unwrap().is_none());
    let (root, _) = mount_with(mad_with(10), || view! { <MadnessCard /> });
    assert!(root.text_content().unwrap().contains("Violence"));
    assert!(!root.text_content().unwrap().contains("Se griffer"));
}

#[wasm_bindgen_test]
async fn the_table_has_twelve_rows_and_marks_the_madness_under_way() {
    let (root, _) = mount_with(mad_with(5), || view! { <MadnessTable /> });
    let rows = all_by_test_id(&root, "madness-row");
    let ranges: Vec<String> = rows.iter().map(|r| r.get_attribute("data-range").unwrap()).collect();
    assert_eq!(ranges, ["1", "2", "3", "4-5", "6-7", "8-9", "10-11", "12-13", "14-15", "16-17", "18-19", "20"]);
    let current: Vec<String> = rows
        .iter()
        .filter(|r| r.get_attribute("aria-current").as_deref() == Some("true"))
        .map(|r| r.get_attribute("data-range").unwrap())
        .collect();
    assert_eq!(current, ["4-5"]);
}
