//! Journal: every event, newest first, with its dice; undone lines stay,
//! marked. Emptied only when the player confirms.

use leptos::prelude::*;

use crate::rules::event::Event;
use crate::rules::journal::JournalEntry;
use crate::state::Store;
use crate::text;

#[component]
pub fn JournalPanel() -> impl IntoView {
    let store = Store::use_store();
    let entries = move || store.journal(|j| j.newest_first().cloned().collect::<Vec<_>>());
    let confirming = RwSignal::new(false);
    let clear = move |_| {
        store.clear_journal();
        confirming.set(false);
    };
    view! {
        <section class="panel journal-panel" aria-labelledby="journal-heading">
            <h2 id="journal-heading">{text::JOURNAL_HEADING}</h2>
            <Show when=move || store.journal(|j| j.is_empty())>
                <p class="empty">{text::JOURNAL_EMPTY}</p>
            </Show>
            <ol class="journal" data-testid="journal" reversed>
                <For each=entries key=|e| (e.seq, e.undone) let:entry>
                    <Entry entry />
                </For>
            </ol>
            <Show
                when=move || confirming.get()
                fallback=move || view! {
                    <button type="button" on:click=move |_| confirming.set(true)
                        disabled=move || store.journal(|j| j.is_empty())>{text::CLEAR_JOURNAL}</button>
                }
            >
                <p role="alert">{text::CONFIRM_CLEAR_JOURNAL}</p>
                <div class="buttons">
                    <button type="button" class="danger" on:click=clear>{text::CONFIRM}</button>
                    <button type="button" on:click=move |_| confirming.set(false)>{text::CANCEL}</button>
                </div>
            </Show>
        </section>
    }
}

#[component]
fn Entry(entry: JournalEntry) -> impl IntoView {
    let die = match &entry.event {
        Event::Recovered { die, .. } => Some(die.to_string()),
        _ => None,
    };
    let (h, m, r) = entry.clock.split();
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
            data-undone=entry.undone.then_some("true")
        >
            <span class="when">{text::journal_time(h, m, r)}</span>
            " "
            <span class="what">{text::journal::describe(&entry.event)}</span>
            {entry.undone.then(|| view! { " " <span class="badge">{text::UNDONE}</span> })}
        </li>
    }
}
