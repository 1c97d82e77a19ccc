//! Where the share panel goes on the Fiche tab. The panel is the share
//! module's (`src/partage.rs`), fetched when this is first shown: a first
//! visit that never opens Fiche never downloads it (issue 14).

use leptos::prelude::*;

use crate::state::share_bridge::{mount_share, tell_changed, Mounted};
use crate::state::Roster;
use crate::text;

#[derive(Clone, Copy, PartialEq)]
enum Loading {
    Pending,
    Failed,
    Done,
}

#[component]
pub fn ShareHost() -> impl IntoView {
    let roster = Roster::use_roster();
    let store = roster.store();
    let element = NodeRef::<leptos::html::Div>::new();
    let mounted = StoredValue::new_local(None::<Mounted>);
    let loading = RwSignal::new(Loading::Pending);
    let load = move || {
        let Some(element) = element.get_untracked() else { return };
        loading.set(Loading::Pending);
        leptos::task::spawn_local(async move {
            match mount_share(&element, roster).await {
                // Dropped at once if this panel went meanwhile (the table
                // view opened): that unmounts it.
                Ok(share) => {
                    if mounted.try_update_value(|m| *m = Some(share)).is_some() {
                        loading.set(Loading::Done);
                    }
                }
                Err(_) => drop(loading.try_set(Loading::Failed)),
            }
        });
    };
    element.on_load(move |_| load());
    // The share link follows the character while it is shown.
    Effect::new(move |_| {
        store.with_tracker(|_| ());
        if let Some(element) = element.get_untracked() {
            tell_changed(&element);
        }
    });
    on_cleanup(move || drop(mounted.try_update_value(Option::take)));
    // The share module adds its panel to this element, after what is here.
    view! {
        <div class="share-host" node_ref=element>
            <Show when=move || loading.get() != Loading::Done>
                <section class="panel share-panel" aria-labelledby="share-loading-heading">
                    <h2 id="share-loading-heading">{text::SHARE_HEADING}</h2>
                    <Show when=move || loading.get() == Loading::Failed
                        fallback=|| view! { <p class="hint">{text::SHARE_LOADING}</p> }>
                        <p class="field-error" role="alert">{text::SHARE_NOT_LOADED}</p>
                        <button type="button" on:click=move |_| load()>{text::RETRY}</button>
                    </Show>
                </section>
            </Show>
        </div>
    }
}
