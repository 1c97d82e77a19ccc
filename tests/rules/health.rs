//! docs/rules.md, "Health" and "Perception".

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::number::{Bonus, Damage, NumberError};
use fiche_ombre::rules::character::perception::perception_modifier;
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::health::health;

use crate::support::*;

fn bonus(v: i64) -> Bonus {
    Bonus::new(v).unwrap()
}

#[test]
fn health_maximum_is_strength_plus_bonus() {
    let sheet = set(&Sheet::new(), Attribute::Strength, 11);
    let (sheet, _) = run(&sheet, Command::SetHealthBonus(bonus(4)), &[]);
    assert_eq!(sheet.health().maximum, 15);
}

#[test]
fn health_current_is_maximum_minus_damage_at_least_zero() {
    assert_eq!(health(10, bonus(0), 3).current, 7);
    assert_eq!(health(6, bonus(0), 8).current, 0, "damage kept when the maximum drops");
}

#[test]
fn health_injured_from_half_the_maximum_rounded_up() {
    assert!(!health(11, bonus(0), 5).injured);
    assert!(health(11, bonus(0), 6).injured);
    assert!(!health(10, bonus(0), 4).injured);
    assert!(health(10, bonus(0), 5).injured);
}

#[test]
fn health_incapacitated_when_damage_reaches_the_maximum() {
    assert!(!health(10, bonus(0), 9).incapacitated);
    assert!(health(10, bonus(0), 10).incapacitated);
}

#[test]
fn health_at_a_maximum_of_0_is_injured_and_incapacitated_with_no_damage() {
    // Half of 0 rounded up is 0, and 0 damage reaches both.
    let sheet = set(&Sheet::new(), Attribute::Strength, 0);
    let at_zero = sheet.health();
    assert_eq!((at_zero.maximum, at_zero.current), (0, 0));
    assert!(at_zero.injured && at_zero.incapacitated);
    // One point of bonus: half of 1 rounded up is 1, so 0 damage is neither.
    let (sheet, _) = run(&sheet, Command::SetHealthBonus(bonus(1)), &[]);
    assert!(!sheet.health().injured && !sheet.health().incapacitated);
}

#[test]
fn health_healing_rate_is_a_quarter_of_the_maximum_at_least_one() {
    assert_eq!(health(15, bonus(0), 0).healing_rate, 3);
    assert_eq!(health(16, bonus(0), 0).healing_rate, 4);
    assert_eq!(health(3, bonus(0), 0).healing_rate, 1);
    assert_eq!(health(0, bonus(0), 0).healing_rate, 1);
}

#[test]
fn health_damage_above_the_maximum_is_refused_but_kept_when_the_maximum_drops() {
    let sheet = Sheet::new();
    assert_eq!(refused(&sheet, Command::SetDamage(num(11))), CommandError::DamageAboveMaximum { max: 10 });
    assert_eq!(Damage::new(-1), Err(NumberError::TooLow { min: 0 }));
    let (sheet, _) = run(&sheet, Command::SetDamage(num(10)), &[]);
    let sheet = set(&sheet, Attribute::Strength, 6);
    assert_eq!(sheet.damage(), 10);
    assert_eq!(sheet.health().current, 0);
}

#[test]
fn perception_is_intellect_plus_bonus() {
    let sheet = set(&Sheet::new(), Attribute::Intellect, 12);
    let (sheet, _) = run(&sheet, Command::SetPerceptionBonus(bonus(1)), &[]);
    assert_eq!(sheet.perception(), 13);
    assert_eq!(perception_modifier(sheet.perception()), 3);
}
