//! docs/rules.md, "Settled points: Undo", through the tracker.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::journal::tracker::{SavedTracker, Tracker};
use fiche_ombre::rules::rolls::dice::ScriptedRoller;
use fiche_ombre::rules::time::clock::Period;

use crate::play::play;
use crate::support::*;

fn exec(tracker: &mut Tracker, command: Command, dice: &[u32]) {
    *tracker = play(std::mem::take(tracker), &[command], dice);
}

#[test]
fn undo_restores_the_exact_sheet_dice_included_and_marks_its_journal_lines() {
    let mut tracker = Tracker::new(with_insanity(4, 3));
    let before = tracker.sheet().clone();
    exec(&mut tracker, Command::GainInsanity(fixed(1)), &[6]);
    assert!(tracker.sheet().madness().is_some());
    let lines = tracker.journal().len();
    assert!(tracker.undo());
    assert_eq!(tracker.sheet(), &before);
    assert_eq!(tracker.journal().len(), lines, "journal lines stay");
    assert!(tracker.journal().entries().iter().all(|e| e.undone));
    // Nothing was re-rolled: the scripted roller had one d20 and it was used once.
}

#[test]
fn undo_is_at_least_fifty_deep() {
    // Sixty steps, every one of them undone in turn.
    let mut tracker = Tracker::new(Sheet::new());
    let mut sheets = vec![tracker.sheet().clone()];
    for _ in 0..60 {
        exec(&mut tracker, Command::EndOf(Period::Round), &[]);
        sheets.push(tracker.sheet().clone());
    }
    for expected in sheets.iter().rev().skip(1) {
        assert!(tracker.undo());
        assert_eq!(tracker.sheet(), expected);
    }
    assert!(!tracker.undo());
}

#[test]
fn two_edits_in_a_row_of_any_one_field_are_two_steps() {
    use fiche_ombre::rules::character::defense::ItemValue;
    use fiche_ombre::rules::character::profile::ProfileCommand;
    use fiche_ombre::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
    use fiche_ombre::rules::weapons_and_magic::weapons::WeaponDamage;
    use Command::*;
    let value = |v| ItemValue::new(v).unwrap();
    let damage = |d| WeaponDamage::parse(d).unwrap();
    // Every field a player types into, each edited twice in a row.
    let fields: Vec<(Command, Command)> = vec![
        (SetName("A".into()), SetName("Al".into())),
        (SetAncestry("H".into()), SetAncestry("Hu".into())),
        (SetAttribute(Attribute::Will, score(1)), SetAttribute(Attribute::Will, score(12))),
        (SetAncestryDefense(Some(score(1))), SetAncestryDefense(Some(score(13)))),
        (SetHealthBonus(num(1)), SetHealthBonus(num(2))),
        (SetDamage(num(1)), SetDamage(num(2))),
        (SetPerceptionBonus(num(1)), SetPerceptionBonus(num(2))),
        (SetEquipmentName(0, "C".into()), SetEquipmentName(0, "Co".into())),
        (SetEquipmentValue(0, value(1)), SetEquipmentValue(0, value(2))),
        (SetWeaponName(0, "É".into()), SetWeaponName(0, "Ép".into())),
        (SetWeaponProperties(0, "L".into()), SetWeaponProperties(0, "Lo".into())),
        (SetWeaponDamage(0, damage("1d6")), SetWeaponDamage(0, damage("1d8"))),
        (Profile(ProfileCommand::SetLevel(num(1))), Profile(ProfileCommand::SetLevel(num(2)))),
        (Talent(TalentCommand::SetName(0, "T".into())), Talent(TalentCommand::SetName(0, "Ta".into()))),
        (Spell(SpellCommand::SetName(0, "S".into())), Spell(SpellCommand::SetName(0, "So".into()))),
        (Talent(TalentCommand::SetDescription(0, "D".into())), Talent(TalentCommand::SetDescription(0, "De".into()))),
        (Talent(TalentCommand::SetUses(0, num(1))), Talent(TalentCommand::SetUses(0, num(12)))),
        (Spell(SpellCommand::SetTradition(0, "F".into())), Spell(SpellCommand::SetTradition(0, "Fe".into()))),
        (Spell(SpellCommand::SetRank(0, num(1))), Spell(SpellCommand::SetRank(0, num(2)))),
        (Spell(SpellCommand::SetDescription(0, "D".into())), Spell(SpellCommand::SetDescription(0, "De".into()))),
    ];
    let rows = [AddEquipment, AddWeapon, Talent(TalentCommand::Add), Spell(SpellCommand::Add)];
    let start = play(Tracker::new(with_will(12)), &rows, &[]);
    for (first, second) in fields {
        let mut tracker = start.clone();
        let before = tracker.sheet().clone();
        exec(&mut tracker, first.clone(), &[]);
        let after_first = tracker.sheet().clone();
        exec(&mut tracker, second, &[]);
        assert!(tracker.undo(), "{first:?}");
        assert_eq!(tracker.sheet(), &after_first, "{first:?}: Annuler takes back the second edit only");
        assert!(tracker.undo(), "{first:?}");
        assert_eq!(tracker.sheet(), &before, "{first:?}: then the first");
    }
}

