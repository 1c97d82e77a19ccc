//! Playing a character forward in a test: commands in order, with exactly
//! the dice given. A refused command, or a die left unused, fails the test
//! at once, naming the command.

use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::rolls::dice::ScriptedRoller;

/// `tracker` after `commands`, rolled with exactly `dice`.
pub fn play(mut tracker: Tracker, commands: &[Command], dice: &[u32]) -> Tracker {
    let mut roller = ScriptedRoller::new(dice.iter().copied());
    for command in commands {
        if let Err(refusal) = tracker.execute(command, &mut roller) {
            panic!("{command:?} refused: {refusal:?}");
        }
    }
    assert_eq!(roller.remaining(), 0, "dice left unused after {commands:?}");
    tracker
}
