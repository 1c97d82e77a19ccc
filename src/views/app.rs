//! The root component: loads the roster, provides it and the store, keeps
//! storage in step (batched saves, other tabs, leaving the page), and lays
//! out the panels.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::{
    later, ConditionsPanel, FightPanel, HealthPanel, InsanityPanel, JournalPanel, MadnessCard, MadnessTable,
    ModuleHost, OfflineStatus, Place, PlayBar, RollsPanel, RosterBar, Section, SectionPanel, SectionTabs, Shown,
    TableView, TimePanel, UpdateBanner,
};
use crate::rules::character::sheet::State;
use crate::state::backup::Backup;
use crate::state::browser::{commit_focused_field, download};
use crate::state::durability::DurableStorage;
use crate::state::export::export_all;
use crate::state::roll_inputs::RollInputs;
use crate::state::share_bridge::Modules;
use crate::state::{Roster, SheetStore};
use crate::text;
use crate::views::jeu::insanity_panel::InsanityAmount;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::when::When;

#[component]
pub fn App() -> impl IntoView {
    let roster = Roster::use_or_load();
    let store = roster.store();
    // The avantages and désavantages typed for the next roll, for every roll
    // button, and the Folie amount typed, for Gagner and the Volonté roll:
    // shared by panels built in tasks of their own (`later`), so provided here.
    RollInputs::use_or_provide();
    InsanityAmount::use_or_provide();
    Shown::provide();
    let durable = DurableStorage::provide();
    let backup = Backup::provide();

    // Every change of the character in play is saved, a moment later; the
    // first one also asks the browser to keep the storage for good.
    Effect::new(move |before: Option<()>| {
        let first = before.is_none();
        store.with_tracker(|_| ());
        roster.schedule_save();
        if !first {
            durable.ask_once();
            backup.changed();
        }
    });
    // Another tab saved: follow it.
    let storage = window_event_listener(leptos::ev::storage, move |e| roster.on_storage_event(e.key(), e.new_value()));
    on_cleanup(move || storage.remove());
    // Leaving or hiding the page saves at once (phones kill hidden tabs).
    let pagehide = window_event_listener(leptos::ev::pagehide, move |_| leave(roster));
    on_cleanup(move || pagehide.remove());
    flush_when_hidden(roster);

    // Share, export, import and the dialog that offers a link's character
    // are the share module's, fetched when first needed: at once when the
    // address is a link. The table view is a module of its own, with its
    // own dialog for the players' links; a player's live table another.
    let dialog = NodeRef::<leptos::html::Div>::new();
    let table_dialog = NodeRef::<leptos::html::Div>::new();
    let live_dialog = NodeRef::<leptos::html::Div>::new();
    let shown = Shown::use_shown();
    let open_sheet = Callback::new(move |id: String| {
        roster.open_character(&id);
        shown.show_from_table();
    });
    let share = Modules::provide(roster, [dialog, table_dialog, live_dialog], open_sheet);
    live_dialog.on_load(move |_| share.open_link_if_any());
    let hashchange = window_event_listener(leptos::ev::hashchange, move |_| share.open_link_if_any());
    on_cleanup(move || hashchange.remove());

    // The page is a part of its own, built in the next task: together with
    // the setup above it made the first visit's longest task.
    view! {
        {later(|| view! { <Page /> }.into_any())}
        <div class="dialog-host" node_ref=dialog></div>
        <div class="dialog-host" node_ref=table_dialog></div>
        <div class="dialog-host" node_ref=live_dialog></div>
    }
}

/// The page: the top, the table's view or the sheet's, and the footer.
/// While a module's import dialog is open, the page is out of reach
/// (keyboard and screen readers alike).
#[component]
fn Page() -> impl IntoView {
    let store = SheetStore::use_store();
    let shown = Shown::use_shown();
    let share = Modules::use_modules();
    // A memo: switching tabs must not rebuild the sheet, only entering or
    // leaving the table view.
    let table = Memo::new(move |_| shown.get() == Section::Table);
    let behind = move || share.dialog_open().then_some("true");

    view! {
        <div class="page" inert=move || share.dialog_open() aria-hidden=behind>
        <a class="skip-link" href=move || if table.get() { "#table" } else { "#jeu" }>{text::SKIP_TO_PLAY}</a>
        // One part for the top of the page: the banner and the alerts,
        // built with the app's frame, made its task longer.
        {later(|| view! { <Header /> <UpdateBanner /> <Alerts /> }.into_any())}
        <p class="sr-only" role="status" aria-live="polite" aria-atomic="true">{move || store.announcement()}</p>
        // One view at a time: the table's, or the sheet's with its tabs.
        // The sheet's frame is a part of its own (`later`): built with the
        // app's, it made the first visit's longest task.
        {move || if table.get() {
            view! { <TableView /> }.into_any()
        } else {
            later(|| view! { <SheetView /> }.into_any())
        }}
        <OfflineStatus />
        </div>
    }
}

