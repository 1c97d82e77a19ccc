//! A live table's shared document (Yjs, through `yrs`): each character that
//! joined is its starting point and the list of actions made on it since,
//! on any device. Every device gets the same list in the same order from
//! the engine, and replays it through the rules: the same character
//! everywhere, each action applied once.

use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

use yrs::updates::decoder::Decode;
use yrs::{Any, Array, Doc, Map, Out, ReadTxn, StateVector, Transact, Update};

use super::action::{Action, ActionKind, PeerError};
use super::dice::Replaying;
use crate::rules::command::{Command, CommandError};
use crate::rules::journal::event::Event;
use crate::rules::journal::tracker::{Recorded, SavedTracker, Tracker};
use crate::rules::journal::Maker;
use crate::rules::rolls::dice::{Recording, Roller};

/// The root map of each joined character's starting point (its saved JSON).
const STARTS: &str = "personnages";
/// The root map that holds the GM's fight (its JSON, under [`FIGHT`]): the
/// GM alone changes it, the last version wins.
const FIGHTS: &str = "combat";
const FIGHT: &str = "fight";
/// The largest fight a peer may send (a fight of 40 creatures is ~60 KB).
pub const MAX_FIGHT_BYTES: usize = 512 * 1024;

/// A character as the table's actions leave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    pub tracker: Tracker,
    /// Actions the rules refused on the merged character, each by its maker
    /// and count, with why: refused the same way on every device.
    pub refused: Vec<(u64, u32, CommandError)>,
    /// Entries a peer wrote that are not actions this build reads.
    pub set_aside: usize,
}

/// One device's copy of the table.
pub struct LiveTable {
    doc: Doc,
    device: u64,
    /// Each character's last replay: from it, only actions that came since
    /// are run (a merge on a long journal must not replay it all).
    last: RefCell<HashMap<String, Last>>,
}

/// A character's last replay, and what it was made from.
struct Last {
    start: Arc<str>,
    actions: Vec<Action>,
    replayed: Replayed,
}

impl LiveTable {
    /// An empty table on this device (`device`: the engine's client id,
    /// random per device).
    pub fn new(device: u64) -> LiveTable {
        LiveTable { doc: Doc::with_client_id(device), device, last: RefCell::default() }
    }

    /// The table as this device kept it, to go on offline or after a reload.
    pub fn restore(device: u64, state: &[u8]) -> Result<LiveTable, PeerError> {
        let table = LiveTable::new(device);
        table.apply(state)?;
        Ok(table)
    }

    pub fn device(&self) -> u64 {
        self.device
    }

    /// The log of character `id` (a root list: two devices that both make
    /// it make the same one).
    fn log(&self, id: &str) -> yrs::ArrayRef {
        self.doc.get_or_insert_array(format!("actions:{id}"))
    }

    /// Brings character `id` to the table, as `start` is, unless it is there
    /// already (then the table's copy is the character from now on).
    pub fn join(&self, id: &str, start: &Tracker) {
        self.set_start(id, start, false);
    }

    /// Brings character `id` to the table as `start` is, its player's
    /// version: the table's copy from now on, with every action made on it
    /// since (the GM's hits while its player was away) replayed on it.
    pub fn join_as_owner(&self, id: &str, start: &Tracker) {
        self.set_start(id, start, true);
    }

    fn set_start(&self, id: &str, start: &Tracker, over_any: bool) {
        let starts = self.doc.get_or_insert_map(STARTS);
        let json = serde_json::to_string(start).unwrap_or_else(|_| unreachable!("a tracker always serializes"));
        let mut txn = self.doc.transact_mut();
        if over_any || starts.get(&txn, id).is_none() {
            starts.insert(&mut txn, id, json);
        }
    }

    /// Puts the GM's fight at the table (its JSON), if it changed.
    pub fn set_fight(&self, json: &str) {
        let fights = self.doc.get_or_insert_map(FIGHTS);
        let mut txn = self.doc.transact_mut();
        let same = matches!(fights.get(&txn, FIGHT), Some(Out::Any(Any::String(kept))) if &*kept == json);
        if !same {
            fights.insert(&mut txn, FIGHT, json);
        }
    }

