//! The madness table (docs/rules.md, "Madness table"): which d20 gives which
//! madness, what it imposes and how it ends.

use serde::{Deserialize, Serialize};

use crate::rules::conditions::ConditionCode;
use crate::rules::time::clock::{Clock, Period};
use crate::rules::variants::unit_enum;

unit_enum! {
    /// The twelve rows of the table, in order.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum MadnessKind {
        Death,
        Catatonia,
        SelfMutilation,
        Stupor,
        Sick,
        Hallucinations,
        Violence,
        Panic,
        Confusion,
        Rage,
        Resolve,
        Epiphany,
    }
}

/// How a madness ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Death: it never ends on its own.
    Never,
    /// At each end of `period`, 1d6: `threshold` or more ends it.
    Roll { period: Period, threshold: u32 },
    /// At the second end of `period` after it began ("the end of the next …").
    EndOfNext(Period),
    /// As soon as it is rolled (Épiphanie).
    AtOnce,
}

impl MadnessKind {
    pub const TABLE: [MadnessKind; 12] = [
        MadnessKind::Death,
        MadnessKind::Catatonia,
        MadnessKind::SelfMutilation,
        MadnessKind::Stupor,
        MadnessKind::Sick,
        MadnessKind::Hallucinations,
        MadnessKind::Violence,
        MadnessKind::Panic,
        MadnessKind::Confusion,
        MadnessKind::Rage,
        MadnessKind::Resolve,
        MadnessKind::Epiphany,
    ];

    /// The row of a d20 result (1..=20).
    pub fn from_d20(d20: u32) -> MadnessKind {
        Self::TABLE
            .into_iter()
            .find(|kind| {
                let (low, high) = kind.range();
                (low..=high).contains(&d20)
            })
            .unwrap_or(if d20 == 0 { MadnessKind::Death } else { MadnessKind::Epiphany })
    }

    /// The d20 results of this row, inclusive.
    pub fn range(self) -> (u32, u32) {
        match self {
            MadnessKind::Death => (1, 1),
            MadnessKind::Catatonia => (2, 2),
            MadnessKind::SelfMutilation => (3, 3),
            MadnessKind::Stupor => (4, 5),
            MadnessKind::Sick => (6, 7),
            MadnessKind::Hallucinations => (8, 9),
            MadnessKind::Violence => (10, 11),
            MadnessKind::Panic => (12, 13),
            MadnessKind::Confusion => (14, 15),
            MadnessKind::Rage => (16, 17),
            MadnessKind::Resolve => (18, 19),
            MadnessKind::Epiphany => (20, 20),
        }
    }

    /// `1`, `4-5`…, as the table's test ids write it.
    pub fn range_code(self) -> String {
        match self.range() {
            (low, high) if low == high => low.to_string(),
            (low, high) => format!("{low}-{high}"),
        }
    }

    /// Stable code for test ids and the DOM (saved data holds the variant
    /// names, which serde writes).
    pub fn code(self) -> &'static str {
        match self {
            MadnessKind::Death => "death",
            MadnessKind::Catatonia => "catatonia",
            MadnessKind::SelfMutilation => "self-mutilation",
            MadnessKind::Stupor => "stupor",
            MadnessKind::Sick => "sick",
            MadnessKind::Hallucinations => "hallucinations",
            MadnessKind::Violence => "violence",
            MadnessKind::Panic => "panic",
            MadnessKind::Confusion => "confusion",
            MadnessKind::Rage => "rage",
            MadnessKind::Resolve => "resolve",
            MadnessKind::Epiphany => "epiphany",
        }
    }

    /// Conditions the madness imposes when it begins.
    pub fn imposes(self) -> &'static [ConditionCode] {
        match self {
            MadnessKind::Death => &[ConditionCode::Dead],
            MadnessKind::Catatonia => &[ConditionCode::Prone, ConditionCode::Helpless],
            MadnessKind::SelfMutilation => &[ConditionCode::Blinded],
            MadnessKind::Stupor => &[ConditionCode::Stunned],
            MadnessKind::Sick | MadnessKind::Confusion => &[ConditionCode::Dazed],
            MadnessKind::Panic => &[ConditionCode::Frightened],
            _ => &[],
        }
    }

    /// Imposed conditions that stay when the madness ends (removed by hand).
    pub fn outlasting(self) -> &'static [ConditionCode] {
        match self {
            MadnessKind::Catatonia => &[ConditionCode::Prone],
            MadnessKind::SelfMutilation => &[ConditionCode::Blinded],
            _ => &[],
        }
    }

    pub fn ending(self) -> Ending {
        use Period::*;
        match self {
            MadnessKind::Death => Ending::Never,
            MadnessKind::Catatonia => Ending::Roll { period: Hour, threshold: 4 },
            MadnessKind::SelfMutilation => Ending::EndOfNext(Minute),
            MadnessKind::Stupor => Ending::Roll { period: Minute, threshold: 5 },
            MadnessKind::Rage => Ending::Roll { period: Round, threshold: 4 },
            MadnessKind::Resolve => Ending::EndOfNext(Round),
            MadnessKind::Epiphany => Ending::AtOnce,
            MadnessKind::Sick
            | MadnessKind::Hallucinations
            | MadnessKind::Violence
            | MadnessKind::Panic
            | MadnessKind::Confusion => Ending::Roll { period: Round, threshold: 5 },
        }
    }
}

/// The result of one end check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EndCheck {
    pub period: Period,
    pub die: u32,
    pub threshold: u32,
    pub success: bool,
}

/// A madness under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Madness {
    pub kind: MadnessKind,
    /// The d20 that chose it.
    pub d20: u32,
    /// The clock when it began.
    pub started_at: Clock,
    /// The last end check rolled for it, shown on its card.
    #[serde(default)]
    pub last_check: Option<EndCheck>,
}

impl Madness {
    /// For `EndOfNext` madnesses: the clock value at which it ends.
    pub fn ends_at(&self) -> Option<Clock> {
        match self.kind.ending() {
            Ending::EndOfNext(period) => Some(self.started_at.nth_end_after(period, 2)),
            _ => None,
        }
    }
}
