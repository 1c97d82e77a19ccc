//! The journal: newest first, data for each line, undone lines kept, clearing.

use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::views::{JournalPanel, JOURNAL_FIRST_LINES, JOURNAL_MORE_LINES};
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

#[wasm_bindgen_test]
async fn entries_newest_first_with_kind_total_and_undone_marks() {
    let tracker = tracker_after(
        &[Command::GainInsanity(Amount::fixed(2).unwrap()), Command::LoseInsanity(Amount::fixed(1).unwrap())],
        &[],
    );
    let (root, store) = mount_with(tracker, || view! { <JournalPanel /> });
    let kinds: Vec<String> =
        all_by_test_id(&root, "journal-entry").iter().map(|e| e.get_attribute("data-kind").unwrap()).collect();
    assert_eq!(kinds, ["insanity-loss", "insanity-gain"]);
    let notes = all_by_test_id(&root, "journal-note");
    assert_eq!(notes.len(), 1, "the fright is a note, not an entry");
    assert_eq!(notes[0].get_attribute("data-kind").as_deref(), Some("condition"));
    let first = &all_by_test_id(&root, "journal-entry")[0];
    assert_eq!(first.get_attribute("data-total").as_deref(), Some("1"));

    store.undo();
    settle().await;
    let entries = all_by_test_id(&root, "journal-entry");
    assert_eq!(entries.len(), 2, "undone lines stay");
    assert_eq!(entries[0].get_attribute("data-undone").as_deref(), Some("true"));
    assert_eq!(entries[1].get_attribute("data-undone"), None);
}

#[wasm_bindgen_test]
async fn clearing_asks_first() {
    let tracker = tracker_after(&[Command::GainInsanity(Amount::fixed(2).unwrap())], &[]);
    let (root, store) = mount_with(tracker, || view! { <JournalPanel /> });
    click(&root, "Vider le journal").await;
    click(&root, "Garder").await;
    assert_eq!(all_by_test_id(&root, "journal-entry").len(), 1);
    click(&root, "Vider le journal").await;
    click(&root, "Confirmer").await;
    assert!(all_by_test_id(&root, "journal-entry").is_empty());
    assert!(store.with_journal_untracked(|j| j.is_empty()));
}

/// A long journal puts only its newest lines in the page, in a list that
/// is not `reversed`; "Afficher plus" brings more; lines let go past the
/// bound are said.
#[wasm_bindgen_test]
async fn a_long_journal_shows_its_newest_lines_then_more_on_request() {
    use fiche_ombre::rules::journal::MAX_JOURNAL;
    use fiche_ombre::rules::time::clock::Period;
    let rounds = vec![Command::EndOf(Period::Round); MAX_JOURNAL + 50];
    let tracker = tracker_after(&rounds, &[]);
    let lines = tracker.journal().len();
    assert_eq!(lines, MAX_JOURNAL);
    let newest_said = fiche_ombre::text::journal::describe(&tracker.journal().entries()[lines - 1].event);
    let (root, _) = mount_with(tracker, || view! { <JournalPanel /> });
    let shown = || all_by_test_id(&root, "journal-note").len();
    assert_eq!(shown(), JOURNAL_FIRST_LINES);
    let list = by_test_id(&root, "journal");
    assert!(!list.has_attribute("reversed"));
    let newest = all_by_test_id(&root, "journal-note")[0].text_content().unwrap();
    assert!(newest.contains(&newest_said), "newest first: {newest} / {newest_said}");
    click(
        &root,
        &format!(
            "Afficher plus ({} lignes plus anciennes)",
            fiche_ombre::text::number((lines - JOURNAL_FIRST_LINES) as i32)
        ),
    )
    .await;
    assert_eq!(shown(), JOURNAL_FIRST_LINES + JOURNAL_MORE_LINES);
    assert!(root.text_content().unwrap().contains("50 lignes plus anciennes n'y sont plus"));
}
