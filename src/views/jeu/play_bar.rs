//! The bar at the bottom of the screen, within a thumb's reach on a phone:
//! `Fin du round` and `Annuler`, and just above them what the last action
//! came to, outcome first, until the next action (on a phone with its
//! detail; on wide screens each panel gives the detail under its buttons).

use leptos::prelude::*;

use crate::rules::command::Command;
use crate::rules::time::clock::Period;
use crate::state::{Origin, Roster, SheetStore};
use crate::text;
use crate::views::sections::{Section, Shown};
use crate::views::widgets::module_host::{SHARE_HOST, SHARE_PANEL};

/// The last action's outcome shown above the bar, until the next one.
#[derive(Clone)]
struct Said {
    origin: Origin,
    kind: &'static str,
    headline: String,
    line: String,
}

#[component]
pub fn PlayBar() -> impl IntoView {
    let store = SheetStore::use_store();
    let said = RwSignal::new(None::<Said>);
    // The roster and the sections, where the app provides them (a sheet
    // alone has neither).
    let roster = use_context::<Roster>();
    let shown = use_context::<Shown>();
    follow_last_action(store, roster, said);
    // A refused round (the clock is full) is said, never dropped.
    let (refused, set_refused) = signal(None::<String>);
    let end_round = move |_| {
        set_refused.set(store.run(Origin::Round, Command::EndOf(Period::Round)).err().map(text::command_error))
    };
    view! {
        <section class="play-bar" aria-label=text::PLAY_BAR>
            // Seen here; screen readers hear it from the live region.
            <div class="play-bar-said" aria-hidden="true">
                {move || match (store.undone_message(), said.get()) {
                    (Some(undone), _) => Some(view! { <p class="undone" data-testid="undone">{undone}</p> }.into_any()),
                    (None, Some(said)) => Some({
                        // Cut at two lines; a tap shows it whole (screen
                        // readers hear it whole from the live region).
                        let whole = RwSignal::new(false);
                        view! {
                        <div class="last-result" class:from-round=said.origin == Origin::Round class:whole=move || whole.get()
                            data-testid="last-result" data-kind=said.kind on:click=move |_| whole.update(|w| *w = !*w)>
                            <p>
                                <strong class="headline">{said.headline}</strong>
                                " "
                                <span class="detail" data-testid="said">{said.line}</span>
                            </p>
                        </div>
                    }}.into_any()),
                    (None, None) => None,
                }}
            </div>
            <p class="field-error" role="alert">{move || refused.get()}</p>
            <div class="play-bar-buttons">
                <button type="button" class="primary" on:click=end_round>{text::END_ROUND}</button>
                <button type="button" on:click=move |_| store.undo() disabled=move || !store.can_undo()>
                    {text::UNDO}
                </button>
                // The table, one tap away from every tab (where the app shows it).
                {shown.map(|shown| view! {
                    <button type="button" aria-label=text::TABLE_VIEW on:click=move |_| shown.show(Section::Table)>
                        {text::TABLE_SHORT}
                    </button>
                })}
                // The share panel is far down Fiche: reached from the other
                // tabs in one tap, the focus on it.
                {shown.map(|shown| view! {
                    <button type="button" hidden=move || shown.get() == Section::Sheet
                        on:click=move |_| shown.show_at(Section::Sheet, [SHARE_PANEL, SHARE_HOST])>
                        {text::SHARE}
                    </button>
                })}
            </div>
        </section>
    }
}

/// Puts what the last action came to in `said`, until the next one: not
/// what was there when the page opened, nothing for an edit, and nothing
/// once it is undone.
fn follow_last_action(store: SheetStore, roster: Option<Roster>, said: RwSignal<Option<Said>>) {
    Effect::new(move |before: Option<()>| {
        let first = before.is_none();
        let last = store.last_action();
        // Not what was there when the page opened: only what happens now.
        if first {
            return;
        }
        // An undone action's result is no longer the last one: gone with it.
        if last.as_ref().is_some_and(|(o, _)| *o == Origin::Undo) {
            said.set(None);
            return;
        }
        let Some((origin, events)) = last.filter(|(o, e)| *o != Origin::Edit && !e.is_empty()) else { return };
        let Some((kind, mut headline)) = text::journal::headline(&events) else { return };
        // A round of this character alone takes its clock past the table's: said.
        if let Some(roster) = roster.filter(|_| origin == Origin::Round) {
            let ahead = untrack(|| roster.rounds_ahead_of_table(&roster.open_id()));
            if ahead > 0 {
                let name = store.with_sheet_untracked(|s| s.name().to_string());
                headline = format!("{headline} {}", text::character_ahead(&name, ahead));
            }
        }
        let line = text::journal::detail(&events);
        said.set(Some(Said { origin, kind, headline, line }));
    });
}
