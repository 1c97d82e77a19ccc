//! docs/rules.md, "Insanity" rules 1–6 and the settled points about Folie.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::sheet::{Sheet, State};
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::conditions::{Applied, Condition, ConditionCode::*, ConditionSource};
use fiche_ombre::rules::insanity::madness::MadnessKind;
use fiche_ombre::rules::journal::event::{ConditionEndCause, Event, LossCause};
use fiche_ombre::rules::time::clock::Period;

use crate::support::*;

fn frightened(rounds: u32, source: ConditionSource) -> Option<Condition> {
    Some(Condition { code: Frightened, rounds_left: Some(rounds), source })
}

#[test]
fn rule1_bounds_gain_stops_at_will_and_reports_requested_and_applied() {
    let sheet = with_insanity(10, 9);
    // Reaching Volonté rolls the d20 (10: Violence, which rolls nothing more).
    let (after, events) = run(&sheet, Command::GainInsanity(fixed(3)), &[10]);
    assert_eq!(after.insanity(), 10);
    match &events[0] {
        Event::InsanityGained { requested, applied, total, .. } => {
            assert_eq!((*requested, *applied, *total), (3, 1, 10));
        }
        other => panic!("first event {other:?}"),
    }
}

#[test]
fn rule1_bounds_folie_never_below_zero() {
    let sheet = with_insanity(10, 2);
    let (after, events) = run(&sheet, Command::LoseInsanity(fixed(5)), &[]);
    assert_eq!(after.insanity(), 0);
    assert_eq!(events[0].total(), 2, "journal shows what was actually removed");
}

#[test]
fn rule2_gaining_frightens_for_the_new_total_in_rounds() {
    let sheet = with_insanity(10, 2);
    let (after, _) = run(&sheet, Command::RemoveCondition(Frightened), &[]);
    let (after, _) = run(&after, Command::GainInsanity(fixed(3)), &[]);
    assert_eq!(after.insanity(), 5);
    assert_eq!(condition(&after, Frightened), frightened(5, ConditionSource::Insanity));
    assert_eq!(condition(&after, Stunned), None);
}

#[test]
fn rule2_already_frightened_becomes_stunned_and_frightened_keeps_its_duration() {
    let sheet = with_insanity(10, 2);
    assert_eq!(condition(&sheet, Frightened), frightened(2, ConditionSource::Insanity));
    let (after, _) = run(&sheet, Command::GainInsanity(fixed(1)), &[]);
    assert_eq!(condition(&after, Frightened), frightened(2, ConditionSource::Insanity));
    assert_eq!(
        condition(&after, Stunned),
        Some(Condition { code: Stunned, rounds_left: Some(3), source: ConditionSource::Insanity })
    );
}

#[test]
fn rule2_frightened_from_any_source_counts() {
    let sheet = with_will(10);
    let (sheet, _) = run(&sheet, Command::AddCondition { code: Frightened, rounds: None }, &[]);
    let (after, _) = run(&sheet, Command::GainInsanity(fixed(2)), &[]);
    assert_eq!(condition(&after, Stunned).unwrap().rounds_left, Some(2));
    assert_eq!(condition(&after, Frightened).unwrap().source, ConditionSource::Manual);
}

#[test]
fn rule2_nothing_happens_when_the_gain_applies_zero() {
    // Volonté 0: no Folie can be gained.
    let sheet = with_will(0);
    let (after, events) = run(&sheet, Command::GainInsanity(fixed(2)), &[]);
    assert_eq!(after, sheet);
    assert_eq!(kinds(&events), ["insanity-gain"]);
    assert_eq!(events[0].total(), 0);
}

#[test]
fn rule3_reaching_will_removes_the_insanity_fright_and_rolls_the_madness_table() {
    let sheet = with_will(4);
    let (after, events) = run(&sheet, Command::GainInsanity(fixed(4)), &[10]);
    assert_eq!(kinds(&events), ["insanity-gain", "condition", "condition-end", "madness-roll"]);
    assert!(matches!(events[2], Event::ConditionEnded { cause: ConditionEndCause::WentMad, .. }));
    assert_eq!(condition(&after, Frightened), None);
    assert_eq!(after.madness().unwrap().kind, MadnessKind::Violence);
    assert_eq!(after.state(), State::Mad);
}

