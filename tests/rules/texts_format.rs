//! The character's free texts (`rules::character::texts_format`) read and
//! written exactly as serde's derive reads and writes them: by name in JSON
//! (any order, each optional, unknown fields skipped), in order in a link,
//! and refused with the same words.

use fiche_ombre::rules::character::profile::Texts;
use serde::{Deserialize, Serialize};

/// `Texts` as serde's derive reads and writes it.
mod by_derive {
    use super::*;

    #[derive(Debug, Default, Serialize, Deserialize)]
    pub struct Texts {
        #[serde(default)]
        pub novice_path: String,
        #[serde(default)]
        pub expert_path: String,
        #[serde(default)]
        pub master_path: String,
        #[serde(default)]
        pub professions: String,
        #[serde(default)]
        pub languages: String,
        #[serde(default)]
        pub wealth: String,
        #[serde(default)]
        pub notes: String,
    }
}

/// What each reader makes of `json`: the texts written back, or the error.
fn both_read(json: &str) -> (Result<String, String>, Result<String, String>) {
    let ours =
        serde_json::from_str::<Texts>(json).map(|t| serde_json::to_string(&t).unwrap()).map_err(|e| e.to_string());
    let derived = serde_json::from_str::<by_derive::Texts>(json)
        .map(|t| serde_json::to_string(&t).unwrap())
        .map_err(|e| e.to_string());
    (ours, derived)
}

#[test]
fn texts_are_read_and_refused_as_the_derive_does() {
    for json in [
        r#"{}"#,
        r#"{"novice_path":"Guerrier","expert_path":"Combattant","master_path":"Champion","professions":"Forgeron","languages":"Commune","wealth":"Aisé","notes":"Notes\nsur deux lignes"}"#,
        r#"{"notes":"fin","novice_path":"début"}"#,
        r#"{"wealth":"Pauvre","plus_tard":[1,{}]}"#,
        r#"{"wealth":"a","wealth":"b"}"#,
        r#"{"notes":3}"#,
        r#"{"notes":null}"#,
        r#"["a","b"]"#,
        r#"["a","b","c","d","e","f","g"]"#,
        r#"["a","b","c","d","e","f","g","h"]"#,
        r#"[1]"#,
        r#"[]"#,
        r#""texts""#,
        r#"null"#,
        r#"3"#,
        r#"{"notes":"a""#,
    ] {
        let (ours, derived) = both_read(json);
        assert_eq!(ours, derived, "{json}");
    }
}

#[test]
fn texts_are_written_as_the_derive_writes_them_in_json_and_in_a_link() {
    let json = r#"{"novice_path":"Guerrier","expert_path":"Combattant","master_path":"Champion","professions":"Forgeron","languages":"Commune","wealth":"Aisé","notes":"Notes"}"#;
    let ours: Texts = serde_json::from_str(json).unwrap();
    let derived: by_derive::Texts = serde_json::from_str(json).unwrap();
    assert_eq!(serde_json::to_string(&ours).unwrap(), json);
    let bytes = postcard::to_allocvec(&derived).unwrap();
    assert_eq!(postcard::to_allocvec(&ours).unwrap(), bytes);
    assert_eq!(postcard::from_bytes::<Texts>(&bytes).unwrap(), ours);
    for cut in 0..bytes.len() {
        let ours = postcard::from_bytes::<Texts>(&bytes[..cut]).map_err(|e| e.to_string());
        let derived = postcard::from_bytes::<by_derive::Texts>(&bytes[..cut]).map_err(|e| e.to_string());
        assert_eq!(ours.err(), derived.err(), "cut at {cut}");
    }
}
