//! The GM's fight as the table module holds it (`views::table::fight`):
//! the fight and the bestiary in signals, read from storage and kept there
//! by this module (`kept`), each change one step of the table's `Annuler`,
//! which the app keeps with the fight as it was before (`save::bridge`).
//! The app tells the module when a file brought them back.

mod kept;

use std::rc::Rc;

use leptos::prelude::*;

use super::browser::new_id;
use super::share_bridge::Host;
use super::storage;
use super::table_parts::{BESTIARY_KEY, FIGHT_KEY};
use crate::rules::command::Command;
use crate::rules::fight::creature::Model;
use crate::rules::fight::fear::Fear;
use crate::rules::fight::shown::Shown;
use crate::rules::fight::Fight;
use crate::rules::rolls::expression::Amount;
use crate::save::bestiary_record;
use crate::save::bridge::{FightChange, Time, Who};
use crate::save::fight_record::{decode_fight, encode_fight, stored_fight_version};
use crate::save::file::TableParts;
use crate::save::sync::{next_revision, InStorage, Version};
use crate::text::fight as words;
pub use kept::Waiting;
use kept::{read_stored, Kept, Written};

pub use crate::rules::fight::bestiary::MAX_MODELS;

/// The fight and the bestiary; one for the page's life.
#[derive(Clone, Copy)]
pub struct FightStore {
    pub fight: RwSignal<Fight>,
    pub bestiary: RwSignal<Vec<Model>>,
    /// What storage refused and waits for room.
    pub waiting: RwSignal<Waiting>,
    kept: StoredValue<Kept>,
    /// This tab's latest steps, kept to be made again on another tab's fight
    /// that replaced them (`kept::FightStore::follow_stored`).
    mine: StoredValue<Vec<Mine>, LocalStorage>,
    host: Host,
}

/// A step of this tab's, as written: its revision, and the change, to be
/// made again on a fight another tab wrote in the same instant.
#[derive(Clone)]
struct Mine {
    revision: u64,
    change: Change,
}

/// A change of the fight, relative to the fight it is made on (so that it
/// can be made again on a newer one).
type Change = Rc<dyn Fn(&mut Fight)>;

