//! The GM's fight, pinned where no test held it (issue 60, item 8): every
//! bound of a stat block at its edge, *blessé* at exactly half an even
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

fn participant() -> impl Strategy<Value = (bool, bool, bool, bool, bool, bool)> {
    // (a character?, fast chosen?, ralenti?, surpris?, dead?, played?)
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), prop::bool::weighted(0.2), any::<bool>())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// For any mix of choices and states: fast characters, fast creatures,
    /// slow characters, slow creatures, each group in the GM's order;
    /// ralenti is slow whatever was chosen, a dead creature has no turn,
    /// and the turn under way is the first neither played nor surpris.
    #[test]
    fn the_turns_follow_the_rules_order_for_any_mix(mix in prop::collection::vec(participant(), 0..12)) {
        use fiche_ombre::rules::conditions::{Condition, ConditionSource};
        use fiche_ombre::rules::fight::turns::{self, Participant};
        let participants: Vec<Participant> = mix
            .iter()
            .enumerate()
            .map(|(i, &(character, fast, ..))| Participant {
                who: if character { Who::Character(format!("p{i}")) } else { Who::Creature(i as u32) },
                choice: if fast { Speed::Fast } else { Speed::Slow },
                played: mix[i].5,
            })
            .collect();
        let at = |who: &Who| participants.iter().position(|p| p.who == *who).unwrap();
        let round = turns::round(&participants, |who| {
            let (character, _, slowed, surprised, dead, _) = mix[at(who)];
            let mut states = Conditions::default();
            for (on, code) in [(slowed, ConditionCode::Slowed), (surprised, ConditionCode::Surprised)] {
                if on {
                    states.apply(Condition { code, rounds_left: None, source: ConditionSource::Manual });
                }
            }
            Some(turns::of_creature(&states, false, dead && !character))
        });
        let group = |t: &turns::Turn| match (t.speed, &t.who) {
            (Speed::Fast, Who::Character(_)) => 0,
            (Speed::Fast, Who::Creature(_)) => 1,
            (Speed::Slow, Who::Character(_)) => 2,
            (Speed::Slow, Who::Creature(_)) => 3,
        };
        for pair in round.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            prop_assert!(group(a) < group(b) || (group(a) == group(b) && at(&a.who) < at(&b.who)), "{:?} before {:?}", a.who, b.who);
        }
        let expected: Vec<&Who> = participants
            .iter()
            .filter(|p| !(mix[at(&p.who)].4 && matches!(p.who, Who::Creature(_))))
            .map(|p| &p.who)
            .collect();
        prop_assert_eq!(round.len(), expected.len());
        for turn in &round {
            let (_, fast, slowed, ..) = mix[at(&turn.who)];
            let speed = if fast && !slowed { Speed::Fast } else { Speed::Slow };
            prop_assert_eq!(turn.speed, speed);
        }
        let now = round.iter().find(|t| !mix[at(&t.who)].5 && !mix[at(&t.who)].3).map(|t| &t.who);
        prop_assert_eq!(turns::current(&round).map(|t| &t.who), now);
    }
}
