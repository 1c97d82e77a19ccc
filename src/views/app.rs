//! The root component: loads the character, provides the store, saves every
//! change, and lays out the panels.

use leptos::prelude::*;

use super::{
    AttributesPanel, ConditionsPanel, DefensePanel, HealthPanel, IdentityPanel, InsanityPanel, JournalPanel,
    MadnessCard, MadnessTable, PerceptionPanel, TimePanel,
};
use crate::rules::sheet::State;
use crate::rules::tracker::Tracker;
use crate::state::{load_character, save_character, LoadOutcome, Store};
use crate::text;

#[component]
pub fn App() -> impl IntoView {
    let (tracker, load_alert) = match load_character() {
        LoadOutcome::Empty => (Tracker::default(), None),
        LoadOutcome::Loaded(tracker) => (tracker, None),
        LoadOutcome::SetAside(_) => (Tracker::default(), Some(text::STORAGE_SET_ASIDE)),
    };
    let store = Store::new(tracker);
    provide_context(store);

    // Storage follows the state: every change is written back.
    let (save_failed, set_save_failed) = signal(false);
    Effect::new(move |_| {
        let ok = store.tracker(save_character);
        set_save_failed.set(!ok);
    });

    view! {
        <Header />
        <div class="alerts">
            {load_alert.map(|m| view! { <p class="alert" role="alert">{m}</p> })}
            <Show when=move || save_failed.get()>
                <p class="alert" role="alert">{text::STORAGE_FAILED}</p>
            </Show>
        </div>
        <p class="sr-only" role="status" aria-live="polite" aria-atomic="true">{move || store.announcement()}</p>
        <main class="sheet">
            <MadnessCard />
            <IdentityPanel />
            <AttributesPanel />
            <InsanityPanel />
            <ConditionsPanel />
            <TimePanel />
            <HealthPanel />
            <DefensePanel />
            <PerceptionPanel />
            <MadnessTable />
            <JournalPanel />
        </main>
    }
}

#[component]
fn Header() -> impl IntoView {
    let store = Store::use_store();
    let state = move || store.sheet(|s| s.state());
    let state_text = move || match state() {
        State::Ok => text::STATE_OK,
        State::Mad => text::STATE_MAD,
        State::Dead => text::STATE_DEAD,
    };
    view! {
        <header class="app-header">
            <div class="title">
                <h1>{text::APP_TITLE}</h1>
                <p class="tagline">{text::APP_TAGLINE}</p>
            </div>
            <div class="toolbar">
                <output class="state" data-testid="character-state" data-value=move || state().code()>
                    {state_text}
                </output>
                <button type="button" on:click=move |_| store.undo() disabled=move || !store.can_undo()>
                    {text::UNDO}
                </button>
            </div>
        </header>
    }
}
