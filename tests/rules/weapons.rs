//! docs/rules.md, weapons: a bounded list; attacks through the one roll
//! with the weapon's attribute; damage with Rage's d6 only on contact.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::rolls::expression::ExpressionError;
use fiche_ombre::rules::rolls::roll::{Reason, RollKind};
use fiche_ombre::rules::weapons_and_magic::weapons::{Range, WeaponDamage, MAX_WEAPONS};

use crate::support::*;

/// A sheet with one weapon (id 0) of this attribute, range and damage.
fn armed(sheet: &Sheet, attribute: Attribute, range: Range, damage: &str) -> Sheet {
    let mut sheet = run(sheet, Command::AddWeapon, &[]).0;
    for command in [
        Command::SetWeaponName(0, "Hache".into()),
        Command::SetWeaponAttribute(0, attribute),
        Command::SetWeaponRange(0, range),
        Command::SetWeaponDamage(0, WeaponDamage::parse(damage).unwrap()),
    ] {
        sheet = run(&sheet, command, &[]).0;
    }
    sheet
}

fn damage_of(sheet: &Sheet, dice: &[u32]) -> (i32, Option<u32>) {
    match run(sheet, Command::RollWeaponDamage(0), dice).1.as_slice() {
        [Event::WeaponDamage(d)] => (d.total, d.rage_die),
        other => panic!("{other:?}"),
    }
}

#[test]
fn rage_adds_a_d6_to_contact_weapons_only() {
    // Rage: d20 16.
    let rage = mad(10, 16, &[]);
    assert_eq!(damage_of(&armed(&rage, Attribute::Strength, Range::Contact, "1d6"), &[4, 3]), (7, Some(3)));
    assert_eq!(damage_of(&armed(&rage, Attribute::Agility, Range::Distance, "1d6"), &[4]), (4, None));
    assert_eq!(
        damage_of(&armed(&Sheet::new(), Attribute::Strength, Range::Contact, "1d6"), &[4]),
        (4, None),
        "no Rage"
    );
}

#[test]
fn damage_is_a_number_or_dice_and_never_below_zero() {
    assert_eq!(damage_of(&armed(&Sheet::new(), Attribute::Strength, Range::Contact, "0"), &[]), (0, None));
    assert_eq!(damage_of(&armed(&Sheet::new(), Attribute::Strength, Range::Contact, "3"), &[]), (3, None));
    assert_eq!(damage_of(&armed(&Sheet::new(), Attribute::Strength, Range::Contact, "1d6-5"), &[1]), (0, None));
    assert_eq!(WeaponDamage::parse("100"), Err(ExpressionError::TooLarge { max: 99 }));
    assert_eq!(WeaponDamage::parse("-1"), Err(ExpressionError::NotPositive));
}

