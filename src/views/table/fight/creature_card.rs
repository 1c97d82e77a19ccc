//! A creature's card: its numbers, its states, damage and healing, the
//! GM's call once it is hors de combat, and its attacks.

use leptos::prelude::*;

use crate::rules::fight::turns::Who;

use super::add_creature::EditCreature;
use super::attack_row::AttackRow;
use crate::rules::command::Command;
use crate::rules::fight::creature::{Creature, Standing};
use crate::rules::rolls::dice::RealRoller;
use crate::text;
use crate::text::fight as words;
use crate::text::rules::condition_title;
use crate::views::table::fight_view::FightView;
use crate::views::widgets::add_condition::AddCondition;
use crate::views::widgets::amount_field::AmountInput;
use crate::views::widgets::damage_row::DamageRow;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::when::When;

#[component]
pub(super) fn CreatureCard(id: u32) -> impl IntoView {
    let view_state = FightView::use_view();
    let store = view_state.store;
    let creature = Memo::new(move |_| store.fight.with(|f| f.creature(id).cloned()));
    let name = move || creature.with(|c| c.as_ref().map(|c| c.model.name.clone()).unwrap_or_default());
    let standing = move || creature.with(|c| c.as_ref().map_or(Standing::Ok, Creature::standing));
    let step = move |label: String, change: Box<dyn Fn(&mut crate::rules::fight::Fight)>| {
        store.step(&label, change);
        view_state.said.set(label);
    };
    let amount = AmountInput::new("");
    let act = Callback::new(move |make: fn(crate::rules::rolls::expression::Amount) -> Command| {
        let _ = amount.spend(|a| {
            let (value, _) = a.resolve(&mut RealRoller);
            let label = match make(a) {
                Command::Heal(_) => {
                    let label = words::healed_step(&name(), value);
                    step(label, Box::new(move |f| f.heal(id, value)));
                    return Ok::<(), ()>(());
                }
                _ => words::damage_step(&name(), value),
            };
            step(label, Box::new(move |f| f.damage(id, value)));
            Ok(())
        });
    });
    let add_condition = Callback::new(move |command: Command| {
        if let Command::AddCondition { code, rounds } = command {
            let label = words::condition_step(&name(), code);
            step(label, Box::new(move |f| f.add_condition(id, code, rounds.map(|r| r.value() as u32))));
        }
        None
    });
    let remove_condition = Callback::new(move |code: crate::rules::conditions::ConditionCode| {
        let label = words::condition_end_step(&name(), code);
        step(label, Box::new(move |f| f.remove_condition(id, code)));
    });
    let attacks = move || {
        creature.with(|c| c.as_ref().map(|c| (0..c.model.attacks.len()).collect::<Vec<_>>()).unwrap_or_default())
    };
    let remove = move |_| step(words::removal_step(&name()), Box::new(move |f| f.remove(id)));
    view! {
        <li class="creature-card panel" data-testid="creature" data-name=name data-state=move || standing().code()
            data-current=move || (view_state.acting() == Some(Who::Creature(id))).then_some("true")>
            <div class="creature-top">
                <h3>{name}" "<span class="creature-standing">{move || words::standing(standing())}</span></h3>
                <CreatureNumbers creature />
            </div>
            <CreatureConditions creature remove=remove_condition />
            <When when=move || standing() == Standing::Incapacitated>
                <div class="buttons">
                    <button type="button" class="danger" on:click=move |_| step(words::dead_step(&name()), Box::new(move |f| f.kill(id)))>{words::DEAD}</button>
                    <button type="button" on:click=move |_| step(words::unconscious_step(&name()), Box::new(move |f| f.knock_out(id)))>{words::UNCONSCIOUS}</button>
                </div>
            </When>
            <When when=move || standing() != Standing::Dead
                fallback=move || view! { <button type="button" on:click=remove>{words::REMOVE}</button> }>
                <ul class="creature-attacks">
                    {keyed_list(attacks, |i| RowKey::Number(*i as u64), move |index| view! { <AttackRow creature=id index /> }.into_any())}
                </ul>
                <DamageRow input=amount act />
                <CreatureMore id creature add_condition remove=Callback::new(remove) />
            </When>
        </li>
    }
}

