//! Time passing (docs/rules.md, "Time"): at each end of round, condition
//! countdowns, then the madness's end-of-round check; at an end of minute
//! its end-of-minute check; at an end of hour its end-of-hour check. A
//! madness that ends stops the later checks of that step: once it has
//! ended there is nothing left to check (ending never starts another).

use crate::rules::character::sheet::Sheet;
use crate::rules::command::CommandError;
use crate::rules::insanity::madness::{EndCheck, Ending, MadnessKind};
use crate::rules::journal::event::{ConditionEndCause, Event, MadnessEndCause};
use crate::rules::rolls::dice::Roller;
use crate::rules::time::clock::{Clock, Period, MAX_CLOCK};

impl Sheet {
    /// Fin du round / de la minute / de l'heure: ends of round up to the next
    /// end of that period.
    pub(in crate::rules) fn end_of(
        &mut self,
        period: Period,
        roller: &mut dyn Roller,
        events: &mut Vec<Event>,
    ) -> Result<(), CommandError> {
        let from = self.clock;
        let to = Clock(from.rounds() + from.rounds_to_next(period));
        if to > MAX_CLOCK {
            return Err(CommandError::ClockFull);
        }
        events.push(Event::PeriodEnded { period, from, to });
        while self.clock < to {
            self.end_of_round(roller, events);
        }
        Ok(())
    }

    fn end_of_round(&mut self, roller: &mut dyn Roller, events: &mut Vec<Event>) {
        self.clock = Clock(self.clock.rounds() + 1);
        for condition in self.conditions.count_down() {
            events.push(Event::ConditionEnded { condition, cause: ConditionEndCause::Expired });
        }
        for period in [Period::Round, Period::Minute, Period::Hour] {
            if self.clock.is_end_of(period) {
                self.madness_check(period, roller, events);
            }
        }
    }

    /// The madness's check for an end of `period`, if it has one then.
    fn madness_check(&mut self, period: Period, roller: &mut dyn Roller, events: &mut Vec<Event>) {
        let Some(madness) = self.madness.as_mut() else { return };
        if madness.kind == MadnessKind::Death {
            return;
        }
        match madness.kind.ending() {
            Ending::Roll { period: p, threshold } if p == period => {
                let die = roller.roll(6);
                let check = EndCheck { period, die, threshold, success: die >= threshold };
                madness.last_check = Some(check);
                events.push(Event::EndChecked { kind: madness.kind, check });
                if check.success {
                    self.end_madness(MadnessEndCause::Check, roller, events);
                }
            }
            Ending::EndOfNext(p) if p == period && madness.ends_at() == Some(self.clock) => {
                self.end_madness(MadnessEndCause::Time, roller, events);
            }
            _ => {}
        }
    }
}

pub mod clock;
