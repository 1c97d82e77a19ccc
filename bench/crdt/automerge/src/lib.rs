//! The least a live table needs of this engine (bench/crdt/measure.sh):
//! a document with a list, an update made, encoded, and one applied.

use automerge::sync::{Message, State, SyncDoc};
use automerge::transaction::Transactable;
use automerge::{ActorId, AutoCommit, ObjType, ROOT};

static mut OUT: Vec<u8> = Vec::new();

#[no_mangle]
pub extern "C" fn step(a: u32, input_ptr: *const u8, input_len: usize) -> usize {
    let mut doc = AutoCommit::new().with_actor(ActorId::from(a.to_be_bytes().to_vec()));
    let log = doc.put_object(ROOT, "log", ObjType::List).unwrap();
    let _ = doc.insert(&log, 0, format!("action {a}"));
    let input = unsafe { std::slice::from_raw_parts(input_ptr, input_len) };
    let mut state = State::new();
    if let Ok(message) = Message::decode(input) {
        let _ = doc.sync().receive_sync_message(&mut state, message);
    }
    let out = doc.sync().generate_sync_message(&mut state).map(|m| m.encode()).unwrap_or_default();
    let n = out.len() + doc.save().len();
    unsafe {
        OUT = out;
    }
    n
}
