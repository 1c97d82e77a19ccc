//! The fight and the bestiary in storage, as the table module keeps them:
//! the fight's revision decides between tabs as a character's does
//! (`save::sync`: no tab writes over a step it has not seen), what storage
//! refuses waits for room (said once, on the table view), and what cannot
//! be read is set aside before anything is written over it.

use leptos::prelude::*;

use super::FightStore;
use crate::rules::fight::bestiary::Full;
use crate::rules::fight::Fight;
use crate::save::bestiary_record::BestiaryError;
use crate::save::fight_record::{decode_fight, encode_fight, stored_fight_version, FightRecordError};
use crate::save::sync::{next_revision, on_other_tab, on_save, Follow, InStorage, Save, Version};
use crate::state::share_bridge::Host;
use crate::state::storage::{self, StorageError};
use crate::state::table_parts::{BESTIARY_KEY, FIGHT_KEY};
use crate::text::fight as words;

/// What this tab knows of the fight in storage.
#[derive(Clone, Debug, Default)]
pub struct Kept {
    /// This tab's id, the `writer` of its records.
    pub tab: String,
    /// The version this tab last wrote or read; `None` while storage holds
    /// no fight of this tab's knowledge.
    pub seen: Option<Version>,
    /// What a newer build wrote into the record, written back with ours.
    pub unknown: Option<String>,
}

/// What storage refused and waits for room (tracked, for the banner).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Waiting {
    pub fight: bool,
    pub bestiary: bool,
}

impl Waiting {
    pub fn any(self) -> bool {
        self.fight || self.bestiary
    }
}

/// How a write of the fight went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    Stored,
    /// Refused (storage full): kept here, written again once there is room.
    Waiting,
    /// Another tab wrote a step this tab had not seen: nothing written,
    /// the fight in storage shown instead.
    Overtaken,
}

/// The fight storage holds for this tab: read and checked; what cannot be
/// taken is set aside (never written over) and said.
pub fn read_stored(tab: String) -> (Fight, Kept, Option<String>) {
    let empty = |said| (Fight::default(), Kept { tab: tab.clone(), seen: None, unknown: None }, said);
    let Some(raw) = storage::read(FIGHT_KEY).ok().flatten() else { return empty(None) };
    match decode_fight(&raw) {
        Ok(stored) => (stored.fight, Kept { tab, seen: Some(stored.version), unknown: stored.unknown }, None),
        Err(error) => {
            let aside = storage::set_aside(FIGHT_KEY, &raw).is_ok();
            empty(Some(said_unreadable(&error, aside)))
        }
    }
}

/// Sets aside a stored bestiary that is not a list of models, never
/// written over, and says so.
pub(super) fn set_aside_bestiary(host: Host, stored: &str) {
    let aside = storage::set_aside(BESTIARY_KEY, stored).is_ok();
    host.alert(words::stored_bestiary_unreadable(aside));
}

fn said_unreadable(error: &FightRecordError, aside: bool) -> String {
    match error {
        FightRecordError::Unreadable => words::stored_fight_unreadable(aside),
        FightRecordError::UnknownVersion(_) => words::stored_fight_newer(aside),
        FightRecordError::Refused(refusal) => words::stored_fight_refused(*refusal, aside),
    }
}

impl FightStore {
    /// Writes the fight as it is now, as the next revision of the one this
    /// tab knows; another tab's newer step is never written over.
    pub(super) fn write_fight(&self) -> Written {
        self.write_fight_json(&self.fight.with_untracked(super::json))
    }

    /// [`Self::write_fight`] with the fight as it is now already written as
    /// JSON (a step has it at hand).
    pub(super) fn write_fight_json(&self, fight_json: &str) -> Written {
        let raw = storage::read(FIGHT_KEY).ok().flatten();
        let (seen, unknown, tab) = self.kept.with_value(|k| (k.seen.clone(), k.unknown.clone(), k.tab.clone()));
        let revision = match on_save(seen.as_ref(), &stored_fight_version(raw.as_deref()), true) {
            Save::Write { revision } => revision,
            // Removed by hand or by another build: nothing to lose there.
            Save::DeletedElsewhere => next_revision(seen.as_ref()),
            Save::Conflict | Save::Skip => {
                self.adopt_replacing();
                return Written::Overtaken;
            }
        };
        let version = Version { revision, writer: tab };
        let record = encode_fight(fight_json, &version, unknown.as_deref());
        match storage::write(FIGHT_KEY, &record) {
            Ok(()) => {
                self.kept.update_value(|k| k.seen = Some(version));
                self.set_waiting(|w| w.fight = false);
                Written::Stored
            }
            Err(StorageError::WriteRefused) => {
                self.set_waiting(|w| w.fight = true);
                Written::Waiting
            }
            // Without storage at all the app has said so already.
            Err(StorageError::Unavailable) => Written::Stored,
        }
    }

