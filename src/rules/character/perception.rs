//! Perception (docs/rules.md, "Perception"): Intelligence + a bonus the player sets.

use super::number::Bonus;

/// Perception = Intelligence score + bonus.
pub fn perception(intellect: i32, bonus: Bonus) -> i32 {
    intellect + bonus.value()
}

/// Modifier = Perception − 10.
pub fn perception_modifier(perception: i32) -> i32 {
    perception - 10
}
