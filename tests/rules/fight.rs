//! The GM's fight (docs/rules.md): creatures, turns, attacks, fear.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::conditions::{ConditionCode, Conditions};
use fiche_ombre::rules::fight::attack::{attack, AttackReason, AttackTarget};
use fiche_ombre::rules::fight::creature::{Against, AttackOption, Field, Model, Standing};
use fiche_ombre::rules::fight::fear::{face, Consequence, Fear, Note};
use fiche_ombre::rules::fight::turns::{self, Constraints, Group, Participant, Speed, Who};
use fiche_ombre::rules::fight::{AddError, Fight, MAX_CREATURES};
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::rolls::dice::ScriptedRoller;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::rules::weapons_and_magic::weapons::Range;

use super::support::{num, with_insanity};

fn names(fight: &Fight) -> Vec<&str> {
    fight.creatures.iter().map(|c| c.model.name.as_str()).collect()
}

fn spear(range: Range, modifier: i32, boons: u32) -> AttackOption {
    AttackOption {
        name: "Lance".into(),
        range,
        against: Against::Defense,
        modifier,
        boons,
        damage: Amount::parse("1d6+1").unwrap(),
        effect: String::new(),
    }
}

fn conditions(codes: &[ConditionCode]) -> Conditions {
    let mut fight = Fight::default();
    let id = fight.add(&Model::new("x"), 1).unwrap()[0];
    for code in codes {
        fight.add_condition(id, *code, None);
    }
    fight.creature(id).unwrap().conditions.clone()
}

#[test]
fn creatures_of_a_kind_are_numbered_after_those_already_there() {
    let mut fight = Fight::default();
    fight.add(&Model::new("Ogre"), 1).unwrap();
    fight.add(&Model::new("Gobelin"), 4).unwrap();
    fight.add(&Model::new("Gobelin"), 2).unwrap();
    assert_eq!(names(&fight), ["Ogre", "Gobelin 1", "Gobelin 2", "Gobelin 3", "Gobelin 4", "Gobelin 5", "Gobelin 6"]);
    let ids = fight.duplicate(fight.creatures[0].id).unwrap();
    assert_eq!(fight.creature(ids[0]).unwrap().model.name, "Ogre 2");
    // Every creature has a slow turn waiting.
    assert_eq!(fight.participants.len(), 8);
    assert!(fight.participants.iter().all(|p| p.choice == Speed::Slow && !p.played));
    // A numbered one's copy takes the kind's next number.
    let third = fight.creatures.iter().find(|c| c.model.name == "Gobelin 3").unwrap().id;
    let copy = fight.duplicate(third).unwrap()[0];
    assert_eq!(fight.creature(copy).unwrap().model.name, "Gobelin 7");
    // Retirer takes that creature and its turn away, and nothing else.
    fight.remove(third);
    assert!(fight.creature(third).is_none());
    assert!(!fight.participants.iter().any(|p| p.who == Who::Creature(third)));
    assert_eq!(fight.creatures.len(), 8);
    assert_eq!(fight.participants.len(), 8);
}

#[test]
fn a_bad_stat_block_or_too_many_creatures_change_nothing() {
    let mut fight = Fight::default();
    let long = Model { name: "x".repeat(81), ..Model::new("") };
    assert!(matches!(fight.add(&long, 1), Err(AddError::Invalid(r)) if r.field == Field::Name));
    // A name of zero-width characters alone shows nothing: refused; one
    // visible letter among them is a name.
    for invisible in ["\u{200B}\u{200B}", " \u{FEFF}\u{2060} ", "\u{200D}\u{00AD}"] {
        let blank = Model::new(invisible);
        assert!(matches!(fight.add(&blank, 1), Err(AddError::Invalid(r)) if r.field == Field::Name), "{invisible:?}");
    }
    assert!(Model::new("\u{200B}Orc").check().is_ok());
    let no_health = Model { health: 0, ..Model::new("Gobelin") };
    assert!(matches!(fight.add(&no_health, 1), Err(AddError::Invalid(r)) if r.field == Field::Health));
    let defense = Model { defense: 26, ..Model::new("Gobelin") };
    assert!(matches!(fight.add(&defense, 1), Err(AddError::Invalid(r)) if r.field == Field::Defense));
    assert_eq!(fight.add(&Model::new("Gobelin"), 0), Err(AddError::Count));
    assert_eq!(fight.add(&Model::new("Gobelin"), 21), Err(AddError::Count));
    for _ in 0..2 {
        fight.add(&Model::new("Gobelin"), 20).unwrap();
    }
    assert_eq!(fight.add(&Model::new("Gobelin"), 1), Err(AddError::TooMany { room: 0 }));
    assert_eq!(fight.creatures.len(), MAX_CREATURES);
}

