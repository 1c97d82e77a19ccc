//! Santé (docs/rules.md, "Health"): maximum = Force + bonus, current = maximum −
//! damage (at least 0), *blessé*, *hors de combat*, healing rate.

use crate::rules::character::number::Bonus;

/// Santé, computed from the maximum and the damage taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Health {
    pub maximum: i32,
    pub damage: i32,
    pub current: i32,
    pub injured: bool,
    pub incapacitated: bool,
    pub healing_rate: i32,
}

pub fn health(strength: i32, bonus: Bonus, damage: i32) -> Health {
    let maximum = strength + bonus.value();
    // Half of the maximum, rounded up (div_euclid keeps this right below 0).
    let half = (maximum + 1).div_euclid(2);
    Health {
        maximum,
        damage,
        current: (maximum - damage).max(0),
        injured: damage >= half,
        incapacitated: damage >= maximum,
        healing_rate: maximum.div_euclid(4).max(1),
    }
}

pub mod healing;
