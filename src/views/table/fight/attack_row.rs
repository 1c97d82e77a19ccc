//! One attack option of a creature's card: its target, `Attaquer`, then
//! `Dégâts` and `Infliger à <nom>` on a hit.

use leptos::prelude::*;

use crate::rules::character::attributes::Attribute;
use crate::rules::fight::attack::{attack, AttackTarget};
use crate::rules::fight::creature::AttackOption;
use crate::rules::fight::shown::AttackShown;
use crate::rules::journal::event::Event;
use crate::rules::rolls::dice::RealRoller;
use crate::text;
use crate::text::fight as words;
use crate::views::table::fight_view::FightView;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::when::When;

/// How many hits of this `note` stand in the journal of character `id`.
fn hits_standing(view_state: FightView, id: &str, note: &str) -> usize {
    view_state.table.with(|table| {
        table.iter().find(|(i, _)| i == id).map_or(0, |(_, t)| {
            let hit =
                |e: &&crate::rules::journal::JournalEntry| !e.undone && matches!(&e.event, Event::Note(n) if n == note);
            t.journal().entries().iter().filter(hit).count()
        })
    })
}

/// The target as the rules read it: a character's final numbers and states.
fn target_of(sheet: &crate::rules::character::sheet::Sheet) -> AttackTarget {
    let a = sheet.attributes();
    AttackTarget {
        defense: sheet.defense().total,
        attributes: Attribute::ALL.map(|x| a.get(x).value()),
        perception: sheet.perception(),
        conditions: sheet.conditions().clone(),
    }
}

/// A row's state, shared by its buttons.
#[derive(Clone, Copy)]
struct Row {
    view_state: FightView,
    creature: u32,
    /// The option's place in the stat block.
    index: usize,
    option: Memo<Option<AttackOption>>,
    /// The character aimed at, or "" for a typed Défense.
    target: RwSignal<String>,
    typed: RwSignal<String>,
    /// The GM's avantages (positive) or désavantages (negative) for this attack.
    gm: RwSignal<i32>,
    error: RwSignal<Option<String>>,
    /// The creature's and the option's names, as the row was made.
    names: StoredValue<(String, String)>,
    /// The row's last roll, as the fight keeps it.
    rolled: Memo<Option<AttackShown>>,
}

impl Row {
    fn creature_name(self) -> String {
        let fight = self.view_state.store.fight;
        fight.with_untracked(|f| f.creature(self.creature).map(|c| c.model.name.clone()).unwrap_or_default())
    }

    /// What is aimed at: a character of the table, or the Défense typed.
    fn aimed(self) -> Result<AttackTarget, String> {
        let chosen = self.target.get_untracked();
        let table = self.view_state.table;
        match table.with_untracked(|t| t.iter().find(|(id, _)| *id == chosen).map(|(_, t)| target_of(t.sheet()))) {
            Some(target) => Ok(target),
            None => crate::rules::character::number::parse_bounded(&self.typed.get_untracked(), 0, 30)
                .map(AttackTarget::typed)
                .map_err(|e| format!("{} : {}", words::TARGET_DEFENSE, text::number_error(e))),
        }
    }

    fn roll(self) {
        let Some(option) = self.option.get_untracked() else { return };
        let aimed = match self.aimed() {
            Ok(aimed) => aimed,
            Err(message) => return self.error.set(Some(message)),
        };
        self.error.set(None);
        let fight = self.view_state.store.fight;
        let own = fight.with_untracked(|f| f.creature(self.creature).map(|c| c.conditions.clone()).unwrap_or_default());
        let result = attack(&option, &own, &aimed, self.gm.get_untracked(), &mut RealRoller);
        let chosen = self.target.get_untracked();
        let name = (!chosen.is_empty()).then_some(chosen).filter(|id| !self.view_state.name_of(id).is_empty());
        let shown = AttackShown {
            creature: self.creature,
            option: self.index,
            names: self.names.get_value(),
            round: self.view_state.rounds.get_untracked(),
            roll: result,
            target: name,
            damage: None,
            inflicted: None,
            rolls: self.rolled.get_untracked().map_or(1, |r| r.rolls.wrapping_add(1)),
        };
        self.view_state.store.show(move |s| s.set_attack(shown.clone()));
    }

