//! The app's own list and switch (`views/widgets/keyed_list.rs`, `views/widgets/when.rs`),
//! which stand in for Leptos's `<For>` and `<Show>`: they must keep their
//! promises, rows kept by key and views built only when the condition turns.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use fiche_ombre::views::keyed_list::{keyed_list, RowKey};
use fiche_ombre::views::when::When;
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use crate::support::*;

fn rows(root: &Element) -> Vec<Element> {
    all_by_test_id(root, "row")
}

fn texts(root: &Element) -> Vec<String> {
    rows(root).iter().map(|r| r.text_content().unwrap_or_default()).collect()
}

#[wasm_bindgen_test]
async fn a_keyed_list_keeps_the_rows_whose_key_stays_and_builds_only_new_ones() {
    let items = RwSignal::new(vec![(1u64, "un"), (2, "deux"), (3, "trois")]);
    let built = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&built);
    let root = mount(move || {
        view! {
            <ul>
                {keyed_list(move || items.get(), |(id, _)| RowKey::Number(*id), move |(_, name)| {
                    counted.fetch_add(1, Ordering::SeqCst);
                    view! { <li data-testid="row">{name}</li> }.into_any()
                })}
            </ul>
        }
    });
    assert_eq!(texts(&root), ["un", "deux", "trois"]);
    assert_eq!(built.load(Ordering::SeqCst), 3);
    let before = rows(&root);

    // The third moves first, the first goes, a fourth comes.
    items.set(vec![(3, "trois"), (2, "deux"), (4, "quatre")]);
    settle().await;
    assert_eq!(texts(&root), ["trois", "deux", "quatre"]);
    assert_eq!(built.load(Ordering::SeqCst), 4, "only the new row is built");
    let after = rows(&root);
    assert!(after[0].is_same_node(Some(&before[2])), "the moved row is the same element");
    assert!(after[1].is_same_node(Some(&before[1])));

    // Same key, other text: the row is kept as it was, as with <For>.
    items.set(vec![(3, "TROIS"), (2, "deux"), (4, "quatre")]);
    settle().await;
    assert_eq!(texts(&root), ["trois", "deux", "quatre"]);

    items.set(Vec::new());
    settle().await;
    assert!(rows(&root).is_empty());
}

#[wasm_bindgen_test]
async fn a_key_that_changes_rebuilds_its_row() {
    let undone = RwSignal::new(false);
    let root = mount(move || {
        view! {
            <ol>
                {keyed_list(move || vec![(7u64, undone.get())], |(seq, undone)| RowKey::Line(*seq, *undone, (0, "roll", 0, None)), |(_, undone)| {
                    view! { <li data-testid="row">{if undone { "annulé" } else { "fait" }}</li> }.into_any()
                })}
            </ol>
        }
    });
    let before = rows(&root);
    assert_eq!(texts(&root), ["fait"]);
    undone.set(true);
    settle().await;
    assert_eq!(texts(&root), ["annulé"]);
    assert!(!rows(&root)[0].is_same_node(Some(&before[0])), "a new key is a new row");
}

#[wasm_bindgen_test]
async fn when_builds_its_children_only_when_the_condition_turns() {
    let count = RwSignal::new(0);
    let built = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&built);
    let root = mount(move || {
        view! {
            <When when=move || { count.get() > 0 } fallback=|| view! { <p data-testid="row">"rien"</p> }>
                {counted.fetch_add(1, Ordering::SeqCst);}
                <p data-testid="row">"quelque chose"</p>
            </When>
        }
    });
    assert_eq!(texts(&root), ["rien"]);
    assert_eq!(built.load(Ordering::SeqCst), 0, "children not built while the condition is false");

    count.set(1);
    settle().await;
    assert_eq!(texts(&root), ["quelque chose"]);
    assert_eq!(built.load(Ordering::SeqCst), 1);

    // Still true: nothing is built again.
    count.set(2);
    settle().await;
    assert_eq!(built.load(Ordering::SeqCst), 1);
    let kept = rows(&root);

    count.set(0);
    settle().await;
    assert_eq!(texts(&root), ["rien"]);
    count.set(3);
    settle().await;
    assert_eq!(texts(&root), ["quelque chose"]);
    assert_eq!(built.load(Ordering::SeqCst), 2);
    assert!(!rows(&root)[0].is_same_node(Some(&kept[0])));
}
