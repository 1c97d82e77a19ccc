//! The one roll of the game (docs/rules.md, "Rolls"): d20 + modifier, ±
//! the avantage/désavantage die, and what the character's state adds on its
//! own, each with its reason. Attribute rolls, attack rolls and the Will
//! roll against insanity (docs/rules.md rule 5) are all this roll.

use serde::{Deserialize, Deserializer, Serialize};

use super::boons::{roll_boons, BoonRoll};
use super::dice::Roller;
use crate::rules::character::attributes::Attribute;
use crate::rules::character::number::{Boons, Target};
use crate::rules::character::sheet::Sheet;
use crate::rules::conditions::{ConditionCode, Fails};
use crate::rules::insanity::madness::MadnessKind;
use crate::rules::variants::read_tagged;
use crate::rules::weapons_and_magic::weapons::{DamageRoll, Range, Weapon, WeaponDamage};

/// An attribute roll, an attack roll, and the Will roll against insanity
/// succeed on this total or more (an attack: on its target, when typed).
pub const SUCCESS: i32 = 10;
/// A total of 20 or more (beating the target by 5) is a 20+.
pub const TWENTY_PLUS: i32 = 20;
pub const TWENTY_PLUS_MARGIN: i32 = 5;

/// What is rolled (read through `variants::read_tagged`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum RollKind {
    Attribute(Attribute),
    Perception,
    /// An attack with a weapon using this attribute (Force or Agilité).
    Attack(Attribute),
    /// docs/rules.md rule 5: only the player's, Épiphanie's and Résolution's
    /// avantages change it.
    ResistInsanity,
}

impl<'de> Deserialize<'de> for RollKind {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RollKind, D::Error> {
        const NAMES: &[&str] = &["Attribute", "Perception", "Attack", "ResistInsanity"];
        let attribute = |at| matches!(at, 0 | 2).then_some(("Attribute", Attribute::NAMES));
        Ok(match read_tagged(deserializer, "RollKind", NAMES, attribute)? {
            (0, Some(a)) => RollKind::Attribute(Attribute::ALL[a]),
            (2, Some(a)) => RollKind::Attack(Attribute::ALL[a]),
            (1, _) => RollKind::Perception,
            _ => RollKind::ResistInsanity,
        })
    }
}

impl RollKind {
    /// `data-roll` of its journal line.
    pub fn code(self) -> &'static str {
        match self {
            RollKind::Attribute(a) => a.code(),
            RollKind::Perception => "perception",
            RollKind::Attack(_) => "attack",
            RollKind::ResistInsanity => "will",
        }
    }
}

/// Why an avantage (+1) or a désavantage (−1) is on a roll (read through
/// `variants::read_tagged`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Reason {
    /// Typed by the player for this roll.
    Player,
    /// Row 20's permanent avantage (Will roll against insanity only).
    Epiphany,
    /// A madness under way (Résolution: every roll; Rage: attacks).
    Madness(MadnessKind),
    Condition(ConditionCode),
    /// Four or more frightening creatures in sight (a Will roll against fear).
    Crowd,
    /// An attack on a Terrifiant creature.
    Horrifying,
}

impl<'de> Deserialize<'de> for Reason {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Reason, D::Error> {
        const NAMES: &[&str] = &["Player", "Epiphany", "Madness", "Condition", "Crowd", "Horrifying"];
        let inner = |at| match at {
            2 => Some(("MadnessKind", MadnessKind::NAMES)),
            3 => Some(("ConditionCode", ConditionCode::NAMES)),
            _ => None,
        };
        Ok(match read_tagged(deserializer, "Reason", NAMES, inner)? {
            (2, Some(m)) => Reason::Madness(MadnessKind::ALL[m]),
            (3, Some(c)) => Reason::Condition(ConditionCode::ALL[c]),
            (0, _) => Reason::Player,
            (1, _) => Reason::Epiphany,
            (4, _) => Reason::Crowd,
            _ => Reason::Horrifying,
        })
    }
}

/// One reason and how many avantages (positive) or désavantages (negative) it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Boon {
    pub reason: Reason,
    pub count: i32,
}

/// Everything a roll was made of, as the journal shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RollResult {
    pub kind: RollKind,
    pub d20: u32,
    pub modifier: i32,
    /// Every avantage and désavantage, with its reason.
    pub reasons: Vec<Boon>,
    /// The d6 rolled for their net, and what they add.
    pub boons: BoonRoll,
    pub total: i32,
    #[serde(default)]
    pub target: Option<i32>,
    /// `None` for an attack with no target.
    #[serde(default)]
    pub success: Option<bool>,
    /// The roll fails whatever its total (stupéfait on an attribute roll…).
    #[serde(default)]
    pub automatic_failure: Option<ConditionCode>,
    pub twenty_plus: bool,
    /// Conditions under which the character cannot act (an attack is
    /// rolled all the same, with this warning).
    pub no_actions: Vec<ConditionCode>,
    /// The weapon of an attack, by its name.
    #[serde(default)]
    pub weapon: Option<String>,
}

impl Sheet {
    /// The modifier of a roll: the attribute's, or Perception − 10.
    pub fn roll_modifier(&self, kind: RollKind) -> i32 {
        match kind {
            RollKind::Attribute(a) | RollKind::Attack(a) => self.attributes().get(a).modifier(),
            RollKind::Perception => self.perception() - 10,
            RollKind::ResistInsanity => self.attributes().will.modifier(),
        }
    }

