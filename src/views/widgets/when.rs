//! `<When>`: Leptos's `<Show>`, compiled once.
//!
//! `<Show>` is generic over its condition and its children's view, so each
//! `<Show>` compiled its own memo, its own switch between the two views and
//! their building and removal (docs/performance.md). `<When>` hands both
//! to one function that is not generic: what stays per use is a box around
//! the condition. Its price, measured: `<Show>` in its place costs 2.8 KB
//! of a first visit that has 0.7 KB left.

use leptos::prelude::*;

/// Shows `children` while `when()` is true, `fallback` (nothing unless
/// given) otherwise; either is built again only when `when()` changes.
#[component]
pub fn When<W>(when: W, children: ChildrenFn, #[prop(optional, into)] fallback: ViewFn) -> impl IntoView
where
    W: Fn() -> bool + Send + Sync + 'static,
{
    switch(Box::new(when), children, fallback)
}

fn switch(when: Box<dyn Fn() -> bool + Send + Sync>, children: ChildrenFn, fallback: ViewFn) -> AnyView {
    let when = Memo::new(move |_| when());
    (move || if when.get() { children() } else { fallback.run() }).into_any()
}
