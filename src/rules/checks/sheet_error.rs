//! Why a sheet from outside was refused: the first invariant it breaks,
//! and the short code that carries it through serde's messages.

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