    /// Changes the row's last roll, as the fight keeps it.
    fn update(self, change: impl Fn(&mut AttackShown) + 'static) {
        let Some(mut shown) = self.rolled.get_untracked() else { return };
        change(&mut shown);
        self.view_state.store.show(move |s| s.set_attack(shown.clone()));
    }

    fn damage(self) {
        let Some(option) = self.option.get_untracked() else { return };
        let (value, _) = option.damage.resolve(&mut RealRoller);
        let dice = option.damage.to_string();
        self.update(move |r| r.damage = Some((value.max(0), dice.clone())));
    }

    /// The damage rolled, taken by the character `Cible` names: one table
    /// step. The roll stays on screen, marked, in case that step is undone.
    fn inflict(self) {
        let Some(AttackShown { damage: Some((value, _)), .. }) = self.rolled.get_untracked() else { return };
        let Some(option) = self.option.get_untracked() else { return };
        let id = self.target.get_untracked();
        let character = self.view_state.name_of(&id);
        if character.is_empty() {
            return;
        }
        let note = words::hit_note(&self.creature_name(), &option.name, value);
        let before = untrack(|| hits_standing(self.view_state, &id, &note));
        match self.view_state.store.hit(&id, value.min(99), note.clone()) {
            None => {
                self.view_state.said.set(words::hit_label(&note, &character));
                self.update(move |r| r.inflicted = Some((id.clone(), note.clone(), before + 1)));
            }
            Some(refusal) => self.error.set(Some(refusal)),
        }
    }
}

#[component]
pub(super) fn AttackRow(creature: u32, index: usize) -> impl IntoView {
    let view_state = FightView::use_view();
    let store = view_state.store;
    let option = Memo::new(move |_| {
        store.fight.with(|f| f.creature(creature).and_then(|c| c.model.attacks.get(index).cloned()))
    });
    let first = view_state.table.with_untracked(|t| t.first().map(|(id, _)| id.clone()).unwrap_or_default());
    let creature_name = store.fight.with_untracked(|f| f.creature(creature).map(|c| c.model.name.clone()));
    let names = StoredValue::new((
        creature_name.unwrap_or_default(),
        option.with_untracked(|o| o.as_ref().map(|o| o.name.clone()).unwrap_or_default()),
    ));
    let rolled = Memo::new(move |_| {
        names.with_value(|names| store.fight.with(|f| f.shown.attack(creature, index, names).cloned()))
    });
    let row = Row {
        view_state,
        creature,
        index,
        option,
        target: RwSignal::new(first),
        typed: RwSignal::new(String::new()),
        gm: RwSignal::new(0),
        error: RwSignal::new(None),
        names,
        rolled,
    };
    let Row { target, typed, gm, error, .. } = row;
    view! {
        <li class="creature-attack" data-testid="creature-attack" data-name=move || option.with(|o| o.as_ref().map(|o| o.name.clone()).unwrap_or_default())>
            <p class="attack-line">{move || option.with(|o| o.as_ref().map(words::option_line).unwrap_or_default())}</p>
            <div class="attack-controls">
                <Aim target typed />
                <button type="button" on:click=move |_| row.roll()>{words::ATTACK}</button>
                <button type="button" on:click=move |_| row.damage() disabled=move || !rolled.with(|r| r.as_ref().is_some_and(|r| r.roll.hit))>{words::DAMAGE}</button>
                <GmBoons gm />
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
            <Outcome rolled option target inflict=Callback::new(move |()| row.inflict()) />
        </li>
    }
}

