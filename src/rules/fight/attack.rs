//! A creature's attack (docs/rules.md, "Creatures' attacks"): d20 + the
//! option's modifier, with its avantages, the GM's, and what the states of
//! the creature and of its target add; it hits on the target's Défense, or
//! on the attribute the option aims at.

use crate::rules::character::attributes::Attribute;
use crate::rules::conditions::{ConditionCode, Conditions};
use crate::rules::rolls::boons::{roll_boons, BoonRoll};
use crate::rules::rolls::dice::Roller;
use crate::rules::weapons_and_magic::weapons::Range;

use super::creature::{Against, AttackOption};

/// Why an avantage (+) or a désavantage (−) is on a creature's attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum AttackReason {
    /// The stat block's own avantages.
    Option,
    /// The GM's steppers.
    Gm,
    /// The creature's own state.
    Own(ConditionCode),
    /// The target's state.
    Target(ConditionCode),
}

/// What is attacked: a character of the table (its final numbers and
/// states) or a Défense typed for anything else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttackTarget {
    pub defense: i32,
    /// Force, Agilité, Intelligence, Volonté, for options aimed at them.
    pub attributes: [i32; 4],
    pub perception: i32,
    pub conditions: Conditions,
}

impl AttackTarget {
    /// A target known only by the Défense the GM typed.
    pub fn typed(defense: i32) -> AttackTarget {
        AttackTarget { defense, attributes: [defense; 4], perception: defense, conditions: Conditions::default() }
    }

    fn aimed_at(&self, against: Against) -> i32 {
        match against {
            Against::Defense => self.defense,
            Against::Perception => self.perception,
            Against::Attribute(a) => self.attributes[Attribute::ALL.iter().position(|x| *x == a).unwrap_or(0)],
        }
    }
}

/// The roll, every die shown (kept by the GM's page across a reload).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AttackRoll {
    pub d20: u32,
    pub modifier: i32,
    pub reasons: Vec<(AttackReason, i32)>,
    pub boons: BoonRoll,
    pub total: i32,
    /// The number aimed at.
    pub target: i32,
    pub hit: bool,
}

/// The avantages and désavantages the states give, each with its reason.
pub fn state_boons(option: &AttackOption, own: &Conditions, target: &Conditions) -> Vec<(AttackReason, i32)> {
    let mut reasons = Vec::new();
    for code in own.in_effect() {
        // A creature's attack is a Force or Agilité roll: à terre counts.
        let effects = code.effects();
        if effects.bane || effects.bane_on_body {
            reasons.push((AttackReason::Own(code), -1));
        }
    }
    for code in target.in_effect() {
        let count = match code {
            ConditionCode::Prone if option.range == Range::Contact => 1,
            ConditionCode::Prone => -1,
            ConditionCode::Stunned | ConditionCode::Blinded | ConditionCode::Immobilized => 1,
            _ => 0,
        };
        if count != 0 {
            reasons.push((AttackReason::Target(code), count));
        }
    }
    reasons
}

/// Rolls `option` against `target`, with the GM's net avantages (negative:
/// désavantages).
pub fn attack(
    option: &AttackOption,
    own: &Conditions,
    target: &AttackTarget,
    gm: i32,
    roller: &mut dyn Roller,
) -> AttackRoll {
    let mut reasons = Vec::new();
    if option.boons > 0 {
        reasons.push((AttackReason::Option, option.boons as i32));
    }
    if gm != 0 {
        reasons.push((AttackReason::Gm, gm));
    }
    reasons.extend(state_boons(option, own, &target.conditions));
    let net = reasons.iter().map(|(_, n)| n).sum();
    let d20 = roller.roll(20);
    let boons = roll_boons(net, roller);
    let total = d20 as i32 + option.modifier + boons.value;
    let aimed = target.aimed_at(option.against);
    AttackRoll { d20, modifier: option.modifier, reasons, boons, total, target: aimed, hit: total >= aimed }
}
