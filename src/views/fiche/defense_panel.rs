//! Défense: the total, where it comes from, and the equipment lines.

use leptos::prelude::*;

use crate::rules::character::attributes::Score;
use crate::rules::character::defense::{DefenseBreakdown, ItemValue, Mode};
use crate::rules::character::sheet::Sheet;
use crate::rules::command::Command;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::text::explain;
use crate::views::widgets::edit::{number_edit, text_edit};
use crate::views::widgets::field::Field;
use crate::views::widgets::fold::Fold;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};

#[component]
pub fn DefensePanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let defense = store.select(Sheet::defense);
    let base = Signal::derive(move || {
        store.with_sheet(|s| s.ancestry_defense().map(|b| b.value().to_string()).unwrap_or_default())
    });
    let apply_base = number_edit(
        base,
        |typed| if typed.trim().is_empty() { Ok(None) } else { Score::parse(typed).map(Some) },
        Command::SetAncestryDefense,
    );
    let (error, set_error) = signal(None::<String>);
    let add = move |_| set_error.set(store.run(Origin::Edit, Command::AddEquipment).err().map(text::command_error));
    let lines = move || store.with_sheet(|s| s.equipment().iter().map(|l| l.id).collect::<Vec<_>>());

    view! {
        <section class="panel" aria-labelledby="defense-heading">
            <Fold heading_id="defense-heading" heading=text::DEFENSE_HEADING>
                <div class="readout big">
                    <span class="readout-label">{text::DEFENSE_HEADING}</span>
                    <output
                        class="readout-value"
                        data-testid="defense-total"
                        data-value=move || defense.get().total.to_string()
                        data-capped=move || defense.get().capped.then_some("true")
                    >
                        {move || shown_total(&defense.get())}
                    </output>
                </div>
                <details class="explain">
                    <summary>{text::DEFENSE_DETAILS}</summary>
                    <ul>{move || breakdown_lines(&defense.get(), store).into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                </details>
                <Field numeric=true label=text::ANCESTRY_DEFENSE value=base apply=apply_base hint=text::ANCESTRY_DEFENSE_HINT />
                <ul class="equipment-list">
                    {keyed_list(lines, |id| RowKey::Number(u64::from(*id)), |id| view! { <EquipmentRow id /> }.into_any())}
                </ul>
                <button type="button" on:click=add>{text::ADD_EQUIPMENT}</button>
                <p class="field-error" role="alert">{move || error.get()}</p>
            </Fold>
        </section>
    }
}

/// "17", or "27 → 25" when the cap applied.
fn shown_total(defense: &DefenseBreakdown) -> String {
    if defense.capped && !defense.helpless {
        format!("{} → {}", text::number(defense.raw), defense.total)
    } else {
        defense.total.to_string()
    }
}

/// Each step from the base to the total, in words.
fn breakdown_lines(defense: &DefenseBreakdown, store: SheetStore) -> Vec<String> {
    let name_of = |id: u32| {
        store.with_sheet(|s| {
            s.equipment()
                .iter()
                .find(|l| l.id == id)
                .map(|l| if l.name.trim().is_empty() { text::EQUIPMENT.to_string() } else { l.name.clone() })
                .unwrap_or_default()
        })
    };
    let mut lines = vec![explain::defense_base(defense.base)];
    if let Some((id, value)) = defense.replaced_by {
        lines.push(explain::defense_replaced(&name_of(id), value));
    }
    for (id, value) in &defense.additions {
        lines.push(explain::defense_addition(&name_of(*id), *value));
    }
    lines.push(explain::defense_sum(defense.raw));
    if defense.capped {
        lines.push(explain::defense_capped(defense.raw));
    }
    if defense.raw < 0 {
        lines.push(explain::DEFENSE_FLOOR.to_string());
    }
    if defense.helpless {
        // The states the player sees (endormi, not the inconscient it counts as).
        let states: Vec<&str> = store.with_sheet(|s| {
            s.conditions()
                .iter()
                .map(|c| c.code)
                .filter(|code| code.effects().defense_five || code.counts_as().iter().any(|c| c.effects().defense_five))
                .map(text::rules::condition_title)
                .collect()
        });
        lines.push(explain::defense_like_an_object(&states));
    }
    lines.push(explain::object_defense());
    lines
}

#[component]
fn EquipmentRow(id: u32) -> impl IntoView {
    let store = SheetStore::use_store();
    let line = move || store.with_sheet(|s| s.equipment().iter().find(|l| l.id == id).cloned());
    let name = Signal::derive(move || line().map(|l| l.name).unwrap_or_default());
    let value = Signal::derive(move || line().map(|l| l.value.value().to_string()).unwrap_or_default());
    let mode = move || line().map(|l| l.mode).unwrap_or_default();
    let apply_name = text_edit(move |t| Command::SetEquipmentName(id, t));
    let apply_value = number_edit(value, ItemValue::parse, move |v| Command::SetEquipmentValue(id, v));
    let mode_id = unique_id(text::MODE);
    let on_mode = move |ev: leptos::ev::Event| {
        let mode = if event_target_value(&ev) == Mode::Replace.code() { Mode::Replace } else { Mode::Add };
        let _ = store.run(Origin::Edit, Command::SetEquipmentMode(id, mode));
    };
    let remove = move |_| {
        let _ = store.run(Origin::Edit, Command::RemoveEquipment(id));
    };

    view! {
        <li class="equipment" data-testid="defense-item">
            <Field label=text::EQUIPMENT value=name apply=apply_name />
            <div class="field">
                <label for=mode_id.clone()>{text::MODE}</label>
                <select id=mode_id on:change=on_mode prop:value=move || mode().code()>
                    <option value=Mode::Add.code() selected=move || mode() == Mode::Add>{text::MODE_ADD}</option>
                    <option value=Mode::Replace.code() selected=move || mode() == Mode::Replace>{text::MODE_REPLACE}</option>
                </select>
            </div>
            <Field numeric=true label=text::VALUE value apply=apply_value />
            <button type="button" class="remove" on:click=remove>{text::REMOVE}</button>
        </li>
    }
}