/// The row's last roll: « Touché » or « Raté » with every die, then its
/// damage and `Infliger à <nom>` for the character `Cible` names, or
/// « Infligé à <nom>. » while that hit stands.
#[component]
fn Outcome(
    rolled: Memo<Option<AttackShown>>,
    option: Memo<Option<AttackOption>>,
    target: RwSignal<String>,
    inflict: Callback<()>,
) -> impl IntoView {
    let view_state = FightView::use_view();
    let standing = move |inflicted: &Option<(String, String, usize)>| {
        inflicted
            .as_ref()
            .filter(|(id, note, count)| hits_standing(view_state, id, note) >= *count)
            .map(|(id, ..)| id.clone())
    };
    let aimed_character = move || Some(view_state.name_of(&target.get())).filter(|n| !n.is_empty());
    move || {
        rolled.get().map(|r| {
            let aimed = option.with_untracked(|o| o.as_ref().map(|o| words::aimed_at(o.against)).unwrap_or_default());
            let who = r.target.as_ref().map(|id| view_state.name_of(id));
            // An earlier round's roll reads as past: its round first, greyed.
            let past = move || r.round < view_state.rounds.get();
            view! {
                <p class="attack-result" class:past=past data-testid="attack-result" data-total=r.roll.total.to_string()
                    data-target=r.roll.target.to_string() data-hit=r.roll.hit.to_string() data-past=move || past().to_string()
                    data-roll=r.rolls.to_string()>
                    {move || past().then(|| words::rolled_in_round(r.round))}
                    {words::attack_result(&r.roll, &aimed, who.as_deref())}
                </p>
                {r.damage.map(|(value, dice)| {
                    let name = option.with_untracked(|o| o.as_ref().map(|o| o.name.clone()).unwrap_or_default());
                    view! {
                        <p class="damage-result" data-testid="damage-result" data-value=value.to_string()>
                            {words::damage_result(&name, &dice, value)}
                            {move || match standing(&r.inflicted) {
                                Some(id) => Some(view! {
                                    <span class="inflicted" data-testid="inflicted">{words::inflicted_on(&view_state.name_of(&id))}</span>
                                }.into_any()),
                                None => aimed_character().map(|n| view! {
                                    <button type="button" class="primary" on:click=move |_| inflict.run(())>{words::inflict_on(&n)}</button>
                                }.into_any()),
                            }}
                        </p>
                    }
                })}
            }
        })
    }
}

/// Whom the row attacks: a character of the table, or `Autre` with a typed
/// Défense.
#[component]
fn Aim(target: RwSignal<String>, typed: RwSignal<String>) -> impl IntoView {
    let view_state = FightView::use_view();
    let (target_id, defense_id) = (unique_id("cible"), unique_id("defense-cible"));
    view! {
        <label for=target_id.clone()>{words::TARGET}</label>
        <select id=target_id on:change=move |ev| target.set(event_target_value(&ev))>
            {move || view_state.table.get().into_iter().map(|(id, t)| {
                let selected = target.get_untracked() == id;
                view! { <option value=id selected=selected>{text::display_name(t.sheet().name()).to_string()}</option> }
            }).collect_view()}
            <option value="">{words::OTHER}</option>
        </select>
        <When when=move || view_state.table.with(|t| !t.iter().any(|(id, _)| *id == target.get()))>
            <label for=defense_id.clone()>{words::TARGET_DEFENSE}</label>
            <input id=defense_id.clone() type="text" inputmode="numeric" size="3"
                prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev)) />
        </When>
    }
}

/// The GM's avantages or désavantages on the row's next attack, after its
/// buttons: the choice made least often.
#[component]
fn GmBoons(gm: RwSignal<i32>) -> impl IntoView {
    let gm_id = unique_id("mj");
    view! {
        <label class="gm-boons-label" for=gm_id.clone()>{words::GM_BOONS}</label>
        <select id=gm_id on:change=move |ev| gm.set(event_target_value(&ev).parse().unwrap_or(0))>
            {(-3..=3).map(|n: i32| view! {
                <option value=n.to_string() selected=n == 0>{words::gm_boons(n)}</option>
            }).collect_view()}
        </select>
    }
}
