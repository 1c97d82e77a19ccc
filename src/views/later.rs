//! `later`: a part of the page built in a task of its own, just after the
//! task that builds the page around it.
//!
//! Building the whole first screen at once was one task of 60 to 135 ms on
//! this machine, four times that on a phone: the player could neither tap
//! nor scroll meanwhile, and Lighthouse counted it as blocking time. Each
//! part now comes in its own short task, in the order of the page, so what
//! appears only ever appears below or beside what is already there.

use leptos::prelude::*;

/// `build`'s view, built one task from now. A function rather than
/// children, and not generic: one copy of this code for every part.
pub fn later(build: fn() -> AnyView) -> AnyView {
    let built = RwSignal::new(false);
    // `try_set`: the page may be gone by then (tests unmount it).
    set_timeout(
        move || {
            built.try_set(true);
        },
        std::time::Duration::ZERO,
    );
    (move || built.get().then(build)).into_any()
}
