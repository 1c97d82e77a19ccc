//! The round's turns, in the rules' order, each with its choice (`Rapide`
//! / `Lent`), its place, and `Tour suivant`.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::rules::fight::turns::{current, ends_round, rest_of_group, Group, Speed, Turn, Who};
use crate::rules::fight::Fight;
use crate::text::fight as words;
use crate::views::table::fight_view::FightView;
use crate::views::widgets::when::When;

fn kind(who: &Who) -> &'static str {
    match who {
        Who::Character(_) => "character",
        Who::Creature(_) => "creature",
    }
}

#[component]
pub(super) fn TurnList() -> impl IntoView {
    let view_state = FightView::use_view();
    let turns = view_state.round;
    let next = move |_| {
        let turns = turns.get_untracked();
        let Some(turn) = current(&turns) else { return pass(view_state, &turns, Vec::new(), Passing::Nobody) };
        let name = view_state.who_name(&turn.who);
        pass(view_state, &turns, vec![turn.who.clone()], Passing::Turn(name));
    };
    let next_group = move |_| {
        let turns = turns.get_untracked();
        match rest_of_group(&turns) {
            Some((group, rest)) => pass(view_state, &turns, rest, Passing::Group(group)),
            None => pass(view_state, &turns, Vec::new(), Passing::Nobody),
        }
    };
    view! {
        <div class="turns">
            // Held at the bottom of the screen whatever is scrolled (at the
            // top of the turns beside the cards on a wide screen): the
            // round, whose turn it is, and the button that passes it.
            <div class="turn-bar" data-testid="turn-bar" role="group" aria-label=words::TURN_BAR>
                <p>{move || turn_bar_line(view_state, &turns.get())}</p>
                <button type="button" class="primary" on:click=next>{words::NEXT_TURN}</button>
                <button type="button" on:click=next_group>{words::NEXT_GROUP}</button>
            </div>
            <h3>{words::TURNS}</h3>
            <When when=move || !turns.with(Vec::is_empty) fallback=|| view! { <p class="hint">{words::NO_TURNS}</p> }>
                <ol class="turn-list">
                    {move || {
                        let list = turns.get();
                        let now = current(&list).map(|t| t.who.clone());
                        list.iter().map(|turn| view! { <TurnRow turn=turn.clone() current=now.as_ref() == Some(&turn.who) /> }).collect_view()
                    }}
                </ol>
                <When when=move || turns.with(|t| current(t).is_none())>
                    <p class="hint">{words::END_OF_ROUND_NEXT}</p>
                </When>
            </When>
        </div>
    }
}

/// Whose turns a press passes.
enum Passing {
    /// Only the end of the round is left.
    Nobody,
    Turn(String),
    Group(Group),
}

/// Marks `who` played, in one step of `Annuler`, or ends the round exactly
/// as `Fin du round pour tous` when they were the last to play; then the
/// next one's card is brought into view.
fn pass(view_state: FightView, turns: &[Turn], who: Vec<Who>, passing: Passing) {
    if ends_round(turns, &who) {
        let reminders = view_state.end_round();
        match passing {
            Passing::Nobody => {}
            Passing::Turn(name) => view_state.said.set(words::played_and_round_ended(&name, &reminders)),
            Passing::Group(group) => view_state.said.set(words::group_played_and_round_ended(group, &reminders)),
        }
    } else {
        let (step, said) = match passing {
            Passing::Nobody => return,
            Passing::Turn(name) => (words::turn_passed(&name), words::played(&name)),
            Passing::Group(group) => (words::group_passed(group), words::group_played(group)),
        };
        view_state.store.step(&step, move |fight| {
            view_state.seat(fight);
            who.iter().for_each(|who| fight.played(who));
        });
        view_state.said.set(said);
    }
    scroll_to_current();
}

