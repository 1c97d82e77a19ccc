//! Where a panel of the share module goes: the share panel on the Fiche
//! tab, the cards and the fight of the table view. The module
//! (`src/partage.rs`) is fetched when one of them is first shown: a first
//! visit that opens neither never downloads it (docs/performance.md).

use leptos::prelude::*;

use super::when::When;
use crate::state::share_bridge::{Mounted, ShareModule, SHARE_PANEL, TABLE_PANEL};
use crate::text;

/// The share module's panels.
#[derive(Clone, PartialEq)]
pub enum ModulePanel {
    /// Partager et sauvegarder: link, export, import of a file.
    Share,
    /// The table view's characters, the GM's fight, the players' links.
    Table,
}

impl ModulePanel {
    /// The name the module's `mount` knows it by (src/partage.rs).
    fn name(&self) -> String {
        match self {
            ModulePanel::Share => SHARE_PANEL.to_string(),
            ModulePanel::Table => TABLE_PANEL.to_string(),
        }
    }

    /// The id of its place in the page, for a way to it from elsewhere.
    pub fn host_id(&self) -> &'static str {
        match self {
            ModulePanel::Share => "share-host",
            ModulePanel::Table => "table-host",
        }
    }

    fn heading(&self) -> String {
        match self {
            ModulePanel::Share => text::SHARE_HEADING.to_string(),
            ModulePanel::Table => text::TABLE_HEADING_ALL.to_string(),
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Loading {
    Pending,
    Failed,
    Done,
}

#[component]
pub fn ShareHost(panel: ModulePanel) -> impl IntoView {
    let module = ShareModule::use_module();
    let element = NodeRef::<leptos::html::Div>::new();
    let mounted = StoredValue::new_local(None::<Mounted>);
    let loading = RwSignal::new(Loading::Pending);
    let (name, heading, host_id) = (StoredValue::new(panel.name()), panel.heading(), panel.host_id());
    let heading_id = format!("{}-loading", name.read_value().replace(':', "-"));
    let load = move || {
        let name = name.get_value();
        let Some(element) = element.get_untracked() else { return };
        loading.set(Loading::Pending);
        leptos::task::spawn_local(async move {
            match module.mount(&name, &element).await {
                // Dropped at once if this place went meanwhile (the other
                // view opened): that unmounts it.
                Ok(shown) => {
                    if mounted.try_update_value(|m| *m = Some(shown)).is_some() {
                        loading.set(Loading::Done);
                    }
                }
                Err(_) => {
                    let _ = loading.try_set(Loading::Failed);
                }
            }
        });
    };
    element.on_load(move |_| load());
    on_cleanup(move || drop(mounted.try_update_value(Option::take)));
    // The module adds its panel to this element, after what is here.
    view! {
        <div class="share-host" id=host_id tabindex="-1" node_ref=element>
            <When when=move || loading.get() != Loading::Done>
                <section class="panel" aria-labelledby=heading_id.clone()>
                    <h2 id=heading_id.clone()>{heading.clone()}</h2>
                    <When when=move || loading.get() == Loading::Failed
                        fallback=|| view! { <p class="hint">{text::SHARE_LOADING}</p> }>
                        <p class="field-error" role="alert">{text::SHARE_NOT_LOADED}</p>
                        <button type="button" on:click=move |_| load()>{text::RETRY}</button>
                    </When>
                </section>
            </When>
        </div>
    }
}