#[test]
fn a_creature_is_injured_at_half_its_health_out_at_its_health_and_killed_by_more() {
    let mut fight = Fight::default();
    let id = fight.add(&Model { health: 7, ..Model::new("Gobelin") }, 1).unwrap()[0];
    fight.damage(id, 3);
    assert_eq!(fight.creature(id).unwrap().standing(), Standing::Ok);
    fight.damage(id, 1);
    assert_eq!(fight.creature(id).unwrap().standing(), Standing::Injured);
    fight.damage(id, 5);
    let creature = fight.creature(id).unwrap();
    assert_eq!(creature.standing(), Standing::Incapacitated);
    assert!(creature.conditions.has(ConditionCode::Prone), "hors de combat falls à terre");
    assert_eq!((creature.damage, creature.health_left()), (9, 0), "damage above Santé is kept, Santé shows 0");
    fight.damage(id, 1);
    assert_eq!(fight.creature(id).unwrap().standing(), Standing::Dead);
    fight.heal(id, 20);
    assert_eq!(fight.creature(id).unwrap().standing(), Standing::Dead, "healing raises no one");
}

#[test]
fn the_gm_decides_unconscious_and_its_defense_is_five() {
    let mut fight = Fight::default();
    let id = fight.add(&Model { health: 4, defense: 15, ..Model::new("Garde") }, 1).unwrap()[0];
    fight.damage(id, 4);
    fight.knock_out(id);
    let creature = fight.creature(id).unwrap();
    assert_eq!((creature.standing(), creature.defense()), (Standing::Unconscious, 5));
}

fn seated(choices: &[(&str, Speed)], creatures: &[(u32, Speed)]) -> Vec<Participant> {
    let mut all: Vec<Participant> = choices
        .iter()
        .map(|(id, s)| Participant { who: Who::Character(id.to_string()), choice: *s, played: false })
        .collect();
    all.extend(creatures.iter().map(|(id, s)| Participant { who: Who::Creature(*id), choice: *s, played: false }));
    all
}

/// A character by its id, a creature as `#id`.
fn label(who: &Who) -> String {
    match who {
        Who::Character(id) => id.clone(),
        Who::Creature(id) => format!("#{id}"),
    }
}

fn order(turns: &[turns::Turn]) -> Vec<String> {
    turns.iter().map(|t| label(&t.who)).collect()
}

#[test]
fn fast_characters_then_fast_creatures_then_slow_characters_then_slow_creatures() {
    let participants = seated(
        &[("aline", Speed::Slow), ("bruno", Speed::Fast), ("chloé", Speed::Fast)],
        &[(1, Speed::Slow), (2, Speed::Fast), (3, Speed::Slow)],
    );
    let round = turns::round(&participants, |_| Some(Constraints::default()));
    assert_eq!(order(&round), ["bruno", "chloé", "#2", "aline", "#1", "#3"]);
    assert_eq!(turns::current(&round).unwrap().who, Who::Character("bruno".into()));
}

/// `Groupe suivant`: the group under way, and who in it is still to play
/// (played and surprised ones left out).
#[test]
fn the_rest_of_the_group_under_way_is_passed_at_once() {
    let participants = seated(
        &[
            ("aline", Speed::Slow),
            ("bruno", Speed::Fast),
            ("chloé", Speed::Slow),
            ("dorian", Speed::Slow),
            ("émile", Speed::Slow),
        ],
        &[(1, Speed::Slow), (2, Speed::Fast)],
    );
    let round = turns::round(&participants, |who| match who {
        Who::Character(id) if id == "dorian" => Some(Constraints { skipped: true, ..Constraints::default() }),
        _ => Some(Constraints::default()),
    });
    let rest = |played: &[&str]| {
        let mut round = round.clone();
        round.iter_mut().filter(|t| played.contains(&label(&t.who).as_str())).for_each(|t| t.played = true);
        turns::rest_of_group(&round).map(|(group, who)| (group, who.iter().map(label).collect::<Vec<_>>()))
    };
    assert_eq!(rest(&[]), Some((Group::FastCharacters, vec!["bruno".to_string()])));
    assert_eq!(rest(&["bruno"]), Some((Group::FastCreatures, vec!["#2".to_string()])));
    // Dorian is surprised: no turn to pass.
    assert_eq!(
        rest(&["bruno", "#2"]),
        Some((Group::SlowCharacters, vec!["aline".into(), "chloé".into(), "émile".into()]))
    );
    assert_eq!(rest(&["bruno", "#2", "chloé"]), Some((Group::SlowCharacters, vec!["aline".into(), "émile".into()])));
    assert_eq!(rest(&["bruno", "#2", "aline", "chloé", "émile"]), Some((Group::SlowCreatures, vec!["#1".to_string()])));
    assert_eq!(rest(&["bruno", "#2", "aline", "chloé", "émile", "#1"]), None, "only the end of the round is left");
}

