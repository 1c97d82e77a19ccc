//! The GM's fight and bestiary as storage holds them: kept by the table
//! module (`state::fight`), a file's brought back by the app (the share
//! module asks it to, `save::bridge`), read by whoever needs them.

use super::storage;
use crate::save::file::TableParts;

pub const FIGHT_KEY: &str = "fiche-ombre:combat";
pub const BESTIARY_KEY: &str = "fiche-ombre:bestiaire";

/// The bestiary and the fight as storage holds them, for `Tout exporter`.
pub fn stored() -> TableParts {
    TableParts { bestiary: storage::read(BESTIARY_KEY).ok().flatten(), fight: storage::read(FIGHT_KEY).ok().flatten() }
}

/// Keeps the fight's JSON; whether storage took it.
pub fn keep_fight(json: &str) -> bool {
    storage::write(FIGHT_KEY, json).is_ok()
}

/// Keeps the bestiary's JSON; whether storage took it.
pub fn keep_bestiary(json: &str) -> bool {
    storage::write(BESTIARY_KEY, json).is_ok()
}