/// A creature's Santé and Défense, and what Terrifiant does to attacks on it.
#[component]
fn CreatureNumbers(creature: Memo<Option<Creature>>) -> impl IntoView {
    let read = move |f: fn(&Creature) -> String| move || creature.with(|c| c.as_ref().map(f).unwrap_or_default());
    view! {
        <p class="creature-numbers">
            {words::HEALTH}" "<output data-testid="health-current" data-value=read(|c| c.health_left().to_string())>
                {read(|c| format!("{} / {}", c.health_left(), c.model.health))}
            </output>
            " · "{words::DEFENSE}" "<output data-testid="defense-total" data-value=read(|c| c.defense().to_string())>
                {read(|c| c.defense().to_string())}
            </output>
        </p>
        <When when=move || creature.with(|c| c.as_ref().is_some_and(|c| c.model.horrifying))>
            <p class="hint">{words::HORRIFYING_BANE}</p>
        </When>
    }
}

/// A creature's states, each with its rounds and `×` to end it.
#[component]
fn CreatureConditions(
    creature: Memo<Option<Creature>>,
    remove: Callback<crate::rules::conditions::ConditionCode>,
) -> impl IntoView {
    view! {
        <ul class="conditions">
            {move || creature.with(|c| c.as_ref().map(|c| c.conditions.iter().copied().collect::<Vec<_>>()).unwrap_or_default())
                .into_iter()
                .map(|condition| {
                    let title = condition_title(condition.code);
                    let rounds = words::rounds_left(condition.rounds_left);
                    view! {
                        <li data-testid="condition" data-code=condition.code.code()>
                            {title}{rounds}
                            <button type="button" class="icon" aria-label=format!("{} : {title}", text::REMOVE)
                                on:click=move |_| remove.run(condition.code)>"×"</button>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

/// Under a fold, so that a creature takes a few lines until opened: the
/// rest of the stat block, a new state, the notes, `Dupliquer`,
/// `Modifier la créature` with its form, and `Retirer`.
#[component]
fn CreatureMore(
    id: u32,
    creature: Memo<Option<Creature>>,
    add_condition: Callback<Command, Option<String>>,
    remove: Callback<leptos::ev::MouseEvent>,
) -> impl IntoView {
    let read = move |f: fn(&Creature) -> String| move || creature.with(|c| c.as_ref().map(f).unwrap_or_default());
    let store = FightView::use_view().store;
    let editing = RwSignal::new(false);
    let notes = move || creature.with(|c| c.as_ref().map(|c| c.model.notes.clone()).unwrap_or_default());
    let duplicate = move |_| {
        let name = creature.with_untracked(|c| c.as_ref().map(|c| c.model.name.clone()).unwrap_or_default());
        store.step(&words::copy_step(&name), move |f| {
            let _ = f.duplicate(id);
        });
    };
    view! {
        <details class="creature-more">
            <summary><span class="more-label">{words::CREATURE_MORE}</span></summary>
            <p class="creature-numbers">{read(|c| words::creature_numbers(&c.model))}</p>
            <p class="creature-attributes">{read(|c| words::creature_attributes(&c.model))}</p>
            <AddCondition on_add=add_condition />
            <p class="creature-notes">{notes}</p>
            <div class="buttons">
                <button type="button" on:click=duplicate>{words::DUPLICATE}</button>
                <button type="button" aria-expanded=move || editing.get().to_string()
                    on:click=move |_| editing.update(|e| *e = !*e)>{words::EDIT_CREATURE}</button>
                <button type="button" on:click=move |ev| remove.run(ev)>{words::REMOVE}</button>
            </div>
            <When when=move || editing.get()>
                <EditCreature id done=Callback::new(move |()| editing.set(false)) />
            </When>
        </details>
    }
}
