//! The bridge between the app and its share module.
//!
//! Share links, export, import of files and links, and the dialog that
//! offers a link's character are a second wasm module (`src/partage.rs`,
//! built by Trunk beside the app) that a first visit does not fetch: the
//! app loads it when the player opens Fiche, the table view's players'
//! links, or a share link (issue 14). The two modules share no memory. The
//! app hands the share module, once, an object of functions over its
//! roster; characters cross as saved records, the JSON both modules
//! already read and write. The share module never writes storage: what it
//! brings goes through the app's roster, like every other change.

use std::cell::OnceCell;

use js_sys::{Array, Function, Object, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::Roster;
use crate::rules::tracker::Tracker;
use crate::save::record::{decode_character, encode_character};
use crate::save::share::{self, Placement, Shared};

// The app's functions, each taking one value and returning one.
/// () -> [id, record] of the open character.
const OPEN: &str = "open";
/// () -> [record] of every character, in order.
const ALL: &str = "all";
/// (id) -> the record of that character, or nothing.
const CHARACTER: &str = "character";
/// ([record]) -> (): added (an imported file), the first opened.
const ADD: &str = "add";
/// ([[identity or null, record]]) -> (): added from links, the first opened.
const ADD_SHARED: &str = "addShared";
/// ([identity, record]) -> (): replaces that character, one table step.
const UPDATE: &str = "update";
/// (message) -> (): shown at the top of the page.
const ALERT: &str = "alert";
/// (bool) -> (): the import dialog is open, the page behind out of reach.
const BEHIND: &str = "behind";
/// Dispatched on the window whenever the open character changes.
const CHANGED: &str = "fiche-ombre-change";

fn record(tracker: &Tracker) -> JsValue {
    encode_character(tracker, 0, "").into()
}

/// A JS array, or an empty one for anything else.
fn array(value: JsValue) -> Array {
    value.dyn_into().unwrap_or_else(|_| Array::new())
}

fn tracker(record: JsValue) -> Option<Tracker> {
    decode_character(&record.as_string()?).ok().map(|stored| stored.character)
}

/// A link's character as it crosses: [identity or null, record].
fn shared_value(shared: &Shared) -> JsValue {
    let tracker = Tracker::from_parts(shared.sheet.clone(), shared.journal.clone().unwrap_or_default());
    let identity = shared.identity.as_deref().map_or(JsValue::NULL, JsValue::from);
    Array::of2(&identity, &record(&tracker)).into()
}

fn shared_from(value: JsValue) -> Option<Shared> {
    let pair = array(value);
    let tracker = tracker(pair.get(1))?;
    Some(Shared {
        identity: pair.get(0).as_string(),
        sheet: tracker.sheet().clone(),
        journal: Some(tracker.journal().clone()),
    })
}

// ---------------------------------------------------------------- the app's side

/// The share module as the app sees it: fetched and started once, on the
/// first need, with the element its import dialog lives in.
#[derive(Clone, Copy)]
pub struct ShareModule {
    module: StoredValue<Option<JsValue>, LocalStorage>,
    roster: Roster,
    dialog: NodeRef<leptos::html::Div>,
    dialog_open: RwSignal<bool>,
}

impl ShareModule {
    pub fn provide(roster: Roster, dialog: NodeRef<leptos::html::Div>) -> ShareModule {
        let module =
            ShareModule { module: StoredValue::new_local(None), roster, dialog, dialog_open: RwSignal::new(false) };
        provide_context(module);
        // The share link follows the character while it is shown (nobody
        // listens before the module is started).
        let store = roster.store();
        Effect::new(move |_| {
            store.with_tracker(|_| ());
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
        if self.module.with_value(Option::is_some) || !share::is_link(&super::browser::fragment()) {
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
        let dialog_open = self.dialog_open;
        let functions = Object::new();
        let add = |name: &str, function: Box<dyn Fn(JsValue) -> JsValue>| {
            let _ = Reflect::set(&functions, &name.into(), &Closure::wrap(function).into_js_value());
        };
        add(
            OPEN,
            Box::new(move |_| {
                let id = untrack(|| roster.open_id());
                Array::of2(&id.into(), &roster.store().with_tracker_untracked(record)).into()
            }),
        );
        add(ALL, Box::new(move |_| roster.all_characters().iter().map(record).collect::<Array>().into()));
        add(
            CHARACTER,
            Box::new(move |id| {
                let id = id.as_string().unwrap_or_default();
                roster.with_character_untracked(&id, record).unwrap_or(JsValue::UNDEFINED)
            }),
        );
        add(
            ADD,
            Box::new(move |records| {
                roster.add_many(array(records).iter().filter_map(tracker).collect());
                JsValue::UNDEFINED
            }),
        );
        add(
            ADD_SHARED,
            Box::new(move |links| {
                roster.add_from_outside(array(links).iter().filter_map(shared_from).collect());
                JsValue::UNDEFINED
            }),
        );
        add(
            UPDATE,
            Box::new(move |link| {
                if let Some(shared) = shared_from(link) {
                    roster.update_from(shared);
                }
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

// ---------------------------------------------------------------- the module's side

/// The share module's view of the app: its roster's functions, and a
/// signal that follows the open character. Set once, by `start`.
#[derive(Clone, Copy)]
pub struct Host {
    functions: StoredValue<Object, LocalStorage>,
    changes: RwSignal<u32>,
}

thread_local! {
    static HOST: OnceCell<Host> = const { OnceCell::new() };
}

impl Host {
    /// Keeps the app's functions for the page's life (no reactive owner:
    /// nothing disposes of them) and follows the app's change events.
    pub fn start(functions: Object) -> Host {
        let host = HOST.with(|cell| {
            *cell.get_or_init(|| Host { functions: StoredValue::new_local(functions), changes: RwSignal::new(0) })
        });
        let on_change = Closure::<dyn Fn()>::new(move || host.changes.update(|n| *n += 1));
        let _ = window().add_event_listener_with_callback(CHANGED, on_change.as_ref().unchecked_ref());
        on_change.forget();
        host
    }

    /// The host set by `start`.
    pub fn use_host() -> Host {
        HOST.with(|cell| *cell.get().expect("the share module is started before anything is mounted"))
    }

    fn call(&self, name: &str, argument: &JsValue) -> JsValue {
        self.functions
            .with_value(|f| Reflect::get(f, &name.into()))
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
            .and_then(|f| f.call1(&JsValue::NULL, argument).ok())
            .unwrap_or(JsValue::UNDEFINED)
    }

    /// The open character and its id (tracked: follows every change).
    pub fn open(&self) -> Option<(String, Tracker)> {
        self.changes.track();
        self.open_untracked()
    }

    pub fn open_untracked(&self) -> Option<(String, Tracker)> {
        let pair = array(self.call(OPEN, &JsValue::UNDEFINED));
        Some((pair.get(0).as_string()?, tracker(pair.get(1))?))
    }

    /// Every character, in the roster's order.
    pub fn all(&self) -> Vec<Tracker> {
        array(self.call(ALL, &JsValue::UNDEFINED)).iter().filter_map(tracker).collect()
    }

    /// Where a link's character stands against the roster.
    pub fn placement(&self, shared: &Shared) -> Placement {
        let here = shared.identity.as_deref().and_then(|id| tracker(self.call(CHARACTER, &id.into())));
        shared.placement(here.as_ref())
    }

    /// Adds characters from a file; the first is opened.
    pub fn add(&self, characters: &[Tracker]) {
        self.call(ADD, &characters.iter().map(record).collect::<Array>());
    }

    /// Adds characters from links; the first is opened.
    pub fn add_shared(&self, characters: &[Shared]) {
        self.call(ADD_SHARED, &characters.iter().map(shared_value).collect::<Array>());
    }

    /// Replaces the character of the link's identity by the link's version.
    pub fn update(&self, shared: &Shared) {
        self.call(UPDATE, &shared_value(shared));
    }

    pub fn alert(&self, message: String) {
        self.call(ALERT, &message.into());
    }

    /// Puts the page behind the import dialog out of reach, or back.
    pub fn behind(&self, open: bool) {
        self.call(BEHIND, &open.into());
    }
}
