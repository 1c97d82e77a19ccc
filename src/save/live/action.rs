//! One action at a live table, as every device replays it: who made it,
//! the rules' own command, and the dice the device that made it rolled.

use serde::{Deserialize, Serialize};

use crate::rules::command::Command;

/// The longest journal note an action may carry, in characters.
pub const MAX_NOTE: usize = 200;
/// The most dice one action may carry (a madness roll and its dice are a
/// handful; a peer cannot make a device replay more).
pub const MAX_FACES: usize = 64;

/// An action, unique at the table by its device and its count there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action {
    pub device: u64,
    pub seq: u32,
    /// Made on the GM's device: the journal says « (par le MJ) ».
    pub by_gm: bool,
    pub kind: ActionKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionKind {
    /// A command of the rules on the character, with the note its journal
    /// line starts with and the faces the maker's dice showed, in order.
    Run { command: Command, note: Option<String>, faces: Vec<u32> },
    /// Takes back the maker's own action `seq` (never another device's).
    Undo { seq: u32 },
}

/// Why what a peer sent was set aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeerError {
    /// Bytes that are not an update of the table's document.
    Malformed,
    /// An entry that is not an action this build reads.
    Unreadable,
    /// An action past its bounds (note or dice).
    TooLarge,
    /// A character's starting point that is not a character.
    BadCharacter,
}

impl Action {
    /// Reads an action a peer wrote, checked before it touches anything.
    pub fn from_peer(json: &str) -> Result<Action, PeerError> {
        let action: Action = serde_json::from_str(json).map_err(|_| PeerError::Unreadable)?;
        if let ActionKind::Run { note, faces, .. } = &action.kind {
            let long_note = note.as_ref().is_some_and(|n| n.chars().count() > MAX_NOTE);
            if long_note || faces.len() > MAX_FACES {
                return Err(PeerError::TooLarge);
            }
        }
        Ok(action)
    }
}
