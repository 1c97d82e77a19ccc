//! The least a live table needs of this engine (bench/crdt/measure.sh):
//! a document with a list, an update made, encoded, and one applied.

use yrs::updates::decoder::Decode;
use yrs::{Array, Doc, ReadTxn, StateVector, Transact, Update};

static mut OUT: Vec<u8> = Vec::new();

#[no_mangle]
pub extern "C" fn step(a: u32, input_ptr: *const u8, input_len: usize) -> usize {
    let doc = Doc::with_client_id(a as u64);
    let log = doc.get_or_insert_array("log");
    {
        let mut txn = doc.transact_mut();
        log.push_back(&mut txn, format!("action {a}"));
        let input = unsafe { std::slice::from_raw_parts(input_ptr, input_len) };
        if let Ok(update) = Update::decode_v1(input) {
            let _ = txn.apply_update(update);
        }
    }
    let txn = doc.transact();
    let update = txn.encode_state_as_update_v1(&StateVector::default());
    let n = update.len() + log.len(&txn) as usize;
    unsafe {
        OUT = update;
    }
    n
}

#[no_mangle]
pub extern "C" fn sync(a: u32, input_ptr: *const u8, input_len: usize) -> usize {
    use yrs::sync::{Message, SyncMessage};
    use yrs::updates::encoder::Encode;
    let doc = Doc::with_client_id(a as u64);
    let input = unsafe { std::slice::from_raw_parts(input_ptr, input_len) };
    let reply = match Message::decode_v1(input) {
        Ok(Message::Sync(SyncMessage::SyncStep1(sv))) => {
            let txn = doc.transact();
            Message::Sync(SyncMessage::SyncStep2(txn.encode_state_as_update_v1(&sv))).encode_v1()
        }
        Ok(Message::Sync(SyncMessage::SyncStep2(u))) | Ok(Message::Sync(SyncMessage::Update(u))) => {
            if let Ok(update) = Update::decode_v1(&u) {
                let _ = doc.transact_mut().apply_update(update);
            }
            Vec::new()
        }
        _ => Message::Sync(SyncMessage::SyncStep1(doc.transact().state_vector())).encode_v1(),
    };
    let n = reply.len();
    unsafe {
        OUT = reply;
    }
    n
}
