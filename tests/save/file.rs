//! Files: export and import, and the field at fault when a file is wrong.

use fiche_ombre::rules::checks::sheet_error::SheetError;
use fiche_ombre::save::file::{export, import, FieldProblem, FileError};
use proptest::prelude::*;

use crate::reference::reference_character;
use crate::strategies::character;

#[test]
fn exported_characters_import_back() {
    let a = reference_character();
    let b = fiche_ombre::rules::journal::tracker::Tracker::default();
    let imported = import(&export(&[&a, &b])).unwrap();
    assert_eq!(imported.len(), 2);
    assert_eq!(imported[0].sheet(), a.sheet());
    assert_eq!(imported[0].journal(), a.journal());
    assert_eq!(imported[1].sheet(), b.sheet());
}

fn with(path: &[&str], value: serde_json::Value) -> String {
    let mut json: serde_json::Value = serde_json::from_str(&export(&[&reference_character()])).unwrap();
    let mut target = &mut json["characters"][0];
    for key in &path[..path.len() - 1] {
        target = &mut target[*key];
    }
    target[path[path.len() - 1]] = value;
    json.to_string()
}

#[test]
fn a_wrong_field_is_named_with_its_problem() {
    let err = import(&with(&["sheet", "attributes", "will"], 31.into())).unwrap_err();
    assert_eq!(
        err,
        FileError::Field { path: "characters[0].sheet.attributes.will".into(), problem: FieldProblem::TooHigh(30) }
    );
    let err = import(&with(&["sheet", "attributes", "agility"], "douze".into())).unwrap_err();
    assert!(
        matches!(err, FileError::Field { ref path, problem: FieldProblem::WrongType } if path.ends_with("agility"))
    );
    let err = import(&with(&["sheet", "health_bonus"], (-1).into())).unwrap_err();
    assert!(matches!(err, FileError::Field { problem: FieldProblem::TooLow(0), .. }));
    let err =
        import(&with(&["sheet", "equipment"], serde_json::json!([{"id": 0, "name": "x", "mode": "Fly", "value": 1}])))
            .unwrap_err();
    assert!(matches!(err, FileError::Field { problem: FieldProblem::UnknownValue, .. }), "{err:?}");
    let mut json: serde_json::Value = serde_json::from_str(&export(&[&reference_character()])).unwrap();
    json["characters"][0]["sheet"].as_object_mut().unwrap().remove("name");
    assert!(matches!(import(&json.to_string()), Err(FileError::Field { problem: FieldProblem::Missing, .. })));
    // A character that is a list, not an object: its path as written.
    let err = import(r#"{"format":"fiche-ombre","version":2,"characters":[[[1]]]}"#).unwrap_err();
    assert_eq!(err, FileError::Field { path: "characters[0][0][0]".into(), problem: FieldProblem::WrongType });
}

#[test]
fn a_character_that_breaks_a_rule_is_refused() {
    let err = import(&with(&["sheet", "insanity"], 13.into())).unwrap_err();
    assert_eq!(err, FileError::Invalid { index: 0, error: SheetError::InsanityOutOfRange { insanity: 13, will: 12 } });
    let err = import(&with(&["sheet", "name"], "x".repeat(81).into())).unwrap_err();
    assert!(matches!(err, FileError::Invalid { .. }));
}

#[test]
fn files_that_are_not_ours_are_refused() {
    assert!(matches!(import("{pas du json"), Err(FileError::NotJson { line: 1, .. })));
    assert_eq!(import("[1, 2]"), Err(FileError::NotOurs));
    assert_eq!(import("{\"format\":\"autre\",\"version\":1}"), Err(FileError::NotOurs));
    assert_eq!(
        import("{\"format\":\"fiche-ombre\",\"version\":5,\"characters\":[]}"),
        Err(FileError::UnknownVersion(5))
    );
    assert_eq!(import("{\"format\":\"fiche-ombre\",\"version\":1,\"characters\":[]}"), Err(FileError::Empty));
    assert_eq!(import(&" ".repeat(fiche_ombre::save::file::MAX_FILE_BYTES + 1)), Err(FileError::TooLarge));
}

#[test]
fn a_number_too_large_for_any_field_is_refused_where_it_is_written() {
    // serde_json refuses it while splitting the text, before any field is
    // read: the player is told the line and column, as for a typing slip.
    let text = "{\"format\": \"fiche-ombre\",\n \"version\": 1e400, \"characters\": []}";
    assert!(matches!(import(text), Err(FileError::NotJson { line: 2, column: 17 })), "{:?}", import(text));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_character_survives_export_and_import(tracker in character()) {
        let imported = import(&export(&[&tracker])).unwrap();
        prop_assert_eq!(imported[0].sheet(), tracker.sheet());
        prop_assert_eq!(imported[0].journal(), tracker.journal());
    }

    #[test]
    fn importing_never_panics(text in "\\PC{0,200}") {
        let _ = import(&text);
    }
}

#[test]
fn an_import_error_names_the_field_where_it_is() {
    let character = reference_character();
    let whole: serde_json::Value = serde_json::from_str(&export(&[&character, &character])).unwrap();
    let edited = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut json = whole.clone();
        edit(&mut json);
        import(&json.to_string()).unwrap_err()
    };
    assert_eq!(
        edited(&|j| j["characters"][1]["sheet"]["equipment"][1]["value"] = "x".into()),
        FileError::Field { path: "characters[1].sheet.equipment[1].value".into(), problem: FieldProblem::WrongType }
    );
    assert_eq!(
        edited(&|j| {
            j["characters"][1]["sheet"].as_object_mut().unwrap().remove("name");
        }),
        FileError::Field { path: "characters[1].sheet.name".into(), problem: FieldProblem::Missing }
    );
    assert!(matches!(
        edited(&|j| j["characters"][1]["sheet"]["insanity"] = 13.into()),
        FileError::Invalid { index: 1, error: SheetError::InsanityOutOfRange { .. } }
    ));
    let twice = export(&[&character]).replacen("\"name\":", "\"name\":\"Autre\",\"name\":", 1);
    assert_eq!(
        import(&twice),
        Err(FileError::Field { path: "characters[0].sheet".into(), problem: FieldProblem::Duplicate("name".into()) })
    );
}

