//! The rest of the character (docs/rules.md, "Identity" and
//! "Characteristics"): level, paths, free texts, Taille, Vitesse, Pouvoir,
//! Corruption. Bounded numbers, bounded texts; no automation beyond them.

use serde::{Deserialize, Serialize};

use super::as_read::{part, AsRead, CheckNumbers, Checked, Form, ReadAs};
use super::number::bounded_number;
use crate::rules::checks::sheet_error::{NumberAt, Place};
use crate::rules::variants::unit_enum;

bounded_number!(
    /// Niveau, 0..=10.
    Level, 0, 10, default 0
);
bounded_number!(
    /// Vitesse, 0..=99 (10 for most héritages).
    Speed, 0, 99, default 10
);
bounded_number!(
    /// Pouvoir, 0..=10: with a spell's rank, its castings per rest.
    Power, 0, 10, default 0
);
bounded_number!(
    /// Corruption, 0..=99: a counter.
    Corruption, 0, 99, default 0
);

/// Longest Notes, in characters.
pub const MAX_NOTES: usize = 4000;

unit_enum! {
    /// Taille: ¼, ½, 1 … 5.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
    pub enum Size {
        Quarter,
        Half,
        #[default]
        One,
        Two,
        Three,
        Four,
        Five,
    }
}

impl Size {
    /// As the sheet writes it (also the option's value).
    pub fn label(self) -> &'static str {
        match self {
            Size::Quarter => "¼",
            Size::Half => "½",
            Size::One => "1",
            Size::Two => "2",
            Size::Three => "3",
            Size::Four => "4",
            Size::Five => "5",
        }
    }
}

unit_enum! {
    /// Which free text of the character (each bounded, see [`Text::max_chars`]).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum Text {
        NovicePath,
        ExpertPath,
        MasterPath,
        Professions,
        Languages,
        Wealth,
        Notes,
    }
}

impl Text {
    pub fn max_chars(self) -> usize {
        match self {
            Text::Notes => MAX_NOTES,
            _ => super::texts::MAX_SHORT_TEXT,
        }
    }
}

/// The character's free texts, each optional when read (`texts_format`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Texts {
    pub novice_path: String,
    pub expert_path: String,
    pub master_path: String,
    pub professions: String,
    pub languages: String,
    pub wealth: String,
    pub notes: String,
}

impl Texts {
    pub fn get(&self, text: Text) -> &str {
        match text {
            Text::NovicePath => &self.novice_path,
            Text::ExpertPath => &self.expert_path,
            Text::MasterPath => &self.master_path,
            Text::Professions => &self.professions,
            Text::Languages => &self.languages,
            Text::Wealth => &self.wealth,
            Text::Notes => &self.notes,
        }
    }

    pub(in crate::rules) fn set(&mut self, text: Text, value: String) {
        let slot = match text {
            Text::NovicePath => &mut self.novice_path,
            Text::ExpertPath => &mut self.expert_path,
            Text::MasterPath => &mut self.master_path,
            Text::Professions => &mut self.professions,
            Text::Languages => &mut self.languages,
            Text::Wealth => &mut self.wealth,
            Text::Notes => &mut self.notes,
        };
        *slot = value;
    }

    /// The first text longer than its bound.
    pub fn too_long(&self) -> Option<Text> {
        Text::ALL.into_iter().find(|t| self.get(*t).chars().count() > t.max_chars())
    }

    /// The first text holding a control character other than a line break or a tab.
    pub fn with_control(&self) -> Option<Text> {
        Text::ALL.into_iter().find(|t| super::texts::has_control(self.get(*t), true))
    }
}

/// Level, characteristics and free texts, kept together on the sheet.
pub type Profile = ProfileOf<Checked>;

/// The profile, checked or as read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ProfileOf<F: Form> {
    #[serde(default)]
    pub level: F::Number<Level>,
    #[serde(default)]
    pub size: Size,
    #[serde(default)]
    pub speed: F::Number<Speed>,
    #[serde(default)]
    pub power: F::Number<Power>,
    #[serde(default)]
    pub corruption: F::Number<Corruption>,
    #[serde(default)]
    pub texts: Texts,
}

impl ReadAs for Profile {
    type Read = ProfileOf<AsRead>;
}

impl CheckNumbers for ProfileOf<AsRead> {
    type Checked = Profile;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> Profile {
        Profile {
            level: part(self.level, at, "level", first),
            size: self.size,
            speed: part(self.speed, at, "speed", first),
            power: part(self.power, at, "power", first),
            corruption: part(self.corruption, at, "corruption", first),
            texts: self.texts,
        }
    }
}

/// Edits of the level, characteristics and free texts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ProfileCommand {
    SetLevel(Level),
    SetSize(Size),
    SetSpeed(Speed),
    SetPower(Power),
    SetCorruption(Corruption),
    SetText(Text, String),
}

impl ProfileCommand {
    /// Applies it; `Err(max)` when a text is longer than its bound.
    pub(in crate::rules) fn apply(&self, profile: &mut Profile) -> Result<(), super::texts::TextRefusal> {
        match self {
            ProfileCommand::SetLevel(v) => profile.level = *v,
            ProfileCommand::SetSize(v) => profile.size = *v,
            ProfileCommand::SetSpeed(v) => profile.speed = *v,
            ProfileCommand::SetPower(v) => profile.power = *v,
            ProfileCommand::SetCorruption(v) => profile.corruption = *v,
            ProfileCommand::SetText(text, value) => {
                let value = super::texts::free_text(value, text.max_chars())?;
                profile.texts.set(*text, value);
            }
        }
        Ok(())
    }
}
