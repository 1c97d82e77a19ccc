//! The app's side of the bridge: the share module fetched and started once,
//! with the roster's functions, and its panels mounted where they go.

use js_sys::{Function, Promise};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::{roster_calls, table_calls, Call, ModuleExports, CHANGED};
use crate::save::share;
use crate::state::backup::Backup;
use crate::state::Roster;

/// The share module as the app sees it: fetched and started once, on the
/// first need, with the element its import dialog lives in.
#[derive(Clone, Copy)]
pub struct ShareModule {
    module: StoredValue<Option<JsValue>, LocalStorage>,
    roster: Roster,
    dialog: NodeRef<leptos::html::Div>,
    dialog_open: RwSignal<bool>,
    /// Told when the module exported the whole roster (absent in tests
    /// that mount a panel alone).
    backup: Option<Backup>,
    /// Opens a character's sheet from the table view.
    open_sheet: Callback<String>,
}

impl ShareModule {
    pub fn provide(roster: Roster, dialog: NodeRef<leptos::html::Div>, open_sheet: Callback<String>) -> ShareModule {
        let module = ShareModule {
            module: StoredValue::new_local(None),
            roster,
            dialog,
            dialog_open: RwSignal::new(false),
            backup: use_context::<Backup>(),
            open_sheet,
        };
        provide_context(module);
        // The share link follows the character while it is shown (nobody
        // listens before the module is started).
        let store = roster.store();
        Effect::new(move |_| {
            store.with_tracker(|_| ());
            // Every character and the table's steps: the table view reads them.
            roster.track_characters();
            roster.can_undo_table_step();
            if module.module.with_value(Option::is_some) {
                if let Ok(event) = web_sys::Event::new(CHANGED) {
                    let _ = window().dispatch_event(&event);
                }
            }
        });
        module
    }

    pub fn use_module() -> ShareModule {
        expect_context::<ShareModule>()
    }

    /// Whether the import dialog is open (tracked).
    pub fn dialog_open(&self) -> bool {
        self.dialog_open.get()
    }

    /// Starts the module when the page's address is a share link: its
    /// dialog then offers the character (and follows later links itself).
    pub fn open_link_if_any(&self) {
        if self.module.with_value(Option::is_some) || !share::is_link(&crate::state::browser::fragment()) {
            return;
        }
        let this = *self;
        leptos::task::spawn_local(async move {
            if this.started().await.is_err() {
                this.roster.alert(crate::text::SHARE_NOT_LOADED.to_string());
            }
        });
    }

    /// The module, fetched (public/load-share.js) and started once.
    async fn started(&self) -> Result<ModuleExports, JsValue> {
        if let Some(module) = self.module.get_value() {
            return Ok(module.unchecked_into());
        }
        let module = JsFuture::from(load_share_module()?).await?;
        // Two panels may have asked at once: the first one back starts it.
        if let Some(module) = self.module.get_value() {
            return Ok(module.unchecked_into());
        }
        let dialog = self.dialog.get_untracked().ok_or(JsValue::NULL)?;
        let exports: &ModuleExports = module.unchecked_ref();
        exports.start(&self.host_function(), &dialog)?;
        self.module.set_value(Some(module.clone()));
        Ok(module.unchecked_into())
    }

    /// Mounts one of the module's panels (`share` or `table`) into `element`.
    pub async fn mount(&self, panel: &str, element: &web_sys::HtmlElement) -> Result<Mounted, JsValue> {
        let unmount = self.started().await?.mount(panel, element)?;
        Ok(Mounted { unmount })
    }

    /// The one function the module calls the roster through: a [`Call`]'s
    /// number and its value. It lives as long as the page (the app is never
    /// unmounted there).
    fn host_function(&self) -> Function {
        let this = *self;
        let answer = move |number: u8, value: JsValue| match Call::from_number(number) {
            Some(call) => this.answer(call, value),
            None => JsValue::UNDEFINED,
        };
        Closure::<dyn Fn(u8, JsValue) -> JsValue>::new(answer).into_js_value().unchecked_into()
    }

    /// What the roster answers to one call.
    fn answer(&self, call: Call, value: JsValue) -> JsValue {
        let roster = self.roster;
        match call {
            Call::Open => return roster_calls::open(roster),
            Call::All => return roster_calls::all(roster),
            Call::Character => return roster_calls::character(roster, value),
            Call::AddShared => return roster_calls::add_shared(roster, value),
            Call::Replace => return roster_calls::replace(roster, value),
            Call::Run => return table_calls::run(roster, value),
            Call::Time => return table_calls::time(roster, value),
            Call::Undo => return table_calls::undo(roster),
            Call::CanUndo => return untrack(|| roster.can_undo_table_step()).into(),
            Call::OpenSheet => self.open_sheet.run(value.as_string().unwrap_or_default()),
            Call::Alert => roster.alert(value.as_string().unwrap_or_default()),
            Call::Behind => self.dialog_open.set(value.is_truthy()),
            Call::Exported => {
                if let Some(backup) = self.backup {
                    backup.exported();
                }
            }
        }
        JsValue::UNDEFINED
    }
}

#[wasm_bindgen]
extern "C" {
    /// public/load-share.js: fetches the share module, resolves to its exports.
    #[wasm_bindgen(js_namespace = window, js_name = ficheOmbreShareModule, catch)]
    fn load_share_module() -> Result<Promise, JsValue>;
}

/// One of the module's panels, mounted; dropping it takes the panel away.
pub struct Mounted {
    unmount: Function,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        let _ = self.unmount.call0(&JsValue::NULL);
    }
}
