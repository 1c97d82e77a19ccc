//! The character's clock (docs/rules.md, "Time"): it counts ends of round since the
//! character was created. An end of minute is every 6th, an end of hour every 360th.

use crate::rules::variants::unit_enum;
use serde::{Deserialize, Serialize};

pub const ROUNDS_PER_MINUTE: u64 = 6;
pub const ROUNDS_PER_HOUR: u64 = 360;

unit_enum! {
    /// A span of time the clock knows about.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum Period {
        Round,
        Minute,
        Hour,
    }
}

impl Period {
    pub fn rounds(self) -> u64 {
        match self {
            Period::Round => 1,
            Period::Minute => ROUNDS_PER_MINUTE,
            Period::Hour => ROUNDS_PER_HOUR,
        }
    }
}

/// The latest the clock can show: a hundred years of rounds. No table plays
/// that long; the bound keeps every sum on the clock far from overflowing,
/// and data from outside past it is refused.
pub const MAX_CLOCK: Clock = Clock(100 * 365 * 24 * ROUNDS_PER_HOUR);

/// Ends of round so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Clock(pub u64);

impl Clock {
    pub fn rounds(self) -> u64 {
        self.0
    }

    /// Ends of round from now up to and including the next end of `period`
    /// (1 to 6 for a minute, 1 to 360 for an hour).
    pub fn rounds_to_next(self, period: Period) -> u64 {
        let length = period.rounds();
        length - self.0 % length
    }

    /// Is the end of round that brought the clock here also an end of `period`?
    pub fn is_end_of(self, period: Period) -> bool {
        self.0 > 0 && self.0.is_multiple_of(period.rounds())
    }

    /// The clock value at the `n`-th end of `period` after `self`
    /// (n = 1: the next one; n = 2: "the end of the next" one, docs/rules.md).
    pub fn nth_end_after(self, period: Period, n: u64) -> Clock {
        let length = period.rounds();
        let next = (self.0 / length + 1) * length;
        Clock(next + (n - 1) * length)
    }

    /// Hours, minutes and rounds within the minute, for display.
    pub fn split(self) -> (u64, u64, u64) {
        let hours = self.0 / ROUNDS_PER_HOUR;
        let minutes = (self.0 % ROUNDS_PER_HOUR) / ROUNDS_PER_MINUTE;
        let rounds = self.0 % ROUNDS_PER_MINUTE;
        (hours, minutes, rounds)
    }
}
