//! The GM's fight, pinned where no test held it (issue 60, item 8): every
//! bound of a stat block at its edge, *blessée* at exactly half an even
//! Santé, characters seated `Lent`, a creature *à terre* attacking, a typed
//! Défense for an attack aimed at an attribute, and damage never lost across
//! `Morte`, `Inconsciente` and healing, for any sequence.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::conditions::{ConditionCode, Conditions};
use fiche_ombre::rules::fight::attack::{attack, AttackReason, AttackTarget};
use fiche_ombre::rules::fight::check::MAX_DAMAGE;
use fiche_ombre::rules::fight::creature::{Against, AttackOption, Field, Model, Refusal, Standing};
use fiche_ombre::rules::fight::turns::{Speed, Who};
use fiche_ombre::rules::fight::Fight;
use fiche_ombre::rules::rolls::dice::ScriptedRoller;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::rules::weapons_and_magic::weapons::Range;
use proptest::prelude::*;

fn option(against: Against) -> AttackOption {
    AttackOption {
        name: "Griffes".into(),
        range: Range::Contact,
        against,
        modifier: 0,
        boons: 0,
        damage: Amount::parse("1d6").unwrap(),
        effect: String::new(),
    }
}

#[test]
fn every_number_of_a_stat_block_is_held_at_its_edges() {
    type Set = fn(&mut Model, i64);
    let fields: [(Field, i64, i64, Set); 9] = [
        (Field::Difficulty, 0, 1000, |m, v| m.difficulty = v.max(0) as u32),
        (Field::Defense, 0, 25, |m, v| m.defense = v as i32),
        (Field::Health, 1, 1000, |m, v| m.health = v as i32),
        (Field::Perception, 0, 30, |m, v| m.perception = v as i32),
        (Field::Speed, 0, 100, |m, v| m.speed = v as i32),
        (Field::Attribute(Attribute::Strength), 0, 30, |m, v| m.attributes[0] = v as i32),
        (Field::Attribute(Attribute::Will), 0, 30, |m, v| m.attributes[3] = v as i32),
        (Field::AttackModifier(0), -10, 20, |m, v| m.attacks[0].modifier = v as i32),
        (Field::AttackBoons(0), 0, 5, |m, v| m.attacks[0].boons = v.max(0) as u32),
    ];
    for (field, min, max, set) in fields {
        let with = |value: i64| {
            let mut model = Model { attacks: vec![option(Against::Defense)], ..Model::new("Gobelin") };
            set(&mut model, value);
            model.check()
        };
        assert_eq!(with(min), Ok(()), "{field:?} at {min}");
        assert_eq!(with(max), Ok(()), "{field:?} at {max}");
        assert_eq!(with(max + 1), Err(Refusal { field, min, max }), "{field:?} at {}", max + 1);
        // Below 0 an unsigned field cannot even be written.
        if !matches!(field, Field::Difficulty | Field::AttackBoons(_)) {
            assert_eq!(with(min - 1), Err(Refusal { field, min, max }), "{field:?} at {}", min - 1);
        }
    }
    let many = Model { attacks: vec![option(Against::Defense); 11], ..Model::new("Hydre") };
    assert_eq!(many.check(), Err(Refusal { field: Field::Attacks, min: 0, max: 10 }));
}

#[test]
fn an_even_sante_is_blessee_at_exactly_half() {
    let mut fight = Fight::default();
    let id = fight.add(&Model { health: 8, ..Model::new("Gobelin") }, 1).unwrap()[0];
    fight.damage(id, 3);
    assert_eq!(fight.creature(id).unwrap().standing(), Standing::Ok);
    fight.damage(id, 1);
    assert_eq!(fight.creature(id).unwrap().standing(), Standing::Injured, "4 of 8");
}

#[test]
fn characters_take_their_seat_lent_before_the_creatures() {
    let mut fight = Fight::default();
    fight.add(&Model::new("Gobelin"), 1).unwrap();
    fight.seat(&["aline".to_string()]);
    let first = &fight.participants[0];
    assert_eq!((first.who.clone(), first.choice), (Who::Character("aline".into()), Speed::Slow));
}

#[test]
fn a_creature_a_terre_attacks_with_one_desavantage() {
    let mut own = Conditions::default();
    own.apply(fiche_ombre::rules::conditions::Condition {
        code: ConditionCode::Prone,
        rounds_left: None,
        source: fiche_ombre::rules::conditions::ConditionSource::Manual,
    });
    let roll =
        attack(&option(Against::Defense), &own, &AttackTarget::typed(10), 0, &mut ScriptedRoller::new(vec![12, 3]));
    assert_eq!(roll.reasons, [(AttackReason::Own(ConditionCode::Prone), -1)]);
    assert_eq!(roll.total, 12 - 3);
}

#[test]
fn a_typed_defense_stands_for_the_attribute_an_attack_aims_at() {
    let roll = attack(
        &option(Against::Attribute(Attribute::Will)),
        &Conditions::default(),
        &AttackTarget::typed(14),
        0,
        &mut ScriptedRoller::new(vec![13]),
    );
    assert_eq!((roll.target, roll.hit), (14, false));
}

#[derive(Clone, Debug)]
enum Step {
    Damage(i32),
    Heal(i32),
    Kill,
    KnockOut,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (-5..40i32).prop_map(Step::Damage),
        (-5..40i32).prop_map(Step::Heal),
        Just(Step::Kill),
        Just(Step::KnockOut),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Damage is only what was taken less what was healed while alive:
    /// `Morte` and `Inconsciente` never change it, and a dead creature's
    /// stays as it was.
    #[test]
    fn damage_is_never_lost_across_morte_inconsciente_and_healing(
        health in 1..30i32,
        steps in prop::collection::vec(step(), 0..30),
    ) {
        let mut fight = Fight::default();
        let id = fight.add(&Model { health, ..Model::new("Gobelin") }, 1).unwrap()[0];
        let (mut damage, mut dead) = (0i32, false);
        for step in &steps {
            match *step {
                Step::Damage(n) if !dead && n > 0 => {
                    dead = damage >= health;
                    damage = (damage + n).min(MAX_DAMAGE);
                }
                Step::Heal(n) if !dead && n > 0 => damage = (damage - n).max(0),
                Step::Kill => dead = true,
                _ => {}
            }
            match step {
                Step::Damage(n) => fight.damage(id, *n),
                Step::Heal(n) => fight.heal(id, *n),
                Step::Kill => fight.kill(id),
                Step::KnockOut => fight.knock_out(id),
            }
            let creature = fight.creature(id).unwrap();
            prop_assert_eq!((creature.damage, creature.dead), (damage, dead), "after {:?}", step);
        }
    }
}
