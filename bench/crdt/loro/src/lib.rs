//! The least a live table needs of this engine (bench/crdt/measure.sh):
//! a document with a list, an update made, encoded, and one applied.

use loro::{ExportMode, LoroDoc};

static mut OUT: Vec<u8> = Vec::new();

#[no_mangle]
pub extern "C" fn step(a: u32, input_ptr: *const u8, input_len: usize) -> usize {
    let doc = LoroDoc::new();
    let _ = doc.set_peer_id(a as u64);
    let log = doc.get_list("log");
    let _ = log.push(format!("action {a}"));
    let input = unsafe { std::slice::from_raw_parts(input_ptr, input_len) };
    let _ = doc.import(input);
    let out = doc.export(ExportMode::all_updates()).unwrap_or_default();
    let n = out.len() + log.len();
    unsafe {
        OUT = out;
    }
    n
}
