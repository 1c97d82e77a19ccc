//! docs/rules.md, "Time": the clock, the steps, condition countdowns.

use fiche_ombre::rules::character::sheet::{Sheet, SheetData};
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::conditions::ConditionCode::*;
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::time::clock::{Clock, Period};

use crate::support::*;

fn advance(sheet: &Sheet, period: Period) -> Sheet {
    run(sheet, Command::EndOf(period), &[]).0
}

#[test]
fn time_six_ends_of_round_make_an_end_of_minute() {
    let mut sheet = mad(10, 4, &[]); // Stupor: a check at each end of minute
    for _ in 0..5 {
        sheet = advance(&sheet, Period::Round);
    }
    let (after, events) = run(&sheet, Command::EndOf(Period::Round), &[1]);
    assert_eq!(after.clock(), Clock(6));
    assert_eq!(events.iter().filter(|e| e.kind() == "end-check").count(), 1);
}

#[test]
fn time_end_of_minute_runs_rounds_to_the_next_minute() {
    let mut sheet = Sheet::new();
    for _ in 0..3 {
        sheet = advance(&sheet, Period::Round);
    }
    assert_eq!(advance(&sheet, Period::Minute).clock(), Clock(6));
    assert_eq!(advance(&advance(&sheet, Period::Minute), Period::Minute).clock(), Clock(12));
}

#[test]
fn time_end_of_hour_runs_rounds_to_the_next_hour() {
    let sheet = advance(&Sheet::new(), Period::Round);
    let (after, events) = run(&sheet, Command::EndOf(Period::Hour), &[]);
    assert_eq!(after.clock(), Clock(360));
    assert!(matches!(events[0], Event::PeriodEnded { period: Period::Hour, from: Clock(1), to: Clock(360) }));
    assert_eq!(advance(&after, Period::Hour).clock(), Clock(720));
}

#[test]
fn time_clock_steps_and_nth_end() {
    assert_eq!(Clock(0).rounds_to_next(Period::Minute), 6);
    assert_eq!(Clock(5).rounds_to_next(Period::Minute), 1);
    assert_eq!(Clock(6).rounds_to_next(Period::Minute), 6);
    assert_eq!(Clock(359).rounds_to_next(Period::Hour), 1);
    assert_eq!(Clock(3).nth_end_after(Period::Minute, 2), Clock(12));
    assert_eq!(Clock(6).nth_end_after(Period::Minute, 2), Clock(18));
    assert_eq!(Clock(7).nth_end_after(Period::Round, 2), Clock(9));
    assert_eq!(Clock(367).split(), (1, 1, 1));
    assert_eq!(Clock(0).split(), (0, 0, 0));
    assert_eq!(Clock(359).split(), (0, 59, 5));
    assert_eq!(Clock(725).split(), (2, 0, 5));
    // Clock 0 follows no end of round at all.
    assert!(!Clock(0).is_end_of(Period::Round) && !Clock(0).is_end_of(Period::Hour));
    assert!(Clock(360).is_end_of(Period::Hour) && Clock(360).is_end_of(Period::Minute));
}

#[test]
fn time_stops_after_a_hundred_years_of_rounds() {
    const HUNDRED_YEARS: u64 = 100 * 365 * 24 * 360;
    let at = |rounds: u64| {
        let mut saved = serde_json::to_value(Sheet::new()).unwrap();
        saved["clock"] = rounds.into();
        Sheet::try_from(serde_json::from_value::<SheetData>(saved).unwrap())
    };
    let last = at(HUNDRED_YEARS - 1).unwrap();
    let (last, _) = run(&last, Command::EndOf(Period::Round), &[]);
    assert_eq!(last.clock(), Clock(HUNDRED_YEARS));
    assert_eq!(refused(&last, Command::EndOf(Period::Round)), CommandError::ClockFull);
    assert!(at(HUNDRED_YEARS + 1).is_err(), "a saved clock past the bound is refused");
}

