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

/// The id of `module`'s place in the page.
fn host_id(module: Module) -> &'static str {
    match module {
        Module::Share => SHARE_HOST,
        Module::Table => "table-host",
        Module::Live => "live-host",
    }
}

/// The heading of its place while the module is coming.
fn heading(module: Module) -> &'static str {
    match module {
        Module::Share => text::SECTION_SHEET,
        Module::Table => text::TABLE_HEADING_ALL,
        Module::Live => text::live::START,
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Loading {
    Pending,
    Failed,
    Done,
}

#[component]
pub fn ModuleHost(module: Module) -> impl IntoView {
    let modules = Modules::use_modules();
    let element = NodeRef::<leptos::html::Div>::new();
    let mounted = StoredValue::new_local(None::<Mounted>);
    let loading = RwSignal::new(Loading::Pending);
    let host_id = host_id(module);
    let heading = heading(module);
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
