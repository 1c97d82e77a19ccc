//! Journal: every event, newest first, with its dice; undone lines stay,
//! marked. Emptied only when the player confirms.
//!
//! Only the newest lines are in the page ([`SHOWN_AT_FIRST`], then
//! [`SHOWN_MORE`] on request): a campaign's journal runs to thousands of
//! lines, and the page must not grow with it. The list is a plain `<ol>`,
//! not `reversed`: Chromium renumbers a reversed list on every change, at a
//! cost that grows with the square of its length.

use leptos::prelude::*;

use crate::rules::journal::event::Event;
use crate::rules::journal::{JournalEntry, Maker};
use crate::state::SheetStore;
use crate::text;
use crate::views::widgets::confirm::Confirm;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::when::When;

/// Lines in the page at first: a tall screen's worth, few enough that a
/// reload with a long journal is not slowed by building them.
pub const SHOWN_AT_FIRST: usize = 30;
/// Lines added by each "Afficher plus", for a player reading back.
pub const SHOWN_MORE: usize = 100;

#[component]
pub fn JournalPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let shown = RwSignal::new(SHOWN_AT_FIRST);
    // Each line with who made it at a live table, if it was made at one.
    let entries = move || {
        store.with_journal(|j| {
            j.newest_first().take(shown.get()).map(|e| (e.clone(), j.made_by(e.action))).collect::<Vec<_>>()
        })
    };
    let hidden = move || store.with_journal(|j| j.len()).saturating_sub(shown.get());
    let dropped = move || store.with_journal(|j| j.dropped());
    let confirming = RwSignal::new(false);
    let clear = move || {
        store.clear_journal();
        confirming.set(false);
    };
    view! {
        <section class="panel journal-panel" aria-labelledby="journal-heading">
            <h2 id="journal-heading">{text::JOURNAL_HEADING}</h2>
            <When when=move || store.with_journal(|j| j.is_empty())>
                <p class="empty">{text::JOURNAL_EMPTY}</p>
            </When>
            <ol class="journal" data-testid="journal">
                {keyed_list(entries, line_key, |(entry, by)| view! { <Entry entry by /> }.into_any())}
            </ol>
            <When when=move || { hidden() > 0 }>
                <button type="button" on:click=move |_| shown.update(|n| *n += SHOWN_MORE)>
                    {move || text::show_more_journal(hidden())}
                </button>
            </When>
            <When when=move || { dropped() > 0 }>
                <p class="hint">{move || text::journal_dropped(dropped())}</p>
            </When>
            <When
                when=move || confirming.get()
                fallback=move || view! {
                    <button type="button" on:click=move |_| confirming.set(true)
                        disabled=move || store.with_journal(|j| j.is_empty())>{text::CLEAR_JOURNAL}</button>
                }
            >
                <Confirm
                    label=text::CLEAR_JOURNAL
                    question=text::CONFIRM_CLEAR_JOURNAL.to_string()
                    yes=text::CONFIRM
                    on_yes=Callback::new(move |()| clear())
                    no=text::CANCEL
                    on_no=Callback::new(move |()| confirming.set(false))
                    danger=true
                />
            </When>
        </section>
    }
}

/// A line is built again when what it shows changes: undone, or another
/// device's line merged in where this one was (a live table).
fn line_key((entry, by): &(JournalEntry, Option<Maker>)) -> RowKey {
    let shown = (entry.action, entry.event.kind(), entry.event.total(), *by);
    RowKey::Line(entry.seq, entry.undone, shown)
}

#[component]
fn Entry(entry: JournalEntry, by: Option<Maker>) -> impl IntoView {
    let die = match &entry.event {
        Event::Recovered { die, .. } => Some(die.to_string()),
        Event::Rolled(roll) => Some(roll.d20.to_string()),
        _ => None,
    };
    // A roll's line: what was rolled, the kept avantage (+) or désavantage (−) d6, 20+.
    let roll = match &entry.event {
        Event::Rolled(roll) => Some((roll.kind.code(), roll.boons.value.to_string(), roll.twenty_plus)),
        _ => None,
    };
    let (roll_code, boon, twenty_plus) = match roll {
        Some((code, boon, twenty)) => (Some(code), Some(boon), twenty.then_some("true")),
        None => (None, None, None),
    };
    view! {
        <li
            class="journal-entry"
            class:note=entry.event.is_note()
            class:undone=entry.undone
            data-testid=if entry.event.is_note() { "journal-note" } else { "journal-entry" }
            data-kind=entry.event.kind()
            data-total=entry.event.total().to_string()
            data-success=entry.event.success().map(|s| s.to_string())
            data-die=die
            data-roll=roll_code
            data-boon=boon
            data-twenty-plus=twenty_plus
            data-undone=entry.undone.then_some("true")
            data-by=by.map(Maker::code)
        >
            <span class="when">{text::journal_time(entry.clock.rounds())}</span>
            " "
            <span class="what">{text::journal::describe(&entry.event)}</span>
            {entry.undone.then(|| view! { " " <span class="badge">{text::UNDONE}</span> })}
        </li>
    }
}
