//! docs/rules.md, "Santé in play": Subir des dégâts, Soigner, Récupérer, Repos.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::journal::event::HealCause;
use fiche_ombre::rules::journal::event::{ConditionEndCause, Event};

use crate::support::*;

/// Force 12: maximum Santé 12, healing rate 3.
fn sturdy() -> Sheet {
    set(&Sheet::new(), Attribute::Strength, 12)
}

#[test]
fn taking_damage_adds_it_and_stops_at_the_maximum() {
    let (sheet, events) = run(&sturdy(), Command::TakeDamage(dice("1d6+2")), &[5]);
    assert_eq!(sheet.damage(), 7);
    assert!(matches!(events[0], Event::DamageTaken { requested: 7, applied: 7, damage: 7, .. }));
    let (sheet, events) = run(&sheet, Command::TakeDamage(fixed(9)), &[]);
    assert_eq!(sheet.damage(), 12);
    assert!(matches!(events[0], Event::DamageTaken { requested: 9, applied: 5, damage: 12, .. }));
    let (sheet, events) = run(&sheet, Command::TakeDamage(fixed(1)), &[]);
    assert_eq!(sheet.damage(), 12);
    assert!(matches!(events[0], Event::DamageTaken { applied: 0, .. }), "still journaled, with 0");
}

#[test]
fn healing_takes_damage_down_never_below_zero() {
    let hurt = run(&sturdy(), Command::SetDamage(num(5)), &[]).0;
    let (sheet, events) = run(&hurt, Command::Heal(fixed(3)), &[]);
    assert_eq!(sheet.damage(), 2);
    assert!(matches!(events[0], Event::Healed { applied: 3, cause: HealCause::Heal, .. }));
    let (sheet, events) = run(&sheet, Command::Heal(fixed(9)), &[]);
    assert_eq!(sheet.damage(), 0);
    assert!(matches!(events[0], Event::Healed { requested: 9, applied: 2, .. }));
    let (_, events) = run(&sheet, Command::Heal(fixed(1)), &[]);
    assert!(matches!(events[0], Event::Healed { applied: 0, .. }), "nothing to heal: journaled with 0");
}

#[test]
fn recovering_and_resting_heal_the_healing_rate() {
    let hurt = run(&sturdy(), Command::SetDamage(num(10)), &[]).0;
    let (sheet, events) = run(&hurt, Command::Recover, &[]);
    assert_eq!(sheet.damage(), 7);
    assert!(matches!(events[0], Event::Healed { requested: 3, applied: 3, cause: HealCause::Recover, .. }));
    let (sheet, events) = run(&sheet, Command::Rest, &[]);
    assert_eq!(sheet.damage(), 4);
    assert!(matches!(events[0], Event::Healed { cause: HealCause::Rest, .. }));
}

#[test]
fn damage_wakes_an_asleep_character() {
    let asleep = run(&sturdy(), Command::AddCondition { code: ConditionCode::Asleep, rounds: None }, &[]).0;
    let (sheet, events) = run(&asleep, Command::TakeDamage(fixed(1)), &[]);
    assert!(!sheet.conditions().has(ConditionCode::Asleep));
    assert!(matches!(events[1], Event::ConditionEnded { cause: ConditionEndCause::Woken, .. }));
}

#[test]
fn santé_actions_are_undone_as_one_step_each() {
    use fiche_ombre::rules::journal::tracker::Tracker;
    use fiche_ombre::rules::rolls::dice::ScriptedRoller;
    let mut tracker = Tracker::new(run(&sturdy(), Command::SetDamage(num(6)), &[]).0);
    let mut roller = ScriptedRoller::new([]);
    tracker.execute(&Command::Rest, &mut roller).unwrap();
    assert_eq!(tracker.sheet().damage(), 3);
    assert!(tracker.undo());
    assert_eq!(tracker.sheet().damage(), 6);
    assert!(tracker.journal().entries().last().unwrap().undone);
}
