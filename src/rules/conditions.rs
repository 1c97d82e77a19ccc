//! Conditions (états) with their duration and source, one of each kind
//! (RULES.md, "Insanity" rule 2 and "Settled points: One condition of each kind").

use serde::{Deserialize, Serialize};

/// The conditions the sheet tracks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ConditionCode {
    Frightened,
    Stunned,
    Dazed,
    Blinded,
    Prone,
    Helpless,
    Dead,
}

impl ConditionCode {
    pub const ALL: [ConditionCode; 7] = [
        ConditionCode::Frightened,
        ConditionCode::Stunned,
        ConditionCode::Dazed,
        ConditionCode::Blinded,
        ConditionCode::Prone,
        ConditionCode::Helpless,
        ConditionCode::Dead,
    ];

    /// Stable code for test ids and saved data.
    pub fn code(self) -> &'static str {
        match self {
            ConditionCode::Frightened => "frightened",
            ConditionCode::Stunned => "stunned",
            ConditionCode::Dazed => "dazed",
            ConditionCode::Blinded => "blinded",
            ConditionCode::Prone => "prone",
            ConditionCode::Helpless => "helpless",
            ConditionCode::Dead => "dead",
        }
    }
}

/// What imposed a condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ConditionSource {
    /// Rule 2: a gain of Folie.
    Insanity,
    /// A row of the madness table.
    Madness,
    /// Added by the player or the GM.
    Manual,
}

impl ConditionSource {
    pub fn code(self) -> &'static str {
        match self {
            ConditionSource::Insanity => "insanity",
            ConditionSource::Madness => "madness",
            ConditionSource::Manual => "manual",
        }
    }
}

/// One active condition. `rounds_left: None` lasts until something removes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Condition {
    pub code: ConditionCode,
    pub rounds_left: Option<u32>,
    pub source: ConditionSource,
}

impl Condition {
    /// True when `self` lasts strictly longer than `other` (no duration is longest).
    fn outlasts(&self, other: &Condition) -> bool {
        match (self.rounds_left, other.rounds_left) {
            (None, Some(_)) => true,
            (Some(a), Some(b)) => a > b,
            _ => false,
        }
    }
}

/// What applying a condition did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Applied {
    /// The character did not have it.
    Added,
    /// It had it for less long: the new one replaced it.
    Replaced,
    /// It already had it for as long or longer: nothing changed.
    Kept,
}

/// The active conditions, at most one of each kind, in the order they came.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Conditions(Vec<Condition>);

impl Conditions {
    pub fn iter(&self) -> impl Iterator<Item = &Condition> {
        self.0.iter()
    }

    pub fn get(&self, code: ConditionCode) -> Option<&Condition> {
        self.0.iter().find(|c| c.code == code)
    }

    pub fn has(&self, code: ConditionCode) -> bool {
        self.get(code).is_some()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Applies `new`, keeping the longer of two durations of the same kind
    /// (and that one's source); on a tie the condition already there stays.
    pub fn apply(&mut self, new: Condition) -> Applied {
        match self.0.iter_mut().find(|c| c.code == new.code) {
            None => {
                self.0.push(new);
                Applied::Added
            }
            Some(existing) if new.outlasts(existing) => {
                *existing = new;
                Applied::Replaced
            }
            Some(_) => Applied::Kept,
        }
    }

    /// Removes the condition of that kind, if any.
    pub fn remove(&mut self, code: ConditionCode) -> Option<Condition> {
        let index = self.0.iter().position(|c| c.code == code)?;
        Some(self.0.remove(index))
    }

    /// Removes it only if it came from `source`.
    pub fn remove_from(&mut self, code: ConditionCode, source: ConditionSource) -> Option<Condition> {
        match self.get(code) {
            Some(c) if c.source == source => self.remove(code),
            _ => None,
        }
    }

    /// One end of round: every duration goes down by one; those that reach
    /// zero end and are returned.
    pub fn count_down(&mut self) -> Vec<Condition> {
        let mut ended = Vec::new();
        self.0.retain_mut(|c| match c.rounds_left.as_mut() {
            Some(rounds) => {
                *rounds = rounds.saturating_sub(1);
                if *rounds == 0 {
                    ended.push(*c);
                    false
                } else {
                    true
                }
            }
            None => true,
        });
        ended
    }
}
