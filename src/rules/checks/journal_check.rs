//! Checking a journal that came from outside: every number on a line is one
//! the rules could have written (dice on their faces, Folie within 0..=30,
//! time going forward), so no line shows or counts an absurd value.

use crate::rules::character::attributes::Score;
use crate::rules::character::number::{Bonus, Boons, Rounds, Target, MAX_DAMAGE};
use crate::rules::character::sheet::MAX_TEXT;
use crate::rules::conditions::ConditionCode;
use crate::rules::journal::event::{Event, MAX_NOTE};
use crate::rules::rolls::boons::BoonRoll;
use crate::rules::rolls::expression::{Amount, DiceRoll, MAX_FIXED_AMOUNT};
use crate::rules::rolls::roll::{RollKind, RollResult, SUCCESS, TWENTY_PLUS, TWENTY_PLUS_MARGIN};
use crate::rules::time::clock::{Clock, MAX_CLOCK};
use crate::rules::weapons_and_magic::magic::{most_castings, Uses};
use crate::rules::weapons_and_magic::weapons::{DamageRoll, WeaponDamage};

/// Most boons or banes one roll can have (the sheet's own limit is lower).
const MAX_NET_BOONS: usize = 255;

/// The largest Folie total, and the largest modifier an attribute gives.
const MAX_INSANITY: i32 = Score::MAX;
const MAX_MODIFIER: i32 = Score::MAX - 10;
const MIN_MODIFIER: i32 = Score::MIN - 10;

/// The first line that is not plausible, or whose time goes backwards, or
/// that is later than `now`. Lines of undone actions are outside the
/// timeline (undo takes the clock back, not them) and only need plausible
/// numbers.
/// Each line comes as its time, whether it was undone, and its event.
pub fn first_bad_line<'a>(lines: impl Iterator<Item = (Clock, bool, &'a Event)>, now: Clock) -> Option<usize> {
    let mut previous = None;
    lines.enumerate().find_map(|(at, (clock, undone, event))| {
        let mut out_of_time = clock > MAX_CLOCK;
        if !undone {
            out_of_time |= previous.is_some_and(|p| clock < p) || clock > now;
            previous = Some(clock);
        }
        (out_of_time || !plausible(event)).then_some(at)
    })
}

fn plausible(event: &Event) -> bool {
    let folie = |v: i32| (0..=MAX_INSANITY).contains(&v);
    let d6 = |v: u32| (1..=6).contains(&v);
    match event {
        Event::InsanityGained { requested, applied, roll, total } => {
            roll_ok(roll.as_ref(), *requested) && folie(*applied) && folie(*total) && *applied <= (*requested).max(0)
        }
        Event::InsanityLost { requested, applied, roll, total, .. } => {
            roll_ok(roll.as_ref(), *requested) && folie(*applied) && folie(*total)
        }
        Event::ConditionApplied { condition, .. } => {
            condition.rounds_left.is_none_or(|r| Rounds::new(r.into()).is_ok())
        }
        // A condition that ran out ends with 0 rounds left.
        Event::ConditionEnded { condition, .. } => condition.rounds_left.is_none_or(|r| r <= Rounds::MAX as u32),
        Event::MadnessRolled { d20, .. } => (1..=20).contains(d20),
        Event::EndChecked { check, .. } => {
            d6(check.die) && d6(check.threshold) && check.success == (check.die >= check.threshold)
        }
        Event::MadnessEnded { .. } => true,
        Event::Recovered { die, modifier, reduction, applied, total } => {
            d6(*die)
                && (MIN_MODIFIER..=MAX_MODIFIER).contains(modifier)
                && *reduction == (*die as i32 + modifier).max(1)
                && folie(*applied)
                && folie(*total)
        }
        Event::Epiphany { die, applied, total } => d6(*die) && folie(*applied) && folie(*total),
        Event::Resisted { d20, modifier, boons, total, success, amount } => {
            (1..=20).contains(d20)
                && (MIN_MODIFIER..=MAX_MODIFIER).contains(modifier)
                && boons_ok(boons)
                && *total == *d20 as i32 + modifier + boons.value
                && *success == (*total >= crate::rules::journal::event::RESIST_TARGET)
                && amount_ok(*amount)
        }
        Event::Damaged { amount, damage } => (0..=1).contains(amount) && (0..=MAX_DAMAGE).contains(damage),
        Event::TimePassed { from, to } => from < to && *to <= MAX_CLOCK,
        // The step the button takes: to the next end of its period.
        Event::PeriodEnded { period, from, to } => {
            from.rounds().checked_add(from.rounds_to_next(*period)) == Some(to.rounds()) && *to <= MAX_CLOCK
        }
        Event::WeaponDamage(damage) => damage_ok(damage),
        Event::TalentUsed { name, left } => {
            name.chars().count() <= MAX_TEXT && left.is_none_or(|l| l < Uses::MAX as u32)
        }
        Event::SpellCast { name, rank, left } => {
            name.chars().count() <= MAX_TEXT && rank.check().is_ok_and(|rank| *left < most_castings(rank))
        }
        Event::PresetApplied { .. } | Event::UpdatedFromLink => true,
        // At most each number once, within what any number of the sheet holds.
        Event::HeritageApplied { changes, .. } => {
            let bounded = |n: i32| (-1000..=1000).contains(&n);
            changes.len() <= 12
                && changes
                    .iter()
                    .enumerate()
                    .all(|(i, c)| bounded(c.from) && bounded(c.to) && changes[..i].iter().all(|d| d.number != c.number))
        }
        Event::Note(text) => text.chars().count() <= MAX_NOTE && !text.chars().any(char::is_control),
        Event::Rolled(roll) => game_roll_ok(roll),
        Event::DamageTaken { requested, applied, roll, damage } => {
            roll_ok(roll.as_ref(), *requested)
                && (0..=MAX_DAMAGE).contains(applied)
                && *applied <= (*requested).max(0)
                && (0..=MAX_DAMAGE).contains(damage)
        }
        Event::Healed { requested, applied, roll, damage, .. } => {
            roll_ok(roll.as_ref(), *requested)
                && (0..=MAX_DAMAGE).contains(applied)
                && *applied <= (*requested).max(0)
                && (0..=MAX_DAMAGE).contains(damage)
        }
    }
}

