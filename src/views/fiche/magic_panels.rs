//! Talents and Sorts: each row edits its fields and spends a use or a
//! casting; `Repos` (Santé) gives them all back.

use leptos::prelude::*;

use crate::rules::character::texts::MAX_SHORT_TEXT;
use crate::rules::command::Command;
use crate::rules::weapons_and_magic::magic::{Rank, SpellCommand, TalentCommand, Uses, MAX_DESCRIPTION};
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::views::widgets::edit::{number_edit, text_edit};
use crate::views::widgets::field::Field;
use crate::views::widgets::fold::Fold;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::last_events::LastEvents;
use crate::views::widgets::magic_action::act;

#[component]
pub fn TalentsPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let (error, set_error) = signal(None::<String>);
    let add = move |_| {
        set_error.set(store.run(Origin::Magic, Command::Talent(TalentCommand::Add)).err().map(text::command_error))
    };
    let ids = move || store.with_sheet(|s| s.talents().iter().map(|t| t.id).collect::<Vec<_>>());
    view! {
        <section class="panel talents" aria-labelledby="talents-heading">
            <Fold heading_id="talents-heading" heading=text::TALENTS_HEADING>
                <ul class="list">
                    {keyed_list(ids, |id| RowKey::Number(u64::from(*id)), |id| view! { <TalentRow id /> }.into_any())}
                </ul>
                <button type="button" on:click=add>{text::ADD_TALENT}</button>
                <p class="field-error" role="alert">{move || error.get()}</p>
                <LastEvents origin=Origin::Magic />
            </Fold>
        </section>
    }
}

#[component]
fn TalentRow(id: u32) -> impl IntoView {
    let store = SheetStore::use_store();
    let talent = move || store.with_sheet(|s| s.talent(id).cloned()).unwrap_or_default();
    let name = Signal::derive(move || talent().name);
    let description = Signal::derive(move || talent().description);
    let uses = Signal::derive(move || talent().uses.value().to_string());
    let left = move || talent().left();
    let (error, set_error) = signal(None::<String>);
    let run = move |command: TalentCommand| set_error.set(act(store, Origin::Magic, Command::Talent(command)));
    view! {
        <li class="list-item" data-testid="talent">
            <Field label=text::TALENT_NAME value=name apply=text_edit(move |t| Command::Talent(TalentCommand::SetName(id, t))) />
            <Field
                label=text::DESCRIPTION
                value=description
                multiline=true
                max_chars=MAX_DESCRIPTION
                apply=text_edit(move |t| Command::Talent(TalentCommand::SetDescription(id, t)))
            />
            <Field
                numeric=true
                label=text::USES
                value=uses
                hint=text::USES_HINT
                apply=number_edit(uses, Uses::parse, move |v| Command::Talent(TalentCommand::SetUses(id, v)))
            />
            <p class="summary">
                {move || match left() {
                    Some(n) => view! {
                        <span>{text::USES_LEFT} " " <output data-testid="uses-left" data-value=n.to_string()>{n}</output></span>
                    }.into_any(),
                    None => view! { <span>{text::AT_WILL}</span> }.into_any(),
                }}
            </p>
            <div class="buttons">
                <button type="button" class="primary" on:click=move |_| run(TalentCommand::Use(id))>{text::USE_TALENT}</button>
                <button type="button" class="remove" on:click=move |_| run(TalentCommand::Remove(id))>{text::REMOVE}</button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </li>
    }
}

#[component]
pub fn SpellsPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let (error, set_error) = signal(None::<String>);
    let add = move |_| {
        set_error.set(store.run(Origin::Magic, Command::Spell(SpellCommand::Add)).err().map(text::command_error))
    };
    let ids = move || store.with_sheet(|s| s.spells().iter().map(|t| t.id).collect::<Vec<_>>());
    view! {
        <section class="panel spells" aria-labelledby="spells-heading">
            <Fold heading_id="spells-heading" heading=text::SPELLS_HEADING>
                <p class="hint">{text::SPELLS_HINT}</p>
                <ul class="list">
                    {keyed_list(ids, |id| RowKey::Number(u64::from(*id)), |id| view! { <SpellRow id /> }.into_any())}
                </ul>
                <button type="button" on:click=add>{text::ADD_SPELL}</button>
                <p class="field-error" role="alert">{move || error.get()}</p>
            </Fold>
        </section>
    }
}

#[component]
fn SpellRow(id: u32) -> impl IntoView {
    let store = SheetStore::use_store();
    let spell = move || store.with_sheet(|s| s.spell(id).cloned()).unwrap_or_default();
    let name = Signal::derive(move || spell().name);
    let tradition = Signal::derive(move || spell().tradition);
    let description = Signal::derive(move || spell().description);
    let rank = Signal::derive(move || spell().rank.value().to_string());
    let left = move || store.with_sheet(|s| s.spell(id).map(|sp| sp.left(s.profile().power)).unwrap_or(0));
    let (error, set_error) = signal(None::<String>);
    let run = move |command: SpellCommand| set_error.set(act(store, Origin::Magic, Command::Spell(command)));
    view! {
        <li class="list-item" data-testid="spell">
            <Field label=text::SPELL_NAME value=name apply=text_edit(move |t| Command::Spell(SpellCommand::SetName(id, t))) />
            <div class="field-row">
                <Field
                    label=text::TRADITION
                    value=tradition
                    max_chars=MAX_SHORT_TEXT
                    apply=text_edit(move |t| Command::Spell(SpellCommand::SetTradition(id, t)))
                />
                <Field
                    numeric=true
                    label=text::RANK
                    value=rank
                    apply=number_edit(rank, Rank::parse, move |v| Command::Spell(SpellCommand::SetRank(id, v)))
                />
            </div>
            <Field
                label=text::DESCRIPTION
                value=description
                multiline=true
                max_chars=MAX_DESCRIPTION
                apply=text_edit(move |t| Command::Spell(SpellCommand::SetDescription(id, t)))
            />
            <p class="summary">
                {text::CASTINGS_LEFT} " "
                <output data-testid="castings-left" data-value=move || left().to_string()>{left}</output>
            </p>
            <div class="buttons">
                <button type="button" class="primary" on:click=move |_| run(SpellCommand::Cast(id))>{text::CAST}</button>
                <button type="button" class="remove" on:click=move |_| run(SpellCommand::Remove(id))>{text::REMOVE}</button>
            </div>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </li>
    }
}
