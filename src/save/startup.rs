//! What the app decides about storage when it starts, without touching it:
//! how a stored character and the index are taken, the roster's order and
//! the character opened. `state::roster::load` reads storage, asks, and
//! carries out the answers.

use super::record::{decode_character, decode_index, Index, RecordError, Stored};

/// How a text found in storage is taken.
#[derive(Debug, PartialEq)]
pub enum Taken<T> {
    Read(T),
    /// A newer build wrote it: left where it is, not listed, said.
    Newer,
    /// Damaged: copied aside (and offered for download), then written over.
    Unreadable,
}

impl<T> From<Result<T, RecordError>> for Taken<T> {
    fn from(result: Result<T, RecordError>) -> Taken<T> {
        match result {
            Ok(read) => Taken::Read(read),
            Err(RecordError::UnknownVersion(_)) => Taken::Newer,
            Err(_) => Taken::Unreadable,
        }
    }
}

/// A character's record, of any version this build or a newer one wrote.
pub fn take_character(raw: &str) -> Taken<Stored> {
    decode_character(raw).into()
}

/// The index: the roster's order and the character open.
pub fn take_index(raw: &str) -> Taken<Index> {
    decode_index(raw).into()
}

/// The roster's order, from the ids of the characters read (in the order
/// found) and the index if read: the index's order first, those it does not
/// list after, as found; and the character to open, the index's if it was
/// read, else the first. `None` when no character was read.
pub fn order_and_open(found: &[String], index: Option<Index>) -> Option<(Vec<String>, String)> {
    let (listed, open) = index.map(|i| (i.order, i.open)).unwrap_or_default();
    let mut order: Vec<String> = listed.into_iter().filter(|id| found.contains(id)).collect();
    for id in found {
        if !order.contains(id) {
            order.push(id.clone());
        }
    }
    let open = open.filter(|id| order.contains(id)).or_else(|| order.first().cloned())?;
    Some((order, open))
}
