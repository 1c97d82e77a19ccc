//! The four attributes and their modifiers (RULES.md, "Attributes").

use serde::{Deserialize, Serialize};

use super::number::{check_bounds, parse_bounded, NumberError};

/// One of the four attributes of a character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Attribute {
    Strength,
    Agility,
    Intellect,
    Will,
}

impl Attribute {
    /// In the order the sheet shows them.
    pub const ALL: [Attribute; 4] = [
        Attribute::Strength,
        Attribute::Agility,
        Attribute::Intellect,
        Attribute::Will,
    ];

    /// Stable English code, used in test ids and saved data.
    pub fn code(self) -> &'static str {
        match self {
            Attribute::Strength => "strength",
            Attribute::Agility => "agility",
            Attribute::Intellect => "intellect",
            Attribute::Will => "will",
        }
    }
}

/// An attribute score, always within [`Score::MIN`]..=[`Score::MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "i64", into = "i64")]
pub struct Score(u8);

impl Score {
    pub const MIN: i32 = 0;
    pub const MAX: i32 = 30;
    /// A new character's score in every attribute.
    pub const DEFAULT: Score = Score(10);

    /// The one way to build a score from a number.
    pub fn new(value: i64) -> Result<Score, NumberError> {
        check_bounds(value, Self::MIN, Self::MAX).map(|v| Score(v as u8))
    }

    /// The one way to build a score from typed text.
    pub fn parse(text: &str) -> Result<Score, NumberError> {
        parse_bounded(text, Self::MIN, Self::MAX).map(|v| Score(v as u8))
    }

    pub fn value(self) -> i32 {
        i32::from(self.0)
    }

    /// Modifier = score − 10.
    pub fn modifier(self) -> i32 {
        self.value() - 10
    }
}

impl Default for Score {
    fn default() -> Self {
        Score::DEFAULT
    }
}

impl TryFrom<i64> for Score {
    type Error = NumberError;
    fn try_from(value: i64) -> Result<Self, Self::Error> {
        Score::new(value)
    }
}

impl From<Score> for i64 {
    fn from(score: Score) -> i64 {
        i64::from(score.0)
    }
}

/// The four scores of a character.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attributes {
    pub strength: Score,
    pub agility: Score,
    pub intellect: Score,
    pub will: Score,
}

impl Attributes {
    pub fn get(&self, attribute: Attribute) -> Score {
        match attribute {
            Attribute::Strength => self.strength,
            Attribute::Agility => self.agility,
            Attribute::Intellect => self.intellect,
            Attribute::Will => self.will,
        }
    }

    pub fn set(&mut self, attribute: Attribute, score: Score) {
        match attribute {
            Attribute::Strength => self.strength = score,
            Attribute::Agility => self.agility = score,
            Attribute::Intellect => self.intellect = score,
            Attribute::Will => self.will = score,
        }
    }
}