/// How many of this tab's latest steps are kept to be made again.
const MINE_KEPT: usize = 16;

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
        let (fight, kept, said) = read_stored(new_id());
        if let Some(said) = said {
            host.alert(said);
        }
        let store = FightStore {
            fight: RwSignal::new(fight),
            bestiary: RwSignal::new(read_bestiary()),
            waiting: RwSignal::new(Waiting::default()),
            kept: StoredValue::new(kept),
            mine: StoredValue::new_local(Vec::new()),
            host,
        };
        provide_context(store);
        // The app's word that a file brought them back.
        host.on_table(Callback::new(move |()| {
            store.adopt_stored();
            store.bestiary.set(read_bestiary());
        }));
        // Another tab's fight or bestiary, or room it made.
        let listener = window_event_listener(leptos::ev::storage, move |event| {
            match event.key().as_deref() {
                Some(FIGHT_KEY) => store.follow_stored(),
                Some(BESTIARY_KEY) if !store.waiting.get_untracked().bestiary => store.bestiary.set(read_bestiary()),
                _ => {}
            }
            store.retry();
        });
        // The store lives as long as the page.
        std::mem::forget(listener);
    }

    /// The store the module's owner provides.
    pub fn use_fight() -> FightStore {
        expect_context::<FightStore>()
    }

    pub fn host(&self) -> Host {
        self.host
    }

    /// The fight changed by `change`, from the fight as it is now, and
    /// kept: the step's change for the app, or nothing when it changes
    /// nothing. A step made on a fight another tab had just changed is made
    /// again on that tab's fight; said when even that cannot be stored.
    fn changed(&self, change: Change) -> Result<Option<FightChange>, Overtaken> {
        for _ in 0..2 {
            let before = self.fight.get_untracked();
            let mut after = before.clone();
            change(&mut after);
            if after == before {
                return Ok(None);
            }
            let step = FightChange { before: json(&before), after: json(&after) };
            self.fight.set(after);
            match self.write_fight_json(&step.after) {
                Written::Overtaken => {}
                written => {
                    self.keep_mine(change, written == Written::Waiting);
                    return Ok(Some(step));
                }
            }
        }
        self.host.alert(words::FIGHT_CHANGED_ELSEWHERE.to_string());
        Err(Overtaken)
    }

    /// Keeps `change`, just written (or `waiting` for room: at the revision
    /// it will have), among this tab's latest steps.
    fn keep_mine(&self, change: Change, waiting: bool) {
        let seen = self.kept.with_value(|k| k.seen.clone());
        let revision = if waiting { next_revision(seen.as_ref()) } else { seen.map_or(0, |v| v.revision) };
        if revision == 0 {
            return;
        }
        self.mine.update_value(|mine| {
            if mine.len() == MINE_KEPT {
                mine.remove(0);
            }
            mine.push(Mine { revision, change });
        });
    }

    /// One step of the fight: `change` edits it; the table's `Annuler`
    /// says `label` and brings this fight back.
    pub fn step(&self, label: &str, change: impl Fn(&mut Fight) + 'static) {
        if let Ok(Some(fight)) = self.changed(Rc::new(change)) {
            self.host.fight_step(label.to_string(), fight);
        }
    }

    /// A step the rules may refuse: tried on a copy of the fight first, and
    /// made only when accepted (a refused step is no step of `Annuler`).
    pub fn try_step<E>(&self, label: &str, change: impl Fn(&mut Fight) -> Result<(), E> + 'static) -> Result<(), E> {
        self.fight.with_untracked(|fight| change(&mut fight.clone()))?;
        self.step(label, move |fight| {
            let _ = change(fight);
        });
        Ok(())
    }

    /// Shows a result with the fight (kept, and in every tab), no step of
    /// the table's `Annuler`: taking a step back leaves the rolls on screen.
    pub fn show(&self, change: impl Fn(&mut Shown) + 'static) {
        let _ = self.changed(Rc::new(move |fight: &mut Fight| change(&mut fight.shown)));
    }

    /// A creature's hit on a character: the app runs the rules on it, with
    /// `note` first in its journal. Returns the rules' refusal, if any.
    pub fn hit(&self, id: &str, amount: i32, note: String) -> Option<String> {
        self.host.run(Who::One(id.to_string()), Command::TakeDamage(Amount::Fixed(amount)), Some(note), None).1
    }

    /// The Will roll of `ids` against a frightening creature of `kind`,
    /// each marked in the fight as having faced it (with their count of
    /// rests): what to say.
    pub fn face(&self, ids: Vec<String>, kind: &str, fear: Fear, crowd: bool, rests: Vec<(String, usize)>) -> String {
        let faced = kind.to_string();
        let Ok(fight) = self.changed(Rc::new(move |fight| {
            for (id, rests) in &rests {
                fight.faced(id, &faced, *rests);
            }
        })) else {
            return String::new();
        };
        let fight = fight.unwrap_or_else(|| {
            let same = json(&self.fight.get_untracked());
            FightChange { before: same.clone(), after: same }
        });
        self.host.face(ids, kind.to_string(), fear, crowd, fight)
    }

    /// Time or a rest for the whole table, the fight's part done by
    /// `change` in the same step of the table's `Annuler`: what to say.
    pub fn time(&self, time: Time, change: impl Fn(&mut Fight) + 'static) -> String {
        match self.changed(Rc::new(change)) {
            Ok(fight) => self.host.time(time, fight),
            Err(Overtaken) => String::new(),
        }
    }

    /// The table's `Annuler`: the app takes its last step back; the fight
    /// as it was before the step comes back here, unless another tab changed
    /// it since (then it stays, and that is said). What it took back.
    pub fn undo(&self) -> Option<String> {
        let (said, change) = self.host.undo();
        let Some(change) = change else { return said };
        // The results shown since the step stay on screen, whatever it was.
        let now = self.fight.get_untracked();
        let with_now = |json: &str| {
            serde_json::from_str::<Fight>(json).ok().map(|mut fight| {
                fight.shown = now.shown.clone();
                fight
            })
        };
        if with_now(&change.after).as_ref() != Some(&now) {
            return said.map(|said| words::undone_fight_kept(&said));
        }
        if let Some(before) = with_now(&change.before) {
            // A step taken back is never made again on another tab's fight.
            self.mine.set_value(Vec::new());
            self.fight.set(before);
            self.write_fight();
        }
        said
    }

    /// Keeps `model` in the bestiary, under its name (the newest wins); a
    /// new name when the bestiary is full is said, and nothing let go.
    pub fn remember(&self, model: &Model) {
        if self.change_bestiary(|stored| bestiary_record::remember(stored, model)).is_err() {
            self.host.alert(words::bestiary_full(&model.name));
        }
    }

    pub fn forget(&self, name: &str) {
        let _ = self.change_bestiary(|stored| bestiary_record::forget(stored, name));
    }
}

