//! docs/rules.md, "Time" and the last column of the madness table, checked
//! against an oracle written from docs/rules.md alone: it counts ends of round
//! one by one, knows an end of minute and an end of hour by that count (a
//! multiple of 6, of 360), and states each row's ending as the table does.
//! Nothing here calls the rules' own `ending()` or clock arithmetic.

use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::insanity::madness::MadnessKind::{self, *};
use fiche_ombre::rules::journal::event::{Event, MadnessEndCause};
use fiche_ombre::rules::time::clock::Period;
use proptest::prelude::*;

use crate::support::*;

const ROUND: u32 = 1;
const MINUTE: u32 = 6;
const HOUR: u32 = 360;

/// A row's ending, as the table words it.
#[derive(Clone, Copy, Debug)]
enum Oracle {
    /// "At each end of …, roll 1d6: N+ ends it."
    EachEnd { every: u32, threshold: u32 },
    /// "At the end of the next …": the second such end after it began.
    SecondEnd { every: u32 },
}

/// Every row with an ending in time (not Mort, not Épiphanie), its first d20.
const TABLE: [(MadnessKind, u32, Oracle); 10] = [
    (Catatonia, 2, Oracle::EachEnd { every: HOUR, threshold: 4 }),
    (SelfMutilation, 3, Oracle::SecondEnd { every: MINUTE }),
    (Stupor, 4, Oracle::EachEnd { every: MINUTE, threshold: 5 }),
    (Sick, 6, Oracle::EachEnd { every: ROUND, threshold: 5 }),
    (Hallucinations, 8, Oracle::EachEnd { every: ROUND, threshold: 5 }),
    (Violence, 10, Oracle::EachEnd { every: ROUND, threshold: 5 }),
    (Panic, 12, Oracle::EachEnd { every: ROUND, threshold: 5 }),
    (Confusion, 14, Oracle::EachEnd { every: ROUND, threshold: 5 }),
    (Rage, 16, Oracle::EachEnd { every: ROUND, threshold: 4 }),
    (Resolve, 18, Oracle::SecondEnd { every: ROUND }),
];

/// The ends of round in `(from, to]` that are ends of `every` rounds.
fn ends(from: u32, to: u32, every: u32) -> Vec<u32> {
    (from + 1..=to).filter(|n| n % every == 0).collect()
}

/// A character of Volonté 10 who goes mad with `d20` after `rounds` ends of round.
fn mad_at(rounds: u32, d20: u32) -> Sheet {
    let mut sheet = with_insanity(10, 9);
    for _ in 0..rounds {
        sheet = run(&sheet, Command::EndOf(Period::Round), &[]).0;
    }
    run(&sheet, Command::GainInsanity(fixed(1)), &[d20]).0
}

fn checks(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::EndChecked { .. })).count()
}

fn ended(events: &[Event]) -> Option<MadnessEndCause> {
    events.iter().find_map(|e| match e {
        Event::MadnessEnded { cause, .. } => Some(*cause),
        _ => None,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// With every d6 under the threshold, "Fin de l'heure" rolls exactly one
    /// check per end of the row's period, and the madness stays.
    #[test]
    fn each_end_of_its_period_rolls_one_check(row in 0..TABLE.len(), start in 0..1100u32) {
        let (kind, d20, oracle) = TABLE[row];
        let Oracle::EachEnd { every, threshold } = oracle else { return Ok(()) };
        let sheet = mad_at(start, d20);
        let to = (start / HOUR + 1) * HOUR;
        let expected = ends(start, to, every).len();
        let (after, events) = run(&sheet, Command::EndOf(Period::Hour), &vec![threshold - 1; expected]);
        prop_assert_eq!(checks(&events), expected, "{:?} from {}", kind, start);
        prop_assert_eq!(after.madness().map(|m| m.kind), Some(kind));
    }

    /// The check that meets the threshold ends it, then recovery rolls its
    /// d6, and nothing more is rolled that step, whichever periods end with it.
    #[test]
    fn the_check_that_succeeds_ends_it_and_the_step_rolls_nothing_more(
        row in 0..TABLE.len(),
        start in 0..1100u32,
        pick in any::<prop::sample::Index>(),
    ) {
        let (kind, d20, oracle) = TABLE[row];
        let Oracle::EachEnd { every, threshold } = oracle else { return Ok(()) };
        let sheet = mad_at(start, d20);
        let to = (start / HOUR + 1) * HOUR;
        let k = pick.index(ends(start, to, every).len()) + 1;
        let mut dice = vec![threshold - 1; k - 1];
        dice.extend([threshold, 3]);
        let (after, events) = run(&sheet, Command::EndOf(Period::Hour), &dice);
        prop_assert_eq!(checks(&events), k, "{:?} from {}", kind, start);
        prop_assert_eq!(ended(&events), Some(MadnessEndCause::Check));
        prop_assert_eq!(after.madness(), None);
        prop_assert_eq!(after.clock().rounds(), u64::from(to));
    }

    /// "At the end of the next round / minute", begun anywhere, even in the
    /// middle of a minute: it ends at the second such end, rolling nothing
    /// but the recovery die.
    #[test]
    fn the_end_of_the_next_period_is_the_second_end_after_it_began(row in 0..TABLE.len(), start in 0..800u32) {
        let (kind, d20, oracle) = TABLE[row];
        let Oracle::SecondEnd { every } = oracle else { return Ok(()) };
        let mut sheet = mad_at(start, d20);
        let end = ends(start, start + 2 * every, every)[1];
        for round in start + 1..end {
            sheet = run(&sheet, Command::EndOf(Period::Round), &[]).0;
            prop_assert_eq!(sheet.madness().map(|m| m.kind), Some(kind), "still under way at {}", round);
        }
        let (after, events) = run(&sheet, Command::EndOf(Period::Round), &[3]);
        prop_assert_eq!(ended(&events), Some(MadnessEndCause::Time), "{:?} from {} ends at {}", kind, start, end);
        prop_assert_eq!(after.madness(), None);
    }
}

#[test]
fn stupor_begun_mid_minute_is_first_checked_at_that_minutes_end() {
    // Begun at round 9: the minute ends at round 12, three rounds later.
    let sheet = mad_at(9, 4);
    let (sheet, events) = run(&sheet, Command::EndOf(Period::Round), &[]);
    assert_eq!(checks(&events), 0);
    let (_, events) = run(&sheet, Command::EndOf(Period::Minute), &[4]);
    assert_eq!(checks(&events), 1);
}

#[test]
fn self_mutilation_begun_mid_minute_ends_at_the_end_of_the_minute_after() {
    // Begun at round 9: the end of minute at 12 is the first, 18 the second.
    let sheet = mad_at(9, 3);
    let (sheet, events) = run(&sheet, Command::EndOf(Period::Minute), &[]);
    assert_eq!((sheet.clock().rounds(), ended(&events)), (12, None));
    let (sheet, events) = run(&sheet, Command::EndOf(Period::Minute), &[3]);
    assert_eq!((sheet.clock().rounds(), ended(&events)), (18, Some(MadnessEndCause::Time)));
}

#[test]
fn resolve_begun_mid_minute_ends_at_the_second_end_of_round() {
    let sheet = mad_at(9, 18);
    let (sheet, events) = run(&sheet, Command::EndOf(Period::Round), &[]);
    assert_eq!(ended(&events), None);
    let (_, events) = run(&sheet, Command::EndOf(Period::Round), &[3]);
    assert_eq!(ended(&events), Some(MadnessEndCause::Time));
}
