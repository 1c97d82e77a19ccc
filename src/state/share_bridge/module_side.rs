//! The share module's side of the bridge: the app's functions, called with
//! characters as records, and a signal that follows the open character.

use std::cell::OnceCell;

use js_sys::{Array, Function, Object, Reflect};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::{array, shared_value, tracker, ADD_SHARED, ALERT, ALL, BEHIND, CHANGED, CHARACTER, EXPORTED, OPEN, UPDATE};
use crate::rules::journal::tracker::Tracker;
use crate::save::share::Shared;

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
    /// The roster's character of the link's identity, if any.
    /// The roster's character this one is: by identity, or, without one,
    /// the very same character among `all` (the roster, read once).
    pub fn here(&self, shared: &Shared, all: &[Tracker]) -> Option<Tracker> {
        match shared.identity.as_deref() {
            Some(id) => self.character(id),
            None => all.iter().find(|t| shared.is(t)).cloned(),
        }
    }

    /// The roster's character of this id, if any.
    pub fn character(&self, id: &str) -> Option<Tracker> {
        tracker(self.call(CHARACTER, &id.into()))
    }

    /// Adds characters from links; the first is opened.
    /// Returns whether storage took them all.
    pub fn add_shared(&self, characters: &[Shared]) -> bool {
        self.call(ADD_SHARED, &characters.iter().map(shared_value).collect::<Array>()).is_truthy()
    }

    /// Replaces the character of the link's identity by the link's version.
    pub fn update(&self, shared: &Shared) {
        self.call(UPDATE, &shared_value(shared));
    }

    pub fn alert(&self, message: String) {
        self.call(ALERT, &message.into());
    }

    /// Tells the app the whole roster was exported (for its backup reminder).
    pub fn exported(&self) {
        self.call(EXPORTED, &JsValue::UNDEFINED);
    }

    /// Puts the page behind the import dialog out of reach, or back.
    pub fn behind(&self, open: bool) {
        self.call(BEHIND, &open.into());
    }
}
