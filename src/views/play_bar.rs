//! The bar at the bottom of the screen, within a thumb's reach on a phone:
//! `Fin du round` and `Annuler`, and just above them, for a few seconds,
//! what the last action did (on a phone, the panels leave this to the bar;
//! on wide screens each panel says it under its buttons, and the bar only
//! speaks for its own two).

use leptos::prelude::*;

use crate::rules::command::Command;
use crate::rules::time::clock::Period;
use crate::state::effects::effect;
use crate::state::{Origin, SheetStore};
use crate::text;

/// How long an action's outcome stays above the bar.
const SAID_FOR: std::time::Duration = std::time::Duration::from_secs(6);

/// One outcome shown above the bar; its number lets an older timer know
/// that a newer outcome has taken its place.
#[derive(Clone)]
struct Said {
    number: u32,
    origin: Origin,
    line: String,
}

#[component]
pub fn PlayBar() -> impl IntoView {
    let store = SheetStore::use_store();
    let said = RwSignal::new(None::<Said>);
    effect(move |first| {
        let last = store.last_action();
        // Not what was there when the page opened: only what happens now.
        if first {
            return;
        }
        let Some((origin, events)) = last.filter(|(o, e)| *o != Origin::Edit && !e.is_empty()) else { return };
        let line = events.iter().map(text::journal::describe).collect::<Vec<_>>().join(" ");
        let number = said.with_untracked(|s| s.as_ref().map_or(0, |s| s.number + 1));
        said.set(Some(Said { number, origin, line }));
        set_timeout(
            move || {
                said.update(|s| {
                    if s.as_ref().is_some_and(|s| s.number == number) {
                        *s = None
                    }
                })
            },
            SAID_FOR,
        );
    });
    let end_round = move |_| {
        let _ = store.run(Origin::Round, Command::EndOf(Period::Round));
    };
    view! {
        <section class="play-bar" aria-label=text::PLAY_BAR>
            // Seen here; screen readers hear it from the live region.
            <div class="play-bar-said" aria-hidden="true">
                {move || match (store.undone_message(), said.get()) {
                    (Some(undone), _) => Some(view! { <p class="undone" data-testid="undone">{undone}</p> }.into_any()),
                    (None, Some(said)) => Some(view! {
                        <p class:from-round=said.origin == Origin::Round data-testid="said">{said.line}</p>
                    }.into_any()),
                    (None, None) => None,
                }}
            </div>
            <div class="play-bar-buttons">
                <button type="button" class="primary" on:click=end_round>{text::END_ROUND}</button>
                <button type="button" on:click=move |_| store.undo() disabled=move || !store.can_undo()>
                    {text::UNDO}
                </button>
            </div>
        </section>
    }
}
