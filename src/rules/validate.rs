//! Checking a sheet that came from outside (saved data, a link, a file):
//! every invariant that commands keep, checked once, with the first broken
//! one named. Data that passes is as valid as one built by commands.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::clock::MAX_CLOCK;
use super::command::MAX_CONDITION_ROUNDS;
use super::conditions::ConditionCode;
use super::health::MAX_DAMAGE;
use super::madness::MadnessKind;
use super::sheet::{Sheet, MAX_EQUIPMENT, MAX_TEXT};

/// Which text was too long.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TextKind {
    Name,
    Ancestry,
    Equipment,
}

/// The first invariant a sheet (or its journal) breaks.
///
/// It travels through serde's error messages (a refused `Sheet` inside a
/// file or a record), so it is written there as tagged JSON that
/// [`SheetError::from_message`] reads back for the French message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// A madness that should have ended by the clock's time (it would never end).
    MadnessPastItsEnd,
    /// *Mort* under way without the condition *mort*.
    DeathWithoutMort,
    /// The clock beyond [`MAX_CLOCK`].
    ClockOutOfRange,
    /// Journal line `line` (from 0) holds a value no roll can make, or its
    /// time goes backwards.
    JournalLine { line: usize },
}

const TAG: &str = "fiche-invalide:";

impl SheetError {
    /// Finds the error in a serde message that carries it.
    pub fn from_message(message: &str) -> Option<SheetError> {
        let json = &message[message.find(TAG)? + TAG.len()..];
        let mut stream = serde_json::Deserializer::from_str(json).into_iter::<SheetError>();
        stream.next()?.ok()
    }
}

impl std::fmt::Display for SheetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let json = serde_json::to_string(self).map_err(|_| std::fmt::Error)?;
        write!(f, "{TAG}{json}")
    }
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
        Ok(())
    }
}