/// `Tour suivant` on the last turn, or `Groupe suivant` on the last group,
/// ends the round; a surprised one has no turn to wait for.
#[test]
fn passing_the_last_ones_to_play_ends_the_round() {
    let participants = seated(&[("aline", Speed::Fast), ("bruno", Speed::Slow)], &[(1, Speed::Slow), (2, Speed::Slow)]);
    let mut round = turns::round(&participants, |who| match who {
        Who::Character(id) if id == "bruno" => Some(Constraints { skipped: true, ..Constraints::default() }),
        _ => Some(Constraints::default()),
    });
    let aline = Who::Character("aline".into());
    let (first, second) = (Who::Creature(1), Who::Creature(2));
    assert!(!turns::ends_round(&round, std::slice::from_ref(&aline)));
    round.iter_mut().filter(|t| t.who == aline).for_each(|t| t.played = true);
    assert!(!turns::ends_round(&round, std::slice::from_ref(&first)), "one creature still to play");
    assert!(turns::ends_round(&round, &[first.clone(), second.clone()]), "the last group at once");
    assert!(!turns::ends_round(&round, &[first.clone(), aline]), "aline played already: #2 waits");
    round.iter_mut().filter(|t| t.who == first).for_each(|t| t.played = true);
    assert!(turns::ends_round(&round, &[second]));
    round.iter_mut().for_each(|t| t.played = true);
    assert!(turns::ends_round(&round, &[]), "only the end of the round is left");
}

#[test]
fn slowed_violence_surprised_and_dead_shape_the_turns() {
    let mut participants =
        seated(&[("aline", Speed::Fast), ("bruno", Speed::Slow)], &[(1, Speed::Fast), (2, Speed::Slow)]);
    participants[0].played = true;
    let mut fight = Fight::default();
    fight.add(&Model::new("x"), 2).unwrap();
    fight.add_condition(0, ConditionCode::Slowed, Some(2));
    let slowed = turns::of_creature(&fight.creature(0).unwrap().conditions, false, false);
    let violent = {
        let mut sheet = Sheet::new();
        // Violence is row 10 of the madness table.
        let mut roller = ScriptedRoller::new([10, 1, 1, 1, 1, 1, 1]);
        sheet = sheet.apply(&Command::GainInsanity(Amount::Fixed(10)), &mut roller).unwrap().0;
        turns::of_character(&sheet)
    };
    assert_eq!(violent.speed(Speed::Slow), Speed::Fast, "Violence: a fast turn every round");
    let surprised = turns::of_character(&{
        let mut roller = ScriptedRoller::new([]);
        let command = Command::AddCondition { code: ConditionCode::Surprised, rounds: None };
        Sheet::new().apply(&command, &mut roller).unwrap().0
    });
    let round = turns::round(&participants, |who| match who {
        Who::Creature(1) => Some(slowed.clone()),
        Who::Creature(2) => Some(Constraints { out: true, ..Constraints::default() }),
        Who::Character(id) if id == "bruno" => Some(violent.clone()),
        Who::Character(_) => Some(surprised.clone()),
        _ => None,
    });
    assert_eq!(order(&round), ["aline", "bruno", "#1"], "the dead creature has no turn");
    assert!(round[0].constraints.skipped);
    assert_eq!(round[2].speed, Speed::Slow, "ralenti: slow turns only");
    assert_eq!(turns::current(&round).unwrap().who, Who::Character("bruno".into()));
}

