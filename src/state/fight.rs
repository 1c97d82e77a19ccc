//! The GM's fight as the table module holds it (`views::table::fight`):
//! the fight and the bestiary in signals, kept in localStorage under their
//! own keys, each change one step of the table's `Annuler` (through the
//! app, which also replaces the characters the step changed). The share
//! module brings them back from a file straight into storage
//! ([`bring_back`]), and the store reads them again.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::share_bridge::Host;
use super::storage;
use crate::rules::fight::creature::Model;
use crate::rules::fight::Fight;
use crate::rules::journal::tracker::Tracker;
use crate::save::file::TableParts;

const FIGHT_KEY: &str = "fiche-ombre:combat";
const BESTIARY_KEY: &str = "fiche-ombre:bestiaire";
/// Dispatched on the window when a file brought the bestiary or the fight
/// back into storage (by the share module): the store reads them again.
const BROUGHT_BACK: &str = "fiche-ombre-combat-repris";

/// The bestiary and the fight as storage holds them, for `Tout exporter`
/// (read without the module: the app's own export takes them too).
pub fn stored_table_parts() -> TableParts {
    TableParts { bestiary: storage::read(BESTIARY_KEY).ok().flatten(), fight: storage::read(FIGHT_KEY).ok().flatten() }
}

/// The bestiary keeps at most this many models.
pub const MAX_MODELS: usize = 200;

/// The fight and the bestiary; one for the page's life.
#[derive(Clone, Copy)]
pub struct FightStore {
    pub fight: RwSignal<Fight>,
    pub bestiary: RwSignal<Vec<Model>>,
    host: Host,
}

/// What storage holds under `key`, checked: a bad stat block is left out.
fn read_fight() -> Fight {
    let mut fight: Fight =
        storage::read(FIGHT_KEY).ok().flatten().and_then(|raw| serde_json::from_str(&raw).ok()).unwrap_or_default();
    let bad: Vec<u32> = fight.creatures.iter().filter(|c| c.model.check().is_err()).map(|c| c.id).collect();
    for id in bad {
        fight.remove(id);
    }
    fight
}

fn read_bestiary() -> Vec<Model> {
    checked_models(storage::read(BESTIARY_KEY).ok().flatten().as_deref()).take(MAX_MODELS).collect()
}

/// A bestiary's models as JSON (storage's, or a file's), each checked: a
/// bad stat block is left out.
fn checked_models(json: Option<&str>) -> impl Iterator<Item = Model> {
    let models: Vec<Model> = json.and_then(|json| serde_json::from_str(json).ok()).unwrap_or_default();
    models.into_iter().filter(|m| m.check().is_ok())
}

