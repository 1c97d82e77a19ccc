//! Numbers from outside at their extremes, anywhere: any number of a file,
//! of a stored fight and of a Foundry actor set to a value past every
//! bound (the limits of i64, u64, i32 and u32, one past them, −1, 0), any
//! byte of a link's body changed; then what was accepted is played and
//! shown. `cargo test` builds with overflow checks, so a number that
//! wraps anywhere is a panic, and none is allowed.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::fight::attack::{attack, AttackTarget};
use fiche_ombre::rules::fight::creature::{Against, AttackOption, Model};
use fiche_ombre::rules::fight::turns::Who;
use fiche_ombre::rules::fight::Fight;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::rules::time::clock::Period;
use fiche_ombre::rules::weapons_and_magic::weapons::{Range, WeaponDamage};
use fiche_ombre::save::fight_record::{decode_fight, encode_fight, fight_json_of};
use fiche_ombre::save::file::{export, import};
use fiche_ombre::save::sync::Version;
use fiche_ombre::save::{foundry, share};
use fiche_ombre::text;
use proptest::prelude::*;
use serde_json::{json, Value};

use crate::reference::full_character;
use crate::strategies::{any_command, seeded};

/// Past every bound the data has, on both sides.
fn extreme(at: usize) -> Value {
    let values = [
        json!(i64::MIN),
        json!(i64::from(i32::MIN) - 1),
        json!(i32::MIN),
        json!(-1),
        json!(0),
        json!(i32::MAX),
        json!(i64::from(i32::MAX) + 1),
        json!(u32::MAX),
        json!(u64::from(u32::MAX) + 1),
        json!(i64::MAX),
        json!(u64::MAX),
    ];
    values[at % values.len()].clone()
}

/// The JSON pointer of every number in `value`.
fn numbers(value: &Value, at: String, found: &mut Vec<String>) {
    match value {
        Value::Number(_) => found.push(at),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                numbers(item, format!("{at}/{i}"), found);
            }
        }
        Value::Object(fields) => {
            for (key, item) in fields {
                numbers(item, format!("{at}/{}", key.replace('~', "~0").replace('/', "~1")), found);
            }
        }
        _ => {}
    }
}

/// `base` with some of its numbers at an extreme.
fn spoiled(base: &Value, spoil: &[(usize, usize)]) -> Value {
    let mut found = Vec::new();
    numbers(base, String::new(), &mut found);
    let mut value = base.clone();
    for &(which, to) in spoil {
        if let Some(number) = value.pointer_mut(&found[which % found.len()]) {
            *number = extreme(to);
        }
    }
    value
}

/// Plays an accepted character and shows what it shows.
fn play_and_show(tracker: &mut Tracker, commands: &[fiche_ombre::rules::command::Command], seed: u64) {
    let mut roller = seeded(seed);
    for command in commands {
        let _ = tracker.execute(command, &mut roller);
    }
    let sheet = tracker.sheet();
    let _ = (sheet.defense(), sheet.health(), sheet.perception(), sheet.state());
    // What a weapon shows can be typed back: no number past its bounds.
    for weapon in sheet.weapons() {
        let shown = weapon.damage.to_string();
        assert_eq!(WeaponDamage::parse(&shown).ok(), Some(weapon.damage), "{shown}");
    }
    for entry in tracker.journal().entries() {
        let _ = text::journal::describe(&entry.event);
    }
}

fn base_file() -> Value {
    serde_json::from_str(&export(&[&full_character()])).unwrap()
}

fn option(modifier: i32, boons: u32) -> AttackOption {
    AttackOption {
        name: "Lance".into(),
        range: Range::Contact,
        against: Against::Defense,
        modifier,
        boons,
        damage: Amount::parse("1d6+1").unwrap(),
        effect: String::new(),
    }
}

fn base_fight() -> Fight {
    let mut model = Model::new("Gobelin");
    model.attacks.push(option(1, 1));
    let mut fight = Fight::default();
    fight.add(&model, 3).unwrap();
    fight.seat(&["aline".to_string()]);
    fight.damage(fight.creatures[0].id, 2);
    fight.add_condition(fight.creatures[1].id, fiche_ombre::rules::conditions::ConditionCode::Frightened, Some(2));
    fight.faced("aline", "Gobelin", 1);
    fight
}