#[test]
fn edits_of_two_different_profile_texts_in_a_row_are_two_steps() {
    use fiche_ombre::rules::character::profile::{ProfileCommand, Text};
    for first in Text::ALL {
        for second in Text::ALL.into_iter().filter(|t| *t != first) {
            let mut tracker = Tracker::new(Sheet::new());
            exec(&mut tracker, Command::Profile(ProfileCommand::SetText(first, "a".into())), &[]);
            let after_first = tracker.sheet().clone();
            exec(&mut tracker, Command::Profile(ProfileCommand::SetText(second, "b".into())), &[]);
            assert!(tracker.undo());
            assert_eq!(tracker.sheet(), &after_first, "{first:?} then {second:?}");
        }
    }
}

#[test]
fn the_history_keeps_the_last_hundred_steps_and_names_the_next_one() {
    use fiche_ombre::rules::journal::tracker::UNDO_DEPTH;
    let mut tracker = Tracker::new(Sheet::new());
    assert_eq!(tracker.next_undo_action(), None);
    for _ in 0..UNDO_DEPTH + 1 {
        exec(&mut tracker, Command::EndOf(Period::Round), &[]);
    }
    assert_eq!(UNDO_DEPTH, 100);
    assert_eq!(tracker.undo_depth(), 100, "the oldest step is let go");
    // Actions are numbered from 0: the last of 101 is action 100.
    assert_eq!(tracker.next_undo_action(), Some(100));
    assert!(tracker.undo());
    assert_eq!(tracker.next_undo_action(), Some(99));
}

#[test]
fn undo_takes_back_each_applied_edit_of_one_field() {
    // Force 12 then 14, Dégâts 3 then 5: each back in turn.
    let mut tracker = Tracker::new(Sheet::new());
    exec(&mut tracker, Command::SetAttribute(Attribute::Strength, score(12)), &[]);
    exec(&mut tracker, Command::SetAttribute(Attribute::Strength, score(14)), &[]);
    exec(&mut tracker, Command::SetDamage(num(3)), &[]);
    exec(&mut tracker, Command::SetDamage(num(5)), &[]);
    assert!(tracker.undo());
    assert_eq!(tracker.sheet().damage(), 3);
    assert!(tracker.undo());
    assert_eq!(tracker.sheet().damage(), 0);
    assert!(tracker.undo());
    assert_eq!(tracker.sheet().attributes().strength.value(), 12);
    assert!(tracker.undo());
    assert_eq!(tracker.sheet().attributes().strength.value(), 10);
    assert!(!tracker.can_undo());
}

#[test]
fn a_refused_command_leaves_no_undo_step() {
    let mut tracker = Tracker::new(Sheet::new());
    let mut roller = ScriptedRoller::new([]);
    assert!(tracker.execute(&Command::SetDamage(num(99)), &mut roller).is_err());
    assert!(!tracker.can_undo());
    assert!(tracker.journal().is_empty());
}

