//! Checking a sheet that came from outside (saved data, a link, a file):
//! every invariant that commands keep, checked once, with the first broken
//! one named. Data that passes is as valid as one built by commands.

use rustc_hash::FxHashSet;

use super::attributes::Attribute;
use super::clock::MAX_CLOCK;
use super::conditions::ConditionCode;
use super::health::MAX_DAMAGE;
use super::list::ids_ok;
use super::madness::MadnessKind;
use super::magic::{most_castings, MAX_DESCRIPTION, MAX_SPELLS, MAX_TALENTS};
use super::number::Rounds;
use super::sheet::{Sheet, MAX_EQUIPMENT, MAX_TEXT};
use super::texts::has_control;
use super::weapons::{MAX_SHORT_TEXT, MAX_WEAPONS};

/// Which text was too long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    Name,
    Ancestry,
    Equipment,
    Weapon,
    WeaponProperties,
    /// A path, Professions, Langues, Richesse or Notes.
    Profile,
}

/// The first invariant a sheet (or its journal) breaks.
///
/// It travels through serde's error messages (a refused `Sheet` inside a
/// file or a record), so it is written there as a short tagged code
/// (`fiche-invalide:<variant>,<number>`) that [`SheetError::from_message`]
/// reads back for the French message. A code, not JSON: no second serde
/// impl in the wasm for a message nobody else reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetError {
    /// Folie below 0 or above Volonté.
    InsanityOutOfRange {
        insanity: i32,
        will: i32,
    },
    /// Damage below 0 or above the largest possible maximum.
    DamageOutOfRange {
        damage: i32,
    },
    TextTooLong {
        kind: TextKind,
    },
    TooMuchEquipment,
    /// Two equipment lines share an id, or one is not below the next id.
    EquipmentIds,
    /// The same condition twice.
    DuplicateCondition {
        code: ConditionCode,
    },
    /// A condition with 0 rounds left or more than a day.
    ConditionRounds {
        code: ConditionCode,
    },
    /// The madness's d20 does not match its row.
    MadnessRow {
        d20: u32,
    },
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
    JournalLine {
        line: usize,
    },
    TooManyWeapons,
    /// Two weapons share an id, or one is not below the next id.
    WeaponIds,
    /// A weapon attacks with Intelligence or Volonté.
    WeaponAttribute,
    /// Too many talents or spells, a text too long, ids out of order, or
    /// more uses or castings spent than a rest gives back.
    TalentsOrSpells,
    /// A text holds a control character (line breaks and tabs only in free texts).
    ControlCharacter,
}

impl TextKind {
    const ALL: [TextKind; 6] = [
        TextKind::Name,
        TextKind::Ancestry,
        TextKind::Equipment,
        TextKind::Weapon,
        TextKind::WeaponProperties,
        TextKind::Profile,
    ];
}

const TAG: &str = "fiche-invalide:";

impl SheetError {
    /// (variant, first number, second number): the code written in messages.
    fn code(self) -> (u8, i64, i64) {
        use SheetError::*;
        let condition = |code: ConditionCode| ConditionCode::ALL.iter().position(|c| *c == code).unwrap_or(0) as i64;
        match self {
            InsanityOutOfRange { insanity, will } => (0, i64::from(insanity), i64::from(will)),
            DamageOutOfRange { damage } => (1, i64::from(damage), 0),
            TextTooLong { kind } => (2, TextKind::ALL.iter().position(|k| *k == kind).unwrap_or(0) as i64, 0),
            TooMuchEquipment => (3, 0, 0),
            EquipmentIds => (4, 0, 0),
            DuplicateCondition { code } => (5, condition(code), 0),
            ConditionRounds { code } => (6, condition(code), 0),
            MadnessRow { d20 } => (7, i64::from(d20), 0),
            MadnessFromTheFuture => (8, 0, 0),
            EpiphanyUnderWay => (9, 0, 0),
            MadnessPastItsEnd => (10, 0, 0),
            DeathWithoutMort => (11, 0, 0),
            ClockOutOfRange => (12, 0, 0),
            JournalLine { line } => (13, line as i64, 0),
            TooManyWeapons => (14, 0, 0),
            WeaponIds => (15, 0, 0),
            WeaponAttribute => (16, 0, 0),
            TalentsOrSpells => (17, 0, 0),
            ControlCharacter => (18, 0, 0),
        }
    }

    fn from_code(variant: u8, a: i64, b: i64) -> Option<SheetError> {
        use SheetError::*;
        let condition = || ConditionCode::ALL.get(usize::try_from(a).ok()?).copied();
        let small = |n: i64| i32::try_from(n).ok();
        Some(match variant {
            0 => InsanityOutOfRange { insanity: small(a)?, will: small(b)? },
            1 => DamageOutOfRange { damage: small(a)? },
            2 => TextTooLong { kind: TextKind::ALL.get(usize::try_from(a).ok()?).copied()? },
            3 => TooMuchEquipment,
            4 => EquipmentIds,
            5 => DuplicateCondition { code: condition()? },
            6 => ConditionRounds { code: condition()? },
            7 => MadnessRow { d20: u32::try_from(a).ok()? },
            8 => MadnessFromTheFuture,
            9 => EpiphanyUnderWay,
            10 => MadnessPastItsEnd,
            11 => DeathWithoutMort,
            12 => ClockOutOfRange,
            13 => JournalLine { line: usize::try_from(a).ok()? },
            14 => TooManyWeapons,
            15 => WeaponIds,
            16 => WeaponAttribute,
            17 => TalentsOrSpells,
            18 => ControlCharacter,
            _ => return None,
        })
    }

    /// The error in a serde message that is this error's own: the message
    /// starts with it. A code inside another message (an unknown variant
    /// named so in a file) is not a rule's refusal and is not taken as one.
    pub fn from_message(message: &str) -> Option<SheetError> {
        let rest = message.strip_prefix(TAG)?;
        let mut numbers = rest.split(|c: char| c != '-' && !c.is_ascii_digit()).filter(|s| !s.is_empty());
        let variant = numbers.next()?.parse().ok()?;
        let a = numbers.next()?.parse().ok()?;
        let b = numbers.next()?.parse().ok()?;
        SheetError::from_code(variant, a, b)
    }
}

impl std::fmt::Display for SheetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (variant, a, b) = self.code();
        write!(f, "{TAG}{variant},{a},{b};")
    }
}

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
