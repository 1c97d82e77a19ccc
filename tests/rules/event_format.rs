//! A journal line's `Event`, read by the rules' one visitor for every
//! variant (`rules::journal::event_reader`), exactly as serde's derive reads
//! it: by field name in JSON (any order, unknown fields skipped, defaults),
//! in order in a link, and refused with the same words; and written by the
//! rules' one loop (`rules::journal::event_writer`) byte for byte as the
//! derive writes it.

use fiche_ombre::rules::character::as_read::Unchecked;
use fiche_ombre::rules::character::heritage::Heritage;
use fiche_ombre::rules::character::number_change::NumberChange;
use fiche_ombre::rules::conditions::{Applied, Condition};
use fiche_ombre::rules::insanity::madness::{EndCheck, MadnessKind};
use fiche_ombre::rules::journal::event::{ConditionEndCause, Event, HealCause, LossCause, MadnessEndCause};
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::rolls::boons::BoonRoll;
use fiche_ombre::rules::rolls::expression::{Amount, DiceRoll};
use fiche_ombre::rules::rolls::roll::RollResult;
use fiche_ombre::rules::time::clock::{Clock, Period};
use fiche_ombre::rules::weapons_and_magic::magic::Rank;
use fiche_ombre::rules::weapons_and_magic::weapons::DamageRoll;
use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::strategies::{any_command, seeded};

/// `Event` named as the rules name it (serde's messages say its name).
mod by_derive {
    use super::*;

    /// `Event` as serde's derive reads it: the same variants, fields and
    /// defaults, in the same order.
    #[derive(Debug, Serialize, Deserialize)]
    pub enum Event {
        InsanityGained {
            requested: i32,
            applied: i32,
            #[serde(default)]
            roll: Option<DiceRoll>,
            total: i32,
        },
        InsanityLost {
            requested: i32,
            applied: i32,
            #[serde(default)]
            roll: Option<DiceRoll>,
            cause: LossCause,
            total: i32,
        },
        ConditionApplied {
            condition: Condition,
            outcome: Applied,
        },
        ConditionEnded {
            condition: Condition,
            cause: ConditionEndCause,
        },
        MadnessRolled {
            d20: u32,
            kind: MadnessKind,
        },
        EndChecked {
            kind: MadnessKind,
            check: EndCheck,
        },
        MadnessEnded {
            kind: MadnessKind,
            cause: MadnessEndCause,
        },
        Recovered {
            die: u32,
            modifier: i32,
            reduction: i32,
            applied: i32,
            total: i32,
        },
        Epiphany {
            die: u32,
            applied: i32,
            total: i32,
        },
        Resisted {
            d20: u32,
            modifier: i32,
            boons: BoonRoll,
            total: i32,
            success: bool,
            amount: Amount,
        },
        Damaged {
            amount: i32,
            damage: i32,
        },
        TimePassed {
            from: Clock,
            to: Clock,
        },
        Rolled(RollResult),
        DamageTaken {
            requested: i32,
            applied: i32,
            #[serde(default)]
            roll: Option<DiceRoll>,
            damage: i32,
        },
        WeaponDamage(DamageRoll),
        TalentUsed {
            name: String,
            #[serde(default)]
            left: Option<u32>,
        },
        SpellCast {
            name: String,
            rank: Unchecked<Rank>,
            left: u32,
        },
        Healed {
            requested: i32,
            applied: i32,
            #[serde(default)]
            roll: Option<DiceRoll>,
            damage: i32,
            cause: HealCause,
        },
        PresetApplied {
            heritage: Heritage,
        },
        UpdatedFromLink,
        Note(String),
        PeriodEnded {
            period: Period,
            from: Clock,
            to: Clock,
        },
        HeritageApplied {
            heritage: Heritage,
            changes: Vec<NumberChange>,
        },
    }
}

/// What each reader makes of `json`: the event written back, or the error.
fn both_read(json: &str) -> (Result<String, String>, Result<String, String>) {
    let ours =
        serde_json::from_str::<Event>(json).map(|e| serde_json::to_string(&e).unwrap()).map_err(|e| e.to_string());
    let derived = serde_json::from_str::<by_derive::Event>(json)
        .map(|e| serde_json::to_string(&e).unwrap())
        .map_err(|e| e.to_string());
    (ours, derived)
}

fn same_as_derived(json: &str) {
    let (ours, derived) = both_read(json);
    assert_eq!(ours, derived, "{json}");
}

/// Every kind of line a journal holds: those the rules write today, from
/// random play, and those older journals hold.
fn lines(seed: u64, commands: &[fiche_ombre::rules::command::Command]) -> Vec<Event> {
    let mut tracker = Tracker::default();
    let mut dice = seeded(seed);
    for command in commands {
        let _ = tracker.execute(command, &mut dice);
    }
    let mut events: Vec<Event> = tracker.journal().entries().iter().map(|e| e.event.clone()).collect();
    let clock = Clock::default();
    events.extend([
        Event::TimePassed { from: clock, to: clock },
        Event::PresetApplied { heritage: Heritage::ALL[1] },
        Event::UpdatedFromLink,
        Event::Note("Touché par « Gobelin 1 »".into()),
        Event::Resisted {
            d20: 7,
            modifier: -1,
            boons: BoonRoll::default(),
            total: 6,
            success: false,
            amount: Amount::parse("1d3").unwrap(),
        },
        Event::TalentUsed { name: "Rage".into(), left: None },
        // Every field of a different value, so that two written in each
        // other's place would show.
        Event::InsanityLost { requested: 4, applied: 3, roll: None, cause: LossCause::WillLowered, total: 2 },
        Event::Recovered { die: 5, modifier: 2, reduction: 7, applied: 6, total: 1 },
        Event::Epiphany { die: 4, applied: 3, total: 8 },
        Event::Damaged { amount: 2, damage: 9 },
        Event::MadnessRolled { d20: 20, kind: MadnessKind::ALL[3] },
        Event::SpellCast { name: "Flammes".into(), rank: 2.into(), left: 1 },
        Event::Healed { requested: 5, applied: 4, roll: None, damage: 3, cause: HealCause::Rest },
        Event::PeriodEnded { period: Period::ALL[2], from: Clock(3), to: Clock(4) },
    ]);
    events
}

