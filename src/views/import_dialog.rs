//! The dialog shown when the app opens with a share link (or the fragment
//! changes to one): a preview, then `Importer` (added to the roster, never
//! replacing) or `Ignorer`. Either way the fragment is removed; a bad link
//! only gets an alert.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::rules::tracker::Tracker;
use crate::save::share::{self, Shared};
use crate::state::browser::{clear_fragment, fragment};
use crate::state::Roster;
use crate::text;
use crate::text::rules::madness_name;

/// Reads the fragment: a character to offer, an alert, or nothing.
fn check_fragment(
    roster: Roster,
    offer: RwSignal<Option<Shared>>,
    before: StoredValue<Option<web_sys::HtmlElement>, LocalStorage>,
) {
    let current = fragment();
    if !share::is_link(&current) {
        return;
    }
    clear_fragment();
    match share::decode(&current) {
        Ok(shared) => {
            // Where the keyboard was, before the page behind goes inert.
            let active = document().active_element().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            before.set_value(active);
            offer.set(Some(shared));
        }
        Err(error) => roster.alert(text::share_error(&error)),
    }
}

/// The character a link offers, shared with the app so that the page behind
/// the dialog can be made inert while it is open.
#[derive(Clone, Copy)]
pub struct Offer(pub RwSignal<Option<Shared>>);

impl Offer {
    pub fn new() -> Offer {
        Offer(RwSignal::new(None))
    }

    pub fn is_open(&self) -> bool {
        self.0.with(Option::is_some)
    }
}

impl Default for Offer {
    fn default() -> Self {
        Offer::new()
    }
}

#[component]
pub fn ImportDialog(offer: Offer) -> impl IntoView {
    let roster = Roster::use_roster();
    let Offer(offer) = offer;
    // Where the keyboard was when the dialog opened: it goes back there.
    let before = StoredValue::new_local(None::<web_sys::HtmlElement>);
    check_fragment(roster, offer, before);
    let listener = window_event_listener(leptos::ev::hashchange, move |_| check_fragment(roster, offer, before));
    on_cleanup(move || listener.remove());

    let close = move || {
        offer.set(None);
        // Once the page behind is no longer inert (the next task).
        set_timeout(
            move || {
                if let Some(element) = before.get_value() {
                    let _ = element.focus();
                }
            },
            std::time::Duration::ZERO,
        );
    };
    let import = move |_| {
        if let Some(shared) = offer.get_untracked() {
            roster.add_from_outside(Tracker::from_parts(shared.sheet, shared.journal.unwrap_or_default()));
        }
        close();
    };
    let ignore = move |_| close();

    view! {
        {move || offer.get().map(|shared| {
            let sheet = shared.sheet.clone();
            let attributes = text::explain::attributes(sheet.attributes());
            let insanity = text::explain::insanity_of(sheet.insanity(), sheet.insanity_max());
            let madness = sheet.madness().map(|m| format!("{} : {}", text::MADNESS_HEADING, madness_name(m.kind)));
            let health = text::explain::health_of(&sheet.health());
            let defense = text::explain::defense_of(sheet.defense().total);
            let conditions = text::explain::conditions_of(sheet.conditions());
            let journal = shared.journal.as_ref().map(|j| text::with_journal(j.len()));
            let first = NodeRef::<leptos::html::Button>::new();
            // Keyboard users land in the dialog, on its main action.
            Effect::new(move |_| {
                if let Some(button) = first.get() {
                    let _ = button.focus();
                }
            });
            view! {
                <div class="backdrop">
                    <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="import-title"
                        on:keydown=move |ev| if ev.key() == "Escape" { close() }>
                        <h2 id="import-title">{text::IMPORT_DIALOG_TITLE}</h2>
                        <p class="preview-name">{text::display_name(sheet.name()).to_string()}</p>
                        {(!sheet.ancestry().is_empty()).then(|| view! { <p>{sheet.ancestry().to_string()}</p> })}
                        <p>{attributes}</p>
                        <p>{insanity}</p>
                        <p>{health}</p>
                        <p>{defense}</p>
                        <p>{conditions}</p>
                        {madness.map(|m| view! { <p>{m}</p> })}
                        {journal.map(|j| view! { <p>{j}</p> })}
                        <p class="hint">{text::IMPORT_KEEPS}</p>
                        <div class="buttons">
                            <button type="button" class="primary" node_ref=first on:click=import>{text::IMPORT}</button>
                            <button type="button" on:click=ignore>{text::IGNORE}</button>
                        </div>
                    </div>
                </div>
            }
        })}
    }
}