#[test]
fn a_file_of_version_0_is_of_an_unknown_format() {
    let text = export(&[&reference_character()]).replacen("\"version\":2", "\"version\":0", 1);
    assert_eq!(import(&text), Err(FileError::UnknownFormat));
    let said = fiche_ombre::text::file_error(&FileError::UnknownFormat);
    assert!(said.contains("format est inconnu") && !said.contains("plus récente"), "{said}");
}

#[test]
fn an_extra_key_with_many_distinct_keys_imports() {
    let character = reference_character();
    let keys: Vec<String> = (0..80_000).map(|n| format!("\"k{n}\":{n}")).collect();
    let text = export(&[&character]).replacen('{', &format!("{{\"plus\":{{{}}},", keys.join(",")), 1);
    assert!(text.len() > 800_000);
    assert_eq!(import(&text).unwrap()[0].sheet(), character.sheet());
}

#[test]
fn a_rule_code_written_in_a_file_is_not_taken_for_a_rule_refusal() {
    let forged =
        export(&[&reference_character()]).replacen("\"mode\":\"Replace\"", "\"mode\":\"fiche-invalide:0,99,5;\"", 1);
    let error = import(&forged).unwrap_err();
    assert!(matches!(error, FileError::Field { problem: FieldProblem::UnknownValue, .. }), "{error:?}");
    let said = fiche_ombre::text::file_error(&error);
    assert!(!said.contains("99") && !said.contains("fiche-invalide"), "{said}");
}

#[test]
fn control_characters_are_refused_in_names_and_texts() {
    use fiche_ombre::rules::command::{Command, CommandError};
    use fiche_ombre::rules::rolls::dice::ScriptedRoller;
    let character = reference_character();
    let nul = export(&[&character]).replacen("\"name\":\"", "\"name\":\"A\\u0000", 1);
    assert_eq!(import(&nul), Err(FileError::Invalid { index: 0, error: SheetError::ControlCharacter }));
    let mut tracker = character.clone();
    let mut roller = ScriptedRoller::new([]);
    assert_eq!(
        tracker.execute(&Command::SetName("Ysolde\u{1b}[31m".into()), &mut roller),
        Err(CommandError::ControlCharacter)
    );
    // A free text keeps its line breaks.
    let notes = fiche_ombre::rules::character::profile::ProfileCommand::SetText(
        fiche_ombre::rules::character::profile::Text::Notes,
        "ligne 1\nligne 2".into(),
    );
    assert!(tracker.execute(&Command::Profile(notes), &mut roller).is_ok());
}

#[test]
fn a_header_key_written_twice_is_refused_as_such() {
    let twice = r#"{"format":"fiche-ombre","version":2,"characters":[],"characters":[]}"#;
    assert_eq!(
        fiche_ombre::save::file::import(twice),
        Err(FileError::Field { path: String::new(), problem: FieldProblem::Duplicate("characters".into()) })
    );
}

