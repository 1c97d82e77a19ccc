//! Santé in play (shared/SHEET.md, "Santé in play"): taking damage, being
//! healed, recovering, resting. Amounts are Folie amounts (1 ..= 99 or
//! dice); an action that changes nothing is still journaled, with 0.

use serde::{Deserialize, Serialize};

use super::conditions::ConditionCode;
use super::dice::Roller;
use super::event::{ConditionEndCause, Event};
use super::expression::Amount;
use super::health::MAX_DAMAGE;
use super::sheet::Sheet;

/// Why damage went down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HealCause {
    /// `Soigner`, by an amount.
    Heal,
    /// `Récupérer`: the healing rate.
    Recover,
    /// `Repos`: the healing rate, and castings and uses back.
    Rest,
}

impl Sheet {
    /// The most damage this character can hold now: its maximum Santé
    /// (0 when that is 0 or less), within the sheet's bound.
    pub(super) fn damage_room(&self) -> i32 {
        self.health().maximum.clamp(0, MAX_DAMAGE)
    }

    /// `Subir des dégâts`: damage goes up by the amount, stopping at the
    /// maximum. Being hurt wakes an *endormi* character.
    pub(super) fn take_damage(&mut self, amount: Amount, roller: &mut dyn Roller, events: &mut Vec<Event>) {
        let (requested, roll) = amount.resolve(roller);
        let applied = requested.clamp(0, (self.damage_room() - self.damage).max(0));
        self.damage += applied;
        events.push(Event::DamageTaken { requested, applied, roll, damage: self.damage });
        if let Some(condition) = self.conditions.remove(ConditionCode::Asleep) {
            events.push(Event::ConditionEnded { condition, cause: ConditionEndCause::Woken });
        }
    }

    /// `Soigner` (an amount), `Récupérer` and `Repos` (the healing rate):
    /// damage goes down, never below 0.
    pub(super) fn heal(
        &mut self,
        cause: HealCause,
        amount: Option<Amount>,
        roller: &mut dyn Roller,
        events: &mut Vec<Event>,
    ) {
        let (requested, roll) = match amount {
            Some(amount) => amount.resolve(roller),
            None => (self.health().healing_rate, None),
        };
        let applied = requested.clamp(0, self.damage);
        self.damage -= applied;
        events.push(Event::Healed { requested, applied, roll, damage: self.damage, cause });
    }
}
