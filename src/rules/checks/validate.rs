//! Checking a sheet that came from outside (saved data, a link, a file):
//! every invariant that commands keep, checked once, with the first broken
//! one named. Data that passes is as valid as one built by commands.

use rustc_hash::FxHashSet;

use super::sheet_error::{SheetError, TextKind};
use crate::rules::character::attributes::Attribute;
use crate::rules::character::list::ids_ok;
use crate::rules::character::number::{Rounds, MAX_DAMAGE};
use crate::rules::character::sheet::{Sheet, MAX_EQUIPMENT, MAX_TEXT};
use crate::rules::character::texts::{has_control, MAX_SHORT_TEXT};
use crate::rules::conditions::ConditionCode;
use crate::rules::insanity::madness::MadnessKind;
use crate::rules::time::clock::MAX_CLOCK;
use crate::rules::weapons_and_magic::magic::{most_castings, MAX_DESCRIPTION, MAX_SPELLS, MAX_TALENTS};
use crate::rules::weapons_and_magic::weapons::MAX_WEAPONS;

impl Sheet {
    /// Checks every invariant; `Ok` means the sheet is usable as it is.
    pub fn check(&self) -> Result<(), SheetError> {
        if self.has_control_character() {
            return Err(SheetError::ControlCharacter);
        }
        let will = self.insanity_max();
        if !(0..=will).contains(&self.insanity) {
            return Err(SheetError::InsanityOutOfRange { insanity: self.insanity, will });
        }
        if !(0..=MAX_DAMAGE).contains(&self.damage) {
            return Err(SheetError::DamageOutOfRange { damage: self.damage });
        }
        let too_long = |text: &str| text.chars().count() > MAX_TEXT;
        if too_long(&self.name) {
            return Err(SheetError::TextTooLong { kind: TextKind::Name });
        }
        if too_long(&self.ancestry) {
            return Err(SheetError::TextTooLong { kind: TextKind::Ancestry });
        }
        if self.equipment.len() > MAX_EQUIPMENT {
            return Err(SheetError::TooMuchEquipment);
        }
        let mut ids = FxHashSet::default();
        for line in &self.equipment {
            if too_long(&line.name) {
                return Err(SheetError::TextTooLong { kind: TextKind::Equipment });
            }
            if !ids.insert(line.id) || line.id >= self.next_equipment_id {
                return Err(SheetError::EquipmentIds);
            }
        }
        let mut codes = FxHashSet::default();
        for condition in self.conditions.iter() {
            if !codes.insert(condition.code) {
                return Err(SheetError::DuplicateCondition { code: condition.code });
            }
            if condition.rounds_left.is_some_and(|r| Rounds::new(r.into()).is_err()) {
                return Err(SheetError::ConditionRounds { code: condition.code });
            }
        }
        if let Some(madness) = &self.madness {
            if !(1..=20).contains(&madness.d20) || MadnessKind::from_d20(madness.d20) != madness.kind {
                return Err(SheetError::MadnessRow { d20: madness.d20 });
            }
            if madness.kind == MadnessKind::Epiphany {
                return Err(SheetError::EpiphanyUnderWay);
            }
            if madness.started_at > self.clock {
                return Err(SheetError::MadnessFromTheFuture);
            }
            if madness.ends_at().is_some_and(|end| end <= self.clock) {
                return Err(SheetError::MadnessPastItsEnd);
            }
            if madness.kind == MadnessKind::Death && !self.conditions.has(ConditionCode::Dead) {
                return Err(SheetError::DeathWithoutMort);
            }
        }
        if self.clock > MAX_CLOCK {
            return Err(SheetError::ClockOutOfRange);
        }
        if self.weapons.len() > MAX_WEAPONS {
            return Err(SheetError::TooManyWeapons);
        }
        if !ids_ok(&self.weapons, self.next_weapon_id) {
            return Err(SheetError::WeaponIds);
        }
        for weapon in &self.weapons {
            if too_long(&weapon.name) {
                return Err(SheetError::TextTooLong { kind: TextKind::Weapon });
            }
            if weapon.properties.chars().count() > MAX_SHORT_TEXT {
                return Err(SheetError::TextTooLong { kind: TextKind::WeaponProperties });
            }
            if !matches!(weapon.attribute, Attribute::Strength | Attribute::Agility) {
                return Err(SheetError::WeaponAttribute);
            }
        }
        if self.profile.texts.too_long().is_some() {
            return Err(SheetError::TextTooLong { kind: TextKind::Profile });
        }
        let list_ok = self.talents.len() <= MAX_TALENTS
            && self.spells.len() <= MAX_SPELLS
            && ids_ok(&self.talents, self.next_talent_id)
            && ids_ok(&self.spells, self.next_spell_id);
        // Uses and castings spent are counted up to what a rest gives back.
        let talents_ok = self.talents.iter().all(|t| {
            t.name.chars().count() <= MAX_TEXT
                && t.description.chars().count() <= MAX_DESCRIPTION
                && t.spent <= t.uses.value() as u32
        });
        let spells_ok = self.spells.iter().all(|s| {
            s.name.chars().count() <= MAX_TEXT
                && s.tradition.chars().count() <= MAX_SHORT_TEXT
                && s.description.chars().count() <= MAX_DESCRIPTION
                && s.spent <= most_castings(s.rank)
        });
        if !(list_ok && talents_ok && spells_ok) {
            return Err(SheetError::TalentsOrSpells);
        }
        Ok(())
    }

    /// Whether any text breaks [`has_control`]'s rule.
    fn has_control_character(&self) -> bool {
        let line = |text: &str| has_control(text, false);
        let free = |text: &str| has_control(text, true);
        line(&self.name)
            || line(&self.ancestry)
            || self.equipment.iter().any(|e| line(&e.name))
            || self.weapons.iter().any(|w| line(&w.name) || line(&w.properties))
            || self.talents.iter().any(|t| line(&t.name) || free(&t.description))
            || self.spells.iter().any(|s| line(&s.name) || line(&s.tradition) || free(&s.description))
            || self.profile.texts.with_control().is_some()
    }
}
