//! docs/rules.md, "Rolls" and "What the character's state adds": one
//! roll engine, the state driving its avantages and désavantages, with
//! scripted dice.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::number::{Boons, NumberError, Target};
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::insanity::madness::MadnessKind;
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::rolls::roll::{Boon, Reason, RollKind, RollResult};

use crate::support::*;

const STRENGTH: RollKind = RollKind::Attribute(Attribute::Strength);
const INTELLECT: RollKind = RollKind::Attribute(Attribute::Intellect);

fn roll_command(kind: RollKind, boons: i64, banes: i64, target: Option<i64>) -> Command {
    Command::Roll { kind, boons: num(boons), banes: num(banes), target: target.map(num) }
}

/// Rolls with exactly `dice` and returns the one roll event.
fn rolled(sheet: &Sheet, kind: RollKind, boons: i64, banes: i64, target: Option<i64>, dice: &[u32]) -> RollResult {
    let (_, events) = run(sheet, roll_command(kind, boons, banes, target), dice);
    match events.as_slice() {
        [Event::Rolled(roll)] => roll.clone(),
        other => panic!("expected one roll, got {other:?}"),
    }
}

fn with_condition(sheet: &Sheet, code: ConditionCode) -> Sheet {
    run(sheet, Command::AddCondition { code, rounds: None }, &[]).0
}

fn reasons(roll: &RollResult) -> Vec<(Reason, i32)> {
    roll.reasons.iter().map(|Boon { reason, count }| (*reason, *count)).collect()
}

#[test]
fn attribute_roll_is_d20_plus_modifier_and_succeeds_on_ten() {
    let sheet = set(&Sheet::new(), Attribute::Strength, 12);
    let roll = rolled(&sheet, STRENGTH, 0, 0, None, &[8]);
    assert_eq!((roll.d20, roll.modifier, roll.total, roll.success), (8, 2, 10, Some(true)));
    let roll = rolled(&sheet, STRENGTH, 0, 0, None, &[7]);
    assert_eq!((roll.total, roll.success), (9, Some(false)));
}

#[test]
fn perception_roll_uses_perception_minus_ten() {
    let sheet = run(
        &set(&Sheet::new(), Attribute::Intellect, 11),
        Command::SetPerceptionBonus(fiche_ombre::rules::character::number::Bonus::new(2).unwrap()),
        &[],
    )
    .0;
    let roll = rolled(&sheet, RollKind::Perception, 0, 0, None, &[5]);
    assert_eq!((roll.modifier, roll.total), (3, 8));
}

#[test]
fn player_boons_and_banes_cancel_then_the_highest_d6_counts() {
    let sheet = Sheet::new();
    let roll = rolled(&sheet, INTELLECT, 3, 1, None, &[10, 2, 5]);
    assert_eq!((roll.boons.net, roll.boons.value, roll.total), (2, 5, 15));
    assert_eq!(reasons(&roll), [(Reason::Player, 2)]);
    let roll = rolled(&sheet, INTELLECT, 1, 3, None, &[10, 6, 1]);
    assert_eq!((roll.boons.value, roll.total), (-6, 4));
    let roll = rolled(&sheet, INTELLECT, 2, 2, None, &[10]);
    assert_eq!((roll.boons.net, roll.total), (0, 10), "cancelled: no d6");
}

#[test]
fn each_of_the_five_afflictions_adds_one_bane_to_attribute_and_attack_rolls() {
    for code in [
        ConditionCode::Frightened,
        ConditionCode::Diseased,
        ConditionCode::Fatigued,
        ConditionCode::Impaired,
        ConditionCode::Poisoned,
    ] {
        let sheet = with_condition(&Sheet::new(), code);
        let roll = rolled(&sheet, INTELLECT, 0, 0, None, &[12, 4]);
        assert_eq!(reasons(&roll), [(Reason::Condition(code), -1)], "{code:?}");
        assert_eq!(roll.total, 8, "{code:?}");
        let attack = rolled(&sheet, RollKind::Attack(Attribute::Agility), 0, 0, None, &[12, 4]);
        assert_eq!(attack.total, 8, "{code:?} on an attack");
    }
}

