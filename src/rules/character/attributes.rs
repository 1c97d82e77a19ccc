//! The four attributes and their modifiers (docs/rules.md, "Attributes").

use serde::{Deserialize, Serialize};

use super::as_read::{part, AsRead, CheckNumbers, Checked, Form, ReadAs};
use super::number::bounded_number;
use crate::rules::checks::sheet_error::{NumberAt, Place};
use crate::rules::variants::unit_enum;

unit_enum! {
    /// One of the four attributes of a character.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
    pub enum Attribute {
        /// The default of a new weapon (a fist).
        #[default]
        Strength,
        Agility,
        Intellect,
        Will,
    }
}

impl Attribute {
    /// Stable English code for test ids and the DOM (saved data holds the
    /// variant names, which serde writes).
    pub fn code(self) -> &'static str {
        match self {
            Attribute::Strength => "strength",
            Attribute::Agility => "agility",
            Attribute::Intellect => "intellect",
            Attribute::Will => "will",
        }
    }
}

bounded_number!(
    /// An attribute score, 0..=30.
    Score, 0, 30, default 10
);

impl Score {
    /// Modifier = score − 10.
    pub fn modifier(self) -> i32 {
        self.value() - 10
    }
}

/// The four scores of a character, as the rules keep them.
pub type Attributes = AttributesOf<Checked>;

/// The four scores, checked or as read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AttributesOf<F: Form> {
    pub strength: F::Number<Score>,
    pub agility: F::Number<Score>,
    pub intellect: F::Number<Score>,
    pub will: F::Number<Score>,
}

impl ReadAs for Attributes {
    type Read = AttributesOf<AsRead>;
}

impl CheckNumbers for AttributesOf<AsRead> {
    type Checked = Attributes;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> Attributes {
        Attributes {
            strength: part(self.strength, at, "strength", first),
            agility: part(self.agility, at, "agility", first),
            intellect: part(self.intellect, at, "intellect", first),
            will: part(self.will, at, "will", first),
        }
    }
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
