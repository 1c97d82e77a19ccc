//! Armes: the character's weapons, each with its attack (the game's roll
//! with the weapon's attribute, against a typed `Cible` or none) and its
//! damage (Rage's d6 added on a contact weapon by the rules).

use leptos::prelude::*;

use crate::rules::character::attributes::Attribute;
use crate::rules::character::number::Target;
use crate::rules::character::texts::MAX_SHORT_TEXT;
use crate::rules::command::Command;
use crate::rules::weapons_and_magic::weapons::{Range, WeaponDamage};
use crate::state::roll_inputs::RollInputs;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::views::widgets::edit::{optional_number, text_edit};
use crate::views::widgets::field::Apply;
use crate::views::widgets::field::Field;
use crate::views::widgets::fold::Fold;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::last_events::LastEvents;
use crate::views::widgets::when::When;

#[component]
pub fn WeaponsPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let (error, set_error) = signal(None::<String>);
    let add = move |_| set_error.set(store.run(Origin::Weapons, Command::AddWeapon).err().map(text::command_error));
    let ids = move || store.with_sheet(|s| s.weapons().iter().map(|w| w.id).collect::<Vec<_>>());
    view! {
        <section class="panel weapons" aria-labelledby="weapons-heading">
            <Fold heading_id="weapons-heading" heading=text::WEAPONS_HEADING>
                <When when=move || ids().is_empty()>
                    <p class="empty">{text::NO_WEAPONS}</p>
                </When>
                <ul class="list">
                    {keyed_list(ids, |id| RowKey::Number(u64::from(*id)), |id| view! { <WeaponRow id /> }.into_any())}
                </ul>
                <button type="button" on:click=add>{text::ADD_WEAPON}</button>
                <p class="field-error" role="alert">{move || error.get()}</p>
                <LastEvents origin=Origin::Weapons />
            </Fold>
        </section>
    }
}

/// One weapon: its fields, then Attaquer, Dégâts and Retirer.
#[component]
fn WeaponRow(id: u32) -> impl IntoView {
    let store = SheetStore::use_store();
    let inputs = RollInputs::use_or_provide();
    let weapon = move || store.with_sheet(|s| s.weapon(id).cloned()).unwrap_or_default();
    let name = Signal::derive(move || weapon().name);
    let damage = Signal::derive(move || weapon().damage.to_string());
    let properties = Signal::derive(move || weapon().properties);
    let target = RwSignal::new(None::<Target>);
    let (error, set_error) = signal(None::<String>);
    let run = move |command: Command| set_error.set(store.run(Origin::Weapons, command).err().map(text::command_error));

    let apply_damage = Apply::on_commit(move |typed: String| {
        let parsed = WeaponDamage::parse(&typed)
            .map_err(|e| text::kept_value(&text::expression_error(e), &damage.get_untracked()))?;
        store.run(Origin::Edit, Command::SetWeaponDamage(id, parsed)).map(|_| None).map_err(text::command_error)
    });
    let (target_text, apply_target) = optional_number(target, text::target_error);
    let attack = move |_| {
        let (boons, banes) = inputs.take();
        run(Command::Attack { weapon: id, boons, banes, target: target.get_untracked(), horrifying: false });
    };

    view! {
        <li class="list-item weapon" data-testid="weapon">
            <Field label=text::WEAPON_NAME value=name apply=text_edit(move |t| Command::SetWeaponName(id, t)) />
            <WeaponKind id run=Callback::new(run) />
            <div class="field-row">
                <Field label=text::WEAPON_DAMAGE value=damage apply=apply_damage hint=text::WEAPON_DAMAGE_HINT replace=true />
                <Field numeric=true label=text::TARGET value=target_text apply=apply_target hint=text::TARGET_HINT />
            </div>
            <Field
                label=text::WEAPON_PROPERTIES
                value=properties
                max_chars=MAX_SHORT_TEXT
                apply=text_edit(move |t| Command::SetWeaponProperties(id, t))
            />
            <div class="buttons">
                <button type="button" class="primary" on:click=attack>{text::ATTACK}</button>
                <button type="button" on:click=move |_| run(Command::RollWeaponDamage(id))>{text::WEAPON_DAMAGE_ROLL}</button>
                <button type="button" class="remove" on:click=move |_| run(Command::RemoveWeapon(id))>{text::REMOVE}</button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </li>
    }
}

/// A weapon's attribute and range, and its attack modifier (before any
/// state's avantage: what the paper sheet needs).
#[component]
fn WeaponKind(id: u32, run: Callback<Command>) -> impl IntoView {
    let store = SheetStore::use_store();
    let weapon = move || store.with_sheet(|s| s.weapon(id).cloned()).unwrap_or_default();
    let attribute_id = unique_id(text::WEAPON_ATTRIBUTE);
    let range_id = unique_id(text::WEAPON_RANGE);
    let on_attribute = move |ev: leptos::ev::Event| {
        let attribute =
            if event_target_value(&ev) == Attribute::Agility.code() { Attribute::Agility } else { Attribute::Strength };
        run.run(Command::SetWeaponAttribute(id, attribute));
    };
    let on_range = move |ev: leptos::ev::Event| {
        let range = if event_target_value(&ev) == "distance" { Range::Distance } else { Range::Contact };
        run.run(Command::SetWeaponRange(id, range));
    };
    let attribute = move || weapon().attribute;
    let range = move || weapon().range;
    view! {
        <div class="field-row">
            <div class="field">
                <label for=attribute_id.clone()>{text::WEAPON_ATTRIBUTE}</label>
                <select id=attribute_id on:change=on_attribute>
                    {[Attribute::Strength, Attribute::Agility].into_iter().map(|a| view! {
                        <option value=a.code() selected=move || attribute() == a>{text::attribute_name(a)}</option>
                    }).collect_view()}
                </select>
            </div>
            <div class="field">
                <label for=range_id.clone()>{text::WEAPON_RANGE}</label>
                <select id=range_id on:change=on_range>
                    <option value="contact" selected=move || range() == Range::Contact>{text::RANGE_CONTACT}</option>
                    <option value="distance" selected=move || range() == Range::Distance>{text::RANGE_DISTANCE}</option>
                </select>
            </div>
        </div>
        // Before any state's avantage: what the paper sheet needs.
        <p class="summary">
            {text::ATTACK_MODIFIER} " "
            <output data-testid="attack-modifier">
                {move || store.with_sheet(|s| text::signed(s.attributes().get(attribute()).modifier()))}
            </output>
        </p>
    }
}