#[test]
fn two_different_afflictions_give_two_banes_the_same_one_never_twice() {
    let sheet = with_condition(&with_condition(&Sheet::new(), ConditionCode::Frightened), ConditionCode::Poisoned);
    let roll = rolled(&sheet, INTELLECT, 0, 0, None, &[12, 2, 5]);
    assert_eq!(roll.boons.net, -2);
    assert_eq!(roll.total, 7);
    let again = with_condition(&sheet, ConditionCode::Frightened);
    assert_eq!(rolled(&again, INTELLECT, 0, 0, None, &[12, 2, 5]).boons.net, -2);
}

#[test]
fn prone_hinders_force_and_agility_only() {
    let sheet = with_condition(&Sheet::new(), ConditionCode::Prone);
    assert_eq!(rolled(&sheet, STRENGTH, 0, 0, None, &[12, 3]).boons.net, -1);
    assert_eq!(rolled(&sheet, RollKind::Attribute(Attribute::Agility), 0, 0, None, &[12, 3]).boons.net, -1);
    assert_eq!(rolled(&sheet, RollKind::Attack(Attribute::Strength), 0, 0, None, &[12, 3]).boons.net, -1);
    assert_eq!(rolled(&sheet, INTELLECT, 0, 0, None, &[12]).boons.net, 0);
    assert_eq!(rolled(&sheet, RollKind::Perception, 0, 0, None, &[12]).boons.net, 0);
}

#[test]
fn stunned_surprised_unconscious_fail_attribute_rolls_with_the_dice_still_shown() {
    for code in [ConditionCode::Stunned, ConditionCode::Surprised, ConditionCode::Unconscious] {
        let sheet = with_condition(&Sheet::new(), code);
        let roll = rolled(&sheet, INTELLECT, 0, 0, None, &[20]);
        assert_eq!((roll.d20, roll.total), (20, 20), "{code:?}: rolled and shown");
        assert_eq!(
            (roll.success, roll.automatic_failure, roll.twenty_plus),
            (Some(false), Some(code), false),
            "{code:?}"
        );
        assert_eq!(rolled(&sheet, RollKind::Perception, 0, 0, None, &[20]).success, Some(false), "{code:?}");
    }
}

#[test]
fn helpless_fails_attribute_rolls_except_perception() {
    let sheet = with_condition(&Sheet::new(), ConditionCode::Helpless);
    assert_eq!(rolled(&sheet, STRENGTH, 0, 0, None, &[15]).automatic_failure, Some(ConditionCode::Helpless));
    let perception = rolled(&sheet, RollKind::Perception, 0, 0, None, &[15]);
    assert_eq!((perception.automatic_failure, perception.success), (None, Some(true)));
}

#[test]
fn asleep_counts_as_prone_and_unconscious() {
    let sheet = with_condition(&Sheet::new(), ConditionCode::Asleep);
    let roll = rolled(&sheet, STRENGTH, 0, 0, None, &[15, 2]);
    assert_eq!(reasons(&roll), [(Reason::Condition(ConditionCode::Prone), -1)]);
    assert_eq!(roll.automatic_failure, Some(ConditionCode::Unconscious));
    assert_eq!(sheet.defense().total, 5, "Défense 5 like inconscient");
}

#[test]
fn unconscious_has_defense_five_like_helpless() {
    let sheet = with_condition(&set(&Sheet::new(), Attribute::Agility, 14), ConditionCode::Unconscious);
    assert_eq!(sheet.defense().total, 5);
}

#[test]
fn conditions_that_stop_actions_warn_on_an_attack_which_is_still_rolled() {
    for code in [
        ConditionCode::Dazed,
        ConditionCode::Stunned,
        ConditionCode::Surprised,
        ConditionCode::Unconscious,
        ConditionCode::Helpless,
    ] {
        let sheet = with_condition(&Sheet::new(), code);
        let attack = rolled(&sheet, RollKind::Attack(Attribute::Strength), 0, 0, Some(10), &[14]);
        assert_eq!(attack.no_actions, [code], "{code:?}");
        assert_eq!(attack.automatic_failure, None, "{code:?}: an attack is not an attribute roll");
    }
}

#[test]
fn resolve_gives_every_roll_one_boon_rage_only_attacks() {
    // Résolution: d20 18.
    let resolve = mad(10, 18, &[]);
    assert_eq!(resolve.madness().map(|m| m.kind), Some(MadnessKind::Resolve));
    for kind in [STRENGTH, RollKind::Perception, RollKind::Attack(Attribute::Agility)] {
        assert_eq!(
            reasons(&rolled(&resolve, kind, 0, 0, None, &[9, 4])),
            [(Reason::Madness(MadnessKind::Resolve), 1)],
            "{kind:?}"
        );
    }
    // Rage: d20 16.
    let rage = mad(10, 16, &[]);
    assert_eq!(
        reasons(&rolled(&rage, RollKind::Attack(Attribute::Strength), 0, 0, None, &[9, 4])),
        [(Reason::Madness(MadnessKind::Rage), 1)]
    );
    assert_eq!(rolled(&rage, STRENGTH, 0, 0, None, &[9]).boons.net, 0, "not on attribute rolls");
}

