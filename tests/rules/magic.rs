//! docs/rules.md, talents and spells: uses and castings spent, refused
//! when none is left, given back by Repos; castings from Pouvoir and rank.

use fiche_ombre::rules::character::profile::{Power, ProfileCommand, Text};
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::weapons_and_magic::magic::{castings, Rank, SpellCommand, TalentCommand, Uses};

use crate::support::*;

/// The table of docs/rules.md, row by row, written out independently.
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
    use fiche_ombre::rules::journal::tracker::Tracker;
    use fiche_ombre::rules::rolls::dice::ScriptedRoller;
    let mut sheet = run(&with_power(1), Command::Spell(SpellCommand::Add), &[]).0;
    sheet = run(&sheet, Command::SetDamage(num(4)), &[]).0;
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

mod presets {
    use fiche_ombre::rules::character::attributes::Attribute;
    use fiche_ombre::rules::character::heritage::Heritage;
    use fiche_ombre::rules::character::profile::{ProfileCommand, Size, Text};
    use fiche_ombre::rules::character::sheet::Sheet;
    use fiche_ombre::rules::command::Command;

    use crate::support::*;

    fn preset(sheet: &Sheet, heritage: Heritage) -> Sheet {
        run(sheet, Command::ApplyPreset(heritage), &[]).0
    }

    #[test]
    fn each_heritage_sets_its_numbers() {
        // Force, Agilité, Intelligence, Volonté, Perception bonus, Défense, Santé max, Taille, Vitesse, Corruption.
        let table = [
            (Heritage::Human, [10, 10, 10, 10], 0, 10, 10, Size::One, 10, 0),
            (Heritage::Changeling, [9, 10, 10, 10], 1, 10, 9, Size::One, 10, 0),
            (Heritage::Clockwork, [9, 8, 9, 9], 0, 13, 9, Size::One, 8, 0),
            (Heritage::Dwarf, [10, 9, 10, 10], 1, 9, 14, Size::Half, 8, 0),
            (Heritage::Goblin, [8, 12, 10, 9], 1, 12, 8, Size::Half, 10, 0),
            (Heritage::Orc, [11, 10, 9, 9], 1, 10, 11, Size::One, 12, 1),
        ];
        for (heritage, attributes, perception_bonus, defense, health, size, speed, corruption) in table {
            let sheet = preset(&Sheet::new(), heritage);
            let got: Vec<i32> = Attribute::ALL.iter().map(|a| sheet.attributes().get(*a).value()).collect();
            assert_eq!(got, attributes, "{heritage:?}");
            assert_eq!(sheet.perception_bonus().value(), perception_bonus, "{heritage:?}");
            assert_eq!(sheet.defense().total, defense, "{heritage:?}");
            assert_eq!(sheet.health().maximum, health, "{heritage:?}");
            let p = sheet.profile();
            assert_eq!(
                (p.size, p.speed.value(), p.corruption.value(), p.power.value()),
                (size, speed, corruption, 0),
                "{heritage:?}"
            );
            assert_eq!(sheet.ancestry(), heritage.name());
        }
    }

    #[test]
    fn a_preset_fills_langues_only_when_empty_and_never_touches_folie_or_damage() {
        let sheet = run(&Sheet::new(), Command::SetDamage(num(3)), &[]).0;
        let sheet = run(&sheet, Command::GainInsanity(fixed(2)), &[]).0;
        let dwarf = preset(&sheet, Heritage::Dwarf);
        assert_eq!(dwarf.profile().texts.get(Text::Languages), "Langue commune, nain");
        assert_eq!((dwarf.damage(), dwarf.insanity()), (3, 2));
        let typed =
            run(&Sheet::new(), Command::Profile(ProfileCommand::SetText(Text::Languages, "Elfique".into())), &[]).0;
        assert_eq!(preset(&typed, Heritage::Dwarf).profile().texts.get(Text::Languages), "Elfique");
    }

    #[test]
    fn the_app_asks_first_only_when_numbers_were_changed_and_autre_changes_nothing() {
        assert!(!Sheet::new().preset_replaces_numbers(Heritage::Orc));
        let changed = set(&Sheet::new(), Attribute::Strength, 14);
        assert!(changed.preset_replaces_numbers(Heritage::Orc));
        assert!(!changed.preset_replaces_numbers(Heritage::Other));
        assert_eq!(preset(&changed, Heritage::Other), changed);
    }

    #[test]
    fn a_preset_is_one_undo_step() {
        use fiche_ombre::rules::journal::tracker::Tracker;
        use fiche_ombre::rules::rolls::dice::ScriptedRoller;
        let mut tracker = Tracker::new(Sheet::new());
        tracker.execute(&Command::ApplyPreset(Heritage::Goblin), &mut ScriptedRoller::new([])).unwrap();
        assert!(tracker.undo());
        assert_eq!(tracker.sheet(), &Sheet::new());
        assert!(!tracker.can_undo());
    }
}
