//! What goes to and comes from the relay: the Yjs sync protocol's own
//! messages (`yrs::sync`), as the Yjs websocket relay speaks them.

use yrs::sync::{Message, SyncMessage};
use yrs::updates::decoder::Decode;
use yrs::updates::encoder::Encode;

use super::action::PeerError;
use super::table::LiveTable;

/// The first message on a connection: what this device has seen, so that
/// the other side sends what it lacks.
pub fn hello(table: &LiveTable) -> Vec<u8> {
    Message::Sync(SyncMessage::SyncStep1(table.state_vector())).encode_v1()
}

/// A change made here, for every other device.
pub fn update(update: Vec<u8>) -> Vec<u8> {
    Message::Sync(SyncMessage::Update(update)).encode_v1()
}

/// What a message from the relay asks of this device.
#[derive(Debug, PartialEq)]
pub enum Heard {
    /// The other side said what it has seen: send it this, all it lacks.
    Answer { reply: Vec<u8> },
    /// Changes from elsewhere, merged here.
    Merged,
    /// The other side's answer to [`hello`]: all it had that this device
    /// lacked, merged here (this device has seen the whole table now).
    CaughtUp,
    /// A message the table does not use (who is connected, for instance).
    Ignored,
}

/// Reads one message from the relay, checked: what is not the protocol, or
/// an update that is not one, changes nothing.
pub fn hear(table: &LiveTable, message: &[u8]) -> Result<Heard, PeerError> {
    match Message::decode_v1(message).map_err(|_| PeerError::Malformed)? {
        Message::Sync(SyncMessage::SyncStep1(seen)) => {
            let reply = Message::Sync(SyncMessage::SyncStep2(table.missing_for(&seen))).encode_v1();
            Ok(Heard::Answer { reply })
        }
        Message::Sync(SyncMessage::SyncStep2(update)) => {
            table.apply(&update)?;
            Ok(Heard::CaughtUp)
        }
        Message::Sync(SyncMessage::Update(update)) => {
            table.apply(&update)?;
            Ok(Heard::Merged)
        }
        Message::Auth(_) | Message::AwarenessQuery | Message::Awareness(_) | Message::Custom(..) => Ok(Heard::Ignored),
    }
}