    /// Makes `change` to the bestiary storage holds now (another tab's
    /// models stay), or to this tab's while storage refuses it, and keeps
    /// it: waiting while storage refuses it. What storage holds that is not
    /// a list is set aside first.
    pub(super) fn change_bestiary(&self, change: impl Fn(&str) -> Result<String, BestiaryError>) -> Result<(), Full> {
        let base = match self.waiting.get_untracked().bestiary {
            true => self.bestiary.with_untracked(super::json),
            false => storage::read(BESTIARY_KEY).ok().flatten().unwrap_or_else(|| "[]".into()),
        };
        let json = match change(&base) {
            Ok(json) => json,
            Err(BestiaryError::Full) => return Err(Full),
            Err(BestiaryError::Unreadable) => {
                set_aside_bestiary(self.host, &base);
                change("[]").map_err(|_| Full)?
            }
        };
        self.bestiary.set(super::checked_models(Some(&json)).collect());
        self.write_bestiary_json(&json);
        Ok(())
    }

    fn write_bestiary_json(&self, json: &str) {
        let refused = matches!(storage::write(BESTIARY_KEY, json), Err(StorageError::WriteRefused));
        self.set_waiting(|w| w.bestiary = refused);
    }

    /// Writes this tab's bestiary (again, once storage takes it).
    fn write_bestiary(&self) {
        self.write_bestiary_json(&self.bestiary.with_untracked(super::json));
    }

    /// Writes again what storage refused (room may have been made).
    pub fn retry(&self) {
        let waiting = self.waiting.get_untracked();
        if waiting.fight {
            self.write_fight();
        }
        if waiting.bestiary {
            self.write_bestiary();
        }
    }

    fn set_waiting(&self, change: impl FnOnce(&mut Waiting)) {
        let mut waiting = self.waiting.get_untracked();
        change(&mut waiting);
        if waiting != self.waiting.get_untracked() {
            self.waiting.set(waiting);
        }
    }

    /// Another tab wrote the fight (or storage changed under it): follow
    /// it, and say so when it replaced a step of this tab's.
    pub(super) fn follow_stored(&self) {
        let raw = storage::read(FIGHT_KEY).ok().flatten();
        let seen = self.kept.with_value(|k| k.seen.clone());
        let incoming = match stored_fight_version(raw.as_deref()) {
            InStorage::Saved(version) => Some(version),
            _ => None,
        };
        let waiting = self.waiting.get_untracked().fight;
        match on_other_tab(seen.as_ref(), incoming.as_ref(), waiting) {
            Follow::Ignore => {}
            Follow::Adopt | Follow::Deleted { keep_copy: false } => self.adopt_stored(),
            Follow::Conflict => self.adopt_replacing(),
            Follow::Deleted { keep_copy: true } => {
                self.adopt_stored();
                self.host.alert(words::FIGHT_REPLACED_ELSEWHERE.to_string());
            }
        }
    }

    /// Takes the fight storage holds now. Steps of this tab's it replaced
    /// (another tab wrote the same revision in the same instant), or that
    /// wait for room, are made again on it, once, and said; what could not
    /// be is said too.
    fn adopt_replacing(&self) {
        let raw = storage::read(FIGHT_KEY).ok().flatten();
        let seen = self.kept.with_value(|k| k.seen.clone());
        let waiting = self.waiting.get_untracked().fight;
        let replaced_from = match (seen, stored_fight_version(raw.as_deref())) {
            (Some(seen), InStorage::Saved(theirs)) if seen.replaced_by(&theirs) => Some(theirs.revision),
            // Steps storage refused sit one revision past the one it holds.
            (seen, _) if waiting => Some(next_revision(seen.as_ref())),
            _ => None,
        };
        let mine = self.mine.try_update_value(std::mem::take).unwrap_or_default();
        self.adopt_stored();
        let Some(from) = replaced_from else { return };
        let again: Vec<_> = mine.into_iter().filter(|m| m.revision >= from).collect();
        let whole = again.first().is_some_and(|m| m.revision == from);
        if !again.is_empty() {
            self.fight.update(|fight| again.iter().for_each(|m| (m.change)(fight)));
            self.write_fight();
        }
        self.host.alert(match whole {
            true => words::FIGHT_MERGED.to_string(),
            false => words::FIGHT_REPLACED_ELSEWHERE.to_string(),
        });
    }

    /// Takes the fight storage holds now, as this tab's.
    pub(super) fn adopt_stored(&self) {
        let tab = self.kept.with_value(|k| k.tab.clone());
        let (fight, kept, said) = read_stored(tab);
        self.kept.set_value(kept);
        self.mine.set_value(Vec::new());
        self.set_waiting(|w| w.fight = false);
        self.fight.set(fight);
        if let Some(said) = said {
            self.host.alert(said);
        }
    }
}
