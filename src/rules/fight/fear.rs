//! Effrayant and Terrifiant creatures (docs/rules.md, "Frightening and
//! horrifying creatures"): the Will roll of a character who sees one, and
//! what its failure brings, through the whole Folie procedure of docs/rules.md.

use crate::rules::character::number::Rounds;
use crate::rules::command::{Command, CommandError};
use crate::rules::conditions::ConditionCode;
use crate::rules::journal::event::Event;
use crate::rules::journal::tracker::Tracker;
use crate::rules::rolls::dice::Roller;
use crate::rules::rolls::expression::{Amount, DiceExpr};
use crate::rules::rolls::roll::RollResult;
use crate::rules::variants::unit_enum;

unit_enum! {
    /// Which trait the creature has (Terrifiant wins when both are ticked).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
    pub enum Fear {
        Frightening,
        Horrifying,
    }
}

/// What a failed roll brought.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Consequence {
    /// effrayé for `die` (1d3) + Folie rounds.
    Frightened { die: u32, insanity: i32, rounds: u32 },
    /// Folie gained: 1, or 1d3 (Terrifiant on an effrayé character).
    Insanity(Amount),
}

/// The lines the journal gets, in the table's words.
pub enum Note<'a> {
    /// Before the roll.
    Roll { creature: &'a str, fear: Fear },
    /// Before the consequence of a failure.
    Failed { creature: &'a str, consequence: Consequence },
}

/// How the roll went for one character.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Faced {
    pub roll: RollResult,
    pub consequence: Option<Consequence>,
}

/// Rolls Volonté against `creature` (1 désavantage more when four or more
/// are in sight), then applies what a failure brings. Each step is one
/// action of the character's, its journal entry led by `words`' note.
pub fn face(
    tracker: &mut Tracker,
    creature: &str,
    fear: Fear,
    crowd: bool,
    roller: &mut dyn Roller,
    words: impl Fn(Note) -> String,
) -> Result<Faced, CommandError> {
    let roll = Command::ResistFear { crowd };
    let events = tracker.execute_noted(words(Note::Roll { creature, fear }), &roll, roller)?;
    let Some(roll) = events.into_iter().find_map(|e| match e {
        Event::Rolled(roll) => Some(roll),
        _ => None,
    }) else {
        return Err(CommandError::Dead);
    };
    if roll.success == Some(true) {
        return Ok(Faced { roll, consequence: None });
    }
    let frightened = tracker.sheet().conditions().has(ConditionCode::Frightened);
    let one = Amount::Fixed(1);
    let d3 = DiceExpr::new(1, 3, 0).map(Amount::Dice).unwrap_or(one);
    let consequence = match (fear, frightened) {
        (Fear::Frightening, false) => {
            let die = roller.roll(3);
            let insanity = tracker.sheet().insanity();
            let rounds = die + insanity.max(0) as u32;
            Consequence::Frightened { die, insanity, rounds }
        }
        (Fear::Frightening, true) | (Fear::Horrifying, false) => Consequence::Insanity(one),
        (Fear::Horrifying, true) => Consequence::Insanity(d3),
    };
    let command = match consequence {
        Consequence::Frightened { rounds, .. } => Command::Frighten { rounds: Rounds::new(rounds.into()).ok() },
        Consequence::Insanity(amount) => Command::GainInsanity(amount),
    };
    tracker.execute_noted(words(Note::Failed { creature, consequence }), &command, roller)?;
    Ok(Faced { roll, consequence: Some(consequence) })
}
