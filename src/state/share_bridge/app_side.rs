//! The app's side of the bridge: each module fetched and started once, on
//! its first need, with the roster's functions, and its panel mounted
//! where it goes.

use js_sys::{Function, Promise};
use leptos::prelude::*;
use rustc_hash::FxHashMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::answers::Answers;
use super::{Module, ModuleExports};
use crate::save::bridge::{self, Entry, Notice};
use crate::save::share;
use crate::state::backup::Backup;
use crate::state::roll_inputs::RollInputs;
use crate::state::Roster;

/// One module as the app sees it: its exports once started, the element
/// its import dialog lives in, whether that dialog is open, and each
/// character's record as the module was last told it.
#[derive(Clone, Copy)]
struct Slot {
    exports: StoredValue<Option<JsValue>, LocalStorage>,
    dialog: NodeRef<leptos::html::Div>,
    dialog_open: RwSignal<bool>,
    told: StoredValue<FxHashMap<String, String>>,
}

impl Slot {
    fn new(dialog: NodeRef<leptos::html::Div>) -> Slot {
        Slot {
            exports: StoredValue::new_local(None),
            dialog,
            dialog_open: RwSignal::new(false),
            told: StoredValue::new(FxHashMap::default()),
        }
    }

    fn started(&self) -> bool {
        self.exports.with_value(Option::is_some)
    }

    fn notify(&self, notice: &Notice) {
        self.exports.with_value(|exports| {
            if let Some(exports) = exports {
                let _ = exports.unchecked_ref::<ModuleExports>().notify(&bridge::encode(notice));
            }
        });
    }

    /// Tells the module the roster's order and the characters changed
    /// since it was last told (every one, the first time).
    fn tell_characters(&self, roster: Roster) {
        if !self.started() {
            return;
        }
        let order = untrack(|| roster.ids());
        let changed: Vec<Entry> = self
            .told
            .try_update_value(|told| {
                told.retain(|id, _| order.contains(id));
                order
                    .iter()
                    .filter_map(|id| {
                        let record = roster.record_of(id)?;
                        (told.get(id) != Some(&record)).then(|| {
                            told.insert(id.clone(), record.clone());
                            Entry { id: id.clone(), record }
                        })
                    })
                    .collect()
            })
            .unwrap_or_default();
        let can_undo = untrack(|| roster.can_undo_table_step());
        let open = untrack(|| roster.open_id());
        self.notify(&Notice::Characters { order, open, changed, can_undo });
    }
}

/// The modules the app fetches on demand (share, table, live), as it sees them.
#[derive(Clone, Copy)]
pub struct Modules {
    /// In `Module`'s order.
    slots: [Slot; 3],
    roster: Roster,
    /// Told when the share module exported the whole roster (absent in
    /// tests that mount a panel alone).
    backup: Option<Backup>,
    /// The avantages typed on Jeu, for Fiche's weapons (absent in tests).
    inputs: Option<RollInputs>,
    /// Opens a character's sheet from the table view.
    open_sheet: Callback<String>,
}

impl Modules {
    /// `dialogs`: where each module's dialogs go, in `Module`'s order (the
    /// share module's import dialog, the table module's for the players'
    /// links, the live module's for a table's link).
    pub fn provide(roster: Roster, dialogs: [NodeRef<leptos::html::Div>; 3], open_sheet: Callback<String>) -> Modules {
        let modules = Modules {
            slots: dialogs.map(Slot::new),
            roster,
            backup: use_context::<Backup>(),
            inputs: use_context::<RollInputs>(),
            open_sheet,
        };
        provide_context(modules);
        // The share link and the table follow the characters while shown
        // (nobody listens before a module is started).
        let store = roster.store();
        Effect::new(move |_| {
            store.with_tracker(|_| ());
            // Every character and the table's steps: the table view reads them.
            roster.track_characters();
            roster.can_undo_table_step();
            for slot in modules.slots {
                slot.tell_characters(roster);
            }
        });
        modules
    }

    pub fn use_modules() -> Modules {
        expect_context::<Modules>()
    }

    fn slot(&self, module: Module) -> Slot {
        self.slots[module as usize]
    }

    /// Whether a module's import dialog is open (tracked).
    pub fn dialog_open(&self) -> bool {
        self.slots.iter().any(|slot| slot.dialog_open.get())
    }

    /// Starts the module a link in the page's address is for: the share
    /// module for a character's link, the live module for a table's link or
    /// a live table this player is at. Its dialog then offers the
    /// character or the table (and follows later links itself).
    pub fn open_link_if_any(&self) {
        let fragment = crate::state::browser::fragment();
        if share::is_link(&fragment) {
            self.start(Module::Share);
        }
        if crate::save::live::address::is_table_link(&fragment)
            || crate::state::storage::is_used(crate::state::live::LIVE_KEY)
        {
            self.start(Module::Live);
        }
    }

    fn start(&self, module: Module) {
        if self.slot(module).started() {
            return;
        }
        let this = *self;
        leptos::task::spawn_local(async move {
            if this.started(module).await.is_err() {
                this.roster.alert(crate::text::SHARE_NOT_LOADED.to_string());
            }
        });
    }

    /// The module, fetched (public/load-share.js) and started once.
    async fn started(&self, module: Module) -> Result<ModuleExports, JsValue> {
        let slot = self.slot(module);
        if let Some(exports) = slot.exports.get_value() {
            return Ok(exports.unchecked_into());
        }
        let exports = JsFuture::from(load_module(module.file())?).await?;
        // Two panels may have asked at once: the first one back starts it.
        if let Some(exports) = slot.exports.get_value() {
            return Ok(exports.unchecked_into());
        }
        let dialog = slot.dialog.get_untracked().ok_or(JsValue::NULL)?;
        exports.unchecked_ref::<ModuleExports>().start(&self.host_function(slot), &dialog)?;
        slot.exports.set_value(Some(exports.clone()));
        slot.tell_characters(self.roster);
        Ok(exports.unchecked_into())
    }

    /// Mounts `module`'s panel into `element`.
    pub async fn mount(&self, module: Module, element: &web_sys::HtmlElement) -> Result<Mounted, JsValue> {
        let unmount = self.started(module).await?.mount(element)?;
        Ok(Mounted { unmount })
    }

    /// The one function a module calls the roster through: a request in,
    /// a reply out (`save::bridge`). It lives as long as the page (the app
    /// is never unmounted there).
    fn host_function(&self, slot: Slot) -> Function {
        let this = *self;
        let answers = Answers {
            roster: self.roster,
            dialog_open: slot.dialog_open,
            backup: self.backup,
            open_sheet: self.open_sheet,
            inputs: self.inputs,
            table_changed: Callback::new(move |()| {
                for slot in this.slots {
                    slot.notify(&Notice::Table);
                }
            }),
        };
        let answer = move |request: Vec<u8>| bridge::answer(&answers, &request, crate::text::BRIDGE_REFUSED);
        Closure::<dyn Fn(Vec<u8>) -> Vec<u8>>::new(answer).into_js_value().unchecked_into()
    }
}

#[wasm_bindgen]
extern "C" {
    /// public/load-share.js: fetches a module by its files' name, resolves
    /// to its exports.
    #[wasm_bindgen(js_namespace = window, js_name = ficheOmbreModule, catch)]
    fn load_module(name: &str) -> Result<Promise, JsValue>;
}

/// A module's panel, mounted; dropping it takes the panel away.
pub struct Mounted {
    unmount: Function,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        let _ = self.unmount.call0(&JsValue::NULL);
    }
}