impl FightStore {
    /// Reads the fight and the bestiary from storage and provides the store
    /// to everything the module mounts (under the module's owner: it
    /// outlives the panels, and the undo steps the app keeps call it).
    pub fn provide() {
        let store = FightStore {
            fight: RwSignal::new(read_fight()),
            bestiary: RwSignal::new(read_bestiary()),
            host: Host::use_host(),
        };
        provide_context(store);
        // Another tab's fight or bestiary.
        let on_storage = Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |event: web_sys::StorageEvent| match event
            .key()
            .as_deref()
        {
            Some(FIGHT_KEY) => store.fight.set(read_fight()),
            Some(BESTIARY_KEY) => store.bestiary.set(read_bestiary()),
            _ => {}
        });
        let _ = window().add_event_listener_with_callback("storage", on_storage.as_ref().unchecked_ref());
        on_storage.forget();
        // A file brought back in this page, by the share module.
        let on_file = Closure::<dyn Fn()>::new(move || {
            store.fight.set(read_fight());
            store.bestiary.set(read_bestiary());
        });
        let _ = window().add_event_listener_with_callback(BROUGHT_BACK, on_file.as_ref().unchecked_ref());
        on_file.forget();
    }

    /// The store the module's owner provides.
    pub fn use_fight() -> FightStore {
        expect_context::<FightStore>()
    }

    pub fn host(&self) -> Host {
        self.host
    }

    /// One step of the fight: `change` edits a copy of the fight and
    /// returns the characters it changed; the table's `Annuler` says
    /// `label` and brings this fight back.
    pub fn step(&self, label: &str, change: impl FnOnce(&mut Fight) -> Vec<(String, Tracker)>) {
        let before = self.fight.get_untracked();
        let mut after = before.clone();
        let changed = change(&mut after);
        if after == before && changed.is_empty() {
            return;
        }
        self.set(after);
        let store = *self;
        let undo = Closure::once_into_js(move || store.set(before));
        self.host.replace(&changed, undo, label);
    }

    /// Time for the whole table (0 round, 1 minute, 2 hour; 3 a rest), the
    /// fight's part done by `change` first: one step of the table's
    /// `Annuler`. Returns what to say.
    pub fn time(&self, which: u8, change: impl FnOnce(&mut Fight)) -> String {
        let before = self.fight.get_untracked();
        let mut after = before.clone();
        change(&mut after);
        if after == before {
            return self.host.time(which, JsValue::UNDEFINED);
        }
        self.set(after);
        let store = *self;
        self.host.time(which, Closure::once_into_js(move || store.set(before)))
    }

    fn set(&self, fight: Fight) {
        if !store(FIGHT_KEY, &fight) {
            self.host.alert(crate::text::fight::NOT_STORED.to_string());
        }
        self.fight.set(fight);
    }

    /// Keeps `model` in the bestiary, under its name (the newest wins).
    pub fn remember(&self, model: &Model) {
        self.bestiary.update(|models| {
            models.retain(|m| m.name != model.name);
            models.insert(0, model.clone());
            models.truncate(MAX_MODELS);
        });
        self.save_bestiary();
    }

    pub fn forget(&self, name: &str) {
        self.bestiary.update(|models| models.retain(|m| m.name != name));
        self.save_bestiary();
    }

    fn save_bestiary(&self) {
        if !self.bestiary.with_untracked(|models| store(BESTIARY_KEY, models)) {
            self.host.alert(crate::text::fight::NOT_STORED.to_string());
        }
    }
}

/// Writes `value` as JSON under `key`; whether storage took it.
fn store(key: &str, value: &impl serde::Serialize) -> bool {
    serde_json::to_string(value).is_ok_and(|json| storage::write(key, &json).is_ok())
}

/// Brings back what a file of `Tout exporter` carries, into storage: its
/// models join the bestiary (a name already here keeps this one), its
/// fight comes back when none is going on here; the table module's store,
/// if started, reads them again. Says what it did, if anything.
pub fn bring_back(host: Host, parts: &TableParts) -> Option<String> {
    let mut bestiary = read_bestiary();
    let mut added = 0;
    for model in checked_models(parts.bestiary.as_deref()) {
        if bestiary.len() < MAX_MODELS && !bestiary.iter().any(|m| m.name == model.name) {
            bestiary.push(model);
            added += 1;
        }
    }
    let mut stored = added == 0 || store(BESTIARY_KEY, &bestiary);
    let fight = parts.fight.as_deref().and_then(|json| serde_json::from_str::<Fight>(json).ok());
    let fight = fight.filter(|f| !f.creatures.is_empty() && f.creatures.iter().all(|c| c.model.check().is_ok()));
    let mut fight_back = false;
    let fight_said = match fight {
        Some(_) if !read_fight().creatures.is_empty() => Some(crate::text::fight::FILE_FIGHT_KEPT_HERE),
        Some(fight) => {
            stored &= store(FIGHT_KEY, &fight);
            fight_back = true;
            Some(crate::text::fight::FILE_FIGHT_BACK)
        }
        None => None,
    };
    if !stored {
        host.alert(crate::text::fight::NOT_STORED.to_string());
    }
    // The table module, if started, reads what changed.
    if added > 0 || fight_back {
        if let Ok(event) = web_sys::Event::new(BROUGHT_BACK) {
            let _ = window().dispatch_event(&event);
        }
    }
    crate::text::fight::brought_back(added, fight_said)
}
