//! Table en direct: the GM starts a live table for the characters on the
//! table and hands its link (and QR code) to the players; the relay's
//! address can change; stopping leaves every character as it is.

use leptos::prelude::*;

use crate::save::live::address::Address;
use crate::state::browser::base_url;
use crate::state::live::{random, Live};
use crate::state::share_bridge::Host;
use crate::text::live as words;
use crate::views::widgets::live_status::{LiveStatus, LiveStrip};
use crate::views::widgets::qr_code::QrCode;
use crate::views::widgets::when::When;

/// The relay the serve command starts beside the app, on this machine.
fn default_relay() -> String {
    let host = web_sys::window().and_then(|w| w.location().hostname().ok()).unwrap_or_default();
    format!("ws://{}:8787", if host.is_empty() { "127.0.0.1" } else { &host })
}

#[component]
pub fn LivePanel() -> impl IntoView {
    let live = Live::use_live();
    let host = Host::use_host();
    let relay = RwSignal::new(live.address.get_untracked().map_or_else(default_relay, |a| a.relay));
    let problem = RwSignal::new(None::<String>);
    let start = move |_| match Address::new(&relay.get_untracked(), random()) {
        Ok(address) => {
            problem.set(None);
            live.start(address, host.table_untracked().into_iter().map(|(id, _)| id).collect());
        }
        Err(error) => problem.set(Some(words::address_error(error))),
    };
    // Another relay for the same table: the players' link changes with it.
    let moved = move |_| {
        let Some(address) = live.address.get_untracked() else { return };
        match address.on_relay(&relay.get_untracked()) {
            Ok(address) => {
                problem.set(None);
                live.move_to(address);
            }
            Err(error) => problem.set(Some(words::address_error(error))),
        }
    };
    let link = move || live.address.get().map(|a| format!("{}#{}", base_url(), a.fragment())).unwrap_or_default();
    let stop = move |_| {
        live.stop();
        problem.set(Some(words::STOPPED.to_string()));
    };
    view! {
        <section class="panel live-table" aria-labelledby="live-heading">
            <h2 id="live-heading">{words::START}</h2>
            <label for="live-relay">{words::RELAY}</label>
            <p class="hint" id="live-relay-hint">{words::RELAY_HINT}</p>
            <input id="live-relay" type="text" inputmode="url" autocomplete="off" aria-describedby="live-relay-hint"
                prop:value=move || relay.get()
                on:input=move |ev| relay.set(event_target_value(&ev))
                on:change=moved />
            {move || problem.get().map(|p| view! { <p class="field-error" role="alert">{p}</p> })}
            <When when=move || !live.on()>
                <button type="button" class="primary" on:click=start>{words::START}</button>
            </When>
            <When when=move || live.on()>
                <p class="hint">{words::START_HINT}</p>
                <label for="live-link">{words::LINK}</label>
                <input id="live-link" type="text" readonly prop:value=link />
                {move || view! { <QrCode link=link() label=words::QR.to_string() hint=words::QR_HINT /> }}
                <LiveStatus />
                <LiveStrip />
                <button type="button" on:click=stop>{words::STOP}</button>
            </When>
        </section>
    }
}
