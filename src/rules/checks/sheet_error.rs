//! Why a sheet from outside was refused: the first invariant it breaks,
//! said by `Sheet::try_from` and `Tracker::try_from` once serde has read
//! the data (a value, never a message to read back).

use crate::rules::character::number::NumberError;
use crate::rules::conditions::ConditionCode;

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

/// A bounded number of a sheet out of its bounds, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumberAt {
    pub place: Place,
    pub error: NumberError,
}

/// Where a number of a sheet is, in the names the sheet's formats write:
/// `attributes` › `will`, `talents` [1] › `uses`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub field: &'static str,
    pub item: Option<usize>,
    pub part: Option<&'static str>,
}

impl Place {
    pub fn field(field: &'static str) -> Place {
        Place { field, item: None, part: None }
    }

    pub fn item(self, item: usize) -> Place {
        Place { item: Some(item), ..self }
    }

    pub fn part(self, part: &'static str) -> Place {
        Place { part: Some(part), ..self }
    }
}

/// The first invariant a sheet (or its journal) breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetError {
    /// A bounded number out of its bounds.
    Number(NumberAt),
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
