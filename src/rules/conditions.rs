//! Conditions (états) with their duration and source, one of each kind
//! (docs/rules.md, "Insanity" rule 2 and "Settled points: One condition of each kind").

use crate::rules::variants::unit_enum;
use serde::{Deserialize, Serialize};

unit_enum! {
    /// The conditions the sheet tracks (docs/rules.md, "Insanity" and
    /// "Conditions"). New kinds are added at the end: saved data and links name
    /// them by position or variant name.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
    pub enum ConditionCode {
        Frightened,
        Stunned,
        Dazed,
        Blinded,
        Prone,
        Helpless,
        Dead,
        Charmed,
        Compelled,
        Deafened,
        Diseased,
        Fatigued,
        Impaired,
        Poisoned,
        Grabbed,
        Immobilized,
        Slowed,
        Surprised,
        Unconscious,
        Asleep,
    }
}

/// Which attribute rolls a condition makes fail on their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fails {
    No,
    /// Every attribute roll (stupéfait, surpris, inconscient).
    All,
    /// Every attribute roll but Perception (sans défense).
    AllButPerception,
}

/// What a condition does to the character's rolls and Défense
/// (docs/rules.md, "What the character's state adds").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effects {
    /// 1 désavantage on attack and attribute rolls.
    pub bane: bool,
    /// 1 désavantage on Force and Agilité rolls, attacks with them included.
    pub bane_on_body: bool,
    pub fails: Fails,
    /// Cannot use actions (an attack is still rolled, with a warning).
    pub no_actions: bool,
    /// Défense 5, like an object.
    pub defense_five: bool,
    /// What it leaves of Vitesse.
    pub movement: Movement,
}

/// What a state leaves of a character's Vitesse (`character::speed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Movement {
    Free,
    /// No movement: Vitesse 0.
    None,
    AtMost(i32),
    Halved,
}

impl ConditionCode {
    /// Stable code for test ids.
    pub fn code(self) -> &'static str {
        use ConditionCode::*;
        match self {
            Frightened => "frightened",
            Stunned => "stunned",
            Dazed => "dazed",
            Blinded => "blinded",
            Prone => "prone",
            Helpless => "helpless",
            Dead => "dead",
            Charmed => "charmed",
            Compelled => "compelled",
            Deafened => "deafened",
            Diseased => "diseased",
            Fatigued => "fatigued",
            Impaired => "impaired",
            Poisoned => "poisoned",
            Grabbed => "grabbed",
            Immobilized => "immobilized",
            Slowed => "slowed",
            Surprised => "surprised",
            Unconscious => "unconscious",
            Asleep => "asleep",
        }
    }

    /// *endormi* counts as *à terre* and *inconscient* for every effect.
    pub fn counts_as(self) -> &'static [ConditionCode] {
        match self {
            ConditionCode::Asleep => &[ConditionCode::Prone, ConditionCode::Unconscious],
            _ => &[],
        }
    }

    /// Its own effects on rolls and Défense (not those it counts as).
    pub fn effects(self) -> Effects {
        use ConditionCode::*;
        let none = Effects {
            bane: false,
            bane_on_body: false,
            fails: Fails::No,
            no_actions: false,
            defense_five: false,
            movement: Movement::Free,
        };
        match self {
            Frightened | Diseased | Fatigued | Impaired | Poisoned => Effects { bane: true, ..none },
            Prone => Effects { bane_on_body: true, ..none },
            Stunned | Surprised => Effects { fails: Fails::All, no_actions: true, movement: Movement::None, ..none },
            Unconscious => Effects { fails: Fails::All, no_actions: true, defense_five: true, ..none },
            Helpless => Effects { fails: Fails::AllButPerception, no_actions: true, defense_five: true, ..none },
            Dazed => Effects { no_actions: true, ..none },
            Blinded => Effects { movement: Movement::AtMost(2), ..none },
            Immobilized => Effects { movement: Movement::None, ..none },
            Slowed => Effects { movement: Movement::Halved, ..none },
            Dead | Charmed | Compelled | Deafened | Grabbed | Asleep => none,
        }
    }
}

unit_enum! {
    /// What imposed a condition.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum ConditionSource {
        /// Rule 2: a gain of Folie.
        Insanity,
        /// A row of the madness table.
        Madness,
        /// Added by the player or the GM.
        Manual,
        /// A failed Will roll against a frightening creature.
        Fear,
    }
}

impl ConditionSource {
    pub fn code(self) -> &'static str {
        match self {
            ConditionSource::Insanity => "insanity",
            ConditionSource::Madness => "madness",
            ConditionSource::Manual => "manual",
            ConditionSource::Fear => "fear",
        }
    }
}

/// One active condition. `rounds_left: None` lasts until something removes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Condition {
    pub code: ConditionCode,
    #[serde(default)]
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

unit_enum! {
    /// What applying a condition did.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum Applied {
        /// The character did not have it.
        Added,
        /// It had it for less long: the new one replaced it.
        Replaced,
        /// It already had it for as long or longer: nothing changed.
        Kept,
    }
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

    /// Has it, or a condition that counts as it (*endormi*: *à terre*, *inconscient*).
    pub fn counts(&self, code: ConditionCode) -> bool {
        self.0.iter().any(|c| c.code == code || c.code.counts_as().contains(&code))
    }

    /// Every condition in effect, those counted through another included,
    /// each once, in the order of [`ConditionCode::ALL`].
    pub fn in_effect(&self) -> impl Iterator<Item = ConditionCode> + '_ {
        ConditionCode::ALL.into_iter().filter(|code| self.counts(*code))
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