    /// What the character's state adds to a roll, each with its reason.
    pub fn state_boons(&self, kind: RollKind) -> Vec<Boon> {
        let mut boons = Vec::new();
        let madness = self.madness().map(|m| m.kind);
        if madness == Some(MadnessKind::Resolve) {
            boons.push(Boon { reason: Reason::Madness(MadnessKind::Resolve), count: 1 });
        }
        // The Will roll against insanity is a Volonté roll: the state's
        // effects apply to it as to any other, with Épiphanie's avantage.
        if kind == RollKind::ResistInsanity && self.epiphany_boon() {
            boons.push(Boon { reason: Reason::Epiphany, count: 1 });
        }
        if madness == Some(MadnessKind::Rage) && matches!(kind, RollKind::Attack(_)) {
            boons.push(Boon { reason: Reason::Madness(MadnessKind::Rage), count: 1 });
        }
        let body = matches!(kind, RollKind::Attribute(a) | RollKind::Attack(a) if matches!(a, Attribute::Strength | Attribute::Agility));
        for code in self.conditions().in_effect() {
            let effects = code.effects();
            if effects.bane || (effects.bane_on_body && body) {
                boons.push(Boon { reason: Reason::Condition(code), count: -1 });
            }
        }
        boons
    }

    /// The condition that makes this roll fail whatever its total, if any.
    pub fn automatic_failure(&self, kind: RollKind) -> Option<ConditionCode> {
        let attribute_roll = matches!(kind, RollKind::Attribute(_) | RollKind::Perception | RollKind::ResistInsanity);
        if !attribute_roll {
            return None;
        }
        self.conditions().in_effect().find(|code| match code.effects().fails {
            Fails::No => false,
            Fails::All => true,
            Fails::AllButPerception => kind != RollKind::Perception,
        })
    }

    /// Rolls `kind` with the player's avantages and désavantages, the
    /// state's own, and an optional target (attacks).
    pub fn roll(
        &self,
        kind: RollKind,
        boons: Boons,
        banes: Boons,
        target: Option<Target>,
        roller: &mut dyn Roller,
    ) -> RollResult {
        self.roll_with(kind, boons, banes, target, None, roller)
    }

    /// [`Self::roll`] with one more reason the situation gives (four or
    /// more frightening creatures in sight).
    pub fn roll_with(
        &self,
        kind: RollKind,
        boons: Boons,
        banes: Boons,
        target: Option<Target>,
        situation: Option<Boon>,
        roller: &mut dyn Roller,
    ) -> RollResult {
        // Only an attack is typed against a number; the others aim at 10.
        let target = target.filter(|_| matches!(kind, RollKind::Attack(_))).map(Target::value);
        let mut reasons = Vec::new();
        let player = boons.value() - banes.value();
        if player != 0 {
            reasons.push(Boon { reason: Reason::Player, count: player });
        }
        reasons.extend(situation);
        reasons.extend(self.state_boons(kind));
        let net: i32 = reasons.iter().map(|b| b.count).sum();
        let modifier = self.roll_modifier(kind);
        let d20 = roller.roll(20);
        let boons = roll_boons(net, roller);
        let total = d20 as i32 + modifier + boons.value;
        let automatic_failure = self.automatic_failure(kind);
        let (success, twenty_plus) = match (kind, target) {
            (RollKind::Attack(_), Some(target)) => {
                (Some(total >= target), total >= TWENTY_PLUS && total - target >= TWENTY_PLUS_MARGIN)
            }
            (RollKind::Attack(_), None) => (None, total >= TWENTY_PLUS),
            // Against 10, a total of 20 already beats it by 5 or more.
            _ => {
                let success = automatic_failure.is_none() && total >= SUCCESS;
                (Some(success), success && total >= TWENTY_PLUS)
            }
        };
        let no_actions = match kind {
            RollKind::Attack(_) => self.unable_to_act(),
            _ => Vec::new(),
        };
        RollResult {
            kind,
            d20,
            modifier,
            reasons,
            boons,
            total,
            target,
            success,
            automatic_failure,
            twenty_plus,
            no_actions,
            weapon: None,
        }
    }
}

impl Sheet {
    /// The states in effect that take the character's actions away
    /// (hébété, stupéfait, surpris, inconscient, sans défense): an attack, a spell
    /// or a talent used then is warned about.
    pub fn unable_to_act(&self) -> Vec<ConditionCode> {
        self.conditions().in_effect().filter(|c| c.effects().no_actions).collect()
    }

    /// Rolls a weapon's damage (its dice, then Rage's d6 where it applies).
    pub fn roll_damage(&self, weapon: &Weapon, roller: &mut dyn Roller) -> DamageRoll {
        let (base, dice) = match weapon.damage {
            WeaponDamage::Fixed(n) => (n, None),
            WeaponDamage::Dice(expr) => {
                let roll = expr.roll(roller);
                (roll.total, Some(roll))
            }
        };
        let raging = self.madness().is_some_and(|m| m.kind == MadnessKind::Rage);
        let rage_die = (raging && weapon.range == Range::Contact).then(|| roller.roll(6));
        let total = (base + rage_die.map_or(0, |d| d as i32)).max(0);
        DamageRoll { weapon: weapon.name.clone(), damage: weapon.damage, dice, rage_die, total }
    }
}