/// Another tab's step came first: this one was not made.
struct Overtaken;

/// The fight or the bestiary as its storage key holds it.
fn json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// A file's fight, read and checked, or why it is not taken.
fn file_fight(parts: &TableParts) -> Option<Result<Fight, String>> {
    parts.fight.as_deref().map(|json| {
        let fight = serde_json::from_str::<Fight>(json).map_err(|_| words::FILE_FIGHT_UNREADABLE.to_string())?;
        fight.check().map_err(words::file_fight_refused)?;
        Ok(fight)
    })
}

/// What the import dialog says a file of `Tout exporter` brings beside its
/// characters, taken only with `Importer`.
pub fn preview(parts: &TableParts) -> Option<String> {
    let models = checked_models(parts.bestiary.as_deref()).count();
    let fight = file_fight(parts).map(|fight| fight.map(|f| f.creatures.len()));
    words::file_table_preview(models, fight)
}

/// Brings back what a file of `Tout exporter` carries: its models join
/// the bestiary (a name already here keeps this one), its fight comes back
/// when none is going on here; the app keeps them and tells the table
/// module. Says what it did, if anything.
pub fn bring_back(host: Host, parts: &TableParts) -> Option<String> {
    // Joined to the list as stored: its models keep what a newer build put in them.
    let models: Vec<Model> = checked_models(parts.bestiary.as_deref()).collect();
    let stored = storage::read(BESTIARY_KEY).ok().flatten().unwrap_or_else(|| "[]".into());
    let (bestiary, added) = match bestiary_record::join(&stored, &models) {
        Ok(joined) => joined,
        Err(_) => {
            kept::set_aside_bestiary(host, &stored);
            bestiary_record::join("[]", &models).unwrap_or_default()
        }
    };
    let fight = file_fight(parts);
    let stored = storage::read(FIGHT_KEY).ok().flatten();
    let going_on =
        || stored.as_deref().map(decode_fight).is_some_and(|s| s.is_ok_and(|s| !s.fight.creatures.is_empty()));
    let (fight, fight_said) = match fight {
        None => (None, None),
        Some(Err(refused)) => (None, Some(refused)),
        Some(Ok(fight)) if fight.creatures.is_empty() => (None, None),
        Some(Ok(_)) if going_on() => (None, Some(words::FILE_FIGHT_KEPT_HERE.to_string())),
        Some(Ok(fight)) => {
            (Some(as_next_revision(stored.as_deref(), &fight)), Some(words::FILE_FIGHT_BACK.to_string()))
        }
    };
    let bestiary = (added > 0).then_some(bestiary);
    if (bestiary.is_some() || fight.is_some()) && !host.keep(bestiary, fight) {
        host.alert(words::NOT_STORED.to_string());
    }
    words::brought_back(added, fight_said.as_deref())
}

/// A file's fight as the record that follows the one in storage, so that
/// every tab takes it (`kept`).
fn as_next_revision(stored: Option<&str>, fight: &Fight) -> String {
    let revision = match stored_fight_version(stored) {
        InStorage::Saved(version) => version.revision + 1,
        InStorage::Missing | InStorage::Unreadable => 1,
    };
    encode_fight(&json(fight), &Version { revision, writer: String::new() }, None)
}
