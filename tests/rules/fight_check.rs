//! A fight from outside is held to what the fight's own commands make
//! (`Fight::check`): every tampering the hostile audit found is refused,
//! with where; every fight the commands make passes.

use fiche_ombre::rules::fight::check::{FightError, MAX_ID};
use fiche_ombre::rules::fight::creature::{Field, Model};
use fiche_ombre::rules::fight::turns::{Participant, Speed, Who};
use fiche_ombre::rules::fight::{AddError, Fight, MAX_CREATURES};
use fiche_ombre::rules::time::clock::Period;
use fiche_ombre::text::fight::{fight_error, file_fight_refused};

fn goblins(count: u32) -> Fight {
    let mut fight = Fight::default();
    fight.add(&Model::new("Gobelin"), count).unwrap();
    fight
}

#[test]
fn a_fight_the_commands_make_passes() {
    let mut fight = goblins(20);
    fight.add(&Model::new("Gobelin"), 20).unwrap();
    let first = fight.creatures[0].id;
    fight.damage(first, 3);
    fight.damage(first, 200_000);
    fight.damage(first, 200_000);
    fight.remove(fight.creatures[1].id);
    fight.duplicate(fight.creatures[2].id).unwrap();
    fight.seat(&["aline".to_string(), "bruno".to_string()]);
    fight.faced("aline", "Gobelin", 0);
    fight.pass(Period::Hour);
    assert_eq!(fight.check(), Ok(()));
    // A name at its bound, numbered by the fight, is still the stat block's.
    let mut long = Fight::default();
    long.add(&Model::new(&"x".repeat(80)), 12).unwrap();
    assert_eq!(long.check(), Ok(()));
    fight.end();
    assert_eq!(fight.check(), Ok(()));
}

#[test]
fn tampered_fights_are_refused_with_where() {
    let mut many = goblins(20);
    many.add(&Model::new("Orc"), 20).unwrap();
    many.creatures.push(many.creatures[0].clone());
    assert_eq!(many.check(), Err(FightError::TooManyCreatures { count: MAX_CREATURES + 1 }));

    let mut same = goblins(3);
    same.creatures[2].id = same.creatures[0].id;
    assert_eq!(same.check(), Err(FightError::SameId { creature: 2 }));

    let mut counter = goblins(2);
    counter.next_id = 0;
    assert_eq!(counter.check(), Err(FightError::IdNotBelowCounter { creature: 0 }));
    counter.next_id = MAX_ID + 1;
    assert_eq!(counter.check(), Err(FightError::Counter));

    let mut healed_past = goblins(2);
    healed_past.creatures[1].damage = -50;
    assert_eq!(healed_past.check(), Err(FightError::Damage { creature: 1 }));

    let mut bad_block = goblins(2);
    bad_block.creatures[1].model.health = 0;
    let Err(FightError::StatBlock { creature: 1, refusal }) = bad_block.check() else { panic!("not refused") };
    assert_eq!(refusal.field, Field::Health);

    let mut ghost = goblins(1);
    ghost.participants.push(Participant { who: Who::Creature(99), choice: Speed::Fast, played: false });
    assert_eq!(ghost.check(), Err(FightError::Turn { turn: 1 }));
    let mut twice = goblins(1);
    twice.participants.push(twice.participants[0].clone());
    assert_eq!(twice.check(), Err(FightError::Turn { turn: 1 }));

    let mut faced = goblins(1);
    for n in 0..=1_000 {
        faced.faced(&format!("perso {n}"), "Gobelin", 0);
    }
    assert_eq!(faced.check(), Err(FightError::TooManyFaced { count: 1_001 }));
}

#[test]
fn the_counter_never_wraps() {
    let mut fight = Fight::default();
    fight.add(&Model::new("Gobelin 4294967295"), 1).unwrap();
    fight.add(&Model::new("Gobelin"), 2).unwrap();
    let names: Vec<&str> = fight.creatures.iter().map(|c| c.model.name.as_str()).collect();
    assert_eq!(names, ["Gobelin 4294967295", "Gobelin 4294967296", "Gobelin 4294967297"]);
    fight.next_id = MAX_ID - 1;
    assert_eq!(fight.add(&Model::new("Orc"), 2), Err(AddError::TooMany { room: 0 }));
    assert_eq!(fight.check(), Ok(()));
}

#[test]
fn refusals_say_where_in_french() {
    assert_eq!(
        file_fight_refused(FightError::TooManyCreatures { count: 4_000 }),
        "Le combat du fichier n'est pas repris : 4\u{a0}000 créatures, 40 au plus."
    );
    assert_eq!(fight_error(FightError::Damage { creature: 0 }), "créature n° 1 : des dégâts de 0 à 100\u{a0}000");
    assert_eq!(
        fight_error(FightError::SameId { creature: 2 }),
        "créature n° 3 : son numéro est déjà celui d'une autre"
    );
    assert_eq!(
        fight_error(FightError::Turn { turn: 0 }),
        "tour n° 1 : pour une créature absente du combat, ou en double"
    );
}
