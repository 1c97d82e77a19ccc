//! Where a module fetched on demand puts its panels: Fiche's panels and
//! the share panel on the Fiche tab (`src/partage.rs`), the cards and the
//! fight of the table view (`src/table.rs`). Each module is fetched when
//! its place is first shown: a first visit that opens neither never
//! downloads them (docs/performance.md).

use leptos::prelude::*;

use super::when::When;
use crate::state::share_bridge::{Module, Modules, Mounted};
use crate::text;

/// The share module's place in the page, and its share panel, for a way
/// to them from elsewhere.
pub const SHARE_HOST: &str = "share-host";
pub const SHARE_PANEL: &str = "share-panel";

/// A module with a place in the page (the live module has none: it runs
/// beside the roster, its words shown by the app's own views).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Share,
    Table,
}

impl Place {
    fn module(self) -> Module {
        match self {
            Place::Share => Module::Share,
            Place::Table => Module::Table,
        }
    }

    /// The id of its place in the page.
    fn id(self) -> &'static str {
        match self {
            Place::Share => SHARE_HOST,
            Place::Table => "table-host",
        }
    }

    /// The heading of its place while the module is coming.
    fn heading(self) -> &'static str {
        match self {
            Place::Share => text::SECTION_SHEET,
            Place::Table => text::TABLE_HEADING_ALL,
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
pub fn ModuleHost(place: Place) -> impl IntoView {
    let module = place.module();
    let modules = Modules::use_modules();
    let element = NodeRef::<leptos::html::Div>::new();
    let mounted = StoredValue::new_local(None::<Mounted>);
    let loading = RwSignal::new(Loading::Pending);
    let host_id = place.id();
    let heading = place.heading();
    let heading_id = format!("{host_id}-loading");
    let load = move || {
        let Some(element) = element.get_untracked() else { return };
        loading.set(Loading::Pending);
        leptos::task::spawn_local(async move {
            match modules.mount(module, &element).await {
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
        <div class="module-host" id=host_id tabindex="-1" node_ref=element>
            <When when=move || loading.get() != Loading::Done>
                <section class="panel" aria-labelledby=heading_id.clone()>
                    <h2 id=heading_id.clone()>{heading}</h2>
                    <When when=move || loading.get() == Loading::Failed
                        fallback=|| view! { <p class="hint">{text::LOADING}</p> }>
                        <p class="field-error" role="alert">{text::PART_NOT_LOADED}</p>
                        <button type="button" on:click=move |_| load()>{text::RETRY}</button>
                    </When>
                </section>
            </When>
        </div>
    }
}