#[test]
fn epiphany_and_resolve_at_once_give_the_will_roll_two_boons() {
    // Épiphanie first (d20 20, its d6 3, recovery 1), then Résolution (d20 18).
    let sheet = mad(10, 20, &[3, 1]);
    let to_will = 10 - sheet.insanity();
    let (sheet, _) = run(&sheet, Command::GainInsanity(fixed(to_will)), &[18]);
    assert_eq!(sheet.madness().map(|m| m.kind), Some(MadnessKind::Resolve));
    assert!(sheet.epiphany_boon());
    // The Folie gained left states of its own, whose effects would count too.
    let mut sheet = sheet;
    for code in [ConditionCode::Frightened, ConditionCode::Stunned] {
        if sheet.conditions().has(code) {
            sheet = run(&sheet, Command::RemoveCondition(code), &[]).0;
        }
    }
    let (_, events) =
        run(&sheet, Command::ResistInsanity { amount: fixed(1), boons: num(0), banes: num(0) }, &[5, 2, 6]);
    match &events[0] {
        Event::Rolled(roll) => {
            assert_eq!(roll.kind, RollKind::ResistInsanity, "{roll:?}");
            assert_eq!(roll.automatic_failure, None, "{roll:?}");
            assert_eq!(
                (roll.boons.net, roll.boons.dice.as_slice(), roll.total, roll.success),
                (2, &[2, 6][..], 11, Some(true))
            );
            assert_eq!(reasons(roll), [(Reason::Madness(MadnessKind::Resolve), 1), (Reason::Epiphany, 1)]);
        }
        other => panic!("{other:?}"),
    }
    // An attribute roll gets Résolution's only.
    assert_eq!(reasons(&rolled(&sheet, STRENGTH, 0, 0, None, &[9, 4])), [(Reason::Madness(MadnessKind::Resolve), 1)]);
}

/// docs/rules.md, Rolls, settled: the Will roll against insanity is a Volonté
/// roll, so the state's effects apply to it as to any attribute roll.
#[test]
fn the_will_roll_against_insanity_reads_the_state() {
    let frightened = with_condition(&with_will(12), ConditionCode::Frightened);
    // d20 13, effrayé's désavantage d6 4: 13 + 2 − 4 = 11, a success.
    let (_, events) =
        run(&frightened, Command::ResistInsanity { amount: fixed(2), boons: num(0), banes: num(0) }, &[13, 4]);
    let Event::Rolled(roll) = &events[0] else { panic!("{:?}", events[0]) };
    assert_eq!(reasons(roll), [(Reason::Condition(ConditionCode::Frightened), -1)]);
    assert_eq!((roll.total, roll.success), (11, Some(true)));
    // Stupéfait as well: the roll fails whatever its total, and the amount is gained.
    let stunned = with_condition(&frightened, ConditionCode::Stunned);
    let (after, events) =
        run(&stunned, Command::ResistInsanity { amount: fixed(2), boons: num(0), banes: num(0) }, &[19, 4]);
    let Event::Rolled(roll) = &events[0] else { panic!("{:?}", events[0]) };
    assert_eq!((roll.automatic_failure, roll.success), (Some(ConditionCode::Stunned), Some(false)));
    assert_eq!(after.insanity(), stunned.insanity() + 2);
    // It is the same engine as a plain Volonté roll, whose line it shares but for its name.
    let plain = rolled(&stunned, RollKind::Attribute(Attribute::Will), 0, 0, None, &[19, 4]);
    assert_eq!(
        (plain.reasons.clone(), plain.automatic_failure, plain.total),
        (roll.reasons.clone(), roll.automatic_failure, roll.total)
    );
}

