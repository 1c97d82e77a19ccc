//! Every state the sheet can reach by commands saves, shares and exports:
//! after each step of any sequence of commands, the sheet passes the
//! checked constructor and comes back the same from the stored record, the
//! link and the file.

use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::save::{file, record, share};
use proptest::prelude::*;

use crate::strategies::{any_command, character, seeded};

fn comes_back(tracker: &Tracker) -> Result<(), TestCaseError> {
    prop_assert_eq!(tracker.sheet().check(), Ok(()));
    let written = record::encode_character(tracker, 3, "0123456789abcdef");
    let stored = record::decode_character(&written);
    let stored = stored.map_err(|e| TestCaseError::fail(format!("record refused: {e:?}")))?;
    // What this build writes, it reads whole: nothing is taken for a newer build's field.
    let json = serde_json::to_string(tracker).unwrap();
    prop_assert_eq!(record::unknown_fields(&written, &stored, &json), None);
    prop_assert_eq!(stored.character.sheet(), tracker.sheet());
    prop_assert_eq!(stored.character.journal(), tracker.journal());
    let link = share::encode("0123456789abcdef", tracker.sheet(), Some(tracker.journal()));
    let shared = share::decode(&link).map_err(|e| TestCaseError::fail(format!("link refused: {e:?}")))?;
    prop_assert_eq!(&shared.sheet, tracker.sheet());
    prop_assert_eq!(shared.journal.as_ref(), Some(tracker.journal()));
    let imported = file::import(&file::export(&[tracker])).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    prop_assert_eq!(imported[0].sheet(), tracker.sheet());
    prop_assert_eq!(imported[0].journal(), tracker.journal());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_reachable_state_saves_shares_and_exports(
        start in character(),
        seed in any::<u64>(),
        commands in prop::collection::vec(any_command(), 1..50),
    ) {
        let mut tracker = start;
        let mut roller = seeded(seed);
        for command in &commands {
            let _ = tracker.execute(command, &mut roller);
            comes_back(&tracker)?;
        }
    }
}

/// The two edits the audit found: a lower maximum under what was spent.
#[test]
fn lowering_uses_or_raising_a_rank_under_what_was_spent_still_saves() {
    use fiche_ombre::rules::character::profile::{Power, ProfileCommand};
    use fiche_ombre::rules::command::Command;
    use fiche_ombre::rules::weapons_and_magic::magic::{Rank, SpellCommand, TalentCommand, Uses};
    let mut roller = seeded(1);
    let mut tracker = Tracker::default();
    let mut run = |tracker: &mut Tracker, command: Command| tracker.execute(&command, &mut roller).unwrap();
    run(&mut tracker, Command::Talent(TalentCommand::Add));
    run(&mut tracker, Command::Talent(TalentCommand::SetUses(0, Uses::new(3).unwrap())));
    run(&mut tracker, Command::Talent(TalentCommand::Use(0)));
    run(&mut tracker, Command::Talent(TalentCommand::Use(0)));
    let mut lowered = tracker.clone();
    run(&mut lowered, Command::Talent(TalentCommand::SetUses(0, Uses::new(1).unwrap())));
    assert_eq!(lowered.sheet().talent(0).unwrap().left(), Some(0));
    comes_back(&lowered).unwrap();
    run(&mut tracker, Command::Talent(TalentCommand::SetUses(0, Uses::new(0).unwrap())));
    assert_eq!(tracker.sheet().talent(0).unwrap().left(), None, "0: à volonté");
    comes_back(&tracker).unwrap();

    run(&mut tracker, Command::Profile(ProfileCommand::SetPower(Power::new(5).unwrap())));
    run(&mut tracker, Command::Spell(SpellCommand::Add));
    run(&mut tracker, Command::Spell(SpellCommand::SetRank(0, Rank::new(1).unwrap())));
    for _ in 0..3 {
        run(&mut tracker, Command::Spell(SpellCommand::Cast(0)));
    }
    run(&mut tracker, Command::Spell(SpellCommand::SetRank(0, Rank::new(10).unwrap())));
    assert_eq!(tracker.sheet().spell(0).unwrap().left(Power::new(5).unwrap()), 0);
    comes_back(&tracker).unwrap();
}
