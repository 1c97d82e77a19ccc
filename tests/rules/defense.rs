//! docs/rules.md, "Defense": base, additions, replacements, the cap, *sans défense*.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::defense::{defense, Base, EquipmentLine, ItemValue, Mode};
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::conditions::ConditionCode;

use crate::support::*;

fn line(id: u32, mode: Mode, value: i64) -> EquipmentLine {
    EquipmentLine { id, name: String::new(), mode, value: ItemValue::new(value).unwrap() }
}

#[test]
fn defense_base_is_agility() {
    let sheet = set(&Sheet::new(), Attribute::Agility, 13);
    assert_eq!(sheet.defense().total, 13);
    assert_eq!(sheet.defense().base, Base::Agility(13));
}

#[test]
fn defense_base_from_ancestry_replaces_agility() {
    let sheet = set(&Sheet::new(), Attribute::Agility, 9);
    let (sheet, _) = run(&sheet, Command::SetAncestryDefense(Some(score(13))), &[]);
    assert_eq!(sheet.defense().base, Base::Ancestry(13));
    assert_eq!(sheet.defense().total, 13);
}

#[test]
fn defense_additions_add_and_may_be_negative() {
    let result =
        defense(Base::Agility(12), &[line(0, Mode::Add, 4), line(1, Mode::Add, 1), line(2, Mode::Add, -2)], false);
    assert_eq!(result.total, 15);
    assert_eq!(result.additions, [(0, 4), (1, 1), (2, -2)]);
}

#[test]
fn defense_highest_replacement_wins_then_additions() {
    let lines = [line(0, Mode::Replace, 15), line(1, Mode::Replace, 17), line(2, Mode::Add, 1)];
    let result = defense(Base::Agility(12), &lines, false);
    assert_eq!(result.replaced_by, Some((1, 17)));
    assert_eq!(result.total, 18);
}

#[test]
fn defense_replace_means_replace_even_below_agility() {
    let result = defense(Base::Agility(14), &[line(0, Mode::Replace, 11)], false);
    assert_eq!(result.total, 11);
}

#[test]
fn defense_cap_is_25_and_shows_the_raw_sum() {
    let result = defense(Base::Agility(20), &[line(0, Mode::Add, 5), line(1, Mode::Add, 2)], false);
    assert_eq!((result.raw, result.total, result.capped), (27, 25, true));
    let exactly = defense(Base::Agility(20), &[line(0, Mode::Add, 5)], false);
    assert_eq!((exactly.total, exactly.capped), (25, false));
}

#[test]
fn defense_helpless_is_5() {
    let result = defense(Base::Agility(20), &[line(0, Mode::Add, 5), line(1, Mode::Add, 2)], true);
    assert_eq!(result.total, 5);
    let (sheet, _) = run(&Sheet::new(), Command::AddCondition { code: ConditionCode::Helpless, rounds: None }, &[]);
    assert_eq!(sheet.defense().total, 5);
    assert!(sheet.defense().helpless);
}

#[test]
fn defense_is_never_below_zero() {
    let result = defense(Base::Agility(3), &[line(0, Mode::Add, -10)], false);
    assert_eq!((result.raw, result.total), (-7, 0));
}

#[test]
fn defense_equipment_lines_are_added_edited_and_removed_by_commands() {
    let sheet = set(&Sheet::new(), Attribute::Agility, 12);
    let (sheet, _) = run(&sheet, Command::AddEquipment, &[]);
    let (sheet, _) = run(&sheet, Command::AddEquipment, &[]);
    let ids: Vec<u32> = sheet.equipment().iter().map(|l| l.id).collect();
    assert_eq!(ids, [0, 1]);
    let (sheet, _) = run(&sheet, Command::SetEquipmentName(0, "Cotte de mailles".into()), &[]);
    let (sheet, _) = run(&sheet, Command::SetEquipmentMode(0, Mode::Replace), &[]);
    let (sheet, _) = run(&sheet, Command::SetEquipmentValue(0, ItemValue::new(16).unwrap()), &[]);
    let (sheet, _) = run(&sheet, Command::SetEquipmentValue(1, ItemValue::new(1).unwrap()), &[]);
    assert_eq!(sheet.defense().total, 17);
    let (sheet, _) = run(&sheet, Command::RemoveEquipment(0), &[]);
    assert_eq!(sheet.defense().total, 13);
    assert_eq!(
        refused(&sheet, Command::RemoveEquipment(0)),
        fiche_ombre::rules::command::CommandError::NoSuchEquipment
    );
    let (sheet, _) = run(&sheet, Command::AddEquipment, &[]);
    assert_eq!(sheet.equipment().last().unwrap().id, 2, "ids are never reused");
}

#[test]
fn defense_item_values_are_checked() {
    assert!(ItemValue::parse("31").is_err());
    assert!(ItemValue::parse("-31").is_err());
    assert_eq!(ItemValue::parse("\u{2212}2").unwrap().value(), -2);
}
