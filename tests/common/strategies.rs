//! Proptest strategies shared by the native test suites: commands with valid
//! values, and a seeded roller so that a failing case replays.
#![allow(dead_code)] // each suite uses its own part of these

use fiche_ombre::rules::character::attributes::{Attribute, Score};
use fiche_ombre::rules::character::defense::{EquipmentLine, ItemValue, Mode};
use fiche_ombre::rules::character::number::{Bonus, Boons, Damage, Rounds};
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::rolls::dice::Roller;
use fiche_ombre::rules::rolls::expression::{Amount, DiceExpr, DIE_SIZES};
use fiche_ombre::rules::time::clock::Period;
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

/// Every kind of command, lists of weapons, talents and spells included,
/// with any value the interface can send (ids that exist or not).
pub fn any_command() -> impl Strategy<Value = Command> {
    use fiche_ombre::rules::character::heritage::Heritage;
    use fiche_ombre::rules::character::number::Target;
    use fiche_ombre::rules::character::profile::{Corruption, Level, Power, ProfileCommand, Size, Speed, Text};
    use fiche_ombre::rules::rolls::roll::RollKind;
    use fiche_ombre::rules::weapons_and_magic::magic::{Rank, SpellCommand, TalentCommand, Uses};
    use fiche_ombre::rules::weapons_and_magic::weapons::{Range, WeaponDamage};
    // Few ids, so that edits and uses meet the same rows.
    let id = || 0..2u32;
    let boons = || (0..=3i64).prop_map(|n| Boons::new(n).unwrap());
    let target = || prop::option::of((0..=30i64).prop_map(|n| Target::new(n).unwrap()));
    let roll_kind = prop_oneof![
        attribute().prop_map(RollKind::Attribute),
        Just(RollKind::Perception),
        attribute().prop_map(RollKind::Attack),
        Just(RollKind::ResistInsanity),
    ];
    let weapon_damage = prop_oneof![
        (0..=99i32).prop_map(WeaponDamage::Fixed),
        amount().prop_filter_map("dice", |a| match a {
            Amount::Dice(d) => Some(WeaponDamage::Dice(d)),
            Amount::Fixed(_) => None,
        }),
    ];
    let profile = prop_oneof![
        (0..=10i64).prop_map(|n| ProfileCommand::SetLevel(Level::new(n).unwrap())),
        prop::sample::select(Size::ALL.to_vec()).prop_map(ProfileCommand::SetSize),
        (0..=99i64).prop_map(|n| ProfileCommand::SetSpeed(Speed::new(n).unwrap())),
        (0..=10i64).prop_map(|n| ProfileCommand::SetPower(Power::new(n).unwrap())),
        (0..=99i64).prop_map(|n| ProfileCommand::SetCorruption(Corruption::new(n).unwrap())),
        (prop::sample::select(Text::ALL.to_vec()), text()).prop_map(|(t, s)| ProfileCommand::SetText(t, s)),
    ];
    let talent = prop_oneof![
        Just(TalentCommand::Add),
        (id(), text()).prop_map(|(i, t)| TalentCommand::SetName(i, t)),
        (id(), text()).prop_map(|(i, t)| TalentCommand::SetDescription(i, t)),
        (id(), 0..=5i64).prop_map(|(i, n)| TalentCommand::SetUses(i, Uses::new(n).unwrap())),
        id().prop_map(TalentCommand::Use),
        id().prop_map(TalentCommand::Use),
        id().prop_map(TalentCommand::Remove),
    ];
    let spell = prop_oneof![
        Just(SpellCommand::Add),
        (id(), text()).prop_map(|(i, t)| SpellCommand::SetName(i, t)),
        (id(), text()).prop_map(|(i, t)| SpellCommand::SetTradition(i, t)),
        (id(), 0..=10i64).prop_map(|(i, n)| SpellCommand::SetRank(i, Rank::new(n).unwrap())),
        (id(), text()).prop_map(|(i, t)| SpellCommand::SetDescription(i, t)),
        id().prop_map(SpellCommand::Cast),
        id().prop_map(SpellCommand::Cast),
        id().prop_map(SpellCommand::Remove),
    ];
    prop_oneof![
        1 => command(),
        1 => prop::option::of((0..=30i64).prop_map(|v| Score::new(v).unwrap())).prop_map(Command::SetAncestryDefense),
        1 => (0..=100i64).prop_map(|v| Command::SetPerceptionBonus(Bonus::new(v).unwrap())),
        1 => (roll_kind, boons(), boons(), target()).prop_map(|(kind, boons, banes, target)| Command::Roll {
            kind,
            boons,
            banes,
            target
        }),
        1 => amount().prop_map(Command::TakeDamage),
        1 => amount().prop_map(Command::Heal),
        1 => Just(Command::Recover),
        1 => Just(Command::Rest),
        1 => Just(Command::AddWeapon),
        1 => (id(), text()).prop_map(|(i, t)| Command::SetWeaponName(i, t)),
        1 => (id(), attribute()).prop_map(|(i, a)| Command::SetWeaponAttribute(i, a)),
        1 => (id(), prop::sample::select(vec![Range::Contact, Range::Distance])).prop_map(|(i, r)| Command::SetWeaponRange(i, r)),
        1 => (id(), weapon_damage).prop_map(|(i, d)| Command::SetWeaponDamage(i, d)),
        1 => (id(), text()).prop_map(|(i, t)| Command::SetWeaponProperties(i, t)),
        1 => id().prop_map(Command::RemoveWeapon),
        1 => (id(), boons(), boons(), target(), any::<bool>()).prop_map(|(weapon, boons, banes, target, horrifying)| Command::Attack {
            weapon,
            boons,
            banes,
            target,
            horrifying
        }),
        1 => id().prop_map(Command::RollWeaponDamage),
        1 => profile.prop_map(Command::Profile),
        10 => talent.prop_map(Command::Talent),
        10 => spell.prop_map(Command::Spell),
        1 => prop::sample::select(Heritage::ALL.to_vec()).prop_map(Command::ApplyPreset),
        1 => any::<bool>().prop_map(|crowd| Command::ResistFear { crowd }),
        1 => prop::option::of((1..=20i64).prop_map(|r| Rounds::new(r).unwrap())).prop_map(|rounds| Command::Frighten { rounds }),
    ]
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

/// Every variant of [`Command`], named. The match has no wildcard: a new
/// command does not compile until it is named here, in [`COMMANDS`], and
/// generated by [`any_command`] (`every_command_is_generated` checks it).
pub fn command_name(command: &Command) -> &'static str {
    match command {
        Command::SetName(_) => "SetName",
        Command::SetAncestry(_) => "SetAncestry",
        Command::SetAttribute(..) => "SetAttribute",
        Command::SetAncestryDefense(_) => "SetAncestryDefense",
        Command::SetHealthBonus(_) => "SetHealthBonus",
        Command::SetDamage(_) => "SetDamage",
        Command::SetPerceptionBonus(_) => "SetPerceptionBonus",
        Command::AddEquipment => "AddEquipment",
        Command::SetEquipmentName(..) => "SetEquipmentName",
        Command::SetEquipmentMode(..) => "SetEquipmentMode",
        Command::SetEquipmentValue(..) => "SetEquipmentValue",
        Command::RemoveEquipment(_) => "RemoveEquipment",
        Command::GainInsanity(_) => "GainInsanity",
        Command::LoseInsanity(_) => "LoseInsanity",
        Command::ResistInsanity { .. } => "ResistInsanity",
        Command::AddCondition { .. } => "AddCondition",
        Command::RemoveCondition(_) => "RemoveCondition",
        Command::EndOf(_) => "EndOf",
        Command::ClawSelf => "ClawSelf",
        Command::Roll { .. } => "Roll",
        Command::TakeDamage(_) => "TakeDamage",
        Command::Heal(_) => "Heal",
        Command::Recover => "Recover",
        Command::Rest => "Rest",
        Command::AddWeapon => "AddWeapon",
        Command::SetWeaponName(..) => "SetWeaponName",
        Command::SetWeaponAttribute(..) => "SetWeaponAttribute",
        Command::SetWeaponRange(..) => "SetWeaponRange",
        Command::SetWeaponDamage(..) => "SetWeaponDamage",
        Command::SetWeaponProperties(..) => "SetWeaponProperties",
        Command::RemoveWeapon(_) => "RemoveWeapon",
        Command::Attack { .. } => "Attack",
        Command::RollWeaponDamage(_) => "RollWeaponDamage",
        Command::Profile(_) => "Profile",
        Command::Talent(_) => "Talent",
        Command::Spell(_) => "Spell",
        Command::ApplyPreset(_) => "ApplyPreset",
        Command::ResistFear { .. } => "ResistFear",
        Command::Frighten { .. } => "Frighten",
    }
}

/// The names [`command_name`] gives, each once.
pub const COMMANDS: [&str; 39] = [
    "SetName",
    "SetAncestry",
    "SetAttribute",
    "SetAncestryDefense",
    "SetHealthBonus",
    "SetDamage",
    "SetPerceptionBonus",
    "AddEquipment",
    "SetEquipmentName",
    "SetEquipmentMode",
    "SetEquipmentValue",
    "RemoveEquipment",
    "GainInsanity",
    "LoseInsanity",
    "ResistInsanity",
    "AddCondition",
    "RemoveCondition",
    "EndOf",
    "ClawSelf",
    "Roll",
    "TakeDamage",
    "Heal",
    "Recover",
    "Rest",
    "AddWeapon",
    "SetWeaponName",
    "SetWeaponAttribute",
    "SetWeaponRange",
    "SetWeaponDamage",
    "SetWeaponProperties",
    "RemoveWeapon",
    "Attack",
    "RollWeaponDamage",
    "Profile",
    "Talent",
    "Spell",
    "ApplyPreset",
    "ResistFear",
    "Frighten",
];
