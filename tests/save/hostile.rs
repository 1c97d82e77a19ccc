//! Data made by someone hostile, or by months of play: counters at their
//! limits, states no command can produce, journals that run long. Each is
//! either refused at the door in French terms, or works with every command
//! afterwards (never a panic, never a sheet that fails its own check).

use fiche_ombre::rules::checks::sheet_error::SheetError;
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::journal::MAX_JOURNAL;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::rules::time::clock::Period;
use fiche_ombre::rules::time::clock::MAX_CLOCK;
use fiche_ombre::save::file::{export, import, FileError};
use fiche_ombre::save::record::{decode_character, RecordError};
use proptest::prelude::*;
use serde_json::{json, Value};

use crate::reference::reference_character;
use crate::strategies::{character, command, seeded};

/// The reference character exported, changed by `edit`, imported.
fn import_edited(edit: impl FnOnce(&mut Value)) -> Result<Vec<Tracker>, FileError> {
    let mut file: Value = serde_json::from_str(&export(&[&reference_character()])).unwrap();
    edit(&mut file["characters"][0]);
    import(&file.to_string())
}

fn refused_for(edit: impl FnOnce(&mut Value)) -> SheetError {
    match import_edited(edit) {
        Err(FileError::Invalid { index: 0, error }) => error,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn equipment_added_at_the_last_id_never_wraps() {
    let mut imported = import_edited(|c| c["sheet"]["next_equipment_id"] = json!(u32::MAX)).unwrap();
    let tracker = &mut imported[0];
    let before = tracker.sheet().equipment().len();
    tracker.execute(&Command::AddEquipment, &mut seeded(1)).unwrap();
    assert_eq!(tracker.sheet().equipment().len(), before + 1);
    assert_eq!(tracker.sheet().check(), Ok(()));
    let ids: Vec<u32> = tracker.sheet().equipment().iter().map(|l| l.id).collect();
    assert_eq!(ids, (0..ids.len() as u32).collect::<Vec<_>>(), "numbered afresh");
    assert!(import(&export(&[tracker])).is_ok(), "and it saves and loads again");
}

#[test]
fn the_clock_stops_at_its_bound_with_a_refusal_not_a_wrap() {
    let at_bound = MAX_CLOCK.rounds() - 1;
    let mut imported = import_edited(|c| {
        c["sheet"]["clock"] = json!(at_bound);
        c["journal"] = json!({ "entries": [] });
        c["sheet"]["madness"] = Value::Null;
    })
    .unwrap();
    let tracker = &mut imported[0];
    tracker.execute(&Command::EndOf(Period::Round), &mut seeded(1)).unwrap();
    assert_eq!(tracker.sheet().clock(), MAX_CLOCK);
    assert_eq!(tracker.execute(&Command::EndOf(Period::Round), &mut seeded(1)), Err(CommandError::ClockFull));
    assert_eq!(tracker.sheet().clock(), MAX_CLOCK);
    assert_eq!(refused_for(|c| c["sheet"]["clock"] = json!(u64::MAX)), SheetError::ClockOutOfRange);
}

#[test]
fn an_action_counter_at_its_maximum_is_numbered_afresh() {
    let mut imported = import_edited(|c| {
        let entries = c["journal"]["entries"].as_array_mut().unwrap();
        let last = entries.len() - 1;
        entries[last]["action"] = json!(u64::MAX);
    })
    .unwrap();
    let tracker = &mut imported[0];
    tracker.execute(&Command::GainInsanity(Amount::fixed(1).unwrap()), &mut seeded(3)).unwrap();
    assert!(tracker.undo());
    let undone: Vec<bool> = tracker.journal().entries().iter().map(|e| e.undone).collect();
    let fresh = undone.iter().rev().take_while(|u| **u).count();
    assert!(fresh >= 1 && undone.len() - fresh > 0, "undo marks only the new action's lines: {undone:?}");
}

#[test]
fn a_madness_past_its_end_is_refused() {
    // Auto-mutilation (d20 3) begun at round 0 ends at the second end of
    // minute (round 12); a clock at 100 would never end it.
    let error = refused_for(|c| {
        c["sheet"]["madness"] = json!({ "kind": "SelfMutilation", "d20": 3, "started_at": 0, "last_check": null });
        c["sheet"]["clock"] = json!(100);
    });
    assert_eq!(error, SheetError::MadnessPastItsEnd);
}

#[test]
fn death_without_the_condition_mort_is_refused() {
    let error = refused_for(|c| {
        c["sheet"]["madness"] = json!({ "kind": "Death", "d20": 1, "started_at": 0, "last_check": null });
        c["sheet"]["conditions"] = json!([]);
    });
    assert_eq!(error, SheetError::DeathWithoutMort);
}

/// A spell's rank on a journal line is held to its bounds by the journal's
/// check, after serde, as the line's other numbers are.
#[test]
fn a_journal_line_with_a_rank_no_spell_has_is_refused() {
    let file = export(&[&crate::reference::reference_character_v3()]);
    let mut file: Value = serde_json::from_str(&file).unwrap();
    let entries = file["characters"][0]["journal"]["entries"].as_array_mut().unwrap();
    let at = entries.iter().position(|e| e["event"].get("SpellCast").is_some()).expect("the reference casts a spell");
    entries[at]["event"]["SpellCast"]["rank"] = json!(11);
    assert_eq!(
        import(&file.to_string()),
        Err(FileError::Invalid { index: 0, error: SheetError::JournalLine { line: at } })
    );
}

#[test]
fn journal_lines_with_impossible_numbers_are_refused() {
    let line = |entries: &Value, kind: &str| {
        entries.as_array().unwrap().iter().position(|e| e["event"].get(kind).is_some()).unwrap()
    };
    type Spoil = fn(&mut Value);
    let cases: Vec<(&str, Spoil)> = vec![
        ("MadnessRolled", |e| e["d20"] = json!(99)),
        ("InsanityGained", |e| e["total"] = json!(-4)),
        ("Recovered", |e| e["reduction"] = json!(1000)),
        ("EndChecked", |e| e["check"]["die"] = json!(0)),
    ];
    for (kind, spoil) in cases {
        let mut at = 0;
        let error = refused_for(|c| {
            at = line(&c["journal"]["entries"], kind);
            spoil(&mut c["journal"]["entries"][at]["event"][kind]);
        });
        assert_eq!(error, SheetError::JournalLine { line: at }, "{kind}");
    }
    let error = refused_for(|c| c["journal"]["entries"][3]["clock"] = json!(MAX_CLOCK.rounds() + 1));
    assert_eq!(error, SheetError::JournalLine { line: 3 });
}

#[test]
fn a_long_journal_keeps_its_newest_lines_and_says_how_many_went() {
    let mut tracker = Tracker::default();
    let mut roller = seeded(5);
    let mut recorded = 0;
    while recorded < MAX_JOURNAL + 300 {
        let events = tracker.execute(&Command::EndOf(Period::Round), &mut roller).unwrap();
        recorded += events.len();
    }
    assert_eq!(tracker.journal().len(), MAX_JOURNAL);
    assert_eq!(tracker.journal().dropped() as usize, recorded - MAX_JOURNAL);
    let back = import(&export(&[&tracker])).unwrap();
    assert_eq!(back[0].journal().dropped(), tracker.journal().dropped(), "the count is saved");
    assert_eq!(back[0].journal().len(), MAX_JOURNAL);
}

#[test]
fn a_file_with_a_longer_journal_brings_only_its_newest_lines() {
    let mut tracker = Tracker::default();
    let mut roller = seeded(5);
    for _ in 0..MAX_JOURNAL + 10 {
        tracker.execute(&Command::EndOf(Period::Round), &mut roller).unwrap();
    }
    let mut file: Value = serde_json::from_str(&export(&[&tracker])).unwrap();
    let entries = file["characters"][0]["journal"]["entries"].as_array_mut().unwrap();
    let extra: Vec<Value> = entries[..10].to_vec();
    entries.splice(
        0..0,
        extra.into_iter().map(|mut e| {
            e["clock"] = json!(0);
            e["event"] = json!({ "TimePassed": { "from": 0, "to": 1 } });
            e
        }),
    );
    let back = import(&file.to_string()).unwrap();
    assert_eq!(back[0].journal().len(), MAX_JOURNAL);
    assert_eq!(back[0].journal().dropped(), 20);
}

#[test]
fn serde_messages_in_an_import_error_are_french() {
    let doubled = export(&[&reference_character()]).replacen("\"name\":", "\"name\":\"x\",\"name\":", 1);
    let message = fiche_ombre::text::file_error(&import(&doubled).unwrap_err());
    assert!(message.contains("champ en double"), "{message}");
    let huge = import_edited(|c| c["sheet"]["damage"] = json!(1e30)).unwrap_err();
    let message = fiche_ombre::text::file_error(&huge);
    assert!(!message.contains("out of range") && !message.contains("duplicate"), "{message}");
    assert!(!message.contains(":  :"), "no empty field path: {message}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Any sheet from outside (a real one with numbers changed at random):
    /// refused, or every command sequence afterwards keeps it valid.
    #[test]
    fn outside_sheets_are_refused_or_stay_valid(
        base in character(),
        spoil in prop::collection::vec((0..14usize, -3i64..=400i64), 0..4),
        commands in prop::collection::vec(command(), 0..30),
        seed in any::<u64>(),
    ) {
        let mut file: Value = serde_json::from_str(&export(&[&base])).unwrap();
        let sheet = file["characters"][0]["sheet"].as_object_mut().unwrap();
        let numeric = ["damage", "insanity", "clock", "next_equipment_id", "health_bonus", "perception_bonus"];
        for (field, value) in spoil {
            let key = numeric[field % numeric.len()];
            sheet.insert(key.to_string(), json!(value));
        }
        if let Ok(mut characters) = import(&file.to_string()) {
            let tracker = &mut characters[0];
            prop_assert_eq!(tracker.sheet().check(), Ok(()));
            let mut roller = seeded(seed);
            for command in &commands {
                let _ = tracker.execute(command, &mut roller);
                prop_assert_eq!(tracker.sheet().check(), Ok(()), "after {:?}", command);
            }
            prop_assert!(import(&export(&[&*tracker])).is_ok());
        }
    }
}

/// Five characters, each with a full journal of real play, export to a file
/// the app imports back whole (the old 1 MB cap refused such a file).
#[test]
fn whatever_the_app_saves_its_export_restores() {
    let mut characters = Vec::new();
    for seed in 0..5 {
        let mut tracker = Tracker::default();
        let mut roller = seeded(seed);
        tracker
            .execute(
                &Command::SetAttribute(
                    fiche_ombre::rules::character::attributes::Attribute::Will,
                    fiche_ombre::rules::character::attributes::Score::new(30).unwrap(),
                ),
                &mut roller,
            )
            .unwrap();
        while tracker.journal().len() < MAX_JOURNAL {
            let _ = tracker.execute(&Command::GainInsanity(Amount::parse("1d3").unwrap()), &mut roller);
            let _ = tracker.execute(&Command::LoseInsanity(Amount::parse("1d3").unwrap()), &mut roller);
            let _ = tracker.execute(&Command::EndOf(Period::Minute), &mut roller);
        }
        characters.push(tracker);
    }
    let file = export(&characters.iter().collect::<Vec<_>>());
    assert!(file.len() > 1024 * 1024, "a file of {} bytes", file.len());
    let back = import(&file).unwrap();
    assert_eq!(back.len(), 5);
    for (a, b) in back.iter().zip(&characters) {
        assert_eq!(a.journal(), b.journal());
    }
}

/// Every kind of refusal survives its trip through serde's message.
/// A rule's refusal arrives as a value through every door (checked after
/// serde has read the data, never read back from a message), and the same
/// refusal whichever door it came through.
#[test]
fn a_rules_refusal_arrives_typed_through_storage_and_files() {
    let json = serde_json::to_string(&Tracker::default()).unwrap();
    let broken = json.replacen("\"insanity\":0", "\"insanity\":15", 1);
    assert_ne!(broken, json);
    let error = SheetError::InsanityOutOfRange { insanity: 15, will: 10 };
    let record = format!("{{\"version\":3,\"revision\":1,\"writer\":\"\",\"character\":{broken}}}");
    assert_eq!(decode_character(&record).map(|_| ()), Err(RecordError::Invalid(error)));
    let file = format!("{{\"format\":\"fiche-ombre\",\"version\":1,\"characters\":[{broken}]}}");
    let opened = fiche_ombre::save::file::open(&file).unwrap();
    assert_eq!(opened.character(0).map(|_| ()), Err(FileError::Invalid { index: 0, error }));
}

/// The whole sheet's fields are named in French in an import error.
#[test]
fn the_whole_sheets_fields_are_named_in_french() {
    let full = crate::reference::full_character();
    let mut file: Value = serde_json::from_str(&export(&[&full])).unwrap();
    file["characters"][0]["sheet"]["weapons"][1]["range"] = json!("Loin");
    let message = fiche_ombre::text::file_error(&import(&file.to_string()).unwrap_err());
    assert!(message.contains("personnage n° 1 › arme n° 2 › Portée : valeur inconnue"), "{message}");
    file["characters"][0]["sheet"]["weapons"][1]["range"] = json!("Contact");
    file["characters"][0]["sheet"]["profile"]["speed"] = json!(120);
    let message = fiche_ombre::text::file_error(&import(&file.to_string()).unwrap_err());
    assert!(message.contains("personnage n° 1 › Vitesse : le maximum est 99"), "{message}");
}

/// Each refusal serde makes reaches the save layer typed, through the
/// reader's own error type, whatever the format: nothing is sorted out of an
/// English message (a new serde wording cannot turn one into another).
#[test]
fn every_refusal_serde_makes_arrives_typed() {
    use fiche_ombre::rules::character::attributes::Score;
    use fiche_ombre::rules::conditions::ConditionCode;
    use fiche_ombre::rules::journal::tracker::SavedTracker;
    use fiche_ombre::save::field::FieldProblem;
    use fiche_ombre::save::named_path::{self, Refusal};
    fn refused<T: serde::de::DeserializeOwned>(json: &str) -> Refusal {
        named_path::deserialize::<T, _>(&mut serde_json::Deserializer::from_str(json)).err().expect(json)
    }
    fn problem<T: serde::de::DeserializeOwned>(json: &str) -> FieldProblem {
        refused::<T>(json).problem
    }
    assert_eq!(refused::<SavedTracker>("{}"), Refusal { path: "sheet".into(), problem: FieldProblem::Missing });
    let sheet = serde_json::to_string(&fiche_ombre::rules::character::sheet::Sheet::new()).unwrap();
    let twice = format!(r#"{{"sheet":{sheet},"sheet":{sheet}}}"#);
    assert_eq!(problem::<SavedTracker>(&twice), FieldProblem::Duplicate("sheet".into()));
    assert_eq!(problem::<ConditionCode>(r#""volant""#), FieldProblem::UnknownValue);
    assert_eq!(
        refused::<SavedTracker>(r#"{"sheet":5}"#),
        Refusal { path: "sheet".into(), problem: FieldProblem::WrongType }
    );
    assert_eq!(problem::<u8>("300"), FieldProblem::WrongType, "invalid value");
    assert_eq!(problem::<[u8; 2]>("[1]"), FieldProblem::WrongType, "invalid length");
    assert_eq!(problem::<Score>("[1"), FieldProblem::WrongType);
    assert_eq!(problem::<Vec<Score>>("[1, 2"), FieldProblem::Unreadable, "the text stops");

    // A link's positional format: an unknown variant is said so, whatever
    // postcard made of its number; bytes cut short are unreadable.
    let postcard =
        |bytes: &[u8]| named_path::deserialize::<ConditionCode, _>(&mut postcard::Deserializer::from_bytes(bytes));
    assert_eq!(postcard(&[100]).unwrap_err().problem, FieldProblem::UnknownValue);
    assert_eq!(postcard(&[]).unwrap_err().problem, FieldProblem::Unreadable);
}
