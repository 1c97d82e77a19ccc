//! Partager et sauvegarder: the share link (journal optional), export of one
//! character or all of them, import of a file. Part of the share module
//! (`src/partage.rs`): it reaches the roster only through the app's
//! [`Host`] functions.

use leptos::prelude::*;

use crate::rules::journal::tracker::Tracker;
use crate::save::share;
use crate::state::browser::{base_url, focus_by_id, share_or_copy, Shared};
use crate::state::links::encode_link;
use crate::state::share_bridge::Host;
use crate::state::storage;
use crate::text;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::module_host::{SHARE_HOST, SHARE_PANEL};
use crate::views::widgets::qr_code::QrCode;
use crate::views::widgets::when::When;

use super::files::Files;

/// How often the storage's use is read again while the panel shows.
const STORAGE_USE_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// The link (whole address) once asked for, kept in step with the
/// character while shown. It carries the character's id, so that the table
/// that has it recognises a later link of the same character. The browser
/// compresses it, so it comes a moment later; each encoding has its
/// number, and an older one never overwrites a newer.
#[derive(Clone, Copy)]
struct Link {
    url: RwSignal<Option<String>>,
    asked: StoredValue<u32>,
    include_journal: RwSignal<bool>,
}

impl Link {
    /// Encodes `open` (the character and its id, as the app handed them
    /// over); the link shown becomes it unless a later one was asked for.
    fn encode(self, open: Option<(String, Tracker)>) -> impl std::future::Future<Output = Option<String>> {
        self.asked.update_value(|n| *n += 1);
        let number = self.asked.get_value();
        let with_journal = self.include_journal.get();
        async move {
            let (identity, tracker) = open?;
            let journal = with_journal.then(|| tracker.journal());
            let fragment = encode_link(&identity, tracker.sheet(), journal).await;
            let url = fragment.map(|f| format!("{}#{f}", base_url()));
            if self.asked.get_value() == number {
                self.url.set(url.clone());
            }
            url
        }
    }

    /// A link must open again: one too long to be read back is not offered.
    fn too_long(self) -> bool {
        self.url.with(|l| l.as_ref().is_some_and(|l| l.chars().count() > share::MAX_LINK_CHARS))
    }
}

/// Partager on Jeu focuses the module's place while the module comes: once
/// here, below Fiche's panels, the focus moves to this panel, which brings
/// it into view. Never from a field the player is in.
fn take_the_focus() {
    if document().active_element().is_some_and(|active| active.id() == SHARE_HOST) {
        focus_by_id(SHARE_PANEL);
    }
}

#[component]
pub fn SharePanel() -> impl IntoView {
    let host = Host::use_host();
    // Once the page is laid out with it, before it is painted.
    request_animation_frame(take_the_focus);
    let link = Link { url: RwSignal::new(None), asked: StoredValue::new(0), include_journal: RwSignal::new(false) };
    let shown = RwSignal::new(false);
    // Made again whenever the character or the journal box changes (the
    // reads happen here, in the effect, so that it follows them).
    Effect::new(move |_| {
        if shown.get() {
            let making = link.encode(host.open());
            leptos::task::spawn_local(async move {
                making.await;
            });
        }
    });
    // What became of the last press of Partager, said beside it.
    let shared = RwSignal::new(None::<Shared>);
    let on_share = move |_| {
        shared.set(None);
        // Handed over once, for its name and its link.
        let open = host.open_untracked();
        let name = open.as_ref().map(|(_, t)| t.sheet().name().to_string()).unwrap_or_default();
        let making = untrack(|| link.encode(open));
        shown.set(true);
        leptos::task::spawn_local(async move {
            let Some(url) = making.await.filter(|u| u.chars().count() <= share::MAX_LINK_CHARS) else { return };
            let title = format!("{} — {}", text::display_name(&name), text::APP_TITLE);
            shared.set(Some(share_or_copy(&title, &url).await));
        });
    };
    let journal_id = unique_id(text::INCLUDE_JOURNAL);
    let include_journal = link.include_journal;

    view! {
        <section class="panel share-panel" id=SHARE_PANEL tabindex="-1" aria-labelledby="share-heading">
            <h2 id="share-heading">{text::SHARE_HEADING}</h2>
            <p class="hint">{text::SHARE_HINT}</p>
            <div class="check">
                <input id=journal_id.clone() type="checkbox" prop:checked=move || include_journal.get()
                    on:change=move |ev| include_journal.set(event_target_checked(&ev)) />
                <label for=journal_id>{text::INCLUDE_JOURNAL}</label>
            </div>
            <div class="share-row">
                <button type="button" class="primary" on:click=on_share>{text::SHARE}</button>
                <p role="status" class="shared">{move || shared.get().map(|outcome| match outcome {
                    Shared::Sent => text::LINK_SENT,
                    Shared::Copied => text::LINK_COPIED,
                    Shared::NotDone => text::LINK_NOT_COPIED,
                })}</p>
            </div>
            <LinkShown link shown />
            <Files />
            <StorageUse />
        </section>
    }
}

/// Once Partager was pressed: the link and its QR code, or why there is none.
#[component]
fn LinkShown(link: Link, shown: RwSignal<bool>) -> impl IntoView {
    let link_id = unique_id(text::SHARE_LINK);
    let url = link.url;
    view! {
        <When when=move || shown.get() && link.too_long()>
            <p class="field-error" role="alert">{text::LINK_TOO_LONG}</p>
        </When>
        <When when=move || shown.get() && url.with(Option::is_some) && !link.too_long()>
            <div class="field">
                <label for=link_id.clone()>{text::SHARE_LINK}</label>
                <input id=link_id.clone() type="text" readonly prop:value=move || url.get().unwrap_or_default()
                    on:focus=move |ev| { let input: web_sys::HtmlInputElement = event_target(&ev); input.select(); } />
            </div>
            {move || url.get().map(|link| view! { <QrCode link label=text::QR_OF_LINK.to_string() /> })}
        </When>
    }
}

/// How much of the browser's storage this site takes, warned from 80 %.
/// Read again every few seconds while shown: saves come from the app, whose
/// signals this module does not see.
#[component]
fn StorageUse() -> impl IntoView {
    let used = RwSignal::new(storage::used_units());
    let reread = set_interval_with_handle(move || used.set(storage::used_units()), STORAGE_USE_EVERY).ok();
    on_cleanup(move || {
        if let Some(handle) = reread {
            handle.clear();
        }
    });
    let share = move || (used.get() * 100 / storage::QUOTA_UNITS).min(100);
    view! {
        <div class="storage-use" data-testid="storage-use" data-value=move || share().to_string()>
            <p class="hint" id="storage-use-text">{move || text::storage_use(used.get(), storage::QUOTA_UNITS)}</p>
            <meter min="0" max=storage::QUOTA_UNITS.to_string() high=(storage::QUOTA_UNITS / 10 * 8).to_string()
                optimum="0" value=move || used.get().to_string() aria-labelledby="storage-use-text"></meter>
            <When when=move || { share() >= 80 }>
                <p class="field-error" role="status" data-testid="storage-nearly-full">{text::STORAGE_NEARLY_FULL}</p>
            </When>
        </div>
    }
}