/// A weapon's damage: its dice on their faces, Rage's d6, the sum floored at 0.
fn damage_ok(damage: &DamageRoll) -> bool {
    let base = match (damage.damage, &damage.dice) {
        (WeaponDamage::Fixed(n), None) => n,
        (WeaponDamage::Dice(expr), Some(roll)) if roll.expr == expr && roll_ok(Some(roll), roll.total) => roll.total,
        _ => return false,
    };
    let rage = damage.rage_die.map_or(Some(0), |d| (1..=6).contains(&d).then_some(d as i32));
    damage.weapon.chars().count() <= MAX_TEXT && rage.is_some_and(|rage| damage.total == (base + rage).max(0))
}

/// An attribute, Perception or attack roll whose parts add up and whose
/// outcome follows from them (docs/rules.md, "Rolls").
fn game_roll_ok(roll: &RollResult) -> bool {
    let modifiers = match roll.kind {
        // Perception: Intelligence (0 ..= 30) + a bonus (0 ..= 100), − 10.
        RollKind::Perception => MIN_MODIFIER..=(Score::MAX + Bonus::MAX - 10),
        _ => MIN_MODIFIER..=MAX_MODIFIER,
    };
    let net: i32 = roll.reasons.iter().map(|b| b.count).sum();
    let reasons_ok = roll.reasons.len() <= ConditionCode::ALL.len() + 5
        && roll.reasons.iter().all(|b| Boons::new(b.count.unsigned_abs().into()).is_ok())
        && net == roll.boons.net;
    let total_ok = roll.total == roll.d20 as i32 + roll.modifier + roll.boons.value;
    let outcome_ok = match (roll.kind, roll.target) {
        (RollKind::Attack(_), Some(target)) => {
            Target::new(target.into()).is_ok()
                && roll.success == Some(roll.total >= target)
                && roll.twenty_plus == (roll.total >= TWENTY_PLUS && roll.total - target >= TWENTY_PLUS_MARGIN)
        }
        (RollKind::Attack(_), None) => roll.success.is_none() && roll.twenty_plus == (roll.total >= TWENTY_PLUS),
        (_, Some(_)) => false,
        (_, None) => {
            let success = roll.automatic_failure.is_none() && roll.total >= SUCCESS;
            roll.success == Some(success) && roll.twenty_plus == (success && roll.total >= TWENTY_PLUS)
        }
    };
    (1..=20).contains(&roll.d20)
        && modifiers.contains(&roll.modifier)
        && reasons_ok
        && boons_ok(&roll.boons)
        && total_ok
        && outcome_ok
        && roll.no_actions.len() <= ConditionCode::ALL.len()
        && roll
            .weapon
            .as_ref()
            .is_none_or(|name| matches!(roll.kind, RollKind::Attack(_)) && name.chars().count() <= MAX_TEXT)
}

/// The d6 of avantages or désavantages: as many as their net, each on a
/// face, the highest kept with the net's sign.
fn boons_ok(boons: &BoonRoll) -> bool {
    let highest = boons.dice.iter().copied().max().unwrap_or(0) as i32;
    boons.dice.len() == boons.net.unsigned_abs() as usize
        && boons.dice.len() <= MAX_NET_BOONS
        && boons.dice.iter().all(|d| (1..=6).contains(d))
        && boons.value == highest * boons.net.signum()
}

fn amount_ok(amount: Amount) -> bool {
    match amount {
        Amount::Fixed(v) => (1..=MAX_FIXED_AMOUNT).contains(&v),
        // A dice expression was checked when it was read.
        Amount::Dice(_) => true,
    }
}

/// The dice shown on a line are those of its expression, each on a face,
/// and they add up to the amount requested.
fn roll_ok(roll: Option<&DiceRoll>, requested: i32) -> bool {
    match roll {
        None => (0..=MAX_FIXED_AMOUNT).contains(&requested),
        Some(roll) => {
            let expr = roll.expr;
            let faces_ok =
                roll.dice.len() == expr.count() as usize && roll.dice.iter().all(|&d| (1..=expr.sides()).contains(&d));
            let sum: i64 = roll.dice.iter().map(|&d| i64::from(d)).sum::<i64>() + i64::from(expr.modifier());
            faces_ok && sum == i64::from(roll.total) && roll.total == requested
        }
    }
}