/// « Round 3 · Tour de Gobelin 2 », or what comes next when every turn
/// is played.
fn turn_bar_line(view_state: FightView, turns: &[Turn]) -> String {
    let rounds = view_state.table.with(|t| t.iter().map(|(_, t)| t.journal().rounds_in_a_row()).max().unwrap_or(0));
    let turn = match current(turns) {
        Some(turn) => words::turn_of(&view_state.who_name(&turn.who)),
        None => words::END_OF_ROUND_NEXT.to_string(),
    };
    words::turn_bar(&crate::text::fight_round(rounds), &turn)
}

/// Brings the card of whoever plays now into view, and its turn in the
/// list of turns, as little as needed (the turn bar stays where it is,
/// under the GM's finger).
fn scroll_to_current() {
    // After the new turn is drawn.
    leptos::task::spawn_local(async {
        let card = "[data-testid=creature][data-current=true], [data-testid=table-character][data-current=true]";
        // `{ block: "nearest", inline: "nearest" }`, without web-sys's options type.
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
        let _ = js_sys::Reflect::set(&options, &"inline".into(), &"nearest".into());
        for selector in [card, "[data-testid=turn][data-current=true]"] {
            if let Some(element) = document().query_selector(selector).ok().flatten() {
                let scroll = js_sys::Reflect::get(&element, &"scrollIntoView".into()).ok();
                if let Some(scroll) = scroll.and_then(|s| s.dyn_into::<js_sys::Function>().ok()) {
                    let _ = scroll.call1(&element, &options);
                }
            }
        }
    });
}

#[component]
fn TurnRow(turn: Turn, current: bool) -> impl IntoView {
    let view_state = FightView::use_view();
    let name = view_state.who_name(&turn.who);
    let who = StoredValue::new(turn.who.clone());
    let choose = move |ev: leptos::ev::Event| {
        let speed = if event_target_value(&ev) == "fast" { Speed::Fast } else { Speed::Slow };
        let label = format!("{} : {}", words::turn_of(&view_state.who_name(&who.get_value())), words::speed(speed));
        view_state.store.step(&label, move |fight| {
            view_state.seat(fight);
            fight.set_choice(&who.get_value(), speed);
        });
    };
    let shift = move |by: isize| {
        move |_| {
            let label = view_state.who_name(&who.get_value());
            // Made on the fight the step is made on: its turns, its places.
            let shift = move |fight: &mut Fight| {
                view_state.seat(fight);
                let round = view_state.round_for(fight);
                fight.shift(&who.get_value(), by, &round)
            };
            // A press that moves nothing is no step of Annuler.
            let _ =
                view_state.store.try_step(&words::move_step(&label), move |fight| shift(fight).then_some(()).ok_or(()));
        }
    };
    let choice = view_state
        .store
        .fight
        .with_untracked(|f| f.participants.iter().find(|p| p.who == turn.who).map(|p| p.choice))
        .unwrap_or_default();
    let select_id = format!(
        "turn-{}",
        match &turn.who {
            Who::Character(id) => id.clone(),
            Who::Creature(id) => id.to_string(),
        }
    );
    let warning = words::constraints(&turn.constraints);
    view! {
        <li class="turn" class:current=current class:played=turn.played data-testid="turn" data-name=name.clone() data-kind=kind(&turn.who)
            data-speed=if turn.speed == Speed::Fast { "fast" } else { "slow" }
            data-current=current.then_some("true") data-skipped=turn.constraints.skipped.then_some("true")
            aria-current=current.then_some("step")>
            <span class="turn-name">{name.clone()}</span>
            <label class="sr-only" for=select_id.clone()>{words::turn_of(&name)}</label>
            <select id=select_id on:change=choose disabled=turn.constraints.imposed.is_some()>
                <option value="fast" selected=choice == Speed::Fast>{words::FAST}</option>
                <option value="slow" selected=choice == Speed::Slow>{words::SLOW}</option>
            </select>
            <button type="button" class="icon" aria-label=words::move_up(&name) on:click=shift(-1)>"↑"</button>
            <button type="button" class="icon" aria-label=words::move_down(&name) on:click=shift(1)>"↓"</button>
            {(!warning.is_empty()).then(|| view! { <span class="turn-warning">{warning}</span> })}
        </li>
    }
}
