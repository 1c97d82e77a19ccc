//! A share link drawn as a QR code, for another phone's camera; a link too
//! long for one says so and points to the file. Part of the share module.

use leptos::prelude::*;

use crate::save::qr;
use crate::state::browser::base_url;
use crate::state::links::encode_link;
use crate::state::share_bridge::Host;
use crate::text;

/// `link`: the whole address; `label`: the picture's name for screen readers;
/// `hint`: what scanning it does, when it does not open a character.
#[component]
pub fn QrCode(link: String, label: String, #[prop(optional)] hint: Option<&'static str>) -> impl IntoView {
    match qr::encode(&link) {
        Ok(code) => {
            let side = code.side();
            view! {
                <figure class="qr-code">
                    <svg
                        role="img"
                        aria-label=label
                        viewBox=format!("0 0 {side} {side}")
                        shape-rendering="crispEdges"
                        data-testid="qr-code"
                        data-link=link
                    >
                        <rect width=side height=side fill="#fff" />
                        <path d=code.svg_path() fill="#000" />
                    </svg>
                    <figcaption class="hint">{hint.unwrap_or(text::QR_HINT)}</figcaption>
                </figure>
            }
            .into_any()
        }
        Err(qr::TooLongForQr) => view! { <p class="field-error" role="alert">{text::QR_TOO_LONG}</p> }.into_any(),
    }
}

/// A table card's character (roster id `id`) as a QR code of its link,
/// without its journal (the shortest link): for the game master to hand
/// the character to a player.
#[component]
pub fn CharacterQr(id: String) -> impl IntoView {
    let host = Host::use_host();
    let drawn = RwSignal::new(None::<(String, String)>);
    if let Some(tracker) = host.character(&id) {
        leptos::task::spawn_local(async move {
            let name = text::qr_of(tracker.sheet().name());
            if let Some(fragment) = encode_link(&id, tracker.sheet(), None).await {
                let _ = drawn.try_set(Some((format!("{}#{fragment}", base_url()), name)));
            }
        });
    }
    move || drawn.get().map(|(link, label)| view! { <QrCode link label /> })
}
