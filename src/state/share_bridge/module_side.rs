//! The modules' side of the bridge: the app's function, asked with a
//! `save::bridge::Request` and answered with a `Reply`, and the roster as
//! the app's notices last told it.

use std::sync::Arc;

use js_sys::Function;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::rules::character::sheet::{Sheet, SheetData};
use crate::rules::command::{Command, CommandError};
use crate::rules::fight::fear::Fear;
use crate::rules::journal::event::Event;
use crate::rules::journal::tracker::{Recorded, Tracker};
use crate::rules::journal::Maker;
use crate::save::bridge::{self, Entry, FightChange, Incoming, Notice, Reply, Request, Time, Who};
use crate::save::record::{decode_character, encode_character, encode_keeping};
use crate::save::share::Shared;
use crate::state::browser::Slices;

/// A module's view of the app: its roster's function, the characters as
/// last told (each read once, when it changed), and whether the fight or
/// the bestiary changed in storage. Set once, by `start`.
#[derive(Clone, Copy)]
pub struct Host {
    functions: StoredValue<Function, LocalStorage>,
    /// Shared, not copied: a reader of the table does not copy every journal.
    characters: RwSignal<Vec<(String, Arc<Tracker>)>>,
    /// The id of the character open in the app.
    open_id: RwSignal<String>,
    can_undo: RwSignal<bool>,
    /// Called when the app says the fight or the bestiary changed.
    on_table: StoredValue<Option<Callback<()>>>,
    /// Called with the ids of the characters the app says changed.
    on_changed: StoredValue<Option<Callback<Vec<String>>>>,
}

fn tracker(record: &str) -> Option<Tracker> {
    decode_character(record).ok().map(|stored| stored.character)
}

fn entry(reply: Reply) -> Option<Entry> {
    match reply {
        Reply::Entry(entry) => entry,
        _ => None,
    }
}

impl Host {
    /// Provides the app's function to everything the module mounts (under
    /// the module's owner, which lives as long as the page).
    pub fn provide(functions: Function) -> Host {
        let host = Host {
            functions: StoredValue::new_local(functions),
            characters: RwSignal::new(Vec::new()),
            open_id: RwSignal::new(String::new()),
            can_undo: RwSignal::new(false),
            on_table: StoredValue::new(None),
            on_changed: StoredValue::new(None),
        };
        provide_context(host);
        host
    }

    /// The host the module's owner provides.
    pub fn use_host() -> Host {
        expect_context::<Host>()
    }

    /// What the app says changed (`notify`, from the module's exports).
    pub fn told(&self, notice: &[u8]) {
        match bridge::decode::<Notice>(notice) {
            Ok(Notice::Characters { order, open, changed, can_undo }) => {
                self.open_id.set(open);
                self.characters.update(|characters| {
                    let mut before: Vec<(String, Arc<Tracker>)> = std::mem::take(characters);
                    for id in order {
                        let new = changed.iter().find(|e| e.id == id).and_then(|e| tracker(&e.record)).map(Arc::new);
                        let old = || before.iter().position(|(i, _)| *i == id).map(|at| before.swap_remove(at).1);
                        if let Some(tracker) = new.or_else(old) {
                            characters.push((id, tracker));
                        }
                    }
                });
                self.can_undo.set(can_undo);
                if let Some(changed_here) = self.on_changed.get_value() {
                    changed_here.run(changed.into_iter().map(|e| e.id).collect());
                }
            }
            Ok(Notice::Table) => {
                if let Some(read_again) = self.on_table.get_value() {
                    read_again.run(());
                }
            }
            Err(_) => {}
        }
    }

    fn ask(&self, request: &Request) -> Reply {
        let request = js_sys::Uint8Array::from(bridge::encode(request).as_slice());
        let answer = self.functions.with_value(|f| f.call1(&JsValue::NULL, &request));
        let reply = answer
            .ok()
            .and_then(|a| a.dyn_into::<js_sys::Uint8Array>().ok())
            .map(|a| bridge::decode::<Reply>(&a.to_vec()));
        match reply {
            Some(Ok(Reply::Refused(message))) => {
                self.alert(message);
                Reply::Done
            }
            Some(Ok(reply)) => reply,
            _ => Reply::Done,
        }
    }

