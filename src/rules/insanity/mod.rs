//! The Folie procedure (docs/rules.md, "Insanity" rules 1–6 and the madness
//! table's effects): gain, loss, the Will roll, going mad, recovery.

use crate::rules::character::number::Boons;
use crate::rules::character::sheet::Sheet;
use crate::rules::command::CommandError;
use crate::rules::conditions::{Applied, Condition, ConditionCode, ConditionSource};
use crate::rules::insanity::madness::{Ending, Madness, MadnessKind};
use crate::rules::journal::event::{ConditionEndCause, Event, LossCause, MadnessEndCause};
use crate::rules::rolls::dice::Roller;
use crate::rules::rolls::expression::{Amount, DiceRoll};
use crate::rules::rolls::roll::RollKind;

impl Sheet {
    /// Rules 1–3: add up to Volonté, then *effrayé* or *stupéfait*, then
    /// madness if Folie reached Volonté.
    pub(in crate::rules) fn gain_insanity(
        &mut self,
        requested: i32,
        roll: Option<DiceRoll>,
        roller: &mut dyn Roller,
        events: &mut Vec<Event>,
    ) {
        let room = (self.insanity_max() - self.insanity).max(0);
        let applied = requested.clamp(0, room);
        self.insanity += applied;
        events.push(Event::InsanityGained { requested, applied, roll, total: self.insanity });
        if applied == 0 {
            return;
        }
        // Rule 2: frightened for the new total in rounds, or stunned if already frightened.
        let code = if self.conditions.has(ConditionCode::Frightened) {
            ConditionCode::Stunned
        } else {
            ConditionCode::Frightened
        };
        let rounds = self.insanity as u32;
        self.impose(Condition { code, rounds_left: Some(rounds), source: ConditionSource::Insanity }, events);
        // Rule 3, in the same step; no second madness while one is under way.
        if self.insanity == self.insanity_max() && self.madness.is_none() {
            if let Some(condition) = self.conditions.remove_from(ConditionCode::Frightened, ConditionSource::Insanity) {
                events.push(Event::ConditionEnded { condition, cause: ConditionEndCause::WentMad });
            }
            self.go_mad(roller, events);
        }
    }

    /// Rule 6: lowering Folie is always allowed, never below 0.
    pub(in crate::rules) fn lose_insanity(
        &mut self,
        requested: i32,
        roll: Option<DiceRoll>,
        cause: LossCause,
        events: &mut Vec<Event>,
    ) {
        let applied = requested.clamp(0, self.insanity);
        self.insanity -= applied;
        events.push(Event::InsanityLost { requested, applied, roll, cause, total: self.insanity });
    }

    /// Rule 5: 1d20 + Volonté modifier with boons, 10 or more succeeds; on a
    /// failure the amount is rolled (only then) and gained.
    /// Rule 5, as one use of the game's roll ([`RollKind::ResistInsanity`]).
    pub(in crate::rules) fn resist_insanity(
        &mut self,
        amount: Amount,
        boons: Boons,
        banes: Boons,
        roller: &mut dyn Roller,
        events: &mut Vec<Event>,
    ) {
        let roll = self.roll(RollKind::ResistInsanity, boons, banes, None, roller);
        let success = roll.success == Some(true);
        events.push(Event::Rolled(roll));
        if !success {
            let (requested, roll) = amount.resolve(roller);
            self.gain_insanity(requested, roll, roller, events);
        }
    }

    /// Rule 3's roll on the madness table and the row's immediate effects.
    fn go_mad(&mut self, roller: &mut dyn Roller, events: &mut Vec<Event>) {
        let d20 = roller.roll(20);
        let kind = MadnessKind::from_d20(d20);
        events.push(Event::MadnessRolled { d20, kind });
        self.madness = Some(Madness { kind, d20, started_at: self.clock, last_check: None });
        for &code in kind.imposes() {
            self.impose(Condition { code, rounds_left: None, source: ConditionSource::Madness }, events);
        }
        if kind.ending() == Ending::AtOnce {
            // Épiphanie: Folie down by 1d6 now, a permanent boon, then it ends.
            let die = roller.roll(6);
            let applied = (die as i32).min(self.insanity);
            self.insanity -= applied;
            self.epiphany_boon = true;
            events.push(Event::Epiphany { die, applied, total: self.insanity });
            self.end_madness(MadnessEndCause::AtOnce, roller, events);
        }
    }

    /// Ends the madness under way: its conditions go (but those the table
    /// keeps), then rule 4's recovery unless it was Death.
    pub(in crate::rules) fn end_madness(
        &mut self,
        cause: MadnessEndCause,
        roller: &mut dyn Roller,
        events: &mut Vec<Event>,
    ) {
        let Some(madness) = self.madness.take() else { return };
        let kind = madness.kind;
        for &code in kind.imposes() {
            if kind.outlasting().contains(&code) {
                continue;
            }
            if let Some(condition) = self.conditions.remove_from(code, ConditionSource::Madness) {
                events.push(Event::ConditionEnded { condition, cause: ConditionEndCause::MadnessEnded });
            }
        }
        events.push(Event::MadnessEnded { kind, cause });
        if kind != MadnessKind::Death {
            self.recover(roller, events);
        }
    }

    /// Rule 4: Folie down by 1d6 + Volonté modifier, at least 1, never below 0.
    fn recover(&mut self, roller: &mut dyn Roller, events: &mut Vec<Event>) {
        let die = roller.roll(6);
        let modifier = self.attributes.will.modifier();
        let reduction = (die as i32 + modifier).max(1);
        let applied = reduction.min(self.insanity);
        self.insanity -= applied;
        events.push(Event::Recovered { die, modifier, reduction, applied, total: self.insanity });
    }

    /// Applies a condition under the one-of-each-kind rule and journals it.
    pub(in crate::rules) fn impose(&mut self, condition: Condition, events: &mut Vec<Event>) {
        let outcome = self.conditions.apply(condition);
        let shown = match outcome {
            Applied::Kept => *self.conditions.get(condition.code).unwrap_or(&condition),
            _ => condition,
        };
        events.push(Event::ConditionApplied { condition: shown, outcome });
    }

    /// Removing *mort* by hand while Death is under way ends that madness,
    /// with no recovery (docs/rules.md, "Settled points: Death").
    pub(in crate::rules) fn remove_condition_by_hand(
        &mut self,
        code: ConditionCode,
        roller: &mut dyn Roller,
        events: &mut Vec<Event>,
    ) -> Result<(), CommandError> {
        let condition = self.conditions.remove(code).ok_or(CommandError::NoSuchCondition)?;
        events.push(Event::ConditionEnded { condition, cause: ConditionEndCause::Manual });
        if code == ConditionCode::Dead && self.is_dead() {
            self.end_madness(MadnessEndCause::Manual, roller, events);
        }
        Ok(())
    }
}

pub mod madness;
