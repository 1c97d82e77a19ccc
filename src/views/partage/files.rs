//! Files on Partager: `Exporter`, `Tout exporter`, `Exporter pour Foundry`
//! and `Importer un fichier`. A JSON file that is not ours may be a Foundry
//! VTT character: its preview opens, as a link's does; anything else is
//! refused as not ours.

use leptos::prelude::*;

use crate::save::{file, foundry, foundry_export, share};
use crate::state::browser::{download, file_name, next_task, read_file, Slices};
use crate::state::offer::Offer;
use crate::state::share_bridge::Host;
use crate::text;

/// Files: `Exporter`, `Tout exporter`, `Exporter pour Foundry`, and
/// `Importer un fichier`, with what the last of them did.
#[component]
pub fn Files() -> impl IntoView {
    let host = Host::use_host();
    // What the last export or import did, said under the buttons.
    let (status, set_status) = signal(None::<String>);
    let export_one = move |_| export_open(host, set_status);
    let export_foundry = move |_| export_for_foundry(host, set_status);
    let export_all = move |_| export_everything(host, set_status);
    let offer = Offer::use_offer();
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(chosen) = input.files().and_then(|f| f.get(0)) else { return };
        // The same file can be chosen again after an error, and an earlier
        // "imported" line does not stand beside this file's outcome.
        input.set_value("");
        set_status.set(None);
        if chosen.size() > file::MAX_FILE_BYTES as f64 {
            host.alert(text::file_error(&file::FileError::TooLarge));
            return;
        }
        leptos::task::spawn_local(async move {
            match read_file(chosen).await {
                Some(content) => import_file(host, offer, &content, set_status).await,
                None => host.alert(text::file_error(&file::FileError::NotOurs)),
            }
        });
    };
    let file_input = NodeRef::<leptos::html::Input>::new();
    view! {
        <div class="buttons">
            <button type="button" on:click=export_one>{text::EXPORT}</button>
            <button type="button" on:click=export_all>{text::EXPORT_ALL}</button>
            <button type="button" on:click=export_foundry>{text::foundry::EXPORT_FOUNDRY}</button>
        </div>
        // A French button opens the file picker; the browser's own
        // control (« Choose File ») stays out of sight.
        <button type="button" on:click=move |_| {
            if let Some(input) = file_input.get() {
                input.click();
            }
        }>{text::IMPORT_FILE}</button>
        <input node_ref=file_input type="file" hidden aria-label=text::IMPORT_FILE
            accept=".json,application/json" on:change=on_file />
        <p role="status">{move || status.get()}</p>
    }
}

/// `Exporter`: the open character alone, in a file named after it.
fn export_open(host: Host, status: WriteSignal<Option<String>>) {
    let (Some((_, tracker)), Some(record)) = (host.open_untracked(), host.open_record()) else { return };
    let (name, json) = (file_name(tracker.sheet().name()), file::export_records(&[record]));
    let file = format!("{name}.fiche-ombre.json");
    if download(&file, "application/json", &json) {
        status.set(Some(text::exported(&file)));
    }
}

/// The open character as a Foundry VTT demonlord actor (Import Data).
fn export_for_foundry(host: Host, status: WriteSignal<Option<String>>) {
    let Some((_, tracker)) = host.open_untracked() else { return };
    let file = format!("{}.foundry.json", file_name(tracker.sheet().name()));
    if download(&file, "application/json", &foundry_export::export(tracker.sheet())) {
        status.set(Some(text::foundry::exported_for_foundry(&file)));
    }
}

/// `Tout exporter`: every character, the bestiary and the fight.
fn export_everything(host: Host, status: WriteSignal<Option<String>>) {
    let file = text::EXPORT_ALL_FILE;
    let json = file::export_with_table(&host.all_records(), &crate::state::table_parts::stored());
    if download(file, "application/json", &json) {
        status.set(Some(text::exported(file)));
        host.exported();
    }
}

/// A chosen file: the header, then (in another task) the list, then the
/// characters a few at a time, saying how far it is; the characters, the
/// GM's bestiary and fight through the preview, as a link's (the same file
/// twice adds nothing).
async fn import_file(host: Host, offer: Offer, content: &str, status: WriteSignal<Option<String>>) {
    let header = match file::header(content) {
        Ok(header) => header,
        Err(file::FileError::NotOurs) => return import_foundry(host, offer, content).await,
        Err(error) => return host.alert(text::file_error(&error)),
    };
    let table = header.table().clone();
    next_task().await;
    let opened = match header.split() {
        Ok(opened) => opened,
        Err(error) => return host.alert(text::file_error(&error)),
    };
    let mut shared = Vec::with_capacity(opened.len());
    let mut slices = Slices::default();
    for index in 0..opened.len() {
        if slices.due().await {
            status.set(Some(text::reading_file(index, opened.len())));
        }
        match opened.character(index) {
            Ok((tracker, unknown)) => shared.push(share::Shared {
                identity: None,
                sheet: tracker.sheet().clone(),
                journal: Some(tracker.journal().clone()),
                unknown,
            }),
            Err(error) => {
                status.set(None);
                return host.alert(text::file_error(&error));
            }
        }
    }
    status.set(None);
    offer.offer_file(shared, table);
}

/// A file that is not ours, read as a Foundry export: each step in a task
/// of its own (a large export is parsed, then read), the page drawn between.
async fn import_foundry(host: Host, offer: Offer, content: &str) {
    next_task().await;
    let json = serde_json::from_str::<serde_json::Value>(content).ok().filter(foundry::is_foundry_actor);
    let Some(json) = json else {
        host.alert(text::file_error(&file::FileError::NotOurs));
        return;
    };
    next_task().await;
    match foundry::import(&json) {
        Ok(character) => offer.offer_foundry(character),
        Err(error) => host.alert(text::foundry::error(&error)),
    }
}