/// The ways a stored line can be off: each field missing, written twice,
/// of the wrong type; a field this build does not know; the fields as an
/// array (which JSON allows for a struct) or shuffled.
fn variations(json: &str) -> Vec<String> {
    let Ok(line) = serde_json::from_str::<Line>(json) else { return vec![] };
    let (name, fields) = (line.0, line.1);
    let wrap = |content: String| format!("{{\"{name}\":{content}}}");
    let entries: Vec<String> = fields.iter().map(|(k, v)| format!("\"{k}\":{}", v.get())).collect();
    let mut out = Vec::new();
    for at in 0..entries.len() {
        let mut without = entries.clone();
        let gone = without.remove(at);
        out.push(wrap(format!("{{{}}}", without.join(","))));
        out.push(wrap(format!("{{{},{gone}}}", entries.join(","))));
        let mut wrong = entries.clone();
        wrong[at] = format!("\"{}\":\"x\"", fields[at].0);
        out.push(wrap(format!("{{{}}}", wrong.join(","))));
        let mut rotated = entries.clone();
        rotated.rotate_left(at);
        out.push(wrap(format!("{{{}}}", rotated.join(","))));
    }
    out.push(wrap(format!("{{\"plus_tard\":[1,{{}}],{}}}", entries.join(","))));
    let values: Vec<&str> = fields.iter().map(|(_, v)| v.get()).collect();
    for end in 0..=values.len() {
        out.push(wrap(format!("[{}]", values[..end].join(","))));
    }
    out.push(wrap("null".into()));
    out.push(format!("\"{name}\""));
    out
}

/// A struct variant as written: its name and its fields in their order.
struct Line(String, Vec<(String, Box<RawValue>)>);

impl<'de> Deserialize<'de> for Line {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Line, D::Error> {
        struct Fields;
        impl<'de> serde::de::Visitor<'de> for Fields {
            type Value = Vec<(String, Box<RawValue>)>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut fields = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    fields.push(entry);
                }
                Ok(fields)
            }
        }
        struct Fieldset(Vec<(String, Box<RawValue>)>);
        impl<'de> Deserialize<'de> for Fieldset {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Fieldset, D::Error> {
                d.deserialize_map(Fields).map(Fieldset)
            }
        }
        let outer: std::collections::BTreeMap<String, Fieldset> = Deserialize::deserialize(deserializer)?;
        let (name, fields) = outer.into_iter().next().ok_or_else(|| serde::de::Error::custom("empty"))?;
        Ok(Line(name, fields.0))
    }
}

#[test]
fn odd_json_is_read_and_refused_as_the_derive_does() {
    for json in [
        "\"UpdatedFromLink\"",
        "{\"UpdatedFromLink\":null}",
        "{\"Note\":\"a\"}",
        "{\"Note\":3}",
        "\"Note\"",
        "{\"Nope\":{}}",
        "\"Nope\"",
        "{}",
        "[]",
        "3",
        "null",
        "{\"Damaged\":{\"amount\":1}",
        "{\"Damaged\":{\"amount\":1,\"damage\":2},\"Healed\":{}}",
        "{\"Damaged\":{\"0\":1,\"damage\":2}}",
        "{\"Rolled\":{}}",
    ] {
        same_as_derived(json);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Every line comes back as itself from JSON and from a link's bytes,
    /// and every variation of it is read or refused as the derive does.
    #[test]
    fn every_line_reads_and_writes_as_the_derive_does(
        seed in any::<u64>(),
        commands in proptest::collection::vec(any_command(), 1..24),
    ) {
        for event in lines(seed, &commands) {
            let json = serde_json::to_string(&event).unwrap();
            prop_assert_eq!(&serde_json::from_str::<Event>(&json).unwrap(), &event);
            let derived = serde_json::from_str::<by_derive::Event>(&json).unwrap();
            prop_assert_eq!(&serde_json::to_string(&derived).unwrap(), &json);
            prop_assert_eq!(postcard::to_allocvec(&derived).unwrap(), postcard::to_allocvec(&event).unwrap());
            let (ours, derived) = both_read(&json);
            prop_assert_eq!(ours, derived);
            let bytes = postcard::to_allocvec(&event).unwrap();
            prop_assert_eq!(&postcard::from_bytes::<Event>(&bytes).unwrap(), &event);
            for cut in 0..bytes.len() {
                let ours = postcard::from_bytes::<Event>(&bytes[..cut]).map_err(|e| e.to_string());
                let derived = postcard::from_bytes::<by_derive::Event>(&bytes[..cut]).map_err(|e| e.to_string());
                prop_assert_eq!(ours.err(), derived.err());
            }
            for variation in variations(&json) {
                let (ours, derived) = both_read(&variation);
                prop_assert_eq!(ours, derived, "{}", variation);
            }
        }
    }
}