#[test]
fn rule3_the_stunned_from_the_same_gain_stays() {
    let sheet = with_insanity(4, 2);
    let (after, _) = run(&sheet, Command::GainInsanity(fixed(2)), &[10]);
    assert_eq!(condition(&after, Frightened), None);
    assert_eq!(condition(&after, Stunned).unwrap().rounds_left, Some(4));
}

#[test]
fn rule3_a_fright_from_another_source_stays() {
    let sheet = with_will(4);
    let (sheet, _) = run(&sheet, Command::AddCondition { code: Frightened, rounds: Some(num(9)) }, &[]);
    let (after, _) = run(&sheet, Command::GainInsanity(fixed(4)), &[10]);
    assert_eq!(condition(&after, Frightened).unwrap().source, ConditionSource::Manual);
    assert!(after.madness().is_some());
}

#[test]
fn rule3_no_second_madness_while_one_is_under_way() {
    let sheet = mad(10, 10, &[]);
    let (sheet, _) = run(&sheet, Command::LoseInsanity(fixed(3)), &[]);
    let (after, events) = run(&sheet, Command::GainInsanity(fixed(3)), &[]);
    assert_eq!(after.insanity(), 10);
    assert_eq!(kinds(&events), ["insanity-gain", "condition"], "rule 2 applies, nothing is rolled");
    assert_eq!(after.madness().unwrap().kind, MadnessKind::Violence);
}

#[test]
fn rule4_recovery_is_1d6_plus_will_modifier() {
    // Volonté 12 (+2); Sick ends on a 5 at the end of the round, then 1d6 = 3: −5.
    let sheet = mad(12, 6, &[]);
    let (after, events) = run(&sheet, Command::EndOf(Period::Round), &[5, 3]);
    assert_eq!(after.insanity(), 7);
    let recovery = events.iter().find(|e| e.kind() == "recovery").unwrap();
    assert_eq!(recovery.total(), 5);
    assert!(matches!(recovery, Event::Recovered { die: 3, modifier: 2, reduction: 5, applied: 5, total: 7 }));
}

#[test]
fn rule4_recovery_is_at_least_one() {
    // Volonté 6 (−4): a d6 of 1 gives −3, so the reduction is 1.
    let sheet = mad(6, 6, &[]);
    let (after, events) = run(&sheet, Command::EndOf(Period::Round), &[6, 1]);
    assert_eq!(after.insanity(), 5);
    assert!(events.iter().any(|e| matches!(e, Event::Recovered { die: 1, reduction: 1, applied: 1, .. })));
}

#[test]
fn rule4_recovery_never_takes_folie_below_zero() {
    // Volonté 20 (+10): Épiphanie takes 6, recovery 6 + 10 = 16 from 14 left.
    let sheet = with_insanity(20, 19);
    let (after, events) = run(&sheet, Command::GainInsanity(fixed(1)), &[20, 6, 6]);
    assert_eq!(after.insanity(), 0);
    let recovery = events.iter().find(|e| e.kind() == "recovery").unwrap();
    assert_eq!(recovery.total(), 16, "the reduction before Folie's floor");
    assert!(matches!(recovery, Event::Recovered { applied: 14, .. }));
}

#[test]
fn rule5_resisting_succeeds_on_ten_or_more() {
    let sheet = with_will(10);
    let (after, events) =
        run(&sheet, Command::ResistInsanity { amount: dice("1d3"), boons: num(0), banes: num(0) }, &[10]);
    assert_eq!(after, sheet, "success: nothing gained, the amount not rolled");
    assert_eq!(events[0].success(), Some(true));
    assert_eq!(events[0].total(), 10);
}

