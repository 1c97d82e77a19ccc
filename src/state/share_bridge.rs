//! The bridge between the app and its share module.
//!
//! Sharing, export and import are a second wasm module (`src/partage.rs`,
//! built by Trunk beside the app) that a first visit does not fetch: the
//! app loads it when the player opens Fiche (issue 14: about 20 KB of
//! the first visit). The two modules share no memory. The app hands the
//! share module an object of functions over its roster, and characters
//! cross as saved records, the JSON both modules already read and write.
//! The share module never writes storage: what it imports goes through the
//! app's roster, like every other change.

use js_sys::{Array, Function, Object, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::Roster;
use crate::rules::tracker::Tracker;
use crate::save::record::{decode_character, encode_character};

/// The host object's functions, each taking one value and returning one.
const OPEN: &str = "open"; // () -> [id, record] of the open character
const ALL: &str = "all"; // () -> [record] of every character, in order
const ADD: &str = "add"; // ([record]) -> (), added to the roster and the first opened
const ALERT: &str = "alert"; // (message) -> (), shown at the top of the page
/// Dispatched on the host element whenever the open character changes.
const CHANGED: &str = "fiche-ombre-change";

type HostFn = Closure<dyn Fn(JsValue) -> JsValue>;

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

/// The app's side: the share module mounted in an element, calling back
/// into the roster. Dropping it unmounts the module's view, then frees the
/// functions it was calling.
pub struct Mounted {
    unmount: Function,
    _functions: Vec<HostFn>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        let _ = self.unmount.call0(&JsValue::NULL);
    }
}

/// Fetches and starts the share module (public/load-share.js), then mounts
/// its panel into `element`.
pub async fn mount_share(element: &web_sys::HtmlElement, roster: Roster) -> Result<Mounted, JsValue> {
    let load: Function = Reflect::get(&window(), &"ficheOmbreShareModule".into())?.dyn_into()?;
    let module = JsFuture::from(Promise::from(load.call0(&JsValue::NULL)?)).await?;
    let mount: Function = Reflect::get(&module, &"mount".into())?.dyn_into()?;

    let host = Object::new();
    let mut functions = Vec::new();
    let mut add = |name: &str, function: Box<dyn Fn(JsValue) -> JsValue>| {
        let function = Closure::wrap(function);
        let _ = Reflect::set(&host, &name.into(), function.as_ref());
        functions.push(function);
    };
    add(
        OPEN,
        Box::new(move |_| {
            let id = untrack(|| roster.open_id());
            let open = roster.store().with_tracker_untracked(record);
            Array::of2(&id.into(), &open).into()
        }),
    );
    add(ALL, Box::new(move |_| roster.all_characters().iter().map(record).collect::<Array>().into()));
    add(
        ADD,
        Box::new(move |records| {
            let trackers = array(records).iter().filter_map(tracker).collect();
            roster.add_many(trackers);
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
    let unmount: Function = mount.call2(&JsValue::NULL, element, &host)?.dyn_into()?;
    Ok(Mounted { unmount, _functions: functions })
}

/// Tells the share module mounted in `element` that the open character changed.
pub fn tell_changed(element: &web_sys::HtmlElement) {
    if let Ok(event) = web_sys::Event::new(CHANGED) {
        let _ = element.dispatch_event(&event);
    }
}

/// The share module's side: the app's functions, and a signal that follows
/// the open character.
#[derive(Clone, Copy)]
pub struct Host {
    functions: StoredValue<Object, LocalStorage>,
    changes: RwSignal<u32>,
}

impl Host {
    /// Wraps the app's object and starts following `element`'s change
    /// events; the listener goes with the reactive owner.
    pub fn new(functions: Object, element: &web_sys::HtmlElement) -> Host {
        let changes = RwSignal::new(0u32);
        let on_change = Closure::<dyn Fn()>::new(move || changes.update(|n| *n += 1));
        let _ = element.add_event_listener_with_callback(CHANGED, on_change.as_ref().unchecked_ref());
        let listening = StoredValue::new_local((element.clone(), on_change));
        on_cleanup(move || {
            listening.try_with_value(|(element, on_change)| {
                let _ = element.remove_event_listener_with_callback(CHANGED, on_change.as_ref().unchecked_ref());
            });
        });
        Host { functions: StoredValue::new_local(functions), changes }
    }

    pub fn use_host() -> Host {
        expect_context::<Host>()
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

    /// Adds characters to the roster and opens the first.
    pub fn add(&self, characters: &[Tracker]) {
        let records: Array = characters.iter().map(record).collect();
        self.call(ADD, &records);
    }

    pub fn alert(&self, message: String) {
        self.call(ALERT, &message.into());
    }
}
