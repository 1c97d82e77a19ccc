//! Santé in play (docs/rules.md, "Santé in play"): taking damage, being
//! healed, recovering, resting. Amounts are Folie amounts (1 ..= 99 or
//! dice); an action that changes nothing is still journaled, with 0.

use crate::rules::character::number::MAX_DAMAGE;
use crate::rules::character::sheet::Sheet;
use crate::rules::conditions::ConditionCode;
use crate::rules::journal::event::{ConditionEndCause, Event, HealCause};
use crate::rules::rolls::dice::Roller;
use crate::rules::rolls::expression::Amount;

impl Sheet {
    /// The most damage this character can hold now: its maximum Santé
    /// (0 when that is 0 or less), within the sheet's bound.
    pub(in crate::rules) fn damage_room(&self) -> i32 {
        self.health().maximum.clamp(0, MAX_DAMAGE)
    }

    /// `Subir des dégâts`: damage goes up by the amount, stopping at the
    /// maximum. Being hurt wakes an *endormi* character.
    pub(in crate::rules) fn take_damage(&mut self, amount: Amount, roller: &mut dyn Roller, events: &mut Vec<Event>) {
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
    pub(in crate::rules) fn heal(
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
