//! Personnages: pick the character in play, make a new one, duplicate or
//! delete it (after a confirmation, with a way back).

use leptos::prelude::*;

use crate::state::backup::Backup;
use crate::state::durability::{dismiss_safari_note, safari_note_due, Durability, DurableStorage};
use crate::state::export::export_all;
use crate::state::Roster;
use crate::text;
use crate::views::widgets::confirm::Confirm;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::when::When;

#[component]
pub fn RosterBar() -> impl IntoView {
    let roster = Roster::use_roster();
    let select_id = unique_id(text::ROSTER);
    let confirming = RwSignal::new(false);
    let on_pick = move |ev: leptos::ev::Event| roster.open_character(&event_target_value(&ev));
    let open_name = move || roster.store().with_sheet(|s| s.name().to_string());
    let delete = move || {
        confirming.set(false);
        roster.delete(&roster.open_id());
    };
    view! {
        <nav class="roster" aria-label=text::ROSTER_NAV>
            <div class="field">
                <label for=select_id.clone()>{text::ROSTER}</label>
                <select id=select_id on:change=on_pick prop:value=move || roster.open_id()>
                    {keyed_list(
                        move || roster.entries(),
                        |(id, name)| RowKey::Texts(id.clone(), name.clone()),
                        move |(id, name)| {
                            let option_id = id.clone();
                            view! {
                                <option value=id selected=move || roster.open_id() == option_id>
                                    {text::display_name(&name).to_string()}
                                </option>
                            }
                            .into_any()
                        },
                    )}
                </select>
            </div>
            <div class="buttons">
                <button type="button" on:click=move |_| roster.new_character()>{text::NEW_CHARACTER}</button>
                <button type="button" on:click=move |_| roster.duplicate()>{text::DUPLICATE}</button>
                <button type="button" class="danger" on:click=move |_| confirming.set(true)>{text::DELETE}</button>
            </div>
            <When when=move || confirming.get()>
                <Confirm
                    label=text::DELETE
                    question=Signal::derive(move || text::confirm_delete(&open_name()))
                    yes=text::CONFIRM
                    on_yes=Callback::new(move |()| delete())
                    no=text::CANCEL
                    on_no=Callback::new(move |()| confirming.set(false))
                    danger=true
                />
            </When>
            <StorageDurability />
            <SafariNote />
            <BackupReminder />
            {move || roster.deleted().map(|d| view! {
                <div class="notice" role="status">
                    <p>{text::deleted_notice(&d.name)}</p>
                    <div class="buttons">
                        <button type="button" on:click=move |_| roster.undo_delete()>{text::UNDO_DELETE}</button>
                        <button type="button" on:click=move |_| roster.forget_deleted()>{text::DISMISS}</button>
                    </div>
                </div>
            })}
        </nav>
    }
}

/// Whether the browser keeps this site's storage through its housekeeping.
#[component]
fn StorageDurability() -> impl IntoView {
    let durable = DurableStorage::use_it();
    view! {
        <When when=move || durable.known()>
            <p class="hint" role="status" data-testid="storage-durability" data-value=move || durable.get().code()>
                {move || match durable.get() {
                    Durability::Granted => text::STORAGE_DURABLE,
                    Durability::Denied => text::STORAGE_NOT_DURABLE,
                    _ => text::STORAGE_DURABILITY_UNKNOWN,
                }}
            </p>
        </When>
    }
}

/// Once, on Safari for iPhone and iPad outside the home screen: what its
/// seven days do, and how to keep the characters.
#[component]
fn SafariNote() -> impl IntoView {
    let due = RwSignal::new(safari_note_due());
    let dismiss = move |_| {
        dismiss_safari_note();
        due.set(false);
    };
    view! {
        <When when=move || due.get()>
            <div class="notice" role="status" data-testid="safari-note">
                <p>{text::SAFARI_NOTE}</p>
                <div class="buttons">
                    <button type="button" on:click=dismiss>{text::UNDERSTOOD}</button>
                </div>
            </div>
        </When>
    }
}

/// « Dernière sauvegarde : il y a 20 jours », with the export one tap away.
#[component]
fn BackupReminder() -> impl IntoView {
    let roster = Roster::use_roster();
    let backup = Backup::use_it();
    let export = move |_| export_all(roster, backup);
    view! {
        {move || backup.overdue_days().map(|days| view! {
            <div class="notice" role="status">
                <p data-testid="last-backup" data-value=days.to_string()>{text::last_backup(days)}</p>
                <div class="buttons">
                    <button type="button" class="primary" on:click=export>{text::EXPORT_ALL}</button>
                    <button type="button" on:click=move |_| backup.dismiss()>{text::LATER}</button>
                </div>
            </div>
        })}
    }
}