#[test]
fn the_end_of_the_round_counts_creatures_conditions_down_and_every_turn_waits_again() {
    let mut fight = Fight::default();
    let id = fight.add(&Model::new("Gobelin"), 1).unwrap()[0];
    fight.add_condition(id, ConditionCode::Dazed, Some(1));
    fight.add_condition(id, ConditionCode::Slowed, Some(2));
    fight.played(&Who::Creature(id));
    fight.end_round();
    let creature = fight.creature(id).unwrap();
    assert!(!creature.conditions.has(ConditionCode::Dazed));
    assert_eq!(creature.conditions.get(ConditionCode::Slowed).unwrap().rounds_left, Some(1));
    assert!(!fight.participants[0].played);
}

fn round_of(fight: &Fight) -> Vec<turns::Turn> {
    turns::round(&fight.participants, |_| Some(Constraints::default()))
}

fn round_order(fight: &Fight) -> Vec<Who> {
    round_of(fight).into_iter().map(|t| t.who).collect()
}

#[test]
fn the_gm_moves_a_participant_among_its_kind() {
    let mut fight = Fight::default();
    fight.add(&Model::new("G"), 3).unwrap();
    fight.seat(&["a".into(), "b".into()]);
    for (who, by) in [(Who::Creature(2), -1), (Who::Character("a".into()), 1), (Who::Creature(0), -1)] {
        let round = round_of(&fight);
        fight.shift(&who, by, &round);
    }
    assert_eq!(
        round_order(&fight),
        [Who::Character("b".into()), Who::Character("a".into()), Who::Creature(0), Who::Creature(2), Who::Creature(1)]
    );
}

/// FIGHT.md: Monter and Descendre move within the speed group, as Foundry
/// does; a press that moves nothing changes nothing.
#[test]
fn the_gm_moves_a_participant_within_its_speed_group() {
    let mut fight = Fight::default();
    fight.seat(&["a".into(), "b".into(), "c".into()]);
    fight.set_choice(&Who::Character("a".into()), Speed::Fast);
    fight.set_choice(&Who::Character("c".into()), Speed::Fast);
    let c = Who::Character("c".into());
    // Fast: a, c; slow: b. Up, c passes a, not b (slow, between them).
    let round = round_of(&fight);
    assert!(fight.shift(&c, -1, &round));
    assert_eq!(round_order(&fight), ["c", "a", "b"].map(|id| Who::Character(id.into())));
    // First of the fast ones: nothing moves, nothing changes.
    let before = fight.clone();
    let round = round_of(&fight);
    assert!(!fight.shift(&c, -1, &round));
    assert_eq!(fight, before);
    // Last of the fast ones: down moves nothing either (b is slow).
    let round = round_of(&fight);
    assert!(!fight.shift(&Who::Character("a".into()), 1, &round));
    assert_eq!(fight, before);
    // Alone in its group, b moves neither way.
    let b = Who::Character("b".into());
    for by in [-1, 1] {
        let round = round_of(&fight);
        assert!(!fight.shift(&b, by, &round));
    }
    assert_eq!(fight, before);
}

#[test]
fn an_attack_adds_the_options_avantages_and_the_states_and_hits_on_the_defense() {
    let target = AttackTarget { conditions: conditions(&[ConditionCode::Prone]), ..AttackTarget::typed(15) };
    // d20 10, +2, 1 avantage of the option + 1 of à terre at contact: 2d6 (3, 5).
    let mut roller = ScriptedRoller::new([10, 3, 5]);
    let roll = attack(&spear(Range::Contact, 2, 1), &Conditions::default(), &target, 0, &mut roller);
    assert_eq!(roll.reasons, [(AttackReason::Option, 1), (AttackReason::Target(ConditionCode::Prone), 1)]);
    assert_eq!((roll.total, roll.target, roll.hit), (17, 15, true));
    // At a distance, à terre is a désavantage: it cancels the option's avantage.
    let mut roller = ScriptedRoller::new([13]);
    let roll = attack(&spear(Range::Distance, 2, 1), &Conditions::default(), &target, 0, &mut roller);
    assert_eq!((roll.total, roll.hit), (15, true), "a total equal to the Défense hits");
    // An effrayé creature has 1 désavantage; the GM's two avantages win.
    let mut roller = ScriptedRoller::new([5, 6]);
    let own = conditions(&[ConditionCode::Frightened]);
    let roll = attack(&spear(Range::Contact, 0, 0), &own, &AttackTarget::typed(12), 2, &mut roller);
    assert_eq!((roll.boons.net, roll.total, roll.hit), (1, 11, false));
    assert_eq!(
        roll.reasons,
        [(AttackReason::Gm, 2), (AttackReason::Own(ConditionCode::Frightened), -1)],
        "no avantage of the option's 0"
    );
    // A target stupéfait, aveugle or immobilisé gives 1 avantage.
    for code in [ConditionCode::Stunned, ConditionCode::Blinded, ConditionCode::Immobilized] {
        let target = AttackTarget { conditions: conditions(&[code]), ..AttackTarget::typed(12) };
        let roll =
            attack(&spear(Range::Distance, 0, 0), &Conditions::default(), &target, 0, &mut ScriptedRoller::new([9, 1]));
        assert_eq!(roll.reasons, [(AttackReason::Target(code), 1)], "{code:?}");
    }
}

