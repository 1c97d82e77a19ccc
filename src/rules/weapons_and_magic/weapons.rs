//! Weapons (docs/rules.md, "Weapons, talents, spells"): a bounded list;
//! each attacks with Force or Agilité through the game's one roll, and
//! rolls its damage, with Rage's extra d6 on a contact weapon.

use serde::{Deserialize, Serialize};

use crate::rules::character::attributes::Attribute;
use crate::rules::rolls::expression::{Amount, DiceExpr, DiceRoll, ExpressionError, MAX_FIXED_AMOUNT};
use crate::rules::variants::unit_enum;

/// Most weapons on one sheet.
pub const MAX_WEAPONS: usize = 50;

unit_enum! {
    /// `Portée`: contact (Rage adds its d6) or distance.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
    pub enum Range {
        #[default]
        Contact,
        Distance,
    }
}

/// A weapon's damage: a whole number 0 ..= 99 (a fist does 1) or dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "UncheckedDamage")]
pub enum WeaponDamage {
    Fixed(i32),
    Dice(DiceExpr),
}

#[derive(Deserialize)]
enum UncheckedDamage {
    Fixed(i32),
    Dice(DiceExpr),
}

impl TryFrom<UncheckedDamage> for WeaponDamage {
    type Error = &'static str;
    fn try_from(raw: UncheckedDamage) -> Result<WeaponDamage, Self::Error> {
        match raw {
            UncheckedDamage::Fixed(n) if (0..=MAX_FIXED_AMOUNT).contains(&n) => Ok(WeaponDamage::Fixed(n)),
            UncheckedDamage::Fixed(_) => Err("weapon damage out of range"),
            UncheckedDamage::Dice(expr) => Ok(WeaponDamage::Dice(expr)),
        }
    }
}

impl Default for WeaponDamage {
    /// A fist.
    fn default() -> Self {
        WeaponDamage::Fixed(1)
    }
}

impl WeaponDamage {
    /// What the player typed in `Dégâts de l'arme`: `0` ..= `99` or dice.
    pub fn parse(text: &str) -> Result<WeaponDamage, ExpressionError> {
        if text.trim() == "0" {
            return Ok(WeaponDamage::Fixed(0));
        }
        Amount::parse(text).map(|amount| match amount {
            Amount::Fixed(n) => WeaponDamage::Fixed(n),
            Amount::Dice(expr) => WeaponDamage::Dice(expr),
        })
    }
}

impl std::fmt::Display for WeaponDamage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WeaponDamage::Fixed(n) => write!(f, "{n}"),
            WeaponDamage::Dice(expr) => write!(f, "{expr}"),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Weapon {
    /// Stable within the character, so that the list keeps its rows.
    pub id: u32,
    pub name: String,
    /// Force or Agilité.
    pub attribute: Attribute,
    pub range: Range,
    pub damage: WeaponDamage,
    pub properties: String,
}

/// A weapon's damage as rolled: its dice (if any), Rage's d6 (on a contact
/// weapon while Rage lasts), the total floored at 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DamageRoll {
    pub weapon: String,
    pub damage: WeaponDamage,
    #[serde(default)]
    pub dice: Option<DiceRoll>,
    #[serde(default)]
    pub rage_die: Option<u32>,
    pub total: i32,
}

crate::rules::character::list::row!(Weapon);
