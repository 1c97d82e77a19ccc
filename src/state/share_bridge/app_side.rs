//! The app's side of the bridge: the share module fetched and started once,
//! with the roster's functions, and its panels mounted where they go.

use js_sys::{Function, Object, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::{
    roster_calls, table_calls, ADD_SHARED, ALERT, ALL, BEHIND, CAN_UNDO, CHANGED, CHARACTER, EXPORTED, OPEN,
    OPEN_SHEET, REPLACE, RUN, TIME, UNDO,
};
use crate::save::share;
use crate::state::backup::Backup;
use crate::state::effects::effect;
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
        effect(move |_| {
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
    async fn started(&self) -> Result<JsValue, JsValue> {
        if let Some(module) = self.module.get_value() {
            return Ok(module);
        }
        let load: Function = Reflect::get(&window(), &"ficheOmbreShareModule".into())?.dyn_into()?;
        let module = JsFuture::from(Promise::from(load.call0(&JsValue::NULL)?)).await?;
        // Two panels may have asked at once: the first one back starts it.
        if let Some(module) = self.module.get_value() {
            return Ok(module);
        }
        let dialog = self.dialog.get_untracked().ok_or(JsValue::NULL)?;
        let start: Function = Reflect::get(&module, &"start".into())?.dyn_into()?;
        start.call2(&JsValue::NULL, &self.functions(), &dialog)?;
        self.module.set_value(Some(module.clone()));
        Ok(module)
    }

    /// Mounts one of the module's panels (`share` or `links`) into `element`.
    pub async fn mount(&self, panel: &str, element: &web_sys::HtmlElement) -> Result<Mounted, JsValue> {
        let module = self.started().await?;
        let mount: Function = Reflect::get(&module, &"mount".into())?.dyn_into()?;
        let unmount = mount.call2(&JsValue::NULL, &panel.into(), element)?.dyn_into()?;
        Ok(Mounted { unmount })
    }

    /// The roster's functions for the module. They live as long as the page
    /// (the app is never unmounted there).
    fn functions(&self) -> Object {
        let roster = self.roster;
        let backup = self.backup;
        let dialog_open = self.dialog_open;
        let open_sheet = self.open_sheet;
        let functions = Object::new();
        let add = |name: &str, function: Box<dyn Fn(JsValue) -> JsValue>| {
            let _ = Reflect::set(&functions, &name.into(), &Closure::wrap(function).into_js_value());
        };
        add(OPEN, Box::new(move |_| roster_calls::open(roster)));
        add(ALL, Box::new(move |_| roster_calls::all(roster)));
        add(REPLACE, Box::new(move |step| roster_calls::replace(roster, step)));
        add(CHARACTER, Box::new(move |id| roster_calls::character(roster, id)));
        add(ADD_SHARED, Box::new(move |call| roster_calls::add_shared(roster, call)));
        add(RUN, Box::new(move |call| table_calls::run(roster, call)));
        add(TIME, Box::new(move |which| table_calls::time(roster, which)));
        add(UNDO, Box::new(move |_| table_calls::undo(roster)));
        add(CAN_UNDO, Box::new(move |_| untrack(|| roster.can_undo_table_step()).into()));
        add(
            OPEN_SHEET,
            Box::new(move |id| {
                open_sheet.run(id.as_string().unwrap_or_default());
                JsValue::UNDEFINED
            }),
        );
        add(
            ALERT,
            Box::new(move |message| {
                roster.alert(message.as_string().unwrap_or_default());
                JsValue::UNDEFINED
            }),
        );
        add(
            EXPORTED,
            Box::new(move |_| {
                if let Some(backup) = backup {
                    backup.exported();
                }
                JsValue::UNDEFINED
            }),
        );
        add(
            BEHIND,
            Box::new(move |open| {
                dialog_open.set(open.is_truthy());
                JsValue::UNDEFINED
            }),
        );
        functions
    }
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