#[test]
fn a_stat_blocks_attribute_is_read_by_name_and_a_roll_against_a_creature_is_remembered_per_rest() {
    let model = Model { attributes: [11, 12, 13, 14], ..Model::new("Ogre") };
    assert_eq!(Attribute::ALL.map(|a| model.attribute(a)), [11, 12, 13, 14]);
    let mut fight = Fight::default();
    fight.faced("a", "Gobelin", 0);
    fight.faced("b", "Gobelin", 0);
    fight.faced("a", "Gobelin", 1);
    assert!(
        fight.has_faced("a", "Gobelin", 1) && !fight.has_faced("a", "Gobelin", 0),
        "the latest roll replaces the one before"
    );
    assert!(fight.has_faced("b", "Gobelin", 0), "another character's stays");
    assert!(!fight.has_faced("a", "Horreur", 1));
    assert_eq!(fight.faced.len(), 2);
}

#[test]
fn an_attack_aimed_at_an_attribute_hits_on_its_score() {
    let target = AttackTarget { attributes: [9, 12, 11, 14], ..AttackTarget::typed(16) };
    let option = AttackOption { against: Against::Attribute(Attribute::Will), ..spear(Range::Distance, 0, 0) };
    let mut roller = ScriptedRoller::new([14]);
    let roll = attack(&option, &Conditions::default(), &target, 0, &mut roller);
    assert_eq!((roll.target, roll.hit), (14, true));
}

fn words(note: Note) -> String {
    match note {
        Note::Roll { creature, .. } => format!("contre {creature}"),
        Note::Failed { creature, .. } => format!("échec contre {creature}"),
    }
}

fn facing(sheet: Sheet, fear: Fear, crowd: bool, dice: &[u32]) -> (Tracker, Consequence) {
    let mut tracker = Tracker::new(sheet);
    let mut roller = ScriptedRoller::new(dice.iter().copied());
    let faced = face(&mut tracker, "Ogre", fear, crowd, &mut roller, words).unwrap();
    assert_eq!(roller.remaining(), 0);
    (tracker, faced.consequence.expect("a failure"))
}

#[test]
fn a_failed_roll_against_a_frightening_creature_frightens_for_1d3_plus_insanity_rounds() {
    // Volonté 10, Folie 3 (its effrayé over): d20 9 fails; 1d3 gives 2: effrayé 5 rounds.
    let calm =
        with_insanity(10, 3).apply(&Command::RemoveCondition(ConditionCode::Frightened), &mut ScriptedRoller::new([]));
    let (tracker, consequence) = facing(calm.unwrap().0, Fear::Frightening, false, &[9, 2]);
    assert_eq!(consequence, Consequence::Frightened { die: 2, insanity: 3, rounds: 5 });
    assert_eq!(tracker.sheet().conditions().get(ConditionCode::Frightened).unwrap().rounds_left, Some(5));
    let notes: Vec<&Event> = tracker.journal().entries().iter().map(|e| &e.event).collect();
    assert!(matches!(notes[notes.len() - 4], Event::Note(n) if n == "contre Ogre"));
    assert!(notes.iter().any(|e| matches!(e, Event::Note(n) if n == "échec contre Ogre")));
}

#[test]
fn already_frightened_a_frightening_creature_gives_one_insanity_through_the_procedure() {
    // Folie 2 has left it effrayé.
    let sheet = with_insanity(10, 2);
    assert!(sheet.conditions().has(ConditionCode::Frightened));
    // d20 12 with effrayé's désavantage (d6 4): 8, a failure; +1 Folie.
    let (tracker, consequence) = facing(sheet, Fear::Frightening, false, &[12, 4]);
    assert_eq!(consequence, Consequence::Insanity(Amount::Fixed(1)));
    assert_eq!(tracker.sheet().insanity(), 3);
    // Rule 2: already effrayé, the gain makes it stupéfait for the new total.
    assert_eq!(tracker.sheet().conditions().get(ConditionCode::Stunned).unwrap().rounds_left, Some(3));
}

