//! The dialog shown when the app opens with a share link (or the fragment
//! changes to one), or when the table view takes the players' links: a
//! preview, then `Importer` (added to the roster, never replacing) or
//! `Ignorer`. A character the roster has already (same identity) is not
//! added twice: the same version is said and skipped; another version is
//! offered as `Mettre à jour` (one step the table's `Annuler` takes back)
//! or `Garder les deux`. Either way the fragment is removed; a bad link
//! only gets an alert. Part of the share module (`src/partage.rs`): it
//! reaches the roster only through the app's [`Host`] functions, and
//! the app starts the module when its address is a link. The table module
//! has one too, for the players' links (`views::table::player_links`).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::rules::journal::tracker::Tracker;
use crate::save::share::{self, Placement, Shared};
use crate::state::browser::{clear_fragment, fragment};
use crate::state::links::decode_link;
use crate::state::offer::Offer;
use crate::state::share_bridge::Host;
use crate::text;

use super::import_preview::{only_here_count, FoundryLists, ImportList, Preview};

/// Reads the fragment: a character to offer, an alert, or nothing.
fn check_fragment(host: Host, offer: Offer) {
    let current = fragment();
    if !share::is_link(&current) {
        return;
    }
    // The browser inflates the link: a moment later, not at once. The link
    // stays in the address until the player answers, so that a reload (an
    // update of the app) offers it again.
    leptos::task::spawn_local(async move {
        match decode_link(&current).await {
            Ok(shared) => offer.open(vec![shared]),
            Err(error) => {
                clear_fragment();
                host.alert(text::share_error(&error));
            }
        }
    });
}

/// What the player chose for characters already here in another version.
#[derive(Clone, Copy)]
enum Choice {
    /// `Mettre à jour`: the one here replaced by the one offered.
    Update,
    /// `Garder les deux`: the one offered added beside.
    KeepBoth,
    /// `Garder la version d'ici` (or plain `Importer`: new ones only).
    KeepHere,
}

/// `follows_address`: the share module's dialog offers the page's share
/// links; the table module's only the players' links pasted there.
#[component]
pub fn ImportDialog(follows_address: bool) -> impl IntoView {
    let host = Host::use_host();
    let offer = Offer::use_offer();
    if follows_address {
        check_fragment(host, offer);
        let hashchange = window_event_listener(leptos::ev::hashchange, move |_| check_fragment(host, offer));
        on_cleanup(move || hashchange.remove());
    }
    // While the dialog is open, the page behind it is out of reach
    // (keyboard and screen readers alike): the app makes it so.
    Effect::new(move |_| host.behind(offer.is_open()));
    // The keyboard goes back where it was when the dialog closes, once the
    // app has given the page back (its own render comes after this one).
    let before = StoredValue::new_local(None::<web_sys::HtmlElement>);
    Effect::new(move |was_open: Option<bool>| {
        let open = offer.is_open();
        if open && was_open != Some(true) {
            before.set_value(document().active_element().and_then(|e| e.dyn_into().ok()));
        } else if !open && was_open == Some(true) {
            if let Some(element) = before.get_value() {
                set_timeout(move || drop(element.focus()), std::time::Duration::ZERO);
            }
        }
        open
    });
    // The characters offered, each with where it stands against the roster
    // and the roster's version of it.
    let placed = move || placed_against_roster(host, offer.characters.get());
    // A large file's characters go in a few at a time: how many are in.
    let importing = RwSignal::new(None::<(usize, usize)>);
    let act = Callback::new(move |choice: Choice| import(host, offer, placed(), choice, importing));
    view! {
        {move || {
            let placed = placed();
            (!placed.is_empty()).then(|| view! { <Dialog placed offer importing act /> })
        }}
    }
}

/// The player's choice carried out: new characters are added; others of
/// the same identity are updated, kept beside, or left for the version
/// here; the same versions are left out. Then the dialog closes.
fn import(
    host: Host,
    offer: Offer,
    placed: Vec<(Placement, Shared, Option<Tracker>)>,
    choice: Choice,
    importing: RwSignal<Option<(usize, usize)>>,
) {
    if importing.get_untracked().is_some() {
        return;
    }
    // A file's bestiary and fight come with the player's yes.
    if let Some(said) = offer.table.get_untracked().and_then(|parts| crate::state::fight::bring_back(host, &parts)) {
        host.alert(said);
    }
    let (mut new, mut others) = (Vec::new(), Vec::new());
    for (placement, shared, _) in placed {
        match placement {
            Placement::New => new.push(shared),
            Placement::Other => others.push(shared),
            Placement::Same => {}
        }
    }
    match choice {
        Choice::Update => others.iter().for_each(|shared| host.update(shared)),
        Choice::KeepBoth => new.extend(others.into_iter().map(|shared| Shared { identity: None, ..shared })),
        Choice::KeepHere => {}
    }
    if new.is_empty() {
        offer.close();
        return;
    }
    importing.set(Some((0, new.len())));
    leptos::task::spawn_local(async move {
        let stored = host.add_shared(&new, |done| importing.set(Some((done, new.len())))).await;
        importing.set(None);
        if !stored {
            host.alert(text::imported_not_stored(new.len()));
        }
        offer.close();
    });
}

