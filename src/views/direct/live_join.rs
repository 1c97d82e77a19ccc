//! A table's link opened on a player's phone: which character joins
//! (`Rejoindre la table`) or `Ignorer`; then, while at the table, its
//! connection and `Quitter la table`, always in view.

use leptos::prelude::*;

use crate::save::live::address::{is_table_link, Address};
use crate::state::browser::{clear_fragment, fragment};
use crate::state::live::Live;
use crate::state::share_bridge::Host;
use crate::text::live as words;
use crate::views::direct::live_foes::LiveFoes;
use crate::views::widgets::live_status::{LiveStatus, LiveStrip};
use crate::views::widgets::when::When;

/// The value of `Nouveau personnage` in the select (no roster id is empty).
const NEW: &str = "";

#[component]
pub fn LiveJoin() -> impl IntoView {
    let live = Live::use_live();
    let host = Host::use_host();
    let offered = RwSignal::new(None::<Address>);
    let read = move || {
        let current = fragment();
        if !is_table_link(&current) {
            return;
        }
        match Address::from_fragment(&current) {
            Ok(address) => offered.set(Some(address)),
            Err(error) => {
                clear_fragment();
                host.alert(words::address_error(error));
            }
        }
    };
    read();
    let hashchange = window_event_listener(leptos::ev::hashchange, move |_| read());
    on_cleanup(move || hashchange.remove());
    Effect::new(move |_| host.behind(offered.with(Option::is_some)));
    let leave = move |_| {
        live.stop();
        host.alert(words::LEFT.to_string());
    };
    // The dialog lists the app's characters: it waits for the app to have
    // told them (the module may start with the link).
    let told = Memo::new(move |_| host.told_open().is_some());
    view! {
        {move || offered.get().filter(|_| told.get()).map(|address| view! { <JoinDialog address offered /> })}
        <When when=move || live.on()>
            <LiveStrip />
            <div class="live-bar">
                <LiveStatus />
                <button type="button" on:click=leave>{words::LEAVE}</button>
                <LiveFoes />
            </div>
        </When>
    }
}

#[component]
fn JoinDialog(address: Address, offered: RwSignal<Option<Address>>) -> impl IntoView {
    let live = Live::use_live();
    let host = Host::use_host();
    let characters = host.table_untracked();
    // A player whose only character is blank has none yet: a new one, by name.
    let open = host.open_untracked().filter(|(_, t)| !t.sheet().name().trim().is_empty());
    let chosen = RwSignal::new(open.map(|(id, _)| id).unwrap_or_default());
    let name = RwSignal::new(String::new());
    let close = move || {
        clear_fragment();
        offered.set(None);
    };
    let join = {
        let address = address.clone();
        move |_| {
            let id = chosen.get_untracked();
            let typed = name.get_untracked();
            if id != NEW {
                live.start(address.clone(), vec![id]);
            } else if typed.trim().is_empty() {
                live.start(address.clone(), vec![host.add_new()]);
            } else {
                live.start_as(address.clone(), typed);
            }
            close();
        }
    };
    let first = NodeRef::<leptos::html::Select>::new();
    Effect::new(move |_| {
        if let Some(select) = first.get() {
            let _ = select.focus();
        }
    });
    view! {
        <div class="backdrop">
            <div class="dialog live-join" role="dialog" aria-modal="true" aria-labelledby="join-title"
                on:keydown=move |ev| if ev.key() == "Escape" { close() }>
                <h2 id="join-title">{words::JOIN_TITLE}</h2>
                <p class="hint">{words::JOIN_HINT}</p>
                <label for="join-character">{words::CHARACTER}</label>
                <select id="join-character" node_ref=first
                    on:change=move |ev| chosen.set(event_target_value(&ev))>
                    {characters.into_iter().map(|(id, tracker)| {
                        let selected = id == chosen.get_untracked();
                        let name = crate::text::display_name(tracker.sheet().name()).to_string();
                        view! { <option value=id selected=selected>{name}</option> }
                    }).collect_view()}
                    <option value=NEW selected=move || chosen.get().is_empty()>{words::NEW_CHARACTER}</option>
                </select>
                <When when=move || chosen.get().is_empty()>
                    <label for="join-name">{words::NAME}</label>
                    <input id="join-name" type="text" maxlength="80" autocomplete="off" aria-describedby="join-name-hint"
                        prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                    <p class="hint" id="join-name-hint">{words::NAME_HINT}</p>
                </When>
                <div class="buttons">
                    <button type="button" class="primary" on:click=join>{words::JOIN}</button>
                    <button type="button" on:click=move |_| close()>{words::IGNORE}</button>
                </div>
            </div>
        </div>
    }
}