#[test]
fn rule5_resisting_fails_below_ten_and_gains_the_amount() {
    let sheet = with_will(10);
    // d20 9 fails; then the 1d3 is rolled: 2.
    let (after, events) =
        run(&sheet, Command::ResistInsanity { amount: dice("1d3"), boons: num(0), banes: num(0) }, &[9, 2]);
    assert_eq!(after.insanity(), 2);
    assert_eq!(kinds(&events), ["resist", "insanity-gain", "condition"]);
    assert_eq!(events[0].success(), Some(false));
    assert_eq!(events[1].total(), 2);
}

#[test]
fn rule5_resisting_adds_the_will_modifier() {
    let sheet = with_will(13);
    let (_, events) = run(&sheet, Command::ResistInsanity { amount: fixed(1), boons: num(0), banes: num(0) }, &[7]);
    assert_eq!(events[0].total(), 10);
    assert_eq!(events[0].success(), Some(true));
}

#[test]
fn rule5_boons_add_the_highest_d6_and_banes_subtract_it() {
    let sheet = with_will(10);
    let (_, events) =
        run(&sheet, Command::ResistInsanity { amount: fixed(1), boons: num(2), banes: num(0) }, &[5, 2, 4]);
    assert_eq!(events[0].total(), 9);
    let (_, events) =
        run(&sheet, Command::ResistInsanity { amount: fixed(1), boons: num(1), banes: num(3) }, &[15, 1, 5]);
    assert_eq!(events[0].total(), 10, "two net banes: 15 − 5");
}

#[test]
fn rule5_epiphany_gives_one_boon_permanently() {
    let sheet = mad(10, 20, &[3, 1]);
    assert!(sheet.epiphany_boon());
    assert_eq!(sheet.madness(), None);
    // One boon from Épiphanie, cancelled by one bane: no d6.
    let (_, events) = run(&sheet, Command::ResistInsanity { amount: fixed(1), boons: num(0), banes: num(1) }, &[10]);
    assert_eq!(events[0].total(), 10);
    // Alone it rolls a d6 and adds it.
    let (_, events) = run(&sheet, Command::ResistInsanity { amount: fixed(1), boons: num(0), banes: num(0) }, &[4, 6]);
    assert_eq!(events[0].total(), 10);
}

#[test]
fn rule6_lowering_folie_by_hand_is_always_allowed() {
    let sheet = mad(10, 1, &[]);
    assert_eq!(sheet.state(), State::Dead);
    let (after, events) = run(&sheet, Command::LoseInsanity(fixed(4)), &[]);
    assert_eq!(after.insanity(), 6);
    assert!(matches!(events[0], Event::InsanityLost { cause: LossCause::Manual, applied: 4, .. }));
}

