//! Combat, on Jeu: each weapon with `Attaquer` (against a `Cible` typed at
//! the roll) and `Dégâts`, each spell with `Lancer`, each talent with
//! `Utiliser`, compact, beside the rolls whose avantages they take. Editing
//! them stays on Fiche. Shown once the character has any.

use crate::views::widgets::magic_action::act;
use leptos::prelude::*;

use crate::rules::character::number::Target;
use crate::rules::command::Command;
use crate::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
use crate::state::roll_inputs::RollInputs;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::views::widgets::edit::optional_number;
use crate::views::widgets::field::Field;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::last_events::LastEvents;
use crate::views::widgets::when::When;

#[component]
pub fn FightPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let weapons = move || store.with_sheet(|s| s.weapons().iter().map(|w| w.id).collect::<Vec<_>>());
    let spells = move || store.with_sheet(|s| s.spells().iter().map(|w| w.id).collect::<Vec<_>>());
    let talents = move || store.with_sheet(|s| s.talents().iter().map(|w| w.id).collect::<Vec<_>>());
    let any =
        move || store.with_sheet(|s| !(s.weapons().is_empty() && s.spells().is_empty() && s.talents().is_empty()));
    let key = |id: &u32| RowKey::Number(u64::from(*id));
    view! {
        <When when=any>
            <section class="panel play-panel fight" aria-labelledby="fight-heading">
                <h2 id="fight-heading">{text::FIGHT_HEADING}</h2>
                <ul class="fight-list">
                    {keyed_list(weapons, key, |id| view! { <WeaponLine id /> }.into_any())}
                    {keyed_list(spells, key, |id| view! { <SpellLine id /> }.into_any())}
                    {keyed_list(talents, key, |id| view! { <TalentLine id /> }.into_any())}
                </ul>
                <LastEvents origin=Origin::Fight />
            </section>
        </When>
    }
}

/// A weapon: its name and damage, the target of this attack, Attaquer, Dégâts.
#[component]
fn WeaponLine(id: u32) -> impl IntoView {
    let store = SheetStore::use_store();
    let inputs = RollInputs::use_or_provide();
    let weapon = move || store.with_sheet(|s| s.weapon(id).cloned()).unwrap_or_default();
    // Kept for the next attacks until changed; never part of the weapon.
    let target = RwSignal::new(None::<Target>);
    let (target_text, apply_target) = optional_number(target, text::target_error);
    let (error, set_error) = signal(None::<String>);
    let run = move |command: Command| set_error.set(store.run(Origin::Fight, command).err().map(text::command_error));
    let attack = move |_| {
        let (boons, banes) = inputs.take();
        run(Command::Attack { weapon: id, boons, banes, target: target.get_untracked(), horrifying: false });
    };
    view! {
        <li class="fight-row" data-testid="weapon">
            <p class="fight-name">
                <strong>{move || text::label_or(&weapon().name, text::UNNAMED_WEAPON).to_string()}</strong>
                " · " {move || weapon().damage.to_string()}
            </p>
            <div class="fight-actions">
                <Field
                    numeric=true
                    label=text::TARGET
                    value=target_text
                    apply=apply_target
                    placeholder=text::TARGET_PLACEHOLDER
                />
                <button type="button" class="primary" on:click=attack>{text::ATTACK}</button>
                <button type="button" on:click=move |_| run(Command::RollWeaponDamage(id))>
                    {text::WEAPON_DAMAGE_ROLL}
                </button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </li>
    }
}

/// A spell: its name, rank and castings left, Lancer.
#[component]
fn SpellLine(id: u32) -> impl IntoView {
    let store = SheetStore::use_store();
    let spell = move || store.with_sheet(|s| s.spell(id).cloned()).unwrap_or_default();
    let left = move || store.with_sheet(|s| s.spell(id).map(|sp| sp.left(s.profile().power)).unwrap_or(0));
    let (error, set_error) = signal(None::<String>);
    let cast = move |_| set_error.set(act(store, Origin::Fight, Command::Spell(SpellCommand::Cast(id))));
    view! {
        <li class="fight-row one-line" data-testid="spell">
            <p class="fight-name">
                <strong>{move || text::label_or(&spell().name, text::UNNAMED_SPELL).to_string()}</strong>
                " · " {move || text::rank_label(spell().rank.value())} " · "
                <output data-testid="castings-left" data-value=move || left().to_string()>{left}</output>
                {move || text::castings_left_after(left())}
            </p>
            <div class="fight-actions">
                <button type="button" class="primary" on:click=cast>{text::CAST}</button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </li>
    }
}

/// A talent: its name and uses left (or à volonté), Utiliser.
#[component]
fn TalentLine(id: u32) -> impl IntoView {
    let store = SheetStore::use_store();
    let talent = move || store.with_sheet(|s| s.talent(id).cloned()).unwrap_or_default();
    let (error, set_error) = signal(None::<String>);
    let us = move |_| set_error.set(act(store, Origin::Fight, Command::Talent(TalentCommand::Use(id))));
    view! {
        <li class="fight-row one-line" data-testid="talent">
            <p class="fight-name">
                <strong>{move || text::label_or(&talent().name, text::UNNAMED_TALENT).to_string()}</strong>
                " · "
                {move || match talent().left() {
                    Some(n) => view! {
                        <span><output data-testid="uses-left" data-value=n.to_string()>{n}</output> {text::uses_left_after(n)}</span>
                    }.into_any(),
                    None => view! { <span>{text::AT_WILL}</span> }.into_any(),
                }}
            </p>
            <div class="fight-actions">
                <button type="button" class="primary" on:click=us>{text::USE_TALENT}</button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </li>
    }
}
