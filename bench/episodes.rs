//! Native benchmark of the rules engine, and the share link's length.
//! `cargo run --release --example episodes` prints one JSON line:
//! madness episodes per second with the real roller (gain to Volonté, the
//! d20, end checks at each end of round, recovery), and the reference
//! character's link length against the same character as base64 JSON,
//! and the time to read a saved record whose journal is full (2,000 lines):
//! the whole record as the app reads it, then the character alone with the
//! app's reader and with serde_json's (the one it replaced: docs/history.md).

// Shared with the tests; the benchmark uses only the reference character.
#[path = "../tests/common/play.rs"]
mod play;
#[path = "../tests/common/reference.rs"]
#[allow(dead_code)]
mod reference;

use std::time::{Duration, Instant};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use fiche_ombre::rules::character::attributes::{Attribute, Score};
use fiche_ombre::rules::character::sheet::{Sheet, State};
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::fight::creature::Model;
use fiche_ombre::rules::fight::Fight;
use fiche_ombre::rules::journal::tracker::{SavedTracker, Tracker};
use fiche_ombre::rules::journal::MAX_JOURNAL;
use fiche_ombre::rules::rolls::dice::RealRoller;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::rules::time::clock::Period;
use fiche_ombre::save::{file, foundry, record, share};
use serde_json::{json, Value};

/// One episode: Folie up to Volonté in 1d6 steps, the madness rolled, ends
/// of round until it ends (Death is lifted by hand, as a GM would), recovery.
fn episode(sheet: Sheet, roller: &mut RealRoller) -> Sheet {
    let mut sheet = sheet;
    let gain = Command::GainInsanity(Amount::parse("1d6").unwrap());
    while sheet.madness().is_none() {
        sheet = sheet.apply(&gain, roller).unwrap().0;
    }
    while let Some(madness) = sheet.madness() {
        let command = match sheet.state() {
            State::Dead => Command::RemoveCondition(ConditionCode::Dead),
            _ if madness.kind.ending()
                == fiche_ombre::rules::insanity::madness::Ending::Roll { period: Period::Hour, threshold: 4 } =>
            {
                Command::EndOf(Period::Hour)
            }
            _ => Command::EndOf(Period::Round),
        };
        sheet = sheet.apply(&command, roller).unwrap().0;
    }
    // Start the next one from calm: no Folie left over.
    let rest = sheet.insanity();
    if rest > 0 {
        sheet = sheet.apply(&Command::LoseInsanity(Amount::fixed(rest.min(99)).unwrap()), roller).unwrap().0;
    }
    sheet
}

/// A character whose journal is full: madness episodes played until it is.
fn full_journal(roller: &mut RealRoller) -> Tracker {
    let mut tracker = Tracker::new(reference::reference_character().sheet().clone());
    let gain = Command::GainInsanity(Amount::parse("1d6").unwrap());
    while tracker.journal().len() < MAX_JOURNAL {
        let command = match tracker.sheet().state() {
            State::Dead => Command::RemoveCondition(ConditionCode::Dead),
            _ if tracker.sheet().madness().is_some() => Command::EndOf(Period::Hour),
            _ => gain.clone(),
        };
        tracker.execute(&command, roller).unwrap();
    }
    tracker
}