#[test]
fn an_attack_hits_on_its_target_and_a_twenty_plus_beats_it_by_five() {
    let sheet = set(&Sheet::new(), Attribute::Strength, 13);
    let attack = RollKind::Attack(Attribute::Strength);
    let hit = rolled(&sheet, attack, 0, 0, Some(15), &[12]);
    assert_eq!((hit.total, hit.success, hit.twenty_plus), (15, Some(true), false));
    let miss = rolled(&sheet, attack, 0, 0, Some(16), &[12]);
    assert_eq!(miss.success, Some(false));
    // 20+ at its boundaries: total 20 against 15 (beats by 5), against 16 (by 4).
    assert!(rolled(&sheet, attack, 0, 0, Some(15), &[17]).twenty_plus);
    assert!(!rolled(&sheet, attack, 0, 0, Some(16), &[17]).twenty_plus);
    assert!(!rolled(&sheet, attack, 0, 0, Some(10), &[16]).twenty_plus, "19 is not 20+");
    // No target: no hit or miss, 20+ on a total of 20.
    let free = rolled(&sheet, attack, 0, 0, None, &[17]);
    assert_eq!((free.success, free.twenty_plus), (None, true));
    assert!(!rolled(&sheet, attack, 0, 0, None, &[16]).twenty_plus);
}

#[test]
fn attribute_twenty_plus_needs_a_success_of_twenty() {
    let sheet = Sheet::new();
    assert!(rolled(&sheet, INTELLECT, 0, 0, None, &[20]).twenty_plus);
    assert!(!rolled(&sheet, INTELLECT, 0, 0, None, &[19]).twenty_plus);
}

#[test]
fn a_roll_takes_0_to_10_avantages_and_a_target_of_0_to_30() {
    assert_eq!(Boons::new(10).map(Boons::value), Ok(10));
    assert_eq!(Boons::new(11), Err(NumberError::TooHigh { max: 10 }));
    assert_eq!(Boons::parse("-1"), Err(NumberError::TooLow { min: 0 }));
    assert_eq!(Target::new(0).map(Target::value), Ok(0));
    assert_eq!(Target::new(31), Err(NumberError::TooHigh { max: 30 }));
    assert_eq!(refused(&mad(10, 1, &[]), roll_command(STRENGTH, 0, 0, None)), CommandError::Dead);
}

/// Deviation 8 of the audit, decided: a dead character acts no more (no
/// roll, weapon damage, spell or talent), while edits, healing and time go on.
#[test]
fn a_dead_character_acts_no_more_but_can_still_be_edited_healed_and_timed() {
    use fiche_ombre::rules::rolls::expression::Amount;
    use fiche_ombre::rules::time::clock::Period;
    use fiche_ombre::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
    let mut alive = with_insanity(10, 9);
    for command in [Command::AddWeapon, Command::Talent(TalentCommand::Add), Command::Spell(SpellCommand::Add)] {
        alive = run(&alive, command, &[]).0;
    }
    let acts = [
        Command::RollWeaponDamage(0),
        Command::Talent(TalentCommand::Use(0)),
        Command::Spell(SpellCommand::Cast(0)),
        Command::Attack { weapon: 0, boons: num(0), banes: num(0), target: None, horrifying: false },
    ];
    // Alive, each of them is allowed (a new weapon deals fixed damage; the attack rolls a d20, and a d6 for effrayé).
    for (command, dice) in acts.iter().zip([&[][..], &[], &[], &[12, 3]]) {
        run(&alive, command.clone(), dice);
    }
    let dead = run(&alive, Command::GainInsanity(fixed(1)), &[1]).0;
    assert!(dead.is_dead());
    for command in acts {
        assert_eq!(refused(&dead, command), CommandError::Dead);
    }
    run(&dead, Command::SetName("Aline".into()), &[]);
    run(&dead, Command::Heal(Amount::fixed(1).unwrap()), &[]);
    run(&dead, Command::EndOf(Period::Round), &[]);
}

/// Found by the extreme-numbers harness (tests/save/fuzz.rs): the most
/// negative modifier a stored stat block can hold is refused, not negated.
#[test]
fn a_modifier_at_the_end_of_i32_is_refused_not_negated() {
    use fiche_ombre::rules::rolls::expression::{DiceExpr, ExpressionError, MAX_MODIFIER};
    for modifier in [i32::MIN, i32::MIN + 1, -MAX_MODIFIER - 1, i32::MAX] {
        assert_eq!(DiceExpr::new(1, 6, modifier), Err(ExpressionError::ModifierTooLarge { max: MAX_MODIFIER }));
    }
    assert!(DiceExpr::new(1, 6, -MAX_MODIFIER).is_ok());
}
