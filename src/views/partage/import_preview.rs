//! What the import dialog shows of each character offered: where it stands
//! against the roster, its numbers and states, what the roster's version
//! has that it lacks, and what a Foundry VTT actor brought or left out.

use leptos::prelude::*;

use crate::rules::journal::tracker::Tracker;
use crate::save::share::{Placement, Shared};
use crate::save::update;
use crate::state::offer::FoundryReport;
use crate::text;
use crate::text::rules::madness_name;

/// Several characters offered: each by name, with where it stands and the
/// play here an update would lose.
#[component]
pub(super) fn ImportList(placed: Vec<(Placement, Shared, Option<Tracker>)>, only_here: Vec<usize>) -> impl IntoView {
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

pub(super) fn placement_text(placement: &Placement) -> &'static str {
    match placement {
        Placement::New => text::PLACEMENT_NEW,
        Placement::Same => text::PLACEMENT_SAME,
        Placement::Other => text::PLACEMENT_OTHER,
    }
}

/// The actions of the character here that the link does not have.
pub(super) fn only_here_count(shared: &Shared, here: Option<&Tracker>) -> usize {
    here.map_or(0, |here| update::action_count(&update::actions_only_here(shared, here)))
}

/// One character, as the player will get it; for another version of one
/// here, what updating it changes and would lose.
#[component]
pub(super) fn Preview(shared: Shared, placement: Placement, here: Option<Tracker>) -> impl IntoView {
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
pub(super) fn FoundryLists(report: FoundryReport) -> impl IntoView {
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
