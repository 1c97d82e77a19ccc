//! RULES.md, "Settled points: Undo", through the tracker.

use fiche_ombre::rules::attributes::Attribute;
use fiche_ombre::rules::clock::Period;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::dice::ScriptedRoller;
use fiche_ombre::rules::sheet::Sheet;
use fiche_ombre::rules::tracker::Tracker;

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
fn undo_takes_back_consecutive_edits_of_one_field_as_one_step() {
    let mut tracker = Tracker::new(Sheet::new());
    exec(&mut tracker, Command::SetAttribute(Attribute::Strength, score(1)), &[]);
    exec(&mut tracker, Command::SetAttribute(Attribute::Strength, score(12)), &[]);
    exec(&mut tracker, Command::SetAttribute(Attribute::Agility, score(14)), &[]);
    assert!(tracker.undo());
    assert_eq!(tracker.sheet().attributes().agility.value(), 10);
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
    let back: Tracker = serde_json::from_str(&json).unwrap();
    assert_eq!(back.journal(), tracker.journal());
}