/// Median time of `read`, in milliseconds, over 21 runs.
fn median_ms(mut read: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..21)
        .map(|_| {
            let began = Instant::now();
            read();
            began.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let mut roller = RealRoller;
    let start =
        Sheet::new().apply(&Command::SetAttribute(Attribute::Will, Score::new(12).unwrap()), &mut roller).unwrap().0;
    let mut sheet = start.clone();
    let mut episodes = 0u64;
    let began = Instant::now();
    while began.elapsed() < Duration::from_secs(2) {
        for _ in 0..100 {
            sheet = episode(sheet, &mut roller);
            episodes += 1;
        }
        // Conditions pile up a clock; a fresh sheet keeps episodes alike.
        sheet = start.clone();
    }
    let per_second = episodes as f64 / began.elapsed().as_secs_f64();

    let character = reference::reference_character();
    let link = share::encode("0123456789abcdef", character.sheet(), None);
    let json = serde_json::to_string(character.sheet()).unwrap();
    let json_b64 = URL_SAFE_NO_PAD.encode(json.as_bytes());
    // The whole sheet: three weapons, talents and spells (as the e2e suite fills it).
    let full = share::encode("0123456789abcdef", reference::full_character().sheet(), None);
    let long = full_journal(&mut roller);
    let saved = record::encode_character(&long, 1, "0123456789abcdef");
    let character_json = serde_json::to_string(&long).unwrap();
    let record = median_ms(|| assert!(record::decode_character(&saved).is_ok()));
    let ours = median_ms(|| {
        assert!(serde_json::from_str::<SavedTracker>(&character_json).map(Tracker::try_from).is_ok_and(|t| t.is_ok()))
    });
    // The largest file accepted, of the shapes that cost a reader most: an
    // export with one extra key holding distinct keys, and deep arrays.
    let wide = hostile_file(|n| format!("\"k{n}\":{n},"));
    let nested = hostile_file(|n| format!("\"n{n}\":{}{},", "[".repeat(100), "]".repeat(100)));
    let wide_ms = median_ms(|| assert!(file::import(&wide).is_ok()));
    let nested_ms = median_ms(|| assert!(file::import(&nested).is_ok()));
    let (effects_ms, changes_ms, creatures_ms) = hostile_table_inputs();
    println!(
        "{{\"episodes_per_second\":{per_second:.0},\"record_read_ms\":{record:.2},\"character_read_ms\":{ours:.2},\"file_16mib_wide_ms\":{wide_ms:.0},\"file_16mib_nested_ms\":{nested_ms:.0},\"foundry_50k_effects_ms\":{effects_ms:.0},\"foundry_one_effect_6mb_ms\":{changes_ms:.0},\"file_4000_creatures_ms\":{creatures_ms:.0},\"link_chars\":{},\"full_link_chars\":{},\"json_base64_chars\":{},\"ratio\":{:.3}}}",
        link.len() + 1,
        full.len() + 1,
        json_b64.len() + 1,
        (link.len() + 1) as f64 / (json_b64.len() + 1) as f64
    );
}

/// The inputs that froze or crashed the table (issue 59), each read as the
/// share module reads it (the longest of its tasks): a Foundry actor with 50,000
/// effects, one 6.4 MB effect of 100,000 changes, a file whose fight has
/// 4,000 creatures. Each must be refused (in French) well within a task.
fn hostile_table_inputs() -> (f64, f64, f64) {
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/foundry/demonlord-v6.json");
    let actor: Value = serde_json::from_str(&std::fs::read_to_string(fixture).unwrap()).unwrap();
    let with_effects = |effects: Vec<Value>| {
        let mut actor = actor.clone();
        actor["effects"] = Value::Array(effects);
        actor.to_string()
    };
    let change = json!({"key": "system.characteristics.defense", "mode": 2, "value": "1"});
    let many = with_effects(vec![json!({"name": "Bouclier", "changes": [change.clone()], "disabled": false}); 50_000]);
    let huge =
        with_effects(vec![json!({"name": "x".repeat(100_000), "changes": vec![change; 100_000], "disabled": false})]);
    // The share module parses in one task and reads in the next: the
    // longer of the two.
    let longest_task = |text: &str| {
        let parse = median_ms(|| assert!(serde_json::from_str::<Value>(text).is_ok()));
        let json: Value = serde_json::from_str(text).unwrap();
        parse.max(median_ms(|| assert!(foundry::import(&json).is_err())))
    };
    let effects_ms = longest_task(&many);
    let changes_ms = longest_task(&huge);
    let mut fight = Fight::default();
    while fight.creatures.len() < 4_000 {
        let mut more = Fight::default();
        more.add(&Model::new("Gobelin"), 20).unwrap();
        fight.creatures.extend(more.creatures.into_iter().map(|mut c| {
            c.id = fight.next_id;
            fight.next_id += 1;
            c
        }));
    }
    let parts = file::TableParts { bestiary: None, fight: Some(serde_json::to_string(&fight).unwrap()) };
    let big = file::export_with_table(&[record::encode_character(&reference::reference_character(), 1, "x")], &parts);
    let creatures_ms = median_ms(|| {
        let header = file::header(&big).unwrap();
        let fight: Fight = serde_json::from_str(header.table().fight.as_deref().unwrap()).unwrap();
        assert!(fight.check().is_err());
    });
    (effects_ms, changes_ms, creatures_ms)
}

/// An export of one character whose extra key `extra` holds items made by
/// `item` until the file is just under the largest size accepted.
fn hostile_file(item: impl Fn(usize) -> String) -> String {
    let character = serde_json::to_string(&reference::reference_character()).unwrap();
    let head = format!("{{\"format\":\"fiche-ombre\",\"version\":2,\"characters\":[{character}],\"extra\":{{");
    let mut text = head;
    let mut n = 0;
    while text.len() < file::MAX_FILE_BYTES - 1024 {
        text.push_str(&item(n));
        n += 1;
    }
    text.push_str("\"end\":0}}");
    text
}