#[test]
fn an_attack_rolls_with_the_weapons_attribute_and_names_it() {
    let sheet = set(&set(&Sheet::new(), Attribute::Agility, 14), Attribute::Strength, 8);
    let sheet = armed(&sheet, Attribute::Agility, Range::Distance, "1d6");
    let (_, events) = run(
        &sheet,
        Command::Attack { weapon: 0, boons: num(0), banes: num(0), target: Some(num(13)), horrifying: false },
        &[9],
    );
    match events.as_slice() {
        [Event::Rolled(roll)] => {
            assert_eq!(
                (roll.kind, roll.modifier, roll.total, roll.success),
                (RollKind::Attack(Attribute::Agility), 4, 13, Some(true))
            );
            assert_eq!(roll.weapon.as_deref(), Some("Hache"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_attack_on_a_terrifiant_creature_has_its_desavantage_said_as_its_own() {
    use fiche_ombre::rules::rolls::roll::{Boon, Reason};
    let sheet = armed(&Sheet::new(), Attribute::Strength, Range::Contact, "1d6");
    // d20 15, the désavantage's d6 4, and 1 avantage the player asked for (d6 2): they cancel.
    let attack = |boons: i64| Command::Attack {
        weapon: 0,
        boons: num(boons),
        banes: num(0),
        target: Some(num(12)),
        horrifying: true,
    };
    let (_, events) = run(&sheet, attack(0), &[15, 4]);
    let [Event::Rolled(roll)] = events.as_slice() else { panic!("{events:?}") };
    assert_eq!(roll.reasons, [Boon { reason: Reason::Horrifying, count: -1 }]);
    assert_eq!((roll.boons.value, roll.total, roll.success), (-4, 11, Some(false)));
    let (_, events) = run(&sheet, attack(1), &[15]);
    let [Event::Rolled(roll)] = events.as_slice() else { panic!("{events:?}") };
    assert_eq!((roll.boons.net, roll.total, roll.success), (0, 15, Some(true)));
}

#[test]
fn prone_hinders_a_strength_weapon_and_rage_helps_it() {
    let rage = run(&mad(10, 16, &[]), Command::AddCondition { code: ConditionCode::Prone, rounds: None }, &[]).0;
    let sheet = armed(&rage, Attribute::Strength, Range::Contact, "1d6");
    let (_, events) = run(
        &sheet,
        Command::Attack { weapon: 0, boons: num(0), banes: num(0), target: None, horrifying: false },
        &[10],
    );
    let Event::Rolled(roll) = &events[0] else { panic!() };
    let reasons: Vec<(Reason, i32)> = roll.reasons.iter().map(|b| (b.reason, b.count)).collect();
    assert!(reasons.contains(&(Reason::Condition(ConditionCode::Prone), -1)));
    assert!(reasons.contains(&(Reason::Madness(fiche_ombre::rules::insanity::madness::MadnessKind::Rage), 1)));
    assert_eq!(roll.boons.net, 0, "they cancel: no d6");
}

#[test]
fn the_list_is_bounded_and_each_field_checked() {
    let mut sheet = Sheet::new();
    for _ in 0..MAX_WEAPONS {
        sheet = run(&sheet, Command::AddWeapon, &[]).0;
    }
    assert_eq!(refused(&sheet, Command::AddWeapon), CommandError::TooManyWeapons { max: 50 });
    assert_eq!(refused(&sheet, Command::SetWeaponAttribute(0, Attribute::Will)), CommandError::WeaponAttribute);
    assert_eq!(
        refused(&sheet, Command::SetWeaponProperties(0, "x".repeat(201))),
        CommandError::TextTooLong { max: 200 }
    );
    assert_eq!(refused(&sheet, Command::SetWeaponName(0, "x".repeat(81))), CommandError::TextTooLong { max: 80 });
    let (named, _) = run(&sheet, Command::SetWeaponName(0, "é".repeat(80)), &[]);
    assert_eq!(named.weapons()[0].name.chars().count(), 80, "80 characters, accents included, fit");
    assert_eq!(
        refused(&sheet, Command::Attack { weapon: 99, boons: num(0), banes: num(0), target: None, horrifying: false }),
        CommandError::NoSuchWeapon
    );
    let sheet = run(&sheet, Command::RemoveWeapon(3), &[]).0;
    assert_eq!(sheet.weapons().len(), MAX_WEAPONS - 1);
    assert!(sheet.weapon(3).is_none());
    assert_eq!(sheet.check(), Ok(()));
}

/// Mutants left by `scripts/mutants.sh` in weapons.rs: the damage read
/// back from storage is checked, and written as the player typed it.
#[test]
fn weapon_damage_is_checked_when_read_and_written_as_typed() {
    let read = |json: &str| serde_json::from_str::<WeaponDamage>(json);
    assert_eq!(read(r#"{"Fixed":3}"#).unwrap(), WeaponDamage::Fixed(3));
    assert_eq!(read(r#"{"Fixed":0}"#).unwrap(), WeaponDamage::Fixed(0));
    assert_eq!(read(r#"{"Fixed":99}"#).unwrap(), WeaponDamage::Fixed(99));
    assert!(read(r#"{"Fixed":100}"#).is_err());
    assert!(read(r#"{"Fixed":-1}"#).is_err());
    let dice = WeaponDamage::parse("2d6+1").unwrap();
    assert_eq!(read(&serde_json::to_string(&dice).unwrap()).unwrap(), dice);
    assert_eq!(dice.to_string(), "2d6+1");
    assert_eq!(WeaponDamage::Fixed(3).to_string(), "3");
}

/// Mutants left by `scripts/mutants.sh` in magic_commands.rs: `Retirer`
/// takes the talent or the spell away, and one that is not there is refused.
#[test]
fn a_talent_or_a_spell_is_removed_and_an_absent_one_refused() {
    use fiche_ombre::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
    let mut sheet = Sheet::new();
    for command in [Command::Talent(TalentCommand::Add), Command::Spell(SpellCommand::Add)] {
        sheet = run(&sheet, command, &[]).0;
    }
    let without_talent = run(&sheet, Command::Talent(TalentCommand::Remove(0)), &[]).0;
    assert!(without_talent.talents().is_empty());
    let without_spell = run(&sheet, Command::Spell(SpellCommand::Remove(0)), &[]).0;
    assert!(without_spell.spells().is_empty());
    assert_eq!(refused(&sheet, Command::Talent(TalentCommand::Remove(7))), CommandError::NoSuchTalent);
    assert_eq!(refused(&sheet, Command::Spell(SpellCommand::Remove(7))), CommandError::NoSuchSpell);
}
