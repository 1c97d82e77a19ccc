//! What the fight's screen shows of its last rolls: each attack row's roll
//! and damage, and what the last Will rolls against fear did. Kept with the
//! fight (FIGHT.md, "Kept, undone, ended"), so that a reload, a second tab
//! or an update shows them again; each is stamped with the round it was
//! rolled in, so that an earlier round's reads as past.

use serde::{Deserialize, Serialize};

use super::attack::AttackRoll;
use super::creature::{MAX_ATTACKS, MAX_NAME};
use super::MAX_CREATURES;

/// At most this many characters in what the last Will rolls said.
pub const MAX_SAID: usize = 4000;

/// The results on screen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shown {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacks: Vec<AttackShown>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fear: Option<FearShown>,
}

/// An attack row's last roll, shown until the row's next action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackShown {
    pub creature: u32,
    /// The option's place in the creature's stat block.
    pub option: usize,
    /// The creature's and the option's names when it was rolled: a number
    /// an undo gave to another creature starts with an empty row.
    pub names: (String, String),
    pub round: u64,
    pub roll: AttackRoll,
    /// The character aimed at, when one was.
    pub target: Option<String>,
    /// The damage rolled, and its dice as written.
    pub damage: Option<(i32, String)>,
    /// Inflicted on this character, with the journal's note of the hit and
    /// how many such notes its journal then held: once the table's
    /// `Annuler` takes the hit back, it can be inflicted again.
    pub inflicted: Option<(String, String, usize)>,
    /// How many times the row was rolled: a roll that comes out the same
    /// as the one before is still a new one on screen (`data-roll`).
    #[serde(default)]
    pub rolls: u32,
}

/// What the last Will rolls against a frightening creature did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FearShown {
    pub round: u64,
    pub said: String,
}

impl Shown {
    pub fn is_empty(&self) -> bool {
        self.attacks.is_empty() && self.fear.is_none()
    }

    /// The last roll of a creature's option, if it was rolled under these
    /// names.
    pub fn attack(&self, creature: u32, option: usize, names: &(String, String)) -> Option<&AttackShown> {
        self.attacks.iter().find(|a| a.creature == creature && a.option == option && a.names == *names)
    }

    /// Shows `shown` in place of its row's last roll.
    pub fn set_attack(&mut self, shown: AttackShown) {
        self.attacks.retain(|a| !(a.creature == shown.creature && a.option == shown.option));
        self.attacks.push(shown);
    }

    /// Forgets what a creature's rows showed (it left the fight).
    pub fn forget_creature(&mut self, creature: u32) {
        self.attacks.retain(|a| a.creature != creature);
    }

    /// Whether what storage or a file holds could have been made here.
    pub fn is_sane(&self) -> bool {
        let text = |t: &str| t.chars().count() <= MAX_NAME * 2;
        self.attacks.len() <= MAX_CREATURES * MAX_ATTACKS
            && self.attacks.iter().all(|a| {
                text(&a.names.0)
                    && text(&a.names.1)
                    && a.target.as_deref().is_none_or(text)
                    && a.damage.as_ref().is_none_or(|(_, dice)| text(dice))
                    && a.inflicted.as_ref().is_none_or(|(id, note, _)| text(id) && note.chars().count() <= MAX_SAID)
            })
            && self.fear.as_ref().is_none_or(|f| f.said.chars().count() <= MAX_SAID)
    }
}