/// Plays an accepted fight: its creatures hurt, healed, copied, attacking,
/// the rounds passing; and shows their cards' numbers.
fn play_fight(fight: &mut Fight, seed: u64) {
    let mut roller = seeded(seed);
    let ids: Vec<u32> = fight.creatures.iter().map(|c| c.id).collect();
    for id in ids {
        fight.damage(id, 1_000_000);
        fight.heal(id, i32::MAX);
        let _ = fight.duplicate(id);
        if let Some(creature) = fight.creature(id) {
            let _ = text::fight::creature_numbers(&creature.model);
            let _ = text::fight::creature_attributes(&creature.model);
            for option in &creature.model.attacks {
                let _ = text::fight::option_line(option);
                // The GM's avantages, as the attack row offers them (−3 to +3).
                let gm = (seed % 7) as i32 - 3;
                let roll = attack(option, &creature.conditions, &AttackTarget::typed(i32::MAX), gm, &mut roller);
                let _ = text::fight::attack_result(&roll, "Défense", None);
                if let Amount::Dice(dice) = option.damage {
                    let _ = dice.roll(&mut roller);
                }
            }
            let _ = creature.model.attribute(Attribute::Will);
        }
        let _ = fight.shift(&Who::Creature(id), isize::MAX, &[]);
    }
    let _ = fight.round_end_notes();
    fight.end_round();
    fight.pass(Period::Hour);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn a_files_numbers_at_any_extreme_never_wrap(
        spoil in prop::collection::vec((any::<usize>(), any::<usize>()), 1..4),
        commands in prop::collection::vec(any_command(), 0..12),
        seed in any::<u64>(),
    ) {
        let file = spoiled(&base_file(), &spoil);
        if let Ok(mut characters) = import(&file.to_string()) {
            play_and_show(&mut characters[0], &commands, seed);
        }
    }

    #[test]
    fn a_links_bytes_changed_anywhere_never_wrap(
        changes in prop::collection::vec((any::<usize>(), any::<u8>()), 1..4),
        commands in prop::collection::vec(any_command(), 0..12),
        seed in any::<u64>(),
    ) {
        let character = full_character();
        let mut body = share::body("0123456789abcdef", character.sheet(), Some(character.journal()));
        for (at, byte) in changes {
            let at = at % body.len();
            body[at] = byte;
        }
        if let Ok(shared) = share::read(3, Some(&body)) {
            let mut tracker = Tracker::from_parts(shared.sheet, shared.journal.unwrap_or_default());
            play_and_show(&mut tracker, &commands, seed);
        }
    }

    #[test]
    fn a_stored_fights_numbers_at_any_extreme_never_wrap(
        spoil in prop::collection::vec((any::<usize>(), any::<usize>()), 1..4),
        seed in any::<u64>(),
    ) {
        let record = encode_fight(&fight_json_of(&base_fight()), &Version { revision: 3, writer: "x".into() }, None);
        let record = spoiled(&serde_json::from_str(&record).unwrap(), &spoil);
        if let Ok(mut stored) = decode_fight(&record.to_string()) {
            play_fight(&mut stored.fight, seed);
        }
    }

    #[test]
    fn a_foundry_actors_numbers_at_any_extreme_never_wrap(
        which in 0..3usize,
        spoil in prop::collection::vec((any::<usize>(), any::<usize>()), 1..4),
        commands in prop::collection::vec(any_command(), 0..12),
        seed in any::<u64>(),
    ) {
        let fixture = ["demonlord-v4.json", "demonlord-v5.json", "demonlord-v6.json"][which];
        let path = format!("{}/tests/fixtures/foundry/{fixture}", env!("CARGO_MANIFEST_DIR"));
        let actor: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        if let Ok(character) = foundry::import(&spoiled(&actor, &spoil)) {
            let mut tracker = Tracker::from_parts(character.sheet, Default::default());
            play_and_show(&mut tracker, &commands, seed);
        }
    }
}
