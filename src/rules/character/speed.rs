//! Vitesse as the character's states leave it (SHEET.md, "Conditions"):
//! immobilisé, stupéfait and surpris hold it at 0, aveugle at 2 at most,
//! ralenti halves it (rounded down). The base is the profile's.

use crate::rules::conditions::{ConditionCode, Movement};

/// The Vitesse in play, and the states that made it differ from the base.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpeedBreakdown {
    pub base: i32,
    pub total: i32,
    /// The states that changed it, in the order they were applied.
    pub by: Vec<ConditionCode>,
}

/// `base` under the states in `states` (those in effect).
pub fn speed(base: i32, states: impl IntoIterator<Item = ConditionCode>) -> SpeedBreakdown {
    let states: Vec<ConditionCode> = states.into_iter().collect();
    // No movement at all wins over any other state.
    if let Some(code) = states.iter().find(|c| c.effects().movement == Movement::None) {
        return SpeedBreakdown { base, total: 0, by: vec![*code] };
    }
    let mut total = base;
    let mut by = Vec::new();
    for code in &states {
        if let Movement::AtMost(most) = code.effects().movement {
            if total > most {
                total = most;
                by.push(*code);
            }
        }
    }
    if let Some(code) = states.iter().find(|c| c.effects().movement == Movement::Halved) {
        total /= 2;
        by.push(*code);
    }
    SpeedBreakdown { base, total, by }
}