    /// The open character and its id (tracked: follows every change).
    pub fn open(&self) -> Option<(String, Tracker)> {
        self.characters.track();
        self.open_untracked()
    }

    /// The character open in the app as last told: its id and its sheet
    /// (tracked).
    pub fn told_open(&self) -> Option<(String, Sheet)> {
        let id = self.open_id.get();
        self.characters.with(|all| all.iter().find(|(i, _)| *i == id).map(|(i, t)| (i.clone(), t.sheet().clone())))
    }

    /// A Fiche command run by the app on the open character `id`: what it
    /// did and the sheet it left, or the rules' refusal. A request the app
    /// refused is alerted and did nothing.
    pub fn edit(&self, id: String, command: Command) -> Result<(Vec<Event>, Option<Sheet>), CommandError> {
        match self.ask(&Request::Edit { id, command }) {
            Reply::Edited(done) => done.map(|edited| {
                let sheet =
                    serde_json::from_str::<SheetData>(&edited.sheet).ok().and_then(|data| Sheet::try_from(data).ok());
                (serde_json::from_str(&edited.events).unwrap_or_default(), sheet)
            }),
            _ => Ok((Vec::new(), None)),
        }
    }

    pub fn open_untracked(&self) -> Option<(String, Tracker)> {
        let entry = entry(self.ask(&Request::Open))?;
        Some((entry.id, tracker(&entry.record)?))
    }

    /// The open character's saved record, with what a newer build left in
    /// it (for a file).
    pub fn open_record(&self) -> Option<String> {
        entry(self.ask(&Request::Open)).map(|e| e.record)
    }

    /// Every character's saved record, in the roster's order (for a file).
    pub fn all_records(&self) -> Vec<String> {
        match self.ask(&Request::All) {
            Reply::Entries(entries) => entries.into_iter().map(|e| e.record).collect(),
            _ => Vec::new(),
        }
    }

    /// Every character, in the roster's order.
    pub fn all(&self) -> Vec<Tracker> {
        self.characters.with_untracked(|all| all.iter().map(|(_, t)| Tracker::clone(t)).collect())
    }

    /// Every character with its id, in the roster's order (tracked).
    pub fn table(&self) -> Vec<(String, Arc<Tracker>)> {
        self.characters.get()
    }

    pub fn table_untracked(&self) -> Vec<(String, Arc<Tracker>)> {
        self.characters.get_untracked()
    }

    /// A new character, added and opened; its id.
    pub fn add_new(&self) -> String {
        self.add(&crate::state::browser::new_id(), &Tracker::default())
    }

    /// Adds a new character, opened, and names it `name` through the
    /// rules (a name they refuse leaves it to be named on Fiche).
    pub fn add_named(&self, name: &str) -> String {
        let id = self.add_new();
        let _ = self.edit(id.clone(), Command::SetName(name.trim().to_string()));
        id
    }

    /// Adds `tracker` as character `id`, opened.
    pub fn add(&self, id: &str, tracker: &Tracker) -> String {
        let record = encode_character(tracker, 0, "direct");
        let incoming = Incoming { identity: Some(id.to_string()), record };
        self.ask(&Request::AddShared { characters: vec![incoming], open_first: true });
        id.to_string()
    }

    /// What to do when the app says characters changed (their ids).
    pub fn on_changed(&self, changed: Callback<Vec<String>>) {
        self.on_changed.set_value(Some(changed));
    }

    /// The live table's request: each of `put` set to what every device
    /// merged, and what each of `watch` ran since the last time.
    pub fn live(&self, put: Vec<Entry>, watch: Vec<String>, by: Maker) -> Vec<(String, Vec<Recorded>)> {
        match self.ask(&Request::Live { put, watch, by }) {
            Reply::Live(ran) => ran,
            _ => Vec::new(),
        }
    }

