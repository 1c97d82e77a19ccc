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

use crate::rules::journal::tracker::Tracker;
use crate::save::share::{self, Placement, Shared};
use crate::save::update;
use crate::state::browser::{clear_fragment, fragment};
use crate::state::links::decode_link;
use crate::state::offer::{FoundryReport, Offer};
use crate::state::share_bridge::Host;
use crate::text;
use crate::text::rules::madness_name;

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

/// Several characters offered: each by name, with where it stands and the
/// play here an update would lose.
#[component]
fn ImportList(placed: Vec<(Placement, Shared, Option<Tracker>)>, only_here: Vec<usize>) -> impl IntoView {
    view! {
        <ul class="import-list">
            {placed.iter().zip(only_here).map(|((placement, shared, _), count)| {
                view! {
                    <li>
                        <strong>{text::display_name(shared.sheet.name()).to_string()}</strong>
                        " — " {placement_text(placement)}
                        {(count > 0).then(|| view! {
                            " " <span data-testid="only-here">{text::update::actions_only_here_short(count)}</span>
                        })}
                    </li>
                }
            }).collect_view()}
        </ul>
    }
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

fn placement_text(placement: &Placement) -> &'static str {
    match placement {
        Placement::New => text::PLACEMENT_NEW,
        Placement::Same => text::PLACEMENT_SAME,
        Placement::Other => text::PLACEMENT_OTHER,
    }
}

/// The actions of the character here that the link does not have.
fn only_here_count(shared: &Shared, here: Option<&Tracker>) -> usize {
    here.map_or(0, |here| update::action_count(&update::actions_only_here(shared, here)))
}

/// One character, as the player will get it; for another version of one
/// here, what updating it changes and would lose.
#[component]
fn Preview(shared: Shared, placement: Placement, here: Option<Tracker>) -> impl IntoView {
    let review = here.filter(|_| placement == Placement::Other).map(|here| {
        let changes = text::update::changes(here.sheet(), &shared.sheet);
        let lines = update::actions_only_here(&shared, &here);
        let lost = (!lines.is_empty())
            .then(|| text::update::actions_only_here(update::action_count(&lines), &update::last_action(&lines)));
        (changes, lost)
    });
    let sheet = shared.sheet.clone();
    let attributes = text::explain::attributes(sheet.attributes());
    let insanity = text::explain::insanity_of(sheet.insanity(), sheet.insanity_max());
    let madness = sheet.madness().map(|m| format!("{} : {}", text::MADNESS_HEADING, madness_name(m.kind)));
    let health = text::explain::health_of(&sheet.health());
    let defense = text::explain::defense_of(sheet.defense().total);
    let conditions = text::explain::conditions_of(sheet.conditions());
    let journal = shared.journal.as_ref().map(|j| text::with_journal(j.len()));
    let hint = match placement {
        Placement::New => text::IMPORT_KEEPS,
        Placement::Same => text::PLACEMENT_SAME_ALONE,
        Placement::Other => text::PLACEMENT_OTHER_ALONE,
    };
    view! {
        <p class="preview-name">{text::display_name(sheet.name()).to_string()}</p>
        {(!sheet.ancestry().is_empty()).then(|| view! { <p>{sheet.ancestry().to_string()}</p> })}
        <p>{attributes}</p>
        <p>{insanity}</p>
        <p>{health}</p>
        <p>{defense}</p>
        <p>{conditions}</p>
        {madness.map(|m| view! { <p>{m}</p> })}
        {journal.map(|j| view! { <p>{j}</p> })}
        <p class="hint">{hint}</p>
        {review.map(|(changes, lost)| view! {
            <div class="update-review" data-testid="update-changes">
                <p>{text::update::CHANGES_HEADING}</p>
                {if changes.is_empty() {
                    view! { <p>{text::update::NO_VISIBLE_CHANGE}</p> }.into_any()
                } else {
                    view! { <ul>{changes.into_iter().map(|c| view! { <li>{c}</li> }).collect_view()}</ul> }.into_any()
                }}
                {lost.map(|lost| view! { <p class="warn" data-testid="only-here">{lost}</p> })}
            </div>
        })}
    }
}

/// A Foundry VTT character's lists: brought, left out, computed otherwise.
#[component]
fn FoundryLists(report: FoundryReport) -> impl IntoView {
    let list = |heading: &'static str, id: &'static str, lines: Vec<String>| {
        (!lines.is_empty()).then(|| {
            view! {
                <div class="foundry-list" data-testid=id>
                    <p>{heading}</p>
                    <ul>{lines.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul>
                </div>
            }
        })
    };
    let brought = report.brought.iter().map(text::foundry::brought).collect();
    let left_out = report.left_out.iter().map(text::foundry::left_out).collect();
    let differences = report.differences.iter().map(text::foundry::difference).collect();
    view! {
        <p class="hint" data-testid="foundry-origin">{text::foundry::origin(report.version.as_deref())}</p>
        {list(text::foundry::BROUGHT, "foundry-brought", brought)}
        {list(text::foundry::LEFT_OUT, "foundry-left-out", left_out)}
        {list(text::foundry::DIFFERENCES, "foundry-differences", differences)}
    }
}