#[test]
fn a_horrifying_creature_gives_one_insanity_or_1d3_to_the_frightened() {
    let (tracker, consequence) = facing(with_insanity(10, 0), Fear::Horrifying, false, &[3]);
    assert!(!with_insanity(10, 0).conditions().has(ConditionCode::Frightened));
    assert_eq!((consequence, tracker.sheet().insanity()), (Consequence::Insanity(Amount::Fixed(1)), 1));
    let mut sheet = with_insanity(10, 0);
    let command = Command::AddCondition { code: ConditionCode::Frightened, rounds: Some(num(3)) };
    sheet = sheet.apply(&command, &mut ScriptedRoller::new([])).unwrap().0;
    let (tracker, _) = facing(sheet, Fear::Horrifying, false, &[3, 1, 3]);
    assert_eq!(tracker.sheet().insanity(), 3, "1d3 rolled 3");
}

#[test]
fn four_or_more_in_sight_give_one_desavantage_and_a_success_changes_nothing_else() {
    let mut tracker = Tracker::new(with_insanity(10, 0));
    // d20 14, 1 désavantage (d6 3): 11, a success.
    let mut roller = ScriptedRoller::new([14, 3]);
    let faced = face(&mut tracker, "Ogre", Fear::Horrifying, true, &mut roller, words).unwrap();
    assert_eq!((faced.roll.total, faced.consequence), (11, None));
    assert_eq!(tracker.sheet().insanity(), 0);
    // The journal gives the désavantage its cause: the crowd, not the player.
    use fiche_ombre::rules::rolls::roll::{Boon, Reason};
    assert_eq!(faced.roll.reasons, [Boon { reason: Reason::Crowd, count: -1 }]);
}

#[test]
fn effraye_from_a_frightening_creature_says_so_in_the_journal() {
    use fiche_ombre::rules::conditions::ConditionSource;
    // d20 5, a failure; 1d3 → 2 + Folie 0: effrayé 2 rounds, from the creature.
    let mut tracker = Tracker::new(with_insanity(10, 0));
    let mut roller = ScriptedRoller::new([5, 2]);
    face(&mut tracker, "Gobelin", Fear::Frightening, false, &mut roller, words).unwrap();
    let frightened = tracker.sheet().conditions().iter().find(|c| c.code == ConditionCode::Frightened).copied();
    assert_eq!(frightened.map(|c| (c.rounds_left, c.source)), Some((Some(2), ConditionSource::Fear)));
}

#[test]
fn a_character_rolls_once_per_creature_until_its_next_rest() {
    let mut fight = Fight::default();
    fight.faced("aline", "Ogre", 0);
    assert!(fight.has_faced("aline", "Ogre", 0));
    assert!(!fight.has_faced("aline", "Ogre", 1), "a rest since");
    assert!(!fight.has_faced("bruno", "Ogre", 0));
}

#[test]
fn ending_the_fight_takes_the_creatures_away_and_keeps_the_characters() {
    let mut fight = Fight::default();
    fight.seat(&["aline".into()]);
    fight.add(&Model::new("Gobelin"), 3).unwrap();
    fight.played(&Who::Character("aline".into()));
    fight.end();
    assert!(fight.creatures.is_empty());
    assert_eq!(fight.participants.len(), 1);
    assert!(!fight.participants[0].played);
}

#[test]
fn a_hit_from_the_table_leads_its_journal_entry_with_who_hit_and_is_undone_whole() {
    let mut tracker = Tracker::new(Sheet::new());
    let command = Command::TakeDamage(Amount::Fixed(4));
    tracker.execute_noted("Gobelin 2 — Lance : 4 dégâts".into(), &command, &mut ScriptedRoller::new([])).unwrap();
    let entries = tracker.journal().entries();
    assert!(matches!(&entries[0].event, Event::Note(n) if n == "Gobelin 2 — Lance : 4 dégâts"));
    assert!(matches!(entries[1].event, Event::DamageTaken { applied: 4, .. }));
    assert_eq!(entries[0].action, entries[1].action, "one action");
    assert_eq!((entries[0].seq, entries[1].seq), (0, 1));
    assert!(tracker.undo());
    assert!(tracker.journal().entries().iter().all(|e| e.undone));
    // A refused command writes no note.
    let before = tracker.journal().len();
    assert!(tracker.execute_noted("x".into(), &Command::ClawSelf, &mut ScriptedRoller::new([])).is_err());
    assert_eq!(tracker.journal().len(), before);
}