/// Every object key of `value`, with its path as the import names it
/// (`characters[0].sheet.attributes.will`).
fn key_paths(value: &serde_json::Value, at: &str, out: &mut Vec<(String, String)>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, inner) in map {
                let path = if at.is_empty() { key.clone() } else { format!("{at}.{key}") };
                out.push((key.clone(), path.clone()));
                key_paths(inner, &path, out);
            }
        }
        serde_json::Value::Array(items) => {
            for (i, inner) in items.iter().enumerate() {
                key_paths(inner, &format!("{at}[{i}]"), out);
            }
        }
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A file's error names its field in French: no key of the format
    /// (`kind`, `last_check`, `period`…) reaches the player as it is written.
    #[test]
    fn every_field_of_a_file_is_named_in_french(
        start in character(),
        seed in any::<u64>(),
        commands in prop::collection::vec(crate::strategies::any_command(), 1..40),
    ) {
        let mut tracker = start;
        let mut roller = crate::strategies::seeded(seed);
        for command in &commands {
            let _ = tracker.execute(command, &mut roller);
        }
        let json: serde_json::Value = serde_json::from_str(&export(&[&tracker])).unwrap();
        let mut paths = Vec::new();
        key_paths(&json["characters"], "characters", &mut paths);
        for (key, path) in paths {
            let said = fiche_ombre::text::file_error(&FileError::Field { path: path.clone(), problem: FieldProblem::WrongType });
            let english = said.split(" › ").flat_map(|part| part.split(" : ")).any(|part| part.trim() == key);
            prop_assert!(!english, "{path} is said « {said} »");
        }
    }
}

#[test]
fn a_newer_builds_fields_go_from_a_file_to_its_record_and_back_to_a_file() {
    use fiche_ombre::save::file::{export_records, import_keeping};
    use fiche_ombre::save::record::{decode_character, encode_character, encode_keeping, unknown_fields};

    let tracker = reference_character();
    let file = export(&[&tracker]);
    // The same file version, as a newer build would write it.
    let newer = file.replacen("\"sheet\":{", "\"portrait\":\"p.png\",\"sheet\":{\"chance\":3,", 1);
    let [(read, unknown)]: [_; 1] = import_keeping(&newer).unwrap().try_into().unwrap();
    assert_eq!(read.sheet(), tracker.sheet());
    let unknown = unknown.expect("the newer fields are kept");
    assert_eq!(unknown, r#"{"character":{"portrait":"p.png","sheet":{"chance":3}}}"#);
    // Saved as a record with them, read back with them, exported with them.
    let json = serde_json::to_string(&read).unwrap();
    let record = encode_keeping(&json, 1, "0123456789abcdef", Some(&unknown));
    let stored = decode_character(&record).unwrap();
    assert!(unknown_fields(&record, &stored, &json).is_some());
    let again = export_records(&[record]);
    assert!(again.contains("\"portrait\":\"p.png\"") && again.contains("\"chance\":3"), "{again}");
    assert_eq!(import(&again).unwrap()[0].sheet(), tracker.sheet());
    // An older file version and a file this build wrote have nothing to keep,
    // and a record's file is the file of its character.
    assert_eq!(import_keeping(&newer.replace("\"version\":2", "\"version\":1")).unwrap()[0].1, None);
    assert_eq!(import_keeping(&file).unwrap()[0].1, None);
    assert_eq!(export_records(&[encode_character(&tracker, 3, "0123456789abcdef")]), file);
}

#[test]
fn the_gms_bestiary_and_fight_go_into_the_file_and_come_back_out() {
    use fiche_ombre::save::file::{export_records, export_with_table, header, TableParts};
    use fiche_ombre::save::record::encode_character;
    let record = encode_character(&reference_character(), 1, "0123456789abcdef");
    let table = TableParts {
        bestiary: Some(r#"[{"name":"Gobelin"}]"#.to_string()),
        fight: Some(r#"{"creatures":[],"participants":[],"next_id":1}"#.to_string()),
    };
    let file = export_with_table(std::slice::from_ref(&record), &table);
    assert_eq!(header(&file).unwrap().table(), &table);
    assert_eq!(import(&file).unwrap()[0].sheet(), reference_character().sheet());
    // A player's export has neither; a part that is not JSON is left out.
    let plain = export_records(std::slice::from_ref(&record));
    assert!(!plain.contains("bestiary") && !plain.contains("fight"), "{plain}");
    assert_eq!(header(&plain).unwrap().table(), &TableParts::default());
    let broken = TableParts { bestiary: Some("[{".to_string()), fight: None };
    assert_eq!(header(&export_with_table(&[record], &broken)).unwrap().table(), &TableParts::default());
}
