//! Talents and spells (docs/rules.md, "Weapons, talents, spells"): bounded
//! lists; a talent's uses and a spell's castings are spent, then restored
//! by `Repos`. Castings per rest come from Pouvoir and the spell's rank.

use serde::{Deserialize, Serialize};

use crate::rules::character::number::bounded_number;
use crate::rules::character::profile::Power;

/// Most talents, and most spells, on one sheet.
pub const MAX_TALENTS: usize = 100;
pub const MAX_SPELLS: usize = 100;
/// Longest description of a talent or a spell.
pub const MAX_DESCRIPTION: usize = 1000;

bounded_number!(
    /// A spell's rank, 0..=10.
    Rank(u8), 0, 10, default 0
);
bounded_number!(
    /// A talent's uses per rest, 0..=99 (0: at will).
    Uses(u8), 0, 99, default 0
);

/// Castings per rest by Pouvoir (rows 0 ..= 10) and rank (columns 0 ..= 10);
/// 0 where the table has no number.
const CASTINGS: [[u8; 11]; 11] = [
    [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0],
    [4, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0],
    [5, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0],
    [6, 3, 2, 2, 1, 1, 0, 0, 0, 0, 0],
    [7, 3, 2, 2, 2, 1, 1, 0, 0, 0, 0],
    [8, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0],
    [9, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0],
    [10, 3, 3, 3, 2, 2, 1, 1, 1, 1, 0],
    [11, 3, 3, 3, 3, 2, 1, 1, 1, 1, 1],
];

/// The most castings a spell of `rank` can have, whatever the Pouvoir: the
/// bound on castings spent or left in data from outside.
pub fn most_castings(rank: Rank) -> u32 {
    castings(Power::new(i64::from(Power::MAX)).unwrap_or_default(), rank)
}

/// Castings per rest of a spell of `rank` for a caster of `power`.
pub fn castings(power: Power, rank: Rank) -> u32 {
    u32::from(CASTINGS[power.value() as usize][rank.value() as usize])
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Talent {
    pub id: u32,
    pub name: String,
    pub description: String,
    pub uses: Uses,
    /// Uses spent since the last rest.
    pub spent: u32,
}

impl Talent {
    /// Uses left, `None` for a talent used at will.
    pub fn left(&self) -> Option<u32> {
        (self.uses.value() > 0).then(|| (self.uses.value() as u32).saturating_sub(self.spent))
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spell {
    pub id: u32,
    pub name: String,
    pub tradition: String,
    pub rank: Rank,
    pub description: String,
    /// Castings spent since the last rest.
    pub spent: u32,
}

impl Spell {
    /// Castings left before the next rest.
    pub fn left(&self, power: Power) -> u32 {
        castings(power, self.rank).saturating_sub(self.spent)
    }
}

/// Edits and uses of talents.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TalentCommand {
    Add,
    SetName(u32, String),
    SetDescription(u32, String),
    SetUses(u32, Uses),
    /// `Utiliser`: spends one use (nothing for a talent used at will).
    Use(u32),
    Remove(u32),
}

/// Edits and castings of spells.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SpellCommand {
    Add,
    SetName(u32, String),
    SetTradition(u32, String),
    SetRank(u32, Rank),
    SetDescription(u32, String),
    /// `Lancer`: spends one casting.
    Cast(u32),
    Remove(u32),
}

crate::rules::character::list::row!(Talent, Spell);
