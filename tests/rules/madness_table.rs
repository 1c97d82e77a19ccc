//! docs/rules.md, "Madness table": every d20 result, every effect, every end
//! condition at its boundary (the d6 just under and just at the threshold).

use fiche_ombre::rules::character::sheet::{Sheet, State};
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::conditions::{ConditionCode, ConditionCode::*, ConditionSource};
use fiche_ombre::rules::insanity::madness::MadnessKind::{self, *};
use fiche_ombre::rules::journal::event::{Event, MadnessEndCause};
use fiche_ombre::rules::time::clock::Period;

use crate::support::*;

const EXPECTED: [(u32, MadnessKind); 20] = [
    (1, Death),
    (2, Catatonia),
    (3, SelfMutilation),
    (4, Stupor),
    (5, Stupor),
    (6, Sick),
    (7, Sick),
    (8, Hallucinations),
    (9, Hallucinations),
    (10, Violence),
    (11, Violence),
    (12, Panic),
    (13, Panic),
    (14, Confusion),
    (15, Confusion),
    (16, Rage),
    (17, Rage),
    (18, Resolve),
    (19, Resolve),
    (20, Epiphany),
];

#[test]
fn madness_table_every_d20_result_gives_its_row() {
    for (d20, kind) in EXPECTED {
        assert_eq!(MadnessKind::from_d20(d20), kind, "d20 = {d20}");
        let then: &[u32] = if kind == Epiphany { &[1, 1] } else { &[] };
        let sheet = mad(10, d20, then);
        if kind == Epiphany {
            assert_eq!(sheet.madness(), None, "Épiphanie ends at once");
        } else {
            let madness = sheet.madness().unwrap();
            assert_eq!((madness.kind, madness.d20), (kind, d20));
        }
    }
}

#[test]
fn madness_table_rows_cover_one_to_twenty_once() {
    let mut covered = Vec::new();
    for kind in MadnessKind::TABLE {
        let (low, high) = kind.range();
        covered.extend(low..=high);
    }
    assert_eq!(covered, (1..=20).collect::<Vec<_>>());
    let codes: Vec<String> = MadnessKind::TABLE.iter().map(|k| k.range_code()).collect();
    assert_eq!(codes, ["1", "2", "3", "4-5", "6-7", "8-9", "10-11", "12-13", "14-15", "16-17", "18-19", "20"]);
}

fn has(sheet: &Sheet, code: ConditionCode) -> bool {
    condition(sheet, code).is_some_and(|c| c.source == ConditionSource::Madness && c.rounds_left.is_none())
}

#[test]
fn madness_table_effects_while_it_lasts() {
    assert!(has(&mad(10, 1, &[]), Dead));
    assert_eq!(mad(10, 1, &[]).state(), State::Dead);
    let catatonia = mad(10, 2, &[]);
    assert!(has(&catatonia, Prone) && has(&catatonia, Helpless));
    assert_eq!(catatonia.defense().total, 5, "sans défense: Défense 5");
    assert!(has(&mad(10, 3, &[]), Blinded));
    assert!(has(&mad(10, 4, &[]), Stunned));
    assert!(has(&mad(10, 6, &[]), Dazed));
    assert!(has(&mad(10, 12, &[]), Frightened));
    assert!(has(&mad(10, 14, &[]), Dazed));
    for d20 in [8, 10, 16, 18] {
        let sheet = mad(10, d20, &[]);
        assert!(sheet.conditions().iter().all(|c| c.source != ConditionSource::Madness), "d20 {d20} imposes nothing");
    }
}

/// Runs one end of `period` on a madness and says whether it ended.
fn ends(sheet: &Sheet, period: Period, dice: &[u32]) -> (Sheet, bool) {
    let (after, events) = run(sheet, Command::EndOf(period), dice);
    let ended = events.iter().any(|e| e.kind() == "madness-end");
    assert_eq!(ended, after.madness().is_none());
    (after, ended)
}

#[test]
fn madness_table_round_checks_at_their_threshold() {
    // (d20, threshold): Sick, Hallucinations, Violence, Panic, Confusion 5+; Rage 4+.
    for (d20, threshold) in [(6, 5), (8, 5), (10, 5), (12, 5), (14, 5), (16, 4)] {
        let sheet = mad(10, d20, &[]);
        let (after, ended) = ends(&sheet, Period::Round, &[threshold - 1]);
        assert!(!ended, "d20 {d20}: {} does not end it", threshold - 1);
        assert_eq!(after.madness().unwrap().last_check.unwrap().die, threshold - 1);
        let (after, ended) = ends(&sheet, Period::Round, &[threshold, 1]);
        assert!(ended, "d20 {d20}: {threshold} ends it");
        assert!(after.conditions().iter().all(|c| c.source != ConditionSource::Madness));
    }
}

#[test]
fn madness_table_stupor_checks_at_each_end_of_minute_five_or_more() {
    let sheet = mad(10, 4, &[]);
    // Five ends of round roll nothing; the sixth is an end of minute.
    let (sheet, ended) = ends(&sheet, Period::Round, &[]);
    assert!(!ended);
    let (after, ended) = ends(&sheet, Period::Minute, &[4]);
    assert!(!ended);
    assert!(has(&after, Stunned));
    let (after, ended) = ends(&sheet, Period::Minute, &[5, 1]);
    assert!(ended);
    assert!(!after.conditions().has(Stunned));
}

