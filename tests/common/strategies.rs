//! Proptest strategies shared by the native test suites: commands with valid
//! values, and a seeded roller so that a failing case replays.
#![allow(dead_code)] // each suite uses its own part of these

use fiche_ombre::rules::attributes::{Attribute, Score};
use fiche_ombre::rules::clock::Period;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::defense::{EquipmentLine, ItemValue, Mode};
use fiche_ombre::rules::dice::Roller;
use fiche_ombre::rules::expression::{Amount, DiceExpr, DIE_SIZES};
use fiche_ombre::rules::number::{Bonus, Boons, Damage, Rounds};
use fiche_ombre::rules::sheet::Sheet;
use fiche_ombre::rules::tracker::Tracker;
use proptest::prelude::*;

/// Deterministic dice from a seed (xorshift64*), so a failing case replays.
#[derive(Clone)]
pub struct SeededRoller(u64);

impl Roller for SeededRoller {
    fn roll(&mut self, sides: u32) -> u32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let value = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        (value >> 33) as u32 % sides + 1
    }
}

pub fn seeded(seed: u64) -> SeededRoller {
    SeededRoller(seed | 1)
}

fn attribute() -> impl Strategy<Value = Attribute> {
    prop::sample::select(Attribute::ALL.to_vec())
}

fn condition_code() -> impl Strategy<Value = ConditionCode> {
    prop::sample::select(ConditionCode::ALL.to_vec())
}

pub fn amount() -> impl Strategy<Value = Amount> {
    prop_oneof![
        (1..=99i32).prop_map(|n| Amount::fixed(n).unwrap()),
        (1..=4u32, prop::sample::select(DIE_SIZES.to_vec()), -5..=5i32)
            .prop_map(|(n, m, k)| Amount::Dice(DiceExpr::new(n, m, k).unwrap())),
    ]
}

pub fn command() -> impl Strategy<Value = Command> {
    prop_oneof![
        (attribute(), 0..=30i64).prop_map(|(a, v)| Command::SetAttribute(a, Score::new(v).unwrap())),
        (0..=40i64).prop_map(|v| Command::SetDamage(Damage::new(v).unwrap())),
        (0..=100i64).prop_map(|v| Command::SetHealthBonus(Bonus::new(v).unwrap())),
        Just(Command::AddEquipment),
        (0..4u32, -30..=30i64).prop_map(|(id, v)| Command::SetEquipmentValue(id, ItemValue::new(v).unwrap())),
        (0..4u32).prop_map(|id| Command::SetEquipmentMode(id, Mode::Replace)),
        (0..4u32).prop_map(Command::RemoveEquipment),
        amount().prop_map(Command::GainInsanity),
        amount().prop_map(Command::GainInsanity),
        amount().prop_map(Command::LoseInsanity),
        (amount(), 0..3i64, 0..3i64).prop_map(|(amount, boons, banes)| Command::ResistInsanity {
            amount,
            boons: Boons::new(boons).unwrap(),
            banes: Boons::new(banes).unwrap()
        }),
        (condition_code(), prop::option::of(1..20i64))
            .prop_map(|(code, rounds)| Command::AddCondition { code, rounds: rounds.map(|r| Rounds::new(r).unwrap()) }),
        condition_code().prop_map(Command::RemoveCondition),
        prop::sample::select(vec![Period::Round, Period::Round, Period::Minute, Period::Hour]).prop_map(Command::EndOf),
        Just(Command::ClawSelf),
        text().prop_map(Command::SetName),
        text().prop_map(Command::SetAncestry),
        (0..4u32, text()).prop_map(|(id, t)| Command::SetEquipmentName(id, t)),
    ]
}

pub fn equipment_line() -> impl Strategy<Value = EquipmentLine> {
    (any::<u32>(), any::<bool>(), -30..=30i64).prop_map(|(id, replace, v)| EquipmentLine {
        id,
        name: String::new(),
        mode: if replace { Mode::Replace } else { Mode::Add },
        value: ItemValue::new(v).unwrap(),
    })
}

/// Any text up to the longest allowed, from any script, markup included.
pub fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "\\PC{0,80}",
        Just("<script>alert(1)</script>".to_string()),
        Just("Ysolde « la Grise » d'Aÿr".to_string()),
    ]
}

/// A character built by any sequence of valid commands, with its journal.
pub fn character() -> impl Strategy<Value = Tracker> {
    (any::<u64>(), prop::collection::vec(command(), 0..40)).prop_map(|(seed, commands)| {
        let mut roller = seeded(seed);
        let mut tracker = Tracker::new(Sheet::new());
        for command in &commands {
            let _ = tracker.execute(command, &mut roller);
        }
        tracker
    })
}
