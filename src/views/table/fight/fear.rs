//! `Jet de Volonté contre <nom>`: when an Effrayant or Terrifiant creature
//! is on the table, one tap rolls for every character who has not rolled
//! against it since their last `Repos`.

use leptos::prelude::*;

use crate::rules::fight::creature::kind;
use crate::rules::fight::fear::Fear;
use crate::rules::fight::shown::FearShown;
use crate::rules::journal::event::{Event, HealCause};
use crate::rules::journal::tracker::Tracker;
use crate::text::fight as words;
use crate::views::table::fight_view::FightView;
use crate::views::widgets::when::When;

/// How many rests a character's journal holds (a roll counts until the next).
fn rests(tracker: &Tracker) -> usize {
    tracker
        .journal()
        .entries()
        .iter()
        .filter(|e| !e.undone && matches!(e.event, Event::Healed { cause: HealCause::Rest, .. }))
        .count()
}

#[component]
pub(super) fn FearRolls() -> impl IntoView {
    let view_state = FightView::use_view();
    let store = view_state.store;
    let crowd = RwSignal::new(false);
    // Each frightening kind on the table, with who has yet to roll.
    let pending = Memo::new(move |_| {
        let fight = store.fight.get();
        let mut kinds: Vec<(String, Fear, Vec<String>)> = Vec::new();
        for creature in fight.creatures.iter().filter(|c| !c.dead) {
            let fear = match (creature.model.frightening, creature.model.horrifying) {
                (_, true) => Fear::Horrifying,
                (true, false) => Fear::Frightening,
                _ => continue,
            };
            let kind = kind(&creature.model.name).to_string();
            if kinds.iter().any(|(k, _, _)| *k == kind) {
                continue;
            }
            let waiting: Vec<String> = view_state.table.with(|t| {
                t.iter()
                    .filter(|(id, t)| !t.sheet().is_dead() && !fight.has_faced(id, &kind, rests(t)))
                    .map(|(id, _)| id.clone())
                    .collect()
            });
            if !waiting.is_empty() {
                kinds.push((kind, fear, waiting));
            }
        }
        kinds
    });
    let roll = move |kind: String, fear: Fear, ids: Vec<String>| {
        // Each marked as having faced this kind, with the rests it counts from.
        let faced: Vec<(String, usize)> = view_state.table.with_untracked(|t| {
            t.iter().filter(|(id, _)| ids.contains(id)).map(|(id, t)| (id.clone(), rests(t))).collect()
        });
        let said = store.face(ids, &kind, fear, crowd.get_untracked(), faced);
        // Said where the fight keeps it, not in the line of the last step.
        view_state.said.set(String::new());
        let round = view_state.rounds.get_untracked();
        store.show(move |s| s.fear = Some(FearShown { round, said: said.clone() }));
    };
    let last = Memo::new(move |_| store.fight.with(|f| f.shown.fear.clone()));
    view! {
        {move || last.get().map(|fear| {
            let past = fear.round < view_state.rounds.get();
            view! {
                <p class="fear-result" class:past=past role="status" data-testid="fear-result">
                    {past.then(|| words::rolled_in_round(fear.round))}
                    {fear.said}
                </p>
            }
        })}
        <When when=move || !pending.with(Vec::is_empty)>
            <div class="fear-rolls" role="group" aria-label=words::FRIGHTENING_CREATURES>
                {move || pending.get().into_iter().map(|(kind, fear, ids)| {
                    let names: Vec<String> = ids.iter().map(|id| view_state.name_of(id)).collect();
                    let label = words::resist_against(&kind);
                    let k = kind.clone();
                    view! {
                        <p>{words::fear_pending(&kind, &names)}</p>
                        <button type="button" class="primary" on:click=move |_| roll(k.clone(), fear, ids.clone())>{label}</button>
                    }
                }).collect_view()}
                <label class="check"><input type="checkbox" prop:checked=move || crowd.get()
                    on:change=move |ev| crowd.set(event_target_checked(&ev)) />{words::CROWD}</label>
            </div>
        </When>
    }
}
