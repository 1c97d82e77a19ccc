//! Talents and spells (docs/rules.md, "Weapons, talents, spells"): bounded
//! lists; a talent's uses and a spell's castings are spent, then restored
//! by `Repos`. Castings per rest come from Pouvoir and the spell's rank.

use serde::{Deserialize, Serialize};

use crate::rules::character::as_read::{part, AsRead, CheckNumbers, Checked, Form, ReadAs};
use crate::rules::character::number::bounded_number;
use crate::rules::character::profile::Power;
use crate::rules::checks::sheet_error::{NumberAt, Place};

/// Most talents, and most spells, on one sheet.
pub const MAX_TALENTS: usize = 100;
pub const MAX_SPELLS: usize = 100;
/// Longest description of a talent or a spell.
pub const MAX_DESCRIPTION: usize = 1000;

bounded_number!(
    /// A spell's rank, 0..=10.
    Rank, 0, 10, default 0
);
bounded_number!(
    /// A talent's uses per rest, 0..=99 (0: at will).
    Uses, 0, 99, default 0
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

/// A talent on the sheet: uses per rest, and those spent.
pub type Talent = TalentOf<Checked>;

/// A talent, checked or as read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TalentOf<F: Form> {
    pub id: u32,
    pub name: String,
    pub description: String,
    pub uses: F::Number<Uses>,
    /// Uses spent since the last rest.
    pub spent: u32,
}

impl Talent {
    /// Uses left, `None` for a talent used at will.
    pub fn left(&self) -> Option<u32> {
        (self.uses.value() > 0).then(|| (self.uses.value() as u32).saturating_sub(self.spent))
    }
}

/// A spell on the sheet: its rank, and the castings spent.
pub type Spell = SpellOf<Checked>;

/// A spell, checked or as read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SpellOf<F: Form> {
    pub id: u32,
    pub name: String,
    pub tradition: String,
    pub rank: F::Number<Rank>,
    pub description: String,
    /// Castings spent since the last rest.
    pub spent: u32,
}

impl ReadAs for Talent {
    type Read = TalentOf<AsRead>;
}

impl ReadAs for Spell {
    type Read = SpellOf<AsRead>;
}

impl CheckNumbers for TalentOf<AsRead> {
    type Checked = Talent;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> Talent {
        let TalentOf { id, name, description, uses, spent } = self;
        Talent { id, name, description, uses: part(uses, at, "uses", first), spent }
    }
}

impl CheckNumbers for SpellOf<AsRead> {
    type Checked = Spell;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> Spell {
        let SpellOf { id, name, tradition, rank, description, spent } = self;
        Spell { id, name, tradition, rank: part(rank, at, "rank", first), description, spent }
    }
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
