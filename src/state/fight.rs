//! The GM's fight as the table module holds it (`views::table::fight`):
//! the fight and the bestiary in signals, read from storage, each change
//! one step of the table's `Annuler`, which the app keeps with the fight as
//! it was before (`save::bridge`): the app alone writes them, and tells the
//! module when an undo, a file or another tab changed them.

use leptos::prelude::*;

use super::share_bridge::Host;
use super::storage;
use super::table_parts::{BESTIARY_KEY, FIGHT_KEY};
use crate::rules::fight::bestiary;
use crate::rules::fight::creature::Model;
use crate::rules::fight::fear::Fear;
use crate::rules::fight::Fight;
use crate::save::bridge::{Action, FightChange, Time, Who};
use crate::save::file::TableParts;
use crate::text::fight as words;

pub use crate::rules::fight::bestiary::MAX_MODELS;

/// The fight and the bestiary; one for the page's life.
#[derive(Clone, Copy)]
pub struct FightStore {
    pub fight: RwSignal<Fight>,
    pub bestiary: RwSignal<Vec<Model>>,
    host: Host,
}

/// The fight storage holds, checked (`Fight::check`); none is an empty
/// one. What cannot be taken is said in French.
fn read_fight() -> Result<Fight, String> {
    let Some(raw) = storage::read(FIGHT_KEY).ok().flatten() else { return Ok(Fight::default()) };
    let fight: Fight = serde_json::from_str(&raw).map_err(|_| words::STORED_FIGHT_UNREADABLE.to_string())?;
    fight.check().map_err(words::stored_fight_refused)?;
    Ok(fight)
}

/// The fight storage holds, or an empty one after saying why not.
fn read_fight_or_say(host: Host) -> Fight {
    read_fight().unwrap_or_else(|message| {
        host.alert(message);
        Fight::default()
    })
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
    /// outlives the panels).
    pub fn provide() {
        let host = Host::use_host();
        let fight = RwSignal::new(read_fight_or_say(host));
        let store = FightStore { fight, bestiary: RwSignal::new(read_bestiary()), host };
        provide_context(store);
        // The app's word that an undo or a file changed them.
        host.on_table(Callback::new(move |()| store.read_again()));
        // Another tab's fight or bestiary.
        let listener = window_event_listener(leptos::ev::storage, move |event| match event.key().as_deref() {
            Some(FIGHT_KEY) | Some(BESTIARY_KEY) => store.read_again(),
            _ => {}
        });
        // The store lives as long as the page.
        std::mem::forget(listener);
    }

    fn read_again(&self) {
        self.fight.set(read_fight_or_say(self.host));
        self.bestiary.set(read_bestiary());
    }

    /// The store the module's owner provides.
    pub fn use_fight() -> FightStore {
        expect_context::<FightStore>()
    }

    pub fn host(&self) -> Host {
        self.host
    }

    /// The fight changed by `change`, from the fight as it is now: the
    /// step's change for the app, or nothing when it changes nothing.
    fn changed(&self, change: impl FnOnce(&mut Fight)) -> Option<FightChange> {
        let before = self.fight.get_untracked();
        let mut after = before.clone();
        change(&mut after);
        if after == before {
            return None;
        }
        let change = FightChange { before: json(&before), after: json(&after) };
        self.fight.set(after);
        Some(change)
    }

    /// One step of the fight: `change` edits it; the table's `Annuler`
    /// says `label` and brings this fight back.
    pub fn step(&self, label: &str, change: impl FnOnce(&mut Fight)) {
        if let Some(fight) = self.changed(change) {
            self.host.fight_step(label.to_string(), fight);
        }
    }

    /// A creature's hit on a character: the app runs the rules on it, with
    /// `note` first in its journal. Returns the rules' refusal, if any.
    pub fn hit(&self, id: &str, amount: i32, note: String) -> Option<String> {
        self.host.run(Who::One(id.to_string()), Action::TakeDamage(amount.to_string()), Some(note), None).1
    }

    /// The Will roll of `ids` against a frightening creature of `kind`,
    /// each marked in the fight as having faced it (with their count of
    /// rests): what to say.
    pub fn face(&self, ids: Vec<String>, kind: &str, fear: Fear, crowd: bool, rests: &[(String, usize)]) -> String {
        let fight = self.changed(|fight| {
            for (id, rests) in rests {
                fight.faced(id, kind, *rests);
            }
        });
        let fight = fight.unwrap_or_else(|| {
            let same = json(&self.fight.get_untracked());
            FightChange { before: same.clone(), after: same }
        });
        self.host.face(ids, kind.to_string(), fear, crowd, fight)
    }

    /// Time or a rest for the whole table, the fight's part done by
    /// `change` in the same step of the table's `Annuler`: what to say.
    pub fn time(&self, time: Time, change: impl FnOnce(&mut Fight)) -> String {
        let fight = self.changed(change);
        self.host.time(time, fight)
    }

    /// Keeps `model` in the bestiary, under its name (the newest wins); a
    /// new name when the bestiary is full is said, and nothing let go.
    pub fn remember(&self, model: &Model) {
        let full = self.bestiary.try_update(|models| bestiary::remember(models, model)).and_then(Result::err);
        match full {
            Some(_) => self.host.alert(words::bestiary_full(&model.name)),
            None => self.save_bestiary(),
        }
    }

    pub fn forget(&self, name: &str) {
        self.bestiary.update(|models| models.retain(|m| m.name != name));
        self.save_bestiary();
    }

    fn save_bestiary(&self) {
        // The app says it when storage refuses it.
        self.host.keep_bestiary(self.bestiary.with_untracked(json));
    }
}

/// The fight or the bestiary as its storage key holds it.
fn json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// Brings back what a file of `Tout exporter` carries: its models join
/// the bestiary (a name already here keeps this one), its fight comes back
/// when none is going on here; the app keeps them and tells the table
/// module. Says what it did, if anything.
pub fn bring_back(host: Host, parts: &TableParts) -> Option<String> {
    let mut bestiary = read_bestiary();
    let mut added = 0;
    for model in checked_models(parts.bestiary.as_deref()) {
        if bestiary.len() < MAX_MODELS && !bestiary.iter().any(|m| m.name == model.name) {
            bestiary.push(model);
            added += 1;
        }
    }
    let fight = parts.fight.as_deref().map(|json| {
        let fight = serde_json::from_str::<Fight>(json).map_err(|_| words::FILE_FIGHT_UNREADABLE.to_string())?;
        fight.check().map_err(words::file_fight_refused)?;
        Ok::<Fight, String>(fight)
    });
    let going_on = || read_fight().is_ok_and(|f| !f.creatures.is_empty());
    let (fight, fight_said) = match fight {
        None => (None, None),
        Some(Err(refused)) => (None, Some(refused)),
        Some(Ok(fight)) if fight.creatures.is_empty() => (None, None),
        Some(Ok(_)) if going_on() => (None, Some(words::FILE_FIGHT_KEPT_HERE.to_string())),
        Some(Ok(fight)) => (Some(json(&fight)), Some(words::FILE_FIGHT_BACK.to_string())),
    };
    let bestiary = (added > 0).then(|| json(&bestiary));
    if (bestiary.is_some() || fight.is_some()) && !host.keep(bestiary, fight) {
        host.alert(words::NOT_STORED.to_string());
    }
    words::brought_back(added, fight_said.as_deref())
}