#[test]
fn a_minute_passes_for_the_creatures_as_six_rounds() {
    use fiche_ombre::rules::time::clock::Period;
    let mut fight = Fight::default();
    let id = fight.add(&Model::new("Gobelin"), 1).unwrap()[0];
    fight.add_condition(id, ConditionCode::Slowed, Some(8));
    fight.add_condition(id, ConditionCode::Dazed, Some(6));
    fight.add_condition(id, ConditionCode::Prone, None);
    fight.pass(Period::Minute);
    let conditions = &fight.creature(id).unwrap().conditions;
    assert_eq!(conditions.get(ConditionCode::Slowed).unwrap().rounds_left, Some(2));
    assert!(!conditions.has(ConditionCode::Dazed));
    assert!(conditions.has(ConditionCode::Prone), "no duration: until removed");
}

#[test]
fn healing_damage_nothing_and_the_gms_calls_do_what_they_say() {
    let mut fight = Fight::default();
    let id = fight.add(&Model { health: 10, ..Model::new("Ogre") }, 1).unwrap()[0];
    let damage = |fight: &Fight| fight.creature(id).unwrap().damage;
    // No damage, or less than none, changes nothing; healing stops at 0.
    fight.damage(id, 0);
    fight.damage(id, -3);
    assert_eq!(damage(&fight), 0);
    fight.damage(id, 6);
    assert!(!fight.creature(id).unwrap().conditions.has(ConditionCode::Prone), "still on its feet");
    fight.heal(id, 0);
    fight.heal(id, -2);
    assert_eq!(damage(&fight), 6);
    fight.heal(id, 4);
    assert_eq!(damage(&fight), 2);
    fight.heal(id, 5);
    assert_eq!(damage(&fight), 0);
    // Exactly its Santé puts it out (à terre), not dead.
    fight.damage(id, 10);
    assert_eq!(fight.creature(id).unwrap().standing(), Standing::Incapacitated);
    // The GM's call: Morte, and a dead creature takes no more damage.
    fight.kill(id);
    assert_eq!(fight.creature(id).unwrap().standing(), Standing::Dead);
    fight.damage(id, 5);
    fight.heal(id, 5);
    assert_eq!(damage(&fight), 10, "a dead creature is neither hurt nor healed");
}

#[test]
fn a_changed_stat_block_is_checked_and_keeps_damage_and_states() {
    let mut fight = Fight::default();
    let id = fight.add(&Model::new("Gobelin"), 1).unwrap()[0];
    fight.damage(id, 3);
    fight.add_condition(id, ConditionCode::Dazed, Some(2));
    let refused = fight.edit(id, Model { health: 0, ..Model::new("Gobelin") });
    assert!(matches!(refused, Err(r) if r.field == Field::Health));
    assert_eq!(fight.creature(id).unwrap().model, Model::new("Gobelin"), "nothing changed");
    fight.edit(id, Model { defense: 15, ..Model::new("Gobelin") }).unwrap();
    let creature = fight.creature(id).unwrap();
    assert_eq!((creature.model.defense, creature.damage), (15, 3));
    assert!(creature.conditions.has(ConditionCode::Dazed));
    fight.remove_condition(id, ConditionCode::Dazed);
    assert!(!fight.creature(id).unwrap().conditions.has(ConditionCode::Dazed));
}

#[test]
fn a_participants_choice_and_turn_are_its_own() {
    let mut fight = Fight::default();
    let ids = fight.add(&Model::new("Gobelin"), 2).unwrap();
    let (first, second) = (Who::Creature(ids[0]), Who::Creature(ids[1]));
    fight.set_choice(&second, Speed::Fast);
    fight.played(&first);
    let of = |who: &Who| fight.participants.iter().find(|p| p.who == *who).map(|p| (p.choice, p.played)).unwrap();
    assert_eq!(of(&first), (Speed::Slow, true));
    assert_eq!(of(&second), (Speed::Fast, false));
}