    /// The GM's fight as the table has it (its JSON), if any and within
    /// bounds; whether it is a fight is the reader's check.
    pub fn fight(&self) -> Option<String> {
        let fights = self.doc.get_or_insert_map(FIGHTS);
        let txn = self.doc.transact();
        match fights.get(&txn, FIGHT)? {
            Out::Any(Any::String(json)) if json.len() <= MAX_FIGHT_BYTES => Some(json.to_string()),
            _ => None,
        }
    }

    /// The characters at the table, by id.
    pub fn characters(&self) -> BTreeSet<String> {
        let starts = self.doc.get_or_insert_map(STARTS);
        let txn = self.doc.transact();
        starts.keys(&txn).map(String::from).collect()
    }

    /// Character `id`'s starting point as the document holds it (its JSON).
    fn start_json(&self, id: &str) -> Option<Result<Arc<str>, PeerError>> {
        let starts = self.doc.get_or_insert_map(STARTS);
        let txn = self.doc.transact();
        match starts.get(&txn, id)? {
            Out::Any(Any::String(json)) => Some(Ok(json)),
            _ => Some(Err(PeerError::BadCharacter)),
        }
    }

    fn start(json: &str) -> Result<Tracker, PeerError> {
        let saved: Result<SavedTracker, _> = serde_json::from_str(json);
        saved.ok().and_then(|s| Tracker::try_from(s).ok()).ok_or(PeerError::BadCharacter)
    }

    /// Every entry of `id`'s log, in the table's order, read as a peer's.
    fn actions(&self, id: &str) -> Vec<Result<Action, PeerError>> {
        let log = self.log(id);
        let txn = self.doc.transact();
        log.iter(&txn)
            .map(|entry| match entry {
                Out::Any(Any::String(json)) => Action::from_peer(&json),
                _ => Err(PeerError::Unreadable),
            })
            .collect()
    }

    /// Character `id` as its starting point and every action since leave it.
    pub fn replay(&self, id: &str) -> Option<Result<Replayed, PeerError>> {
        let start = match self.start_json(id)? {
            Ok(json) => json,
            Err(error) => return Some(Err(error)),
        };
        let entries = self.actions(id);
        let set_aside = entries.iter().filter(|e| e.is_err()).count();
        let actions: Vec<Action> = entries.into_iter().flatten().collect();
        let undone = undone(&actions);
        // Only new actions since the last replay, none of them taken back,
        // on the same starting point: go on from it; otherwise from the start.
        let last = self.last.borrow_mut().remove(id).filter(|last| {
            last.start == start
                && actions.starts_with(&last.actions)
                && actions[last.actions.len()..]
                    .iter()
                    .all(|a| matches!(a.kind, ActionKind::Run { .. }) && !undone.contains(&(a.device, a.seq)))
        });
        let (mut replayed, from) = match last {
            Some(last) => (last.replayed, last.actions.len()),
            None => match Self::start(&start) {
                Ok(tracker) => (Replayed { tracker, refused: Vec::new(), set_aside }, 0),
                Err(error) => return Some(Err(error)),
            },
        };
        for action in &actions[from..] {
            let ActionKind::Run { command, note, faces } = &action.kind else { continue };
            if undone.contains(&(action.device, action.seq)) {
                continue;
            }
            let tracker = &mut replayed.tracker;
            let mut dice = Replaying::new(faces, action.device, action.seq);
            let before = tracker.next_action();
            match run(tracker, command, note.clone(), &mut dice) {
                Ok(_) => tracker.mark_made_by(before, if action.by_gm { Maker::Gm } else { Maker::Player }),
                Err(error) => replayed.refused.push((action.device, action.seq, error)),
            }
        }
        replayed.set_aside = set_aside;
        let kept = Last { start, actions, replayed: replayed.clone() };
        self.last.borrow_mut().insert(id.to_string(), kept);
        Some(Ok(replayed))
    }

