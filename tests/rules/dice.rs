//! docs/rules.md, "Dice" and "Settled points: Amounts".

use fiche_ombre::rules::rolls::boons::roll_boons;
use fiche_ombre::rules::rolls::dice::{unbiased_die, RealRoller, Roller, ScriptedRoller};
use fiche_ombre::rules::rolls::expression::{Amount, DiceExpr, ExpressionError as E};

#[test]
fn dice_expressions_accepted() {
    let parsed = |t: &str| DiceExpr::parse(t).map(|e| (e.count(), e.sides(), e.modifier()));
    assert_eq!(parsed("1d3"), Ok((1, 3, 0)));
    assert_eq!(parsed("2d6+1"), Ok((2, 6, 1)));
    assert_eq!(parsed("3D8 - 2"), Ok((3, 8, -2)));
    assert_eq!(parsed("d6"), Ok((1, 6, 0)));
    assert_eq!(parsed("100d100+99"), Ok((100, 100, 99)));
    assert_eq!(parsed("1d20\u{2212}1"), Ok((1, 20, -1)));
}

#[test]
fn dice_expressions_each_way_to_be_wrong() {
    assert_eq!(DiceExpr::parse(""), Err(E::Empty));
    assert_eq!(DiceExpr::parse("abc"), Err(E::Malformed));
    assert_eq!(DiceExpr::parse("1d"), Err(E::Malformed));
    assert_eq!(DiceExpr::parse("1d6x"), Err(E::Malformed));
    assert_eq!(DiceExpr::parse("1d6+2+1"), Err(E::Malformed));
    assert_eq!(DiceExpr::parse("0d6"), Err(E::DiceCount { max: 100 }));
    assert_eq!(DiceExpr::parse("101d6"), Err(E::DiceCount { max: 100 }));
    // 2³² + 1 dice: refused as typed, never read as 1 die.
    assert_eq!(DiceExpr::parse("4294967297d6"), Err(E::DiceCount { max: 100 }));
    assert_eq!(DiceExpr::parse("1d7"), Err(E::UnknownDie { sides: 7 }));
    assert_eq!(DiceExpr::parse("1d99999999999999999999"), Err(E::UnknownDie { sides: u64::MAX }));
    assert_eq!(DiceExpr::parse("1d6+"), Err(E::MissingModifier));
    assert_eq!(DiceExpr::parse("1d6+100"), Err(E::ModifierTooLarge { max: 99 }));
}

#[test]
fn spaces_only_at_the_ends_and_around_the_sign() {
    let parsed = |t: &str| Amount::parse(t).map(|a| a.to_string());
    assert_eq!(parsed("  2d6 +  1 "), Ok("2d6+1".to_string()));
    assert_eq!(parsed(" 1d6 "), Ok("1d6".to_string()));
    for inside in ["1 d6", "1d 6", "2d6+1 0", "1 0", "2 d6 + 1"] {
        assert_eq!(Amount::parse(inside), Err(E::Malformed), "{inside:?} is not another amount");
    }
}

#[test]
fn amounts_are_one_to_ninety_nine_or_dice() {
    assert_eq!(Amount::parse("2"), Ok(Amount::Fixed(2)));
    assert_eq!(Amount::parse(" 99 "), Ok(Amount::Fixed(99)));
    assert!(matches!(Amount::parse("1d3"), Ok(Amount::Dice(_))));
    assert_eq!(Amount::parse("0"), Err(E::NotPositive));
    assert_eq!(Amount::parse("-2"), Err(E::NotPositive));
    assert_eq!(Amount::parse("\u{2212}2"), Err(E::NotPositive));
    assert_eq!(Amount::parse("100"), Err(E::TooLarge { max: 99 }));
    assert_eq!(Amount::parse(""), Err(E::Empty));
    assert_eq!(Amount::parse("deux"), Err(E::Malformed));
    assert_eq!(Amount::parse("2.5"), Err(E::Malformed));
    // A sign with no number, or before dice, is not a number below 1.
    assert_eq!(Amount::parse("-"), Err(E::Malformed));
    assert_eq!(Amount::parse("-1d6"), Err(E::Malformed));
}

#[test]
fn dice_expressions_roll_each_die_and_add_the_modifier() {
    let mut roller = ScriptedRoller::new([4, 6]);
    let roll = DiceExpr::parse("2d6-3").unwrap().roll(&mut roller);
    assert_eq!(roll.dice, [4, 6]);
    assert_eq!(roll.total, 7);
    assert_eq!(roller.sides_asked(), [6, 6]);
    assert_eq!(DiceExpr::parse("2d6-3").unwrap().to_string(), "2d6\u{2212}3");
    assert_eq!(DiceExpr::parse("2d6+1").unwrap().to_string(), "2d6+1");
    assert_eq!(DiceExpr::parse("1d20").unwrap().to_string(), "1d20");
    assert_eq!(Amount::parse("1d3").unwrap().to_string(), "1d3");
    assert_eq!(Amount::parse(" 4 ").unwrap().to_string(), "4");
}

#[test]
fn boons_and_banes_cancel_and_keep_the_highest_d6() {
    let mut roller = ScriptedRoller::new([2, 5, 3]);
    let boons = roll_boons(3, &mut roller);
    assert_eq!((boons.dice.as_slice(), boons.value), ([2, 5, 3].as_slice(), 5));
    let mut roller = ScriptedRoller::new([4, 1]);
    assert_eq!(roll_boons(-2, &mut roller).value, -4);
    let mut roller = ScriptedRoller::new([]);
    assert_eq!(roll_boons(0, &mut roller).value, 0);
}

#[test]
fn dice_real_roller_has_no_modulo_bias() {
    // For a d6, draws from 4 294 967 292 up would favour faces 1–4: redrawn.
    let mut draws = [u32::MAX, u32::MAX - 3, 7].into_iter();
    assert_eq!(unbiased_die(6, || draws.next().unwrap()), 2);
    let mut draws = [u32::MAX - 4].into_iter();
    assert_eq!(unbiased_die(6, || draws.next().unwrap()), 6, "the last draw below the zone is kept");
}

/// χ² of the counts of each face against a uniform die.
fn chi_squared(sides: u32, rolls: usize) -> f64 {
    let mut roller = RealRoller;
    let mut counts = vec![0u64; sides as usize];
    for _ in 0..rolls {
        let face = roller.roll(sides);
        assert!((1..=sides).contains(&face));
        counts[face as usize - 1] += 1;
    }
    let expected = rolls as f64 / f64::from(sides);
    counts.iter().map(|&c| (c as f64 - expected).powi(2) / expected).sum()
}

#[test]
fn dice_real_roller_is_uniform_chi_squared() {
    // Thresholds: χ² critical values at p = 1e-6 (df 19: 63.68; df 5: 35.89),
    // so a fair roller fails about once in a million runs. A roller that took
    // one byte modulo 20 scores about 118 over these 120 000 rolls.
    let d20 = chi_squared(20, 120_000);
    assert!(d20 < 63.68, "d20 χ² = {d20}");
    let d6 = chi_squared(6, 60_000);
    assert!(d6 < 35.89, "d6 χ² = {d6}");
}

#[test]
fn a_scripted_roller_says_how_many_results_are_left() {
    // The tests' "no die left unused" rests on it.
    let mut roller = ScriptedRoller::new([3, 4]);
    assert_eq!(roller.remaining(), 2);
    assert_eq!(roller.roll(6), 3);
    assert_eq!(roller.remaining(), 1);
}
