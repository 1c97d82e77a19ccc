//! Property tests: invariants that must hold after any sequence of commands.

use fiche_ombre::rules::character::defense::{defense, Base, EquipmentLine, Mode};
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::journal::tracker::Tracker;
use proptest::prelude::*;

use crate::strategies::{command, equipment_line, seeded};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn defense_follows_the_rules_words_for_any_lines(
        agility in 0..=30i32,
        ancestry in any::<bool>(),
        lines in prop::collection::vec(equipment_line(), 0..8),
        helpless in any::<bool>(),
    ) {
        let base = if ancestry { Base::Ancestry(agility) } else { Base::Agility(agility) };
        let result = defense(base, &lines, helpless);
        let (raw, total) = reference_defense(agility, &lines, helpless);
        prop_assert_eq!(result.raw, raw);
        prop_assert_eq!(result.total, total);
        prop_assert_eq!(result.capped, raw > 25);
        // The order of the lines never matters.
        let reversed: Vec<_> = lines.iter().rev().cloned().collect();
        prop_assert_eq!(defense(base, &reversed, helpless).total, total);
    }

    #[test]
    fn folie_stays_between_0_and_will_after_any_commands(
        seed in any::<u64>(),
        commands in prop::collection::vec(command(), 1..60),
    ) {
        let mut roller = seeded(seed);
        let mut sheet = Sheet::new();
        for command in &commands {
            if let Ok((next, _)) = sheet.apply(command, &mut roller) {
                sheet = next;
            }
            prop_assert!(sheet.insanity() >= 0);
            prop_assert!(sheet.insanity() <= sheet.insanity_max(), "{:?}", command);
            prop_assert!((0..=25).contains(&sheet.defense().total));
            prop_assert!(sheet.damage() >= 0);
        }
    }

    #[test]
    fn undo_restores_the_exact_previous_sheet(
        seed in any::<u64>(),
        commands in prop::collection::vec(command(), 1..40),
    ) {
        let mut roller = seeded(seed);
        let mut tracker = Tracker::new(Sheet::new());
        // The sheet before each undo step, oldest first.
        let mut seen = Vec::new();
        for command in &commands {
            let before = tracker.sheet().clone();
            let depth = tracker.undo_depth();
            if tracker.execute(command, &mut roller).is_ok() && tracker.undo_depth() > depth {
                seen.push(before);
            }
        }
        // Undoing every step walks back through them, newest first: every
        // applied change, edits included, is a step of its own.
        while let Some(expected) = seen.pop() {
            prop_assert!(tracker.undo());
            prop_assert_eq!(tracker.sheet(), &expected);
        }
        prop_assert!(!tracker.undo());
        prop_assert_eq!(tracker.sheet(), &Sheet::new());
    }

    #[test]
    fn an_invalid_command_never_changes_the_sheet(
        seed in any::<u64>(),
        commands in prop::collection::vec(command(), 1..40),
    ) {
        let mut roller = seeded(seed);
        let mut tracker = Tracker::new(Sheet::new());
        for command in &commands {
            let before = tracker.clone();
            if tracker.execute(command, &mut roller).is_err() {
                prop_assert_eq!(&tracker, &before);
            }
        }
    }
}

/// Défense as docs/rules.md words it, step by step: the highest replacing value
/// or else the base, plus every addition; 5 while helpless; never above 25
/// nor below 0. Returns the raw sum and the total.
// Spelled out rather than `clamp`: the oracle must not read like the code.
#[allow(clippy::manual_clamp)]
fn reference_defense(base: i32, lines: &[EquipmentLine], helpless: bool) -> (i32, i32) {
    let mut replacements: Vec<i32> =
        lines.iter().filter(|l| l.mode == Mode::Replace).map(|l| l.value.value()).collect();
    replacements.sort();
    let mut raw = replacements.last().copied().unwrap_or(base);
    for line in lines.iter().filter(|l| l.mode == Mode::Add) {
        raw += line.value.value();
    }
    let total = if helpless {
        5
    } else if raw > 25 {
        25
    } else if raw < 0 {
        0
    } else {
        raw
    };
    (raw, total)
}

/// The big properties see every command: `any_command` generates each
/// variant `command_name` knows (a new variant does not compile until it
/// is named there).
#[test]
fn every_command_is_generated() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = crate::strategies::any_command();
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..20_000 {
        seen.insert(crate::strategies::command_name(&strategy.new_tree(&mut runner).unwrap().current()));
    }
    let every: std::collections::BTreeSet<_> = crate::strategies::COMMANDS.into_iter().collect();
    assert_eq!(every.len(), crate::strategies::COMMANDS.len(), "each name once");
    let missing: Vec<_> = every.difference(&seen).collect();
    assert!(missing.is_empty(), "any_command never generates {missing:?}");
}
