//! The modules' side of the bridge: the app's functions, called with
//! characters as records, and a signal that follows the open character.

use js_sys::{Array, Function};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::{array, shared_value, tracker, Call, CHANGED};
use crate::rules::journal::tracker::Tracker;
use crate::save::share::Shared;
use crate::state::browser::Slices;

/// A module's view of the app: its roster's functions, and a
/// signal that follows the open character. Set once, by `start`.
#[derive(Clone, Copy)]
pub struct Host {
    functions: StoredValue<Function, LocalStorage>,
    changes: RwSignal<u32>,
}

impl Host {
    /// Provides the app's function to everything the module mounts (under
    /// the module's owner, which lives as long as the page) and follows the
    /// app's change events.
    pub fn provide(functions: Function) -> Host {
        let host = Host { functions: StoredValue::new_local(functions), changes: RwSignal::new(0) };
        provide_context(host);
        let on_change = Closure::<dyn Fn()>::new(move || host.changes.update(|n| *n += 1));
        let _ = window().add_event_listener_with_callback(CHANGED, on_change.as_ref().unchecked_ref());
        on_change.forget();
        host
    }

    /// The host the module's owner provides.
    pub fn use_host() -> Host {
        expect_context::<Host>()
    }

    fn call(&self, call: Call, argument: &JsValue) -> JsValue {
        let number = JsValue::from(call as u8);
        self.functions.with_value(|f| f.call2(&JsValue::NULL, &number, argument)).unwrap_or(JsValue::UNDEFINED)
    }

    /// The open character and its id (tracked: follows every change).
    pub fn open(&self) -> Option<(String, Tracker)> {
        self.changes.track();
        self.open_untracked()
    }

    pub fn open_untracked(&self) -> Option<(String, Tracker)> {
        let pair = array(self.call(Call::Open, &JsValue::UNDEFINED));
        Some((pair.get(0).as_string()?, tracker(pair.get(1))?))
    }

    /// The open character's saved record, with what a newer build left in
    /// it (for a file).
    pub fn open_record(&self) -> Option<String> {
        array(self.call(Call::Open, &JsValue::UNDEFINED)).get(1).as_string()
    }

    /// Every character's saved record, in the roster's order (for a file).
    pub fn all_records(&self) -> Vec<String> {
        array(self.call(Call::All, &JsValue::UNDEFINED))
            .iter()
            .filter_map(|pair| array(pair).get(1).as_string())
            .collect()
    }

    /// Every character, in the roster's order.
    pub fn all(&self) -> Vec<Tracker> {
        self.table_untracked().into_iter().map(|(_, t)| t).collect()
    }

    /// Every character with its id, in the roster's order (tracked).
    pub fn table(&self) -> Vec<(String, Tracker)> {
        self.changes.track();
        self.table_untracked()
    }

    pub fn table_untracked(&self) -> Vec<(String, Tracker)> {
        let pair = |pair: JsValue| {
            let pair = array(pair);
            Some((pair.get(0).as_string()?, tracker(pair.get(1))?))
        };
        array(self.call(Call::All, &JsValue::UNDEFINED)).iter().filter_map(pair).collect()
    }

    /// One table step: `changed` characters replaced, `undo` called by the
    /// table's `Annuler`, which says `label`.
    pub fn replace(&self, changed: &[(String, Tracker)], undo: JsValue, label: &str) {
        let changed: Array =
            changed.iter().map(|(id, t)| JsValue::from(Array::of2(&id.into(), &super::record(t)))).collect();
        self.call(Call::Replace, &Array::of3(&changed, &undo, &label.into()));
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
        tracker(self.call(Call::Character, &id.into()))
    }

    /// Adds characters from links or a file, a few in each task of the
    /// browser (a large file's would freeze the page), the first opened;
    /// `progress` is told how many are in. Returns whether storage took
    /// them all.
    pub async fn add_shared(&self, characters: &[Shared], progress: impl Fn(usize)) -> bool {
        let mut slices = Slices::default();
        let mut stored = true;
        for (index, shared) in characters.iter().enumerate() {
            if slices.due().await {
                progress(index);
            }
            let call = Array::of2(&Array::of1(&shared_value(shared)), &JsValue::from_bool(index == 0));
            stored &= self.call(Call::AddShared, &call).is_truthy();
        }
        stored
    }

    /// Replaces the character of the link's identity by the link's
    /// version, one step of the table's `Annuler`.
    pub fn update(&self, shared: &Shared) {
        let Some(id) = shared.identity.clone() else { return };
        let mut tracker = Tracker::from_parts(shared.sheet.clone(), shared.journal.clone().unwrap_or_default());
        tracker.note_update();
        let label = crate::text::update_label(shared.sheet.name());
        self.replace(&[(id, tracker)], JsValue::UNDEFINED, &label);
    }

    /// A card's command on `id`'s character, or on every character (the
    /// group's Will roll): `kind` and its arguments as `table_calls` reads
    /// them. Returns what to say, and the refusal, each if any.
    pub fn run(
        &self,
        id: Option<&str>,
        kind: u8,
        amount: &str,
        condition: usize,
        rounds: Option<u32>,
    ) -> (Option<String>, Option<String>) {
        let call = Array::new();
        call.push(&id.map_or(JsValue::NULL, JsValue::from));
        call.push(&kind.into());
        call.push(&amount.into());
        call.push(&(condition as u32).into());
        call.push(&rounds.map_or(JsValue::NULL, JsValue::from));
        let answer = array(self.call(Call::Run, &call.into()));
        (answer.get(0).as_string(), answer.get(1).as_string())
    }

    /// Time (0 round, 1 minute, 2 hour) or a rest (3) for everyone, one
    /// table step whose undo also calls `also`: what to say.
    pub fn time(&self, which: u8, also: JsValue) -> String {
        self.call(Call::Time, &Array::of2(&which.into(), &also).into()).as_string().unwrap_or_default()
    }

    /// The table's `Annuler`: what it took back, if anything.
    pub fn undo(&self) -> Option<String> {
        self.call(Call::Undo, &JsValue::UNDEFINED).as_string()
    }

    /// Whether the table's `Annuler` has a step (tracked).
    pub fn can_undo(&self) -> bool {
        self.changes.track();
        self.call(Call::CanUndo, &JsValue::UNDEFINED).is_truthy()
    }

    /// Opens a character's sheet, from the table.
    pub fn open_sheet(&self, id: &str) {
        self.call(Call::OpenSheet, &id.into());
    }

    pub fn alert(&self, message: String) {
        self.call(Call::Alert, &message.into());
    }

    /// Tells the app the whole roster was exported (for its backup reminder).
    pub fn exported(&self) {
        self.call(Call::Exported, &JsValue::UNDEFINED);
    }

    /// Puts the page behind the import dialog out of reach, or back.
    pub fn behind(&self, open: bool) {
        self.call(Call::Behind, &open.into());
    }
}
