//! The results on screen kept with the fight (`rules::fight::shown`): one
//! per attack row, gone with their creature or the fight, held to bounds
//! when they come from outside, and not written at all while there are none.

use fiche_ombre::rules::conditions::Conditions;
use fiche_ombre::rules::fight::attack::{attack, AttackTarget};
use fiche_ombre::rules::fight::check::FightError;
use fiche_ombre::rules::fight::creature::{Against, AttackOption, Model};
use fiche_ombre::rules::fight::shown::{AttackShown, FearShown, MAX_SAID};
use fiche_ombre::rules::fight::Fight;
use fiche_ombre::rules::rolls::dice::ScriptedRoller;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::rules::weapons_and_magic::weapons::Range;

fn shown(fight: &Fight, creature: u32, d20: u32, round: u64) -> AttackShown {
    let option = AttackOption {
        name: "Lance".into(),
        range: Range::Contact,
        modifier: 1,
        boons: 0,
        against: Against::Defense,
        damage: Amount::parse("1d6").unwrap(),
        effect: String::new(),
    };
    let roll =
        attack(&option, &Conditions::default(), &AttackTarget::typed(10), 0, &mut ScriptedRoller::new(vec![d20]));
    let name = fight.creature(creature).unwrap().model.name.clone();
    AttackShown {
        creature,
        option: 0,
        names: (name, "Lance".into()),
        round,
        roll,
        target: None,
        damage: None,
        inflicted: None,
        rolls: 1,
    }
}

#[test]
fn a_roll_kept_before_rolls_were_counted_reads_back_as_none_counted() {
    let mut fight = Fight::default();
    let ids = fight.add(&Model::new("Gobelin"), 1).unwrap();
    let mut kept = serde_json::to_value(shown(&fight, ids[0], 12, 1)).unwrap();
    kept.as_object_mut().unwrap().remove("rolls");
    let read: AttackShown = serde_json::from_value(kept).unwrap();
    assert_eq!(read.rolls, 0);
    assert_eq!(read.roll, shown(&fight, ids[0], 12, 1).roll);
}

#[test]
fn a_rows_new_roll_replaces_its_last_and_leaves_with_its_creature() {
    let mut fight = Fight::default();
    let ids = fight.add(&Model::new("Gobelin"), 2).unwrap();
    let names = |f: &Fight, id: u32| (f.creature(id).unwrap().model.name.clone(), "Lance".to_string());
    fight.shown.set_attack(shown(&fight, ids[0], 12, 1));
    fight.shown.set_attack(shown(&fight, ids[1], 3, 1));
    fight.shown.set_attack(shown(&fight, ids[0], 18, 2));
    assert_eq!(fight.shown.attacks.len(), 2);
    assert_eq!(fight.shown.attack(ids[0], 0, &names(&fight, ids[0])).unwrap().roll.d20, 18);
    // Rolled under other names (an undo gave the number to another creature): not this row's.
    assert!(fight.shown.attack(ids[0], 0, &("Orc".into(), "Lance".into())).is_none());
    fight.remove(ids[0]);
    assert_eq!(fight.shown.attacks.len(), 1);
    assert_eq!(fight.shown.attacks[0].creature, ids[1]);
    fight.shown.fear = Some(FearShown { round: 1, said: "Aline : 5, échec".into() });
    fight.end();
    assert!(fight.shown.is_empty());
}

#[test]
fn a_fight_without_results_is_written_as_before_and_one_with_them_comes_back() {
    let mut fight = Fight::default();
    let ids = fight.add(&Model::new("Gobelin"), 1).unwrap();
    let json = serde_json::to_string(&fight).unwrap();
    assert!(!json.contains("shown"), "{json}");
    fight.shown.set_attack(shown(&fight, ids[0], 12, 3));
    fight.shown.fear = Some(FearShown { round: 3, said: "Aline : 5, échec".into() });
    let json = serde_json::to_string(&fight).unwrap();
    assert_eq!(serde_json::from_str::<Fight>(&json).unwrap(), fight);
    assert_eq!(fight.check(), Ok(()));
}

#[test]
fn results_from_outside_past_what_the_fight_shows_are_refused() {
    let mut fight = Fight::default();
    let ids = fight.add(&Model::new("Gobelin"), 1).unwrap();
    fight.shown.fear = Some(FearShown { round: 1, said: "a".repeat(MAX_SAID) });
    assert_eq!(fight.check(), Ok(()));
    fight.shown.fear = Some(FearShown { round: 1, said: "a".repeat(MAX_SAID + 1) });
    assert_eq!(fight.check(), Err(FightError::Shown));
    fight.shown.fear = None;
    let mut long = shown(&fight, ids[0], 12, 1);
    long.names.1 = "L".repeat(161);
    fight.shown.set_attack(long);
    assert_eq!(fight.check(), Err(FightError::Shown));
}
