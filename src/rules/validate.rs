//! Checking a sheet that came from outside (saved data, a link, a file):
//! every invariant that commands keep, checked once, with the first broken
//! one named. Data that passes is as valid as one built by commands.

use std::collections::HashSet;

use super::command::MAX_CONDITION_ROUNDS;
use super::health::MAX_DAMAGE;
use super::madness::MadnessKind;
use super::sheet::{Sheet, MAX_EQUIPMENT, MAX_TEXT};
use super::conditions::ConditionCode;

/// Which text was too long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    Name,
    Ancestry,
    Equipment,
}

/// The first invariant a sheet breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetError {
    /// Folie below 0 or above Volonté.
    InsanityOutOfRange { insanity: i32, will: i32 },
    /// Damage below 0 or above the largest possible maximum.
    DamageOutOfRange { damage: i32 },
    TextTooLong { kind: TextKind },
    TooMuchEquipment,
    /// Two equipment lines share an id, or one is not below the next id.
    EquipmentIds,
    /// The same condition twice.
    DuplicateCondition { code: ConditionCode },
    /// A condition with 0 rounds left or more than a day.
    ConditionRounds { code: ConditionCode },
    /// The madness's d20 does not match its row.
    MadnessRow { d20: u32 },
    /// The madness began after the clock's time.
    MadnessFromTheFuture,
    /// Épiphanie ends at once: it is never under way.
    EpiphanyUnderWay,
}

impl Sheet {
    /// Checks every invariant; `Ok` means the sheet is usable as it is.
    pub fn check(&self) -> Result<(), SheetError> {
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
        let mut ids = HashSet::new();
        for line in &self.equipment {
            if too_long(&line.name) {
                return Err(SheetError::TextTooLong { kind: TextKind::Equipment });
            }
            if !ids.insert(line.id) || line.id >= self.next_equipment_id {
                return Err(SheetError::EquipmentIds);
            }
        }
        let mut codes = HashSet::new();
        for condition in self.conditions.iter() {
            if !codes.insert(condition.code) {
                return Err(SheetError::DuplicateCondition { code: condition.code });
            }
            if condition.rounds_left.is_some_and(|r| r == 0 || r > MAX_CONDITION_ROUNDS) {
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
        }
        Ok(())
    }
}
