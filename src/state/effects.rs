//! Reactions, to a change of state or to an event of the window, through
//! one copy of Leptos's code each.
//!
//! `Effect::new` and `window_event_listener` are generic over the closure
//! they run, so each use compiled its own copy of their machinery. Here the closure is boxed first, and each is
//! compiled once (docs/performance.md).

use leptos::prelude::*;

/// Runs `react` now, then again whenever a signal it read changes; it is
/// told whether this is its first run (what was there when the page opened,
/// not something that just happened).
pub fn effect(react: impl FnMut(bool) + 'static) {
    effect_boxed(Box::new(react));
}

fn effect_boxed(mut react: Box<dyn FnMut(bool)>) {
    Effect::new(move |before: Option<()>| react(before.is_none()));
}

/// Calls `listen` with each `event` the window dispatches, for as long as
/// the component that asked lives: the listener is removed when that
/// component is cleaned up.
pub fn window_listener(event: &str, listen: impl Fn(web_sys::Event) + 'static) {
    window_listener_boxed(event, Box::new(listen));
}

fn window_listener_boxed(event: &str, listen: Box<dyn Fn(web_sys::Event)>) {
    let handle = window_event_listener_untyped(event, listen);
    on_cleanup(move || handle.remove());
}