#[test]
fn an_update_from_a_link_is_journaled_and_closes_the_characters_own_undo() {
    let mut tracker = Tracker::new(Sheet::new());
    exec(&mut tracker, Command::EndOf(Period::Round), &[]);
    assert_eq!(tracker.undo_depth(), 1);
    tracker.note_update();
    let newest = tracker.journal().newest_first().next().unwrap();
    assert_eq!(newest.event.kind(), "updated");
    assert!(newest.event.is_note());
    // The table keeps the old version; on the character, nothing before the
    // update can be undone (its clock would go back under the line).
    assert_eq!(tracker.undo_depth(), 0);
    assert!(!tracker.undo());
    // A journal holding it reads back from storage as it was.
    let json = serde_json::to_string(&tracker).unwrap();
    let back = Tracker::try_from(serde_json::from_str::<SavedTracker>(&json).unwrap()).unwrap();
    assert_eq!(back.journal(), tracker.journal());
}

#[test]
fn an_update_from_a_link_is_journaled_as_its_own_action_and_ends_the_history() {
    use fiche_ombre::rules::journal::event::Event;
    let mut tracker = Tracker::new(Sheet::new());
    exec(&mut tracker, Command::EndOf(Period::Round), &[]);
    tracker.note_update();
    assert!(!tracker.can_undo(), "nothing before the update can be undone");
    let last = tracker.journal().entries().last().unwrap();
    assert!(matches!(last.event, Event::UpdatedFromLink));
    assert_eq!(last.action, 1, "the action after the round's");
    // The next action is numbered after the update.
    exec(&mut tracker, Command::EndOf(Period::Round), &[]);
    assert_eq!(tracker.next_undo_action(), Some(2));
}

#[test]
fn emptying_the_journal_keeps_the_sheet() {
    let mut tracker = Tracker::new(Sheet::new());
    exec(&mut tracker, Command::EndOf(Period::Round), &[]);
    let sheet = tracker.sheet().clone();
    tracker.clear_journal();
    assert_eq!(tracker.journal().len(), 0);
    assert_eq!(tracker.sheet(), &sheet);
}

/// Mutants left by `scripts/mutants.sh` (every talent or spell edit given
/// one key): edits of two different fields of a talent or a spell, or of
/// two talents, are two steps.
#[test]
fn edits_of_two_different_talent_or_spell_fields_in_a_row_are_two_steps() {
    use fiche_ombre::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
    use Command::*;
    let rows = [Talent(TalentCommand::Add), Talent(TalentCommand::Add), Spell(SpellCommand::Add)];
    let start = play(Tracker::new(Sheet::new()), &rows, &[]);
    let pairs = [
        (Talent(TalentCommand::SetName(0, "T".into())), Talent(TalentCommand::SetDescription(0, "D".into()))),
        (Talent(TalentCommand::SetName(0, "T".into())), Talent(TalentCommand::SetName(1, "U".into()))),
        (Talent(TalentCommand::SetUses(0, num(2))), Talent(TalentCommand::SetName(0, "T".into()))),
        (Spell(SpellCommand::SetName(0, "S".into())), Spell(SpellCommand::SetTradition(0, "F".into()))),
        (Spell(SpellCommand::SetRank(0, num(1))), Spell(SpellCommand::SetDescription(0, "D".into()))),
    ];
    for (first, second) in pairs {
        let mut tracker = start.clone();
        exec(&mut tracker, first.clone(), &[]);
        let after_first = tracker.sheet().clone();
        exec(&mut tracker, second.clone(), &[]);
        assert!(tracker.undo());
        assert_eq!(tracker.sheet(), &after_first, "{first:?} then {second:?}");
    }
}

/// A copy keeps the sheet and the journal, no undo history, and its name
/// says it is a copy, cut so that the whole stays within 80 characters.
#[test]
fn a_copy_is_named_as_a_copy_within_the_names_bound() {
    let mut original = Tracker::default();
    original.execute(&Command::SetName("Ysolde".into()), &mut ScriptedRoller::new([])).unwrap();
    let copy = original.copy_named("(copie)");
    assert_eq!(copy.sheet().name(), "Ysolde (copie)");
    assert_eq!(copy.journal(), original.journal());
    assert_eq!(copy.undo_depth(), 0);
    let long = "a".repeat(80);
    original.execute(&Command::SetName(long), &mut ScriptedRoller::new([])).unwrap();
    let name = original.copy_named("(copie)").sheet().name().to_string();
    assert_eq!((name.chars().count(), name.ends_with("a (copie)")), (80, true));
    assert_eq!(Tracker::default().copy_named("(copie)").sheet().name(), "copie");
}
