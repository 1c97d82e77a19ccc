//! The character sheet: everything the rules know about one character, and
//! the numbers derived from it (computed on demand, never stored).
//!
//! Fields change only through commands (`command.rs`), which keep the
//! invariants: 0 ≤ Folie ≤ Volonté, one condition of each kind, damage ≤ 130.

use serde::{Deserialize, Serialize};

use super::as_read::{no_numbers, CheckNumbers, ReadAs};
use super::attributes::{Attributes, Score};
use super::defense::{defense, Base, DefenseBreakdown, EquipmentLine};
use super::number::Bonus;
use super::perception::perception;
use super::profile::Profile;
use crate::rules::checks::sheet_error::{NumberAt, Place, SheetError};
use crate::rules::conditions::Conditions;
use crate::rules::health::{health, Health};
use crate::rules::insanity::madness::{Madness, MadnessKind};
use crate::rules::time::clock::Clock;
use crate::rules::weapons_and_magic::magic::{Spell, Talent};
use crate::rules::weapons_and_magic::weapons::Weapon;

/// Longest name or héritage, in characters.
pub const MAX_TEXT: usize = 80;
/// Most equipment lines on one sheet.
pub const MAX_EQUIPMENT: usize = 20;

/// Declares the sheet's fields once: [`Sheet`], the checked sheet the rules
/// change; [`SheetData`], the same fields as read from outside before any
/// check (each in the form it is read in: bounded numbers unchecked); and
/// [`SheetDataV1`], the fields format 1 links wrote (the first group), in
/// their order. The attributes go on each (serde's `default` only matters
/// when reading).
macro_rules! sheet_fields {
    (
        format_1 { $($(#[$attribute:meta])* $field:ident: $type:ty,)* }
        since_format_2 { $($(#[$later_attribute:meta])* $later:ident: $later_type:ty,)* }
    ) => {
        /// Data from outside (storage, a link, a file) becomes a `Sheet` only
        /// in two stages: serde reads a [`SheetData`], then `Sheet::try_from`
        /// checks it and says, typed, which invariant it breaks.
        #[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
        pub struct Sheet {
            $($(#[$attribute])* pub(in crate::rules) $field: $type,)*
            $($(#[$later_attribute])* pub(in crate::rules) $later: $later_type,)*
        }

        /// A sheet as read, not yet checked: the same fields, in the same order.
        #[derive(Default, Deserialize)]
        pub struct SheetData {
            $($(#[$attribute])* $field: <$type as ReadAs>::Read,)*
            $($(#[$later_attribute])* $later: <$later_type as ReadAs>::Read,)*
        }

        /// A sheet as format 1 links wrote it (postcard has no defaults: the
        /// old layout is read as it was, then completed).
        #[derive(Deserialize)]
        pub struct SheetDataV1 {
            $($(#[$attribute])* $field: <$type as ReadAs>::Read,)*
        }

        impl SheetData {
            /// The fields with their bounded numbers held to their bounds
            /// (the first one out of them in `first`), the sheet's own
            /// invariants still to be checked.
            fn numbers_checked(self, first: &mut Option<NumberAt>) -> Sheet {
                Sheet {
                    $($field: self.$field.check_numbers(&Place::field(stringify!($field)), first),)*
                    $($later: self.$later.check_numbers(&Place::field(stringify!($later)), first),)*
                }
            }
        }

        impl From<SheetDataV1> for SheetData {
            fn from(v1: SheetDataV1) -> SheetData {
                SheetData { $($field: v1.$field,)* ..SheetData::default() }
            }
        }
    };
}

sheet_fields! {
    format_1 {
        name: String,
        ancestry: String,
        attributes: Attributes,
        /// A fixed Défense base from the héritage; `None` uses Agilité.
        #[serde(default)]
        ancestry_defense: Option<Score>,
        equipment: Vec<EquipmentLine>,
        next_equipment_id: u32,
        health_bonus: Bonus,
        damage: i32,
        perception_bonus: Bonus,
        insanity: i32,
        conditions: Conditions,
        #[serde(default)]
        madness: Option<Madness>,
        /// Row 20's permanent boon on Will rolls against insanity.
        epiphany_boon: bool,
        clock: Clock,
    }
    // Absent from version 2 records and format 1 links.
    since_format_2 {
        #[serde(default)]
        weapons: Vec<Weapon>,
        #[serde(default)]
        next_weapon_id: u32,
        #[serde(default)]
        profile: Profile,
        #[serde(default)]
        talents: Vec<Talent>,
        #[serde(default)]
        next_talent_id: u32,
        #[serde(default)]
        spells: Vec<Spell>,
        #[serde(default)]
        next_spell_id: u32,
    }
}

no_numbers!(Conditions, Option<Madness>, Clock, Vec<Weapon>);

impl TryFrom<SheetData> for Sheet {
    type Error = SheetError;
    fn try_from(data: SheetData) -> Result<Sheet, SheetError> {
        let mut first = None;
        let sheet = data.numbers_checked(&mut first);
        if let Some(at) = first {
            return Err(SheetError::Number(at));
        }
        sheet.check()?;
        Ok(sheet)
    }
}

/// Whether the character is well, mad or dead (`character-state`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    Ok,
    Mad,
    Dead,
}

impl State {
    pub fn code(self) -> &'static str {
        match self {
            State::Ok => "ok",
            State::Mad => "mad",
            State::Dead => "dead",
        }
    }
}

impl Sheet {
    /// A new character: every attribute 10, nothing else.
    pub fn new() -> Sheet {
        Sheet::default()
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn ancestry(&self) -> &str {
        &self.ancestry
    }

    pub fn attributes(&self) -> &Attributes {
        &self.attributes
    }

    pub fn ancestry_defense(&self) -> Option<Score> {
        self.ancestry_defense
    }

    pub fn equipment(&self) -> &[EquipmentLine] {
        &self.equipment
    }

    pub fn health_bonus(&self) -> Bonus {
        self.health_bonus
    }

    pub fn damage(&self) -> i32 {
        self.damage
    }

    pub fn perception_bonus(&self) -> Bonus {
        self.perception_bonus
    }

    /// Folie, 0 ..= Volonté.
    pub fn insanity(&self) -> i32 {
        self.insanity
    }

    pub fn conditions(&self) -> &Conditions {
        &self.conditions
    }

    pub fn madness(&self) -> Option<&Madness> {
        self.madness.as_ref()
    }

    pub fn epiphany_boon(&self) -> bool {
        self.epiphany_boon
    }

    pub fn clock(&self) -> Clock {
        self.clock
    }

    pub fn weapons(&self) -> &[Weapon] {
        &self.weapons
    }

    pub fn weapon(&self, id: u32) -> Option<&Weapon> {
        self.weapons.iter().find(|w| w.id == id)
    }

    /// Level, Taille, Vitesse, Pouvoir, Corruption and the free texts.
    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    pub fn talents(&self) -> &[Talent] {
        &self.talents
    }

    pub fn talent(&self, id: u32) -> Option<&Talent> {
        self.talents.iter().find(|t| t.id == id)
    }

    pub fn spells(&self) -> &[Spell] {
        &self.spells
    }

    pub fn spell(&self, id: u32) -> Option<&Spell> {
        self.spells.iter().find(|s| s.id == id)
    }

    /// The most Folie the character can hold: its Volonté.
    pub fn insanity_max(&self) -> i32 {
        self.attributes.will.value()
    }

    pub fn state(&self) -> State {
        match self.madness.map(|m| m.kind) {
            Some(MadnessKind::Death) => State::Dead,
            Some(_) => State::Mad,
            None => State::Ok,
        }
    }

    pub fn is_dead(&self) -> bool {
        self.state() == State::Dead
    }

    pub fn health(&self) -> Health {
        health(self.attributes.strength.value(), self.health_bonus, self.damage)
    }

    pub fn defense(&self) -> DefenseBreakdown {
        let base = match self.ancestry_defense {
            Some(score) => Base::Ancestry(score.value()),
            None => Base::Agility(self.attributes.agility.value()),
        };
        // Sans défense, inconscient (endormi too): Défense 5, like an object.
        let like_an_object = self.conditions.in_effect().any(|c| c.effects().defense_five);
        defense(base, &self.equipment, like_an_object)
    }

    /// Vitesse in play: the profile's, as the states leave it.
    pub fn speed(&self) -> super::speed::SpeedBreakdown {
        super::speed::speed(self.profile.speed.value(), self.conditions.in_effect())
    }

    pub fn perception(&self) -> i32 {
        perception(self.attributes.intellect.value(), self.perception_bonus)
    }
}
