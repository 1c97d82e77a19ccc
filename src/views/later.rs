//! `later`: a part of the page built in a task of its own, after the task
//! that builds the page around it.
//!
//! Building the whole first screen at once was one long task, in which the
//! player could neither tap nor scroll; each part now comes in a short task
//! of its own, one after the other.
//!
//! Until the last of them is built, the page stays unseen behind the static
//! shell of index.html (`#shell ~ .page` in the style sheet), laid out part
//! by part; then the shell goes and the page shows whole. Nothing moves on
//! screen while it is built, whatever the order of its parts.

use std::cell::Cell;
use std::time::Duration;

use leptos::prelude::*;

thread_local! {
    /// Parts asked for and not counted as built yet. One count for the
    /// page, as the browser runs one task at a time.
    static WAITING: Cell<u32> = const { Cell::new(0) };
}

/// `build`'s view, built in a task of its own. Timers of the same delay
/// run in the order they were set, so the parts are built in the order
/// they were asked for, a part's own parts after every part asked before
/// them. A function rather than children, and not generic: one copy of
/// this code for every part.
pub fn later(build: fn() -> AnyView) -> AnyView {
    let built = RwSignal::new(false);
    WAITING.set(WAITING.get() + 1);
    set_timeout(
        move || {
            // Built by the end of this task; the page may be gone by then
            // (tests unmount it).
            built.try_set(true);
            // Counted one task later, once the parts it asks for in turn
            // are counted too.
            set_timeout(counted, Duration::ZERO);
        },
        Duration::ZERO,
    );
    (move || built.get().then(build)).into_any()
}

/// One part fewer to wait for; the last one shows the page. The shell's
/// removal is also what public/pwa.js waits for to register the service
/// worker, whose install would otherwise run beside these tasks.
fn counted() {
    let left = WAITING.get() - 1;
    WAITING.set(left);
    if left == 0 {
        if let Some(shell) = document().get_element_by_id("shell") {
            shell.remove();
        }
    }
}

/// Whether some part asked for is not built yet (tests wait for it).
pub fn building() -> bool {
    WAITING.get() > 0
}