/// The dialog over the page: the preview (or the list), the links that
/// could not be read, the import's progress, the choices.
#[component]
fn Dialog(
    placed: Vec<(Placement, Shared, Option<Tracker>)>,
    offer: Offer,
    importing: RwSignal<Option<(usize, usize)>>,
    act: Callback<Choice>,
) -> impl IntoView {
    let any_other = placed.iter().any(|(p, _, _)| *p == Placement::Other);
    let any_new = placed.iter().any(|(p, _, _)| *p == Placement::New);
    // Play here that an update would lose: keeping it comes first.
    let only_here: Vec<usize> = placed.iter().map(|(_, shared, here)| only_here_count(shared, here.as_ref())).collect();
    let any_only_here = only_here.iter().any(|&count| count > 0);
    let title =
        if placed.len() == 1 { text::IMPORT_DIALOG_TITLE.to_string() } else { text::import_many_title(placed.len()) };
    let first = NodeRef::<leptos::html::Button>::new();
    // Keyboard users land in the dialog, on its main action.
    Effect::new(move |_| {
        if let Some(button) = first.get() {
            let _ = button.focus();
        }
    });
    let body = if let [(placement, shared, here)] = placed.as_slice() {
        view! {
            <Preview shared=shared.clone() placement=*placement here=here.clone() />
            {offer.foundry.get().map(|report| view! { <FoundryLists report /> })}
        }
        .into_any()
    } else {
        view! { <ImportList placed=placed.clone() only_here /> }.into_any()
    };
    let close = Callback::new(move |()| offer.close());
    view! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="import-title"
                on:keydown=move |ev| if ev.key() == "Escape" { offer.close() }>
                <h2 id="import-title">{title}</h2>
                {body}
                {offer.table.get().as_ref().and_then(crate::state::fight::preview).map(|said| view! {
                    <p class="hint" data-testid="import-table">{said}</p>
                })}
                {offer.problems.get().into_iter().map(|problem| view! {
                    <p class="field-error" role="alert">{problem}</p>
                }).collect_view()}
                <p role="status" class="hint">
                    {move || importing.get().filter(|(done, _)| *done > 0).map(|(done, total)| text::importing(done, total))}
                </p>
                <ChoiceButtons any_other any_only_here any_new first act close />
            </div>
        </div>
    }
}

/// The characters offered, each with where it stands against the roster
/// and the roster's version of it. Characters without an identity (a
/// file's) are looked for by what they are: the roster is read once for all.
fn placed_against_roster(host: Host, offered: Vec<Shared>) -> Vec<(Placement, Shared, Option<Tracker>)> {
    let all = if offered.iter().any(|s| s.identity.is_none()) { host.all() } else { Vec::new() };
    offered
        .into_iter()
        .map(|shared| {
            let here = host.here(&shared, &all);
            (shared.placement(here.as_ref()), shared, here)
        })
        .collect()
}

/// The dialog's answers: keeping the play here comes first when an update
/// would lose some; the keyboard lands on the first.
#[component]
fn ChoiceButtons(
    any_other: bool,
    any_only_here: bool,
    any_new: bool,
    first: NodeRef<leptos::html::Button>,
    act: Callback<Choice>,
    close: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="buttons">
            {(any_other && any_only_here).then(|| view! {
                <button type="button" class="primary" node_ref=first on:click=move |_| act.run(Choice::KeepHere)>
                    {text::update::KEEP_HERE}
                </button>
                <button type="button" on:click=move |_| act.run(Choice::Update)>{text::UPDATE_CHARACTER}</button>
                <button type="button" on:click=move |_| act.run(Choice::KeepBoth)>{text::KEEP_BOTH}</button>
            })}
            {(any_other && !any_only_here).then(|| view! {
                <button type="button" class="primary" node_ref=first on:click=move |_| act.run(Choice::Update)>
                    {text::UPDATE_CHARACTER}
                </button>
                <button type="button" on:click=move |_| act.run(Choice::KeepBoth)>{text::KEEP_BOTH}</button>
            })}
            {(!any_other && any_new).then(|| view! {
                <button type="button" class="primary" node_ref=first on:click=move |_| act.run(Choice::KeepHere)>
                    {text::IMPORT}
                </button>
            })}
            <button type="button" on:click=move |_| close.run(())>{text::IGNORE}</button>
        </div>
    }
}