    /// These characters left the live table.
    pub fn left_live(&self, ids: Vec<String>) {
        self.ask(&Request::LeftLive { ids });
    }

    /// What to do when the app says the fight or the bestiary changed.
    pub fn on_table(&self, read_again: Callback<()>) {
        self.on_table.set_value(Some(read_again));
    }

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
        tracker(&entry(self.ask(&Request::Character { id: id.to_string() }))?.record)
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
            let tracker = Tracker::from_parts(shared.sheet.clone(), shared.journal.clone().unwrap_or_default());
            let json = serde_json::to_string(&tracker).unwrap_or_default();
            let incoming = Incoming {
                identity: shared.identity.clone(),
                record: encode_keeping(&json, 0, "", shared.unknown.as_deref()),
            };
            let request = Request::AddShared { characters: vec![incoming], open_first: index == 0 };
            stored &= self.ask(&request) == Reply::Stored(true);
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
        let record = encode_character(&tracker, 0, "");
        self.ask(&Request::Replace { characters: vec![Entry { id, record }], label });
    }

    /// A card's action on one character or everyone, or a creature's hit
    /// (`note` first in the journal, the fight's change in the same step).
    /// Returns what to say, and the refusal, each if any.
    pub fn run(
        &self,
        who: Who,
        command: Command,
        note: Option<String>,
        fight: Option<FightChange>,
    ) -> (Option<String>, Option<String>) {
        match self.ask(&Request::Run { who, command, note, fight }) {
            Reply::Ran { said, refusal } => (said, refusal),
            _ => (None, None),
        }
    }

    /// The Will roll of `ids` against a frightening creature: what to say.
    pub fn face(&self, ids: Vec<String>, creature: String, fear: Fear, crowd: bool, fight: FightChange) -> String {
        match self.ask(&Request::Face { ids, creature, fear, crowd, fight }) {
            Reply::Ran { said, .. } => said.unwrap_or_default(),
            _ => String::new(),
        }
    }

    /// A step of the fight alone, for the table's `Annuler`.
    pub fn fight_step(&self, label: String, fight: FightChange) {
        self.ask(&Request::Fight { label, fight });
    }

    /// Time or a rest for everyone, the fight's change in the same step:
    /// what to say.
    pub fn time(&self, time: Time, fight: Option<FightChange>) -> String {
        match self.ask(&Request::Time { time, fight }) {
            Reply::Said(said) => said,
            _ => String::new(),
        }
    }

    /// Keeps a file's bestiary or fight, and tells every module: whether
    /// storage took them.
    pub fn keep(&self, bestiary: Option<String>, fight: Option<String>) -> bool {
        self.ask(&Request::Keep { bestiary, fight }) == Reply::Stored(true)
    }

    /// The table's `Annuler`: what it took back, and the fight's change
    /// in that step, if any.
    pub fn undo(&self) -> (Option<String>, Option<FightChange>) {
        match self.ask(&Request::Undo) {
            Reply::Undone { said, fight } => (said, fight),
            _ => (None, None),
        }
    }

    /// Whether the table's `Annuler` has a step (tracked).
    pub fn can_undo(&self) -> bool {
        self.can_undo.get()
    }

    /// Opens a character's sheet, from the table.
    pub fn open_sheet(&self, id: &str) {
        self.ask(&Request::OpenSheet { id: id.to_string() });
    }

    pub fn alert(&self, message: String) {
        let request = js_sys::Uint8Array::from(bridge::encode(&Request::Alert { message }).as_slice());
        self.functions.with_value(|f| {
            let _ = f.call1(&JsValue::NULL, &request);
        });
    }

    /// Tells the app the whole roster was exported (for its backup reminder).
    pub fn exported(&self) {
        self.ask(&Request::Exported);
    }

    /// Puts the page behind the import dialog out of reach, or back.
    pub fn behind(&self, open: bool) {
        self.ask(&Request::Behind { open });
    }
}