#[test]
fn a_stat_blocks_texts_and_modifiers_are_held_to_their_bounds() {
    use fiche_ombre::rules::fight::creature::{kind, MAX_NAME};
    let ok = |model: &Model| model.check().is_ok();
    assert!(ok(&Model::new(&"é".repeat(MAX_NAME))));
    assert!(!ok(&Model::new(&"é".repeat(MAX_NAME + 1))));
    assert!(!ok(&Model::new("Gob\u{7}elin")), "a control character");
    assert!(ok(&Model { notes: "Rusé.\nLâche.".into(), ..Model::new("Gobelin") }), "a line break in the notes");
    let with_modifier = |modifier| Model { attacks: vec![spear(Range::Contact, modifier, 0)], ..Model::new("Gobelin") };
    assert!(ok(&with_modifier(-10)) && ok(&with_modifier(20)));
    assert!(!ok(&with_modifier(-11)) && !ok(&with_modifier(21)));
    // A creature's kind is its name without the number the fight gave it.
    assert_eq!(
        [kind("Gobelin 2"), kind("Chef gobelin"), kind("Gobelin"), kind("Gobelin 2b")],
        ["Gobelin", "Chef gobelin", "Gobelin", "Gobelin 2b"]
    );
    // The card's data-state words (UI contract).
    let codes = [Standing::Ok, Standing::Injured, Standing::Incapacitated, Standing::Unconscious, Standing::Dead]
        .map(Standing::code);
    assert_eq!(codes, ["ok", "injured", "incapacitated", "unconscious", "dead"]);
}

#[test]
fn turns_read_what_a_creature_or_a_character_can_do() {
    // A stupéfait creature keeps its turn, warned that it cannot act; a
    // creature hors de combat too; a dead one leaves the turns.
    let stunned = conditions(&[ConditionCode::Stunned]);
    let c = turns::of_creature(&stunned, true, false);
    assert_eq!((c.cannot_act.clone(), c.incapacitated, c.out), (vec![ConditionCode::Stunned], true, false));
    assert!(turns::of_creature(&Conditions::default(), false, true).out);
    // The turn under way is the first neither played nor skipped.
    let mut fight = Fight::default();
    let ids = fight.add(&Model::new("Gobelin"), 3).unwrap();
    fight.played(&Who::Creature(ids[0]));
    fight.add_condition(ids[1], ConditionCode::Surprised, Some(1));
    let turns = turns::round(&fight.participants, |who| match who {
        Who::Creature(id) => fight.creature(*id).map(|c| turns::of_creature(&c.conditions, false, c.dead)),
        Who::Character(_) => None,
    });
    assert_eq!(turns::current(&turns).map(|t| t.who.clone()), Some(Who::Creature(ids[2])));
    // Santé left shows what the damage leaves, never below 0.
    fight.damage(ids[2], 3);
    assert_eq!(fight.creature(ids[2]).unwrap().health_left(), 7);
}

#[test]
fn a_size_is_a_fraction_of_the_rules_or_a_whole_number() {
    use fiche_ombre::rules::fight::creature::is_size;
    for size in ["", "1/8", "1/4", "1/2", "½", "1", "2", " 10 ", "20"] {
        assert!(is_size(size), "{size:?}");
    }
    for size in ["11/2", "0", "1/3", "-1", "grande", "1.5", "1e3", "9999", "1 /2"] {
        assert!(!is_size(size), "{size:?}");
    }
}

/// FIGHT.md: what a creature's notes say of the end of the round is read
/// out when the round ends, by the last turn or by `Fin du round pour
/// tous` alike; a dead creature's no more.
#[test]
fn the_living_creatures_end_of_round_notes_are_read_out() {
    let mut fight = Fight::default();
    let mut spectre = Model::new("Spectre");
    spectre.notes = "Vole.\n  À la Fin du round, il draine 1 Santé.  \nIntangible.".into();
    let mut goblin = Model::new("Gobelin");
    goblin.notes = "à la fin du round, il fuit".into();
    fight.add(&spectre, 1).unwrap();
    let goblins = fight.add(&goblin, 2).unwrap();
    assert_eq!(
        fight.round_end_notes(),
        [
            ("Spectre", "À la Fin du round, il draine 1 Santé."),
            ("Gobelin 1", "à la fin du round, il fuit"),
            ("Gobelin 2", "à la fin du round, il fuit"),
        ]
    );
    fight.kill(goblins[0]);
    fight.kill(goblins[1]);
    assert_eq!(fight.round_end_notes(), [("Spectre", "À la Fin du round, il draine 1 Santé.")]);
}