    /// The next count of this device's actions.
    fn next_seq(&self) -> u32 {
        let ids = self.characters();
        let mine = ids.iter().flat_map(|id| self.actions(id)).flatten().filter(|a| a.device == self.device);
        mine.map(|a| a.seq + 1).max().unwrap_or(0)
    }

    /// Runs `command` on character `id` as the table has it, here; kept for
    /// every device only if the rules accept it. Returns what it did.
    pub fn act(
        &self,
        id: &str,
        by_gm: bool,
        command: Command,
        note: Option<String>,
        roller: &mut dyn Roller,
    ) -> Option<Result<Vec<Event>, CommandError>> {
        let mut tracker = self.replay(id)?.ok()?.tracker;
        let mut dice = Recording::new(roller);
        let outcome = run(&mut tracker, &command, note.clone(), &mut dice);
        if outcome.is_ok() {
            let faces = dice.faces;
            self.push(id, ActionKind::Run { command, note, faces }, by_gm);
        }
        Some(outcome)
    }

    /// Shares what this device's copy of `id` ran (the rules accepted it
    /// here already): each command with its dice, or an undo of this
    /// device's last action.
    pub fn record(&self, id: &str, by_gm: bool, ran: Vec<Recorded>) {
        for step in ran {
            match step {
                Recorded::Ran { command, note, faces } => {
                    self.push(id, ActionKind::Run { command, note, faces }, by_gm)
                }
                Recorded::Undid => {
                    self.undo(id, by_gm);
                }
            }
        }
    }

    /// Takes back this device's last action on `id` that is not taken back
    /// yet (never another device's). False when there is none.
    pub fn undo(&self, id: &str, by_gm: bool) -> bool {
        let actions: Vec<Action> = self.actions(id).into_iter().flatten().collect();
        let undone = undone(&actions);
        let last = actions
            .iter()
            .rev()
            .filter(|a| a.device == self.device && matches!(a.kind, ActionKind::Run { .. }))
            .find(|a| !undone.contains(&(a.device, a.seq)));
        match last {
            Some(action) => {
                self.push(id, ActionKind::Undo { seq: action.seq }, by_gm);
                true
            }
            None => false,
        }
    }

    fn push(&self, id: &str, kind: ActionKind, by_gm: bool) {
        let action = Action { device: self.device, seq: self.next_seq(), by_gm, kind };
        let json = serde_json::to_string(&action).unwrap_or_else(|_| unreachable!("an action always serializes"));
        let log = self.log(id);
        log.push_back(&mut self.doc.transact_mut(), json);
    }

    /// The whole table as an update: what this device keeps, and what a
    /// peer with nothing needs.
    pub fn state(&self) -> Vec<u8> {
        self.doc.transact().encode_state_as_update_v1(&StateVector::default())
    }

    /// What this device has seen, for a peer to send what it lacks.
    pub fn state_vector(&self) -> StateVector {
        self.doc.transact().state_vector()
    }

    /// What a peer that has seen `seen` lacks.
    pub fn missing_for(&self, seen: &StateVector) -> Vec<u8> {
        self.doc.transact().encode_state_as_update_v1(seen)
    }

    /// Merges a peer's update, checked: bytes that are not an update change
    /// nothing.
    pub fn apply(&self, update: &[u8]) -> Result<(), PeerError> {
        let update = Update::decode_v1(update).map_err(|_| PeerError::Malformed)?;
        self.doc.transact_mut().apply_update(update).map_err(|_| PeerError::Malformed)
    }
}

/// The actions taken back, each by its maker and count (an undo names its
/// own device's action only).
fn undone(actions: &[Action]) -> BTreeSet<(u64, u32)> {
    let undos = actions.iter().filter_map(|a| match a.kind {
        ActionKind::Undo { seq } => Some((a.device, seq)),
        ActionKind::Run { .. } => None,
    });
    undos.collect()
}

fn run(
    tracker: &mut Tracker,
    command: &Command,
    note: Option<String>,
    dice: &mut dyn Roller,
) -> Result<Vec<Event>, CommandError> {
    match note {
        Some(note) => tracker.execute_noted(note, command, dice),
        None => tracker.execute(command, dice),
    }
}
