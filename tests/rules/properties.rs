//! Property tests: invariants that must hold after any sequence of commands.

use fiche_ombre::rules::clock::Period;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::defense::{defense, Base};
use fiche_ombre::rules::sheet::Sheet;
use fiche_ombre::rules::tracker::Tracker;
use proptest::prelude::*;

use crate::strategies::{command, equipment_line, seeded};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn defense_is_always_between_0_and_25(
        agility in 0..=30i32,
        ancestry in any::<bool>(),
        lines in prop::collection::vec(equipment_line(), 0..8),
        helpless in any::<bool>(),
    ) {
        let base = if ancestry { Base::Ancestry(agility) } else { Base::Agility(agility) };
        let result = defense(base, &lines, helpless);
        prop_assert!((0..=25).contains(&result.total));
        prop_assert_eq!(result.capped, result.raw > 25);
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
        let mut seen = vec![tracker.sheet().clone()];
        for command in &commands {
            let before = tracker.sheet().clone();
            let depth = tracker.undo_depth();
            if tracker.execute(command, &mut roller).is_ok() && tracker.undo_depth() > depth {
                seen.push(tracker.sheet().clone());
                let mut copy = tracker.clone();
                prop_assert!(copy.undo());
                prop_assert_eq!(copy.sheet(), &before);
            }
        }
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

    #[test]
    fn an_hour_of_time_equals_sixty_minutes(
        seed in any::<u64>(),
        setup in prop::collection::vec(command(), 0..20),
    ) {
        // From the start of an hour, one "Fin de l'heure" and sixty "Fin de la
        // minute" with the same dice give the same sheet.
        let mut roller = seeded(seed);
        let mut sheet = Sheet::new();
        for command in &setup {
            if let Ok((next, _)) = sheet.apply(command, &mut roller) {
                sheet = next;
            }
        }
        let (sheet, _) = sheet.apply(&Command::EndOf(Period::Hour), &mut roller).unwrap();
        let dice_seed = seed.rotate_left(17);
        let (by_hour, _) = sheet.apply(&Command::EndOf(Period::Hour), &mut seeded(dice_seed)).unwrap();
        let mut by_minutes = sheet.clone();
        let mut minute_roller = seeded(dice_seed);
        for _ in 0..60 {
            by_minutes = by_minutes.apply(&Command::EndOf(Period::Minute), &mut minute_roller).unwrap().0;
        }
        prop_assert_eq!(by_hour, by_minutes);
    }
}