#[test]
fn madness_table_catatonia_checks_at_each_end_of_hour_four_or_more_and_prone_stays() {
    let sheet = mad(10, 2, &[]);
    let (sheet, ended) = ends(&sheet, Period::Minute, &[]);
    assert!(!ended, "no roll at an end of minute");
    let (after, ended) = ends(&sheet, Period::Hour, &[3]);
    assert!(!ended);
    let (after, ended) = ends(&after, Period::Hour, &[4, 1]);
    assert!(ended);
    assert!(!after.conditions().has(Helpless));
    assert!(after.conditions().has(Prone), "à terre stays until removed by hand");
}

#[test]
fn madness_table_self_mutilation_blinds_at_once_and_ends_at_the_end_of_the_next_minute() {
    // Began at round 0: the next end of minute is round 6, "the next" one round 12.
    let sheet = mad(10, 3, &[]);
    let (sheet, ended) = ends(&sheet, Period::Minute, &[]);
    assert!(!ended);
    let (sheet, ended) = ends(&sheet, Period::Round, &[]);
    assert!(!ended);
    let (before_end, _) = run(&sheet, Command::EndOf(Period::Round), &[]);
    let (before_end, _) = run(&before_end, Command::EndOf(Period::Round), &[]);
    let (before_end, _) = run(&before_end, Command::EndOf(Period::Round), &[]);
    let (before_end, ended) = ends(&before_end, Period::Round, &[]);
    assert!(!ended, "round 11");
    let (after, ended) = ends(&before_end, Period::Round, &[1]);
    assert!(ended, "round 12");
    assert_eq!(after.clock().rounds(), 12);
    assert!(after.conditions().has(Blinded), "aveugle until healed by magic");
}

#[test]
fn madness_table_resolve_ends_at_the_end_of_the_next_round() {
    let sheet = mad(10, 18, &[]);
    let (sheet, ended) = ends(&sheet, Period::Round, &[]);
    assert!(!ended);
    let (_, ended) = ends(&sheet, Period::Round, &[1]);
    assert!(ended);
}

#[test]
fn madness_table_resolve_gives_a_boon_to_the_will_roll() {
    let sheet = mad(10, 18, &[]);
    let (_, events) = run(&sheet, Command::ResistInsanity { amount: fixed(1), boons: num(0), banes: num(0) }, &[5, 5]);
    assert_eq!(events[0].total(), 10);
}

#[test]
fn madness_table_epiphany_reduces_by_1d6_gives_the_boon_ends_and_recovers() {
    let sheet = with_insanity(10, 9);
    let (after, events) = run(&sheet, Command::GainInsanity(fixed(1)), &[20, 4, 2]);
    assert_eq!(
        kinds(&events),
        ["insanity-gain", "condition", "condition-end", "madness-roll", "epiphany", "madness-end", "recovery"]
    );
    assert_eq!(events[4].total(), 4);
    assert_eq!(after.insanity(), 10 - 4 - 2);
    assert!(after.epiphany_boon());
    assert_eq!(after.state(), State::Ok);
}

#[test]
fn madness_table_death_never_ends_and_has_no_checks() {
    let sheet = mad(10, 1, &[]);
    let (after, events) = run(&sheet, Command::EndOf(Period::Hour), &[]);
    assert_eq!(after.state(), State::Dead);
    assert!(events.iter().all(|e| e.kind() != "end-check"));
}

#[test]
fn madness_table_death_lets_conditions_run_out() {
    let sheet = with_will(10);
    let (sheet, _) = run(&sheet, Command::AddCondition { code: Dazed, rounds: Some(num(2)) }, &[]);
    let (sheet, _) = run(&sheet, Command::GainInsanity(fixed(10)), &[1]);
    let (after, _) = run(&sheet, Command::EndOf(Period::Minute), &[]);
    assert!(!after.conditions().has(Dazed));
    assert_eq!(after.state(), State::Dead);
}

#[test]
fn a_d20_outside_1_to_20_reads_the_nearest_row() {
    assert_eq!(MadnessKind::from_d20(0), Death);
    assert_eq!(MadnessKind::from_d20(21), Epiphany);
}

#[test]
fn madness_table_hallucinations_claw_adds_one_damage_up_to_the_maximum() {
    let sheet = set(&mad(10, 8, &[]), fiche_ombre::rules::character::attributes::Attribute::Strength, 2);
    let (sheet, events) = run(&sheet, Command::ClawSelf, &[]);
    assert_eq!(sheet.damage(), 1);
    assert_eq!(kinds(&events), ["damage"]);
    assert_eq!(events[0].total(), 1);
    let (sheet, _) = run(&sheet, Command::ClawSelf, &[]);
    let (sheet, events) = run(&sheet, Command::ClawSelf, &[]);
    assert_eq!(sheet.damage(), 2, "stops at the maximum Santé");
    assert_eq!(events[0].total(), 0);
    assert_eq!(refused(&mad(10, 10, &[]), Command::ClawSelf), CommandError::NotHallucinating);
}

#[test]
fn a_madness_that_ends_stops_later_checks_and_later_rounds_roll_nothing() {
    // Sick ends at the first end of round; the other five of the minute roll nothing.
    let sheet = mad(10, 6, &[]);
    let (after, events) = run(&sheet, Command::EndOf(Period::Minute), &[5, 1]);
    assert_eq!(after.clock().rounds(), 6);
    assert_eq!(events.iter().filter(|e| e.kind() == "end-check").count(), 1);
    assert!(events.iter().any(|e| matches!(e, Event::MadnessEnded { cause: MadnessEndCause::Check, .. })));
}
