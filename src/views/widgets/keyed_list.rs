//! One keyed list for every list of the app.
//!
//! Leptos's `<For>` is generic over its three closures, so each `<For>`
//! compiled its own copy of the keyed diff and of the row bookkeeping, for
//! each of the app's lists (docs/performance.md). Here each list first turns its items into [`Row`]s, one
//! type for all, so that `For` is compiled once; what stays per list is the
//! small closure that makes the rows. Its price, measured: `<For>` in its
//! place costs 4.4 KB over the 12 lists.

use std::sync::Arc;

use leptos::prelude::*;

use crate::rules::conditions::Condition;
use crate::rules::journal::Maker;

/// What a list compares, from one update to the next, to know which rows
/// to keep, which to build and which to remove.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum RowKey {
    Number(u64),
    /// A journal line, whether it is undone (undoing it rebuilds the line),
    /// and its action, kind, total and maker (a live table's merge may put
    /// another line at its place).
    Line(u64, bool, (u64, &'static str, i64, Option<Maker>)),
    Text(String),
    /// Two texts: a character's id and name, so that a rename rebuilds it.
    Texts(String, String),
    /// A condition with its rounds left and its source.
    Condition(Condition),
}

/// An item with its key, and what builds its view if the list needs it.
struct Row {
    key: RowKey,
    build: Box<dyn FnOnce() -> AnyView + Send>,
}

/// A list of `each()`'s items, keyed by `key`, each shown by `row`; rows
/// whose key stays are kept as they are, as with `<For>`.
pub fn keyed_list<T: Send + 'static>(
    each: impl Fn() -> Vec<T> + Send + 'static,
    key: fn(&T) -> RowKey,
    row: impl Fn(T) -> AnyView + Send + Sync + 'static,
) -> AnyView {
    let row = Arc::new(row);
    let rows = move || {
        each()
            .into_iter()
            .map(|item| {
                let row = Arc::clone(&row);
                Row { key: key(&item), build: Box::new(move || row(item)) }
            })
            .collect::<Vec<_>>()
    };
    rows_view(Box::new(rows))
}

/// The one `For` of the app: not generic, so compiled once.
fn rows_view(rows: Box<dyn Fn() -> Vec<Row> + Send>) -> AnyView {
    view! { <For each=rows key=|row: &Row| row.key.clone() children=|row: Row| (row.build)() /> }.into_any()
}
