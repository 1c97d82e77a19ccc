//! Writes the fixture files from the reference character. Run once per new
//! format version (`cargo test --test save -- --ignored write_fixtures`),
//! then commit them: older fixtures are never rewritten.

use std::path::Path;

use fiche_ombre::save::{record, share};

use crate::reference::{reference_character, reference_character_v3};

pub const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

#[test]
#[ignore]
fn write_fixtures() {
    let tracker = reference_character();
    let write = |name: &str, text: String| {
        let path = Path::new(DIR).join(name);
        if path.exists() {
            eprintln!("kept {name}");
        } else {
            std::fs::write(&path, text).unwrap();
            eprintln!("wrote {name}");
        }
    };
    // Version 2 as this build writes it; version 1 was the same character
    // object under {"version":1,"character":…}.
    write("storage-v2-character.json", record::encode_character(&tracker, 7, ""));
    let v1 = format!("{{\"version\":1,\"character\":{}}}", serde_json::to_string(&tracker).unwrap());
    write("storage-v1.json", v1);
    // Format 1 links were written by builds before format 2; the files
    // above are theirs. Format 2 (links) and version 3 (storage):
    let v3 = reference_character_v3();
    write("storage-v3-character.json", record::encode_character(&v3, 7, "0123456789abcdef"));
    // Format 2 links were written by builds before format 3; the files
    // above are theirs. Format 3 adds the identity:
    write("link-v3.txt", share::encode("0123456789abcdef", v3.sheet(), None));
    write("link-v3-journal.txt", share::encode("0123456789abcdef", v3.sheet(), Some(v3.journal())));
}