/// The sheet of the character in play, in four tabs, with the bar at the bottom.
#[component]
fn SheetView() -> impl IntoView {
    let shown = Shown::use_shown();
    view! {
        <main class="sheet" id="sheet">
            // Opened from a table card: one tap back to the table.
            <When when=move || shown.from_table()>
                <button type="button" class="back-to-table" on:click=move |_| shown.show(Section::Table)>
                    {text::BACK_TO_TABLE}
                </button>
            </When>
            <SectionPanel section=Section::Play>
                {later(|| view! { <MadnessCard /> }.into_any())}
                {later(|| view! { <HealthPanel /> }.into_any())}
                {later(|| view! { <InsanityPanel /> }.into_any())}
                {later(|| view! { <ConditionsPanel /> }.into_any())}
                {later(|| view! { <RollsPanel /> }.into_any())}
                {later(|| view! { <FightPanel /> }.into_any())}
                {later(|| view! { <TimePanel /> }.into_any())}
            </SectionPanel>
            <SectionPanel section=Section::Sheet lazy=true>
                <RosterBar />
                // The rest of Fiche is the share module's, fetched on first use.
                <ModuleHost place=Place::Share />
            </SectionPanel>
            <SectionPanel section=Section::Journal>
                {later(|| view! { <JournalPanel /> }.into_any())}
            </SectionPanel>
            <SectionPanel section=Section::Madness lazy=true>
                <MadnessTable />
            </SectionPanel>
        </main>
        {later(|| view! { <PlayBar /> }.into_any())}
    }
}

/// The page is hidden or left: what is typed in the focused field is
/// applied, then everything is written at once.
fn leave(roster: Roster) {
    commit_focused_field();
    roster.flush();
}

/// `visibilitychange` fires on the document, which Leptos's window helpers
/// do not cover.
fn flush_when_hidden(roster: Roster) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let watched = document.clone();
    let on_change = Closure::<dyn Fn()>::new(move || {
        if watched.visibility_state() == web_sys::VisibilityState::Hidden {
            leave(roster);
        }
    });
    let _ = document.add_event_listener_with_callback("visibilitychange", on_change.as_ref().unchecked_ref());
    // Lives as long as the page.
    on_change.forget();
}

#[component]
fn Alerts() -> impl IntoView {
    let roster = Roster::use_roster();
    view! {
        <div class="alerts">
            <Unsaved />
            {keyed_list(move || roster.alerts(), |a| RowKey::Number(u64::from(a.id)), move |alert| {
                view! {
                    <div class="alert" role="alert">
                        <p>{alert.message.clone()}</p>
                        <div class="buttons">
                            {alert.download.clone().map(|(name, content)| view! {
                                <button type="button" on:click=move |_| { download(&name, "text/plain", &content); }>
                                    {text::DOWNLOAD_SET_ASIDE}
                                </button>
                            })}
                            <button type="button" on:click=move |_| roster.dismiss(alert.id)>{text::DISMISS}</button>
                        </div>
                    </div>
                }
                .into_any()
            })}
        </div>
    }
}

/// While storage refuses changes (it is full): whose wait, the export at
/// once, and a new try; gone as soon as everything is stored.
#[component]
fn Unsaved() -> impl IntoView {
    let roster = Roster::use_roster();
    let backup = Backup::use_it();
    let names = Memo::new(move |_| roster.unsaved_names());
    view! {
        <When when=move || names.with(|n| !n.is_empty())>
            <div class="alert" role="alert" data-testid="unsaved">
                <p>{move || text::unsaved(&names.get())}</p>
                <div class="buttons">
                    <button type="button" class="primary" on:click=move |_| export_all(roster, backup)>
                        {text::EXPORT_ALL}
                    </button>
                    <button type="button" on:click=move |_| roster.retry_unsaved()>{text::RETRY_SAVE}</button>
                </div>
            </div>
        </When>
    }
}

#[component]
fn Header() -> impl IntoView {
    let store = SheetStore::use_store();
    let shown = Shown::use_shown();
    let table = Memo::new(move |_| shown.get() == Section::Table);
    let state = move || store.with_sheet(|s| s.state());
    let name = move || store.with_sheet(|s| text::display_name(s.name()).to_string());
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
            // In the table view each card has its state, and the way back.
            {move || if table.get() {
                view! {
                    <button type="button" class="view-switch" on:click=move |_| shown.show(Section::Play)>
                        {text::SHEET_VIEW}
                    </button>
                }.into_any()
            } else {
                view! {
                    // Whose sheet this is, on every tab and after every switch.
                    <div class="who">
                        <span class="character-name" data-testid="character-name">{name}</span>
                        <output class="state" data-testid="character-state" data-value=move || state().code()>
                            {state_text}
                        </output>
                    </div>
                    <SectionTabs />
                }.into_any()
            }}
        </header>
    }
}
