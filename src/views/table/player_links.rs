//! Liens des joueurs: the game master pastes every player's share link at
//! once (one per line, or with any text around them); `Importer les liens`
//! offers them all in one dialog. Bad links are named, one by one (in the
//! dialog, or here when none could be read).

use leptos::prelude::*;

use crate::save::share;
use crate::state::links::decode_link;
use crate::state::offer::Offer;
use crate::text;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};

#[component]
pub fn PlayerLinks() -> impl IntoView {
    let offer = Offer::use_offer();
    let pasted = NodeRef::<leptos::html::Textarea>::new();
    let errors = RwSignal::new(Vec::<String>::new());
    let id = unique_id(text::PLAYER_LINKS);
    let hint_id = format!("{id}-hint");
    let import = move |_| {
        let Some(area) = pasted.get() else { return };
        let links = share::find_links(&area.value());
        if links.is_empty() {
            errors.set(vec![text::NO_LINKS_FOUND.to_string()]);
            return;
        }
        // The browser inflates each link: a moment later, not at once.
        leptos::task::spawn_local(async move {
            let mut found = Vec::new();
            let mut bad = Vec::new();
            for (position, link) in links.iter().enumerate() {
                match decode_link(link).await {
                    Ok(shared) => found.push(shared),
                    Err(error) => bad.push(text::bad_link(position + 1, &text::share_error(&error))),
                }
            }
            // The text stays while a link in it is bad, so that it can be fixed.
            if bad.is_empty() {
                area.set_value("");
            }
            let bad = text::refused_links(bad);
            if found.is_empty() {
                errors.set(bad);
            } else {
                errors.set(Vec::new());
                offer.offer(found, bad);
            }
        });
    };
    view! {
        <div class="panel player-links">
            <label for=id.clone()>{text::PLAYER_LINKS}</label>
            <p class="hint" id=hint_id.clone()>{text::PLAYER_LINKS_HINT}</p>
            <textarea id=id node_ref=pasted rows="3" aria-describedby=hint_id autocomplete="off"></textarea>
            <button type="button" on:click=import>{text::IMPORT_LINKS}</button>
            {keyed_list(move || errors.get(), |e| RowKey::Text(e.clone()), |error| view! {
                <p class="field-error" role="alert">{error}</p>
            }.into_any())}
        </div>
    }
}
