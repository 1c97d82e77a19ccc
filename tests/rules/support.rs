//! Helpers: build sheets through commands, run a command with scripted dice
//! and check that exactly those dice were rolled.

use fiche_ombre::rules::character::attributes::{Attribute, Score};
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::conditions::{Condition, ConditionCode};
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::rolls::dice::ScriptedRoller;
use fiche_ombre::rules::rolls::expression::Amount;

/// Runs `command` with exactly `dice` (every one used, no other asked).
pub fn run(sheet: &Sheet, command: Command, dice: &[u32]) -> (Sheet, Vec<Event>) {
    let mut roller = ScriptedRoller::new(dice.iter().copied());
    let result = sheet.apply(&command, &mut roller).unwrap_or_else(|e| panic!("{command:?} refused: {e:?}"));
    assert_eq!(roller.remaining(), 0, "{command:?} left dice unused: asked {:?}", roller.sides_asked());
    result
}

/// Runs `command`, expecting a refusal, and checks that nothing was rolled.
pub fn refused(sheet: &Sheet, command: Command) -> CommandError {
    let mut roller = ScriptedRoller::new([]);
    sheet.apply(&command, &mut roller).expect_err("command accepted")
}

/// A bounded number of the rules (avantages, rounds, damage…), in bounds.
pub fn num<T: TryFrom<i64>>(value: i64) -> T
where
    T::Error: std::fmt::Debug,
{
    T::try_from(value).expect("a number in bounds")
}

pub fn score(value: i64) -> Score {
    Score::new(value).unwrap()
}

pub fn fixed(n: i32) -> Amount {
    Amount::fixed(n).unwrap()
}

pub fn dice(text: &str) -> Amount {
    Amount::parse(text).unwrap()
}

/// A new character with this Volonté.
pub fn with_will(will: i64) -> Sheet {
    set(&Sheet::new(), Attribute::Will, will)
}

pub fn set(sheet: &Sheet, attribute: Attribute, value: i64) -> Sheet {
    run(sheet, Command::SetAttribute(attribute, score(value)), &[]).0
}

/// A character with Volonté `will` and Folie `insanity` below it, not mad.
pub fn with_insanity(will: i64, insanity: i32) -> Sheet {
    assert!(insanity < will as i32);
    let sheet = with_will(will);
    if insanity == 0 {
        return sheet;
    }
    run(&sheet, Command::GainInsanity(fixed(insanity)), &[]).0
}

/// A character with Volonté `will` who just went mad with this d20
/// (and `then` for the dice the row rolls at once, e.g. Épiphanie's).
pub fn mad(will: i64, d20: u32, then: &[u32]) -> Sheet {
    let sheet = with_insanity(will, will as i32 - 1);
    let mut script = vec![d20];
    script.extend_from_slice(then);
    run(&sheet, Command::GainInsanity(fixed(1)), &script).0
}

pub fn condition(sheet: &Sheet, code: ConditionCode) -> Option<Condition> {
    sheet.conditions().get(code).copied()
}

pub fn kinds(events: &[Event]) -> Vec<&'static str> {
    events.iter().map(Event::kind).collect()
}