#[test]
fn time_a_condition_of_n_rounds_ends_at_the_nth_end_of_round() {
    let sheet = Sheet::new();
    let (mut sheet, _) = run(&sheet, Command::AddCondition { code: Dazed, rounds: Some(num(3)) }, &[]);
    for left in [2, 1] {
        sheet = advance(&sheet, Period::Round);
        assert_eq!(condition(&sheet, Dazed).unwrap().rounds_left, Some(left));
    }
    let (sheet, events) = run(&sheet, Command::EndOf(Period::Round), &[]);
    assert!(!sheet.conditions().has(Dazed));
    assert_eq!(kinds(&events), ["time", "condition-end"]);
}

#[test]
fn time_countdowns_come_before_the_madness_check() {
    // Violence with a fright of 1 round: the fright ends, then the d6 is rolled.
    let sheet = mad(10, 10, &[]);
    let (sheet, _) = run(&sheet, Command::AddCondition { code: Frightened, rounds: Some(num(1)) }, &[]);
    let (_, events) = run(&sheet, Command::EndOf(Period::Round), &[2]);
    assert_eq!(kinds(&events), ["time", "condition-end", "end-check"]);
}

#[test]
fn time_nothing_is_rolled_without_a_madness() {
    let frightened = with_insanity(10, 4);
    assert!(!frightened.conditions().is_empty(), "frightened for 4 rounds");
    let (after, _) = run(&frightened, Command::EndOf(Period::Hour), &[]);
    assert_eq!(after.clock(), Clock(360));
    assert!(after.conditions().is_empty(), "the fright of 4 rounds ran out");
}

#[test]
fn time_the_rounds_of_a_fight_count_from_the_last_end_of_a_minute_or_an_hour() {
    use fiche_ombre::rules::journal::tracker::Tracker;
    let round = Command::EndOf(Period::Round);
    let mut tracker = Tracker::new(Sheet::new());
    assert_eq!(tracker.journal().rounds_in_a_row(), 0);
    tracker = crate::play::play(tracker, &[round.clone(), round.clone(), round.clone()], &[]);
    assert_eq!(tracker.journal().rounds_in_a_row(), 3);
    tracker = crate::play::play(tracker, &[Command::EndOf(Period::Minute)], &[]);
    assert_eq!(tracker.journal().rounds_in_a_row(), 0, "a minute of three rounds ends the fight");
    // A roll between two rounds does not break them.
    tracker = crate::play::play(tracker, &[round.clone(), Command::GainInsanity(fixed(1)), round.clone()], &[]);
    assert_eq!(tracker.journal().rounds_in_a_row(), 2);
    assert!(tracker.undo());
    assert_eq!(tracker.journal().rounds_in_a_row(), 1, "an undone round is not counted");
}

#[test]
fn time_the_last_action_is_the_newest_one_not_undone() {
    use fiche_ombre::rules::journal::tracker::Tracker;
    let mut tracker = Tracker::new(Sheet::new());
    assert!(tracker.journal().last_action().is_empty());
    tracker = crate::play::play(tracker, &[Command::EndOf(Period::Round)], &[]);
    assert_eq!(kinds(&tracker.journal().last_action()), ["time"]);
    tracker = crate::play::play(tracker, &[Command::GainInsanity(fixed(1))], &[]);
    assert_eq!(kinds(&tracker.journal().last_action()), ["insanity-gain", "condition"]);
    assert!(tracker.undo());
    assert_eq!(kinds(&tracker.journal().last_action()), ["time"]);
}

#[test]
fn a_time_lines_total_is_the_rounds_it_passed() {
    let step = Event::PeriodEnded { period: Period::Minute, from: Clock(2), to: Clock(6) };
    assert_eq!((step.total(), step.kind(), step.time_passed()), (4, "time", Some((Clock(2), Clock(6)))));
    assert_eq!(Event::TimePassed { from: Clock(7), to: Clock(8) }.total(), 1);
    // Time passing is a note of the journal; damage the rules dealt is an entry.
    assert!(step.is_note());
    assert!(!Event::Damaged { amount: 1, damage: 1 }.is_note());
}
