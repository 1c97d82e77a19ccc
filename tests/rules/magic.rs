//! shared/SHEET.md, talents and spells: uses and castings spent, refused
//! when none is left, given back by Repos; castings from Pouvoir and rank.

use fiche_ombre::rules::character::{Power, ProfileCommand, Text};
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::event::Event;
use fiche_ombre::rules::magic::{castings, Rank, SpellCommand, TalentCommand, Uses};
use fiche_ombre::rules::sheet::Sheet;

use crate::support::*;

/// The table of shared/SHEET.md, row by row, written out independently.
const TABLE: [&str; 11] = [
    "1",
    "2 1",
    "3 2 1",
    "4 2 1 1",
    "5 2 2 1 1",
    "6 3 2 2 1 1",
    "7 3 2 2 2 1 1",
    "8 3 2 2 2 1 1 1",
    "9 3 3 2 2 2 1 1 1",
    "10 3 3 3 2 2 1 1 1 1",
    "11 3 3 3 3 2 1 1 1 1 1",
];

#[test]
fn every_row_of_the_castings_table() {
    for (power, row) in TABLE.iter().enumerate() {
        let expected: Vec<u32> = row.split(' ').map(|n| n.parse().unwrap()).collect();
        for rank in 0..=10u32 {
            let want = expected.get(rank as usize).copied().unwrap_or(0);
            let got = castings(Power::new(power as i64).unwrap(), Rank::new(i64::from(rank)).unwrap());
            assert_eq!(got, want, "Pouvoir {power}, rang {rank}");
        }
    }
}

fn with_power(power: i64) -> Sheet {
    run(&Sheet::new(), Command::Profile(ProfileCommand::SetPower(Power::new(power).unwrap())), &[]).0
}

fn left_after_cast(sheet: &Sheet) -> (Sheet, u32) {
    let (sheet, events) = run(sheet, Command::Spell(SpellCommand::Cast(0)), &[]);
    match events.as_slice() {
        [Event::SpellCast { left, .. }] => (sheet, *left),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_spell_is_cast_until_none_is_left_then_a_rest_gives_them_back() {
    // Pouvoir 2, rank 1: 2 castings.
    let sheet = run(&with_power(2), Command::Spell(SpellCommand::Add), &[]).0;
    let sheet = run(&sheet, Command::Spell(SpellCommand::SetRank(0, Rank::new(1).unwrap())), &[]).0;
    let (sheet, left) = left_after_cast(&sheet);
    assert_eq!(left, 1);
    let (sheet, left) = left_after_cast(&sheet);
    assert_eq!(left, 0);
    assert_eq!(refused(&sheet, Command::Spell(SpellCommand::Cast(0))), CommandError::NoCastingLeft);
    let sheet = run(&sheet, Command::Rest, &[]).0;
    assert_eq!(sheet.spell(0).unwrap().left(sheet.profile().power), 2);
}

#[test]
fn a_rank_with_no_number_has_no_casting() {
    let sheet = run(&with_power(1), Command::Spell(SpellCommand::Add), &[]).0;
    let sheet = run(&sheet, Command::Spell(SpellCommand::SetRank(0, Rank::new(2).unwrap())), &[]).0;
    assert_eq!(refused(&sheet, Command::Spell(SpellCommand::Cast(0))), CommandError::NoCastingLeft);
}

#[test]
fn a_talent_spends_its_uses_or_is_used_at_will() {
    let sheet = run(&Sheet::new(), Command::Talent(TalentCommand::Add), &[]).0;
    let (sheet, events) = run(&sheet, Command::Talent(TalentCommand::Use(0)), &[]);
    assert!(matches!(events.as_slice(), [Event::TalentUsed { left: None, .. }]), "0 uses: at will");
    let sheet = run(&sheet, Command::Talent(TalentCommand::SetUses(0, Uses::new(1).unwrap())), &[]).0;
    let (sheet, events) = run(&sheet, Command::Talent(TalentCommand::Use(0)), &[]);
    assert!(matches!(events.as_slice(), [Event::TalentUsed { left: Some(0), .. }]));
    assert_eq!(refused(&sheet, Command::Talent(TalentCommand::Use(0))), CommandError::NoUseLeft);
    let sheet = run(&sheet, Command::Rest, &[]).0;
    assert_eq!(sheet.talent(0).unwrap().left(), Some(1));
}

#[test]
fn rest_heals_and_restores_as_one_undo_step() {
    use fiche_ombre::rules::dice::ScriptedRoller;
    use fiche_ombre::rules::tracker::Tracker;
    let mut sheet = run(&with_power(1), Command::Spell(SpellCommand::Add), &[]).0;
    sheet = run(&sheet, Command::SetDamage(4), &[]).0;
    sheet = left_after_cast(&sheet).0;
    let mut tracker = Tracker::new(sheet);
    tracker.execute(&Command::Rest, &mut ScriptedRoller::new([])).unwrap();
    assert_eq!((tracker.sheet().damage(), tracker.sheet().spell(0).unwrap().spent), (2, 0));
    assert!(tracker.undo());
    assert_eq!((tracker.sheet().damage(), tracker.sheet().spell(0).unwrap().spent), (4, 1));
}

#[test]
fn lists_and_texts_are_bounded() {
    let mut sheet = Sheet::new();
    for _ in 0..100 {
        sheet = run(&sheet, Command::Spell(SpellCommand::Add), &[]).0;
        sheet = run(&sheet, Command::Talent(TalentCommand::Add), &[]).0;
    }
    assert_eq!(refused(&sheet, Command::Spell(SpellCommand::Add)), CommandError::TooManySpells { max: 100 });
    assert_eq!(refused(&sheet, Command::Talent(TalentCommand::Add)), CommandError::TooManyTalents { max: 100 });
    let long = "é".repeat(1001);
    assert_eq!(
        refused(&sheet, Command::Spell(SpellCommand::SetDescription(0, long.clone()))),
        CommandError::TextTooLong { max: 1000 }
    );
    assert_eq!(
        refused(&sheet, Command::Talent(TalentCommand::SetDescription(0, long))),
        CommandError::TextTooLong { max: 1000 }
    );
    let notes = Command::Profile(ProfileCommand::SetText(Text::Notes, "n".repeat(4001)));
    assert_eq!(refused(&sheet, notes), CommandError::TextTooLong { max: 4000 });
    let path = Command::Profile(ProfileCommand::SetText(Text::NovicePath, "v".repeat(201)));
    assert_eq!(refused(&sheet, path), CommandError::TextTooLong { max: 200 });
    assert_eq!(sheet.check(), Ok(()));
}