#[test]
fn amount_below_one_gains_nothing_but_journals_the_roll() {
    let sheet = with_will(10);
    let (after, events) = run(&sheet, Command::GainInsanity(dice("1d3-5")), &[2]);
    assert_eq!(after, sheet);
    match &events[..] {
        [Event::InsanityGained { requested: -3, applied: 0, roll: Some(roll), .. }] => assert_eq!(roll.dice, [2]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_gain_at_will_applies_zero_and_is_journaled() {
    let sheet = mad(10, 10, &[]);
    let (after, events) = run(&sheet, Command::GainInsanity(fixed(2)), &[]);
    assert_eq!(after, sheet);
    assert_eq!(kinds(&events), ["insanity-gain"]);
    assert_eq!(events[0].total(), 0);
}

#[test]
fn will_lowered_below_folie_drops_folie_without_madness() {
    let sheet = with_insanity(12, 8);
    let (after, events) = run(&sheet, Command::SetAttribute(Attribute::Will, score(5)), &[]);
    assert_eq!(after.insanity(), 5);
    assert_eq!(after.madness(), None);
    assert!(matches!(events[..], [Event::InsanityLost { applied: 3, cause: LossCause::WillLowered, .. }]));
    // The next gain applies 0.
    let (_, events) = run(&after, Command::GainInsanity(fixed(1)), &[]);
    assert_eq!(events[0].total(), 0);
}

#[test]
fn will_raised_or_lowered_to_folie_exactly_changes_no_folie() {
    let sheet = with_insanity(12, 8);
    for will in [8, 15] {
        let (after, events) = run(&sheet, Command::SetAttribute(Attribute::Will, score(will)), &[]);
        assert_eq!(after.insanity(), 8, "Volonté {will}");
        assert!(events.is_empty(), "Volonté {will}: {events:?}");
    }
}

#[test]
fn a_dead_character_gains_no_folie_and_makes_no_will_roll() {
    let sheet = mad(10, 1, &[]);
    let (sheet, _) = run(&sheet, Command::LoseInsanity(fixed(5)), &[]);
    assert_eq!(refused(&sheet, Command::GainInsanity(fixed(1))), CommandError::Dead);
    assert_eq!(refused(&sheet, Command::GainInsanity(dice("1d6"))), CommandError::Dead);
    assert_eq!(
        refused(&sheet, Command::ResistInsanity { amount: fixed(1), boons: num(0), banes: num(0) }),
        CommandError::Dead
    );
}

#[test]
fn removing_dead_by_hand_ends_death_without_recovery() {
    let sheet = mad(10, 1, &[]);
    let (after, events) = run(&sheet, Command::RemoveCondition(Dead), &[]);
    assert_eq!(after.state(), State::Ok);
    assert_eq!(after.insanity(), 10);
    assert_eq!(kinds(&events), ["condition-end", "madness-end"]);
}

#[test]
fn removing_another_condition_from_a_dead_character_leaves_death_under_way() {
    let sheet = mad(10, 1, &[]);
    let (sheet, _) = run(&sheet, Command::AddCondition { code: Prone, rounds: None }, &[]);
    let (after, events) = run(&sheet, Command::RemoveCondition(Prone), &[]);
    assert_eq!(after.state(), State::Dead);
    assert_eq!(kinds(&events), ["condition-end"]);
}

#[test]
fn a_condition_kept_for_its_longer_duration_is_journaled_as_it_stays() {
    let sheet = Sheet::new();
    let (sheet, _) = run(&sheet, Command::AddCondition { code: Dazed, rounds: Some(num(5)) }, &[]);
    let (_, events) = run(&sheet, Command::AddCondition { code: Dazed, rounds: Some(num(2)) }, &[]);
    match events.as_slice() {
        [Event::ConditionApplied { condition, outcome: Applied::Kept }] => {
            assert_eq!(condition.rounds_left, Some(5), "the line shows the 5 rounds that stay, not the 2 asked");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn one_condition_of_each_kind_keeps_the_longer_duration() {
    let sheet = Sheet::new();
    let add =
        |s: &Sheet, rounds: Option<i64>| run(s, Command::AddCondition { code: Dazed, rounds: rounds.map(num) }, &[]).0;
    let sheet = add(&sheet, Some(3));
    assert_eq!(condition(&add(&sheet, Some(2)), Dazed).unwrap().rounds_left, Some(3));
    assert_eq!(condition(&add(&sheet, Some(5)), Dazed).unwrap().rounds_left, Some(5));
    assert_eq!(condition(&add(&sheet, None), Dazed).unwrap().rounds_left, None);
    assert_eq!(sheet.conditions().iter().count(), 1);
}

#[test]
fn one_condition_of_each_kind_on_a_tie_the_existing_one_stays() {
    let sheet = with_will(10);
    let (sheet, _) = run(&sheet, Command::AddCondition { code: Stunned, rounds: Some(num(3)) }, &[]);
    let (sheet, _) = run(&sheet, Command::GainInsanity(fixed(2)), &[]);
    // Frightened now: the next gain makes stunned for 3 rounds, a tie.
    let (after, _) = run(&sheet, Command::GainInsanity(fixed(1)), &[]);
    assert_eq!(condition(&after, Stunned).unwrap().source, ConditionSource::Manual);
}
