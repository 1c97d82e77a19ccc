//! Dice expressions and amounts of Folie (docs/rules.md, "Dice" and
//! "Settled points: Amounts").
//!
//! An amount is a whole number from 1 to 99 (`2`) or a dice expression
//! `NdM`, `NdM+K`, `NdM-K` (`1d3`, `2d6+1`, `1D6 - 1`), with 1 ≤ N ≤ 100,
//! M one of the usual dice and 0 ≤ K ≤ 99. `d6` is read as `1d6`.

use serde::{Deserialize, Serialize};

use super::dice::Roller;

/// The dice the game uses.
pub const DIE_SIZES: [u32; 9] = [2, 3, 4, 6, 8, 10, 12, 20, 100];
pub const MAX_DICE: u32 = 100;
pub const MAX_MODIFIER: i32 = 99;
pub const MAX_FIXED_AMOUNT: i32 = 99;

/// `NdM±K`, checked: once built, it can be rolled. Data from outside goes
/// through the same check ([`DiceExpr::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "UncheckedDiceExpr")]
pub struct DiceExpr {
    count: u32,
    sides: u32,
    modifier: i32,
}

#[derive(Deserialize)]
struct UncheckedDiceExpr {
    count: u32,
    sides: u32,
    modifier: i32,
}

impl TryFrom<UncheckedDiceExpr> for DiceExpr {
    type Error = &'static str;
    fn try_from(raw: UncheckedDiceExpr) -> Result<DiceExpr, Self::Error> {
        DiceExpr::new(raw.count, raw.sides, raw.modifier).map_err(|_| "dice expression out of range")
    }
}

/// What a dice expression rolled: each die and the total.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiceRoll {
    pub expr: DiceExpr,
    pub dice: Vec<u32>,
    pub total: i32,
}

/// How much Folie is at stake: a number, or dice to roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Amount {
    Fixed(i32),
    Dice(DiceExpr),
}

/// Why a typed amount or dice expression was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpressionError {
    /// Nothing was typed.
    Empty,
    /// A plain number of 0 or less.
    NotPositive,
    /// A plain number above 99.
    TooLarge { max: i32 },
    /// Neither a number nor `NdM±K`.
    Malformed,
    /// N is 0 or above 100.
    DiceCount { max: u32 },
    /// M is not one of [`DIE_SIZES`].
    UnknownDie { sides: u64 },
    /// `+` or `-` with no number after it.
    MissingModifier,
    /// K above 99.
    ModifierTooLarge { max: i32 },
}

impl DiceExpr {
    /// The one way to build an expression from numbers.
    pub fn new(count: u32, sides: u32, modifier: i32) -> Result<DiceExpr, ExpressionError> {
        if count == 0 || count > MAX_DICE {
            return Err(ExpressionError::DiceCount { max: MAX_DICE });
        }
        if !DIE_SIZES.contains(&sides) {
            return Err(ExpressionError::UnknownDie { sides: u64::from(sides) });
        }
        if modifier.unsigned_abs() > MAX_MODIFIER.unsigned_abs() {
            return Err(ExpressionError::ModifierTooLarge { max: MAX_MODIFIER });
        }
        Ok(DiceExpr { count, sides, modifier })
    }

    /// Parses `NdM`, `NdM+K` or `NdM-K` (`d` or `D`); spaces are fine at
    /// the ends and around the sign only (docs/rules.md), so `1 d6` or
    /// `2d6+1 0` are refused rather than read as another amount.
    pub fn parse(text: &str) -> Result<DiceExpr, ExpressionError> {
        let text = text.trim().replace('\u{2212}', "-");
        if text.is_empty() {
            return Err(ExpressionError::Empty);
        }
        let (dice, modifier) = match text.find(['+', '-']) {
            Some(at) => {
                let (dice, signed) = text.split_at(at);
                let (sign, digits) = signed.split_at(1);
                (dice.trim_end(), Some((sign, digits.trim_start())))
            }
            None => (text.as_str(), None),
        };
        if dice.contains(char::is_whitespace) {
            return Err(ExpressionError::Malformed);
        }
        let (count_text, sides_text) = dice.split_once(['d', 'D']).ok_or(ExpressionError::Malformed)?;
        let count = match count_text {
            "" => 1,
            digits => parse_digits(digits)?,
        };
        let sides = parse_digits(sides_text)?;
        let modifier = match modifier {
            None => 0,
            Some((sign, digits)) => {
                if digits.is_empty() {
                    return Err(ExpressionError::MissingModifier);
                }
                let k = parse_digits(digits)?;
                if k > MAX_MODIFIER as u64 {
                    return Err(ExpressionError::ModifierTooLarge { max: MAX_MODIFIER });
                }
                if sign == "-" {
                    -(k as i32)
                } else {
                    k as i32
                }
            }
        };
        if count == 0 || count > u64::from(MAX_DICE) {
            return Err(ExpressionError::DiceCount { max: MAX_DICE });
        }
        if !DIE_SIZES.iter().any(|&s| u64::from(s) == sides) {
            return Err(ExpressionError::UnknownDie { sides });
        }
        DiceExpr::new(count as u32, sides as u32, modifier)
    }

    pub fn count(self) -> u32 {
        self.count
    }

    pub fn sides(self) -> u32 {
        self.sides
    }

    pub fn modifier(self) -> i32 {
        self.modifier
    }

    /// Rolls every die and adds the modifier.
    pub fn roll(self, roller: &mut dyn Roller) -> DiceRoll {
        let dice: Vec<u32> = (0..self.count).map(|_| roller.roll(self.sides)).collect();
        let total = dice.iter().map(|&d| d as i32).sum::<i32>() + self.modifier;
        DiceRoll { expr: self, dice, total }
    }
}

/// Digits only (no sign): a very long run of digits is still a number, just a
/// large one, so that `1d99999999999` reports the die, not a syntax error.
fn parse_digits(text: &str) -> Result<u64, ExpressionError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ExpressionError::Malformed);
    }
    Ok(text.parse::<u64>().unwrap_or(u64::MAX))
}

/// `2d6+1`, the way the journal writes it.
impl std::fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}d{}", self.count, self.sides)?;
        match self.modifier {
            k if k > 0 => write!(f, "+{k}"),
            k if k < 0 => write!(f, "\u{2212}{}", k.unsigned_abs()),
            _ => Ok(()),
        }
    }
}

impl Amount {
    /// Parses what the player typed in "Quantité de Folie".
    pub fn parse(text: &str) -> Result<Amount, ExpressionError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(ExpressionError::Empty);
        }
        let plain = trimmed.replace('\u{2212}', "-");
        let unsigned = plain.strip_prefix('+').unwrap_or(&plain);
        if let Some(digits) = unsigned.strip_prefix('-') {
            if !digits.is_empty() && digits.trim().bytes().all(|b| b.is_ascii_digit()) {
                return Err(ExpressionError::NotPositive);
            }
        }
        if unsigned.bytes().all(|b| b.is_ascii_digit()) {
            let value = parse_digits(unsigned)?;
            return Amount::fixed(value.min(i32::MAX as u64) as i32);
        }
        DiceExpr::parse(trimmed).map(Amount::Dice)
    }

    /// A plain amount, 1..=99.
    pub fn fixed(value: i32) -> Result<Amount, ExpressionError> {
        match value {
            v if v < 1 => Err(ExpressionError::NotPositive),
            v if v > MAX_FIXED_AMOUNT => Err(ExpressionError::TooLarge { max: MAX_FIXED_AMOUNT }),
            v => Ok(Amount::Fixed(v)),
        }
    }

    /// The number this amount comes to, and the dice if any were rolled.
    pub fn resolve(self, roller: &mut dyn Roller) -> (i32, Option<DiceRoll>) {
        match self {
            Amount::Fixed(n) => (n, None),
            Amount::Dice(expr) => {
                let roll = expr.roll(roller);
                (roll.total, Some(roll))
            }
        }
    }
}

impl std::fmt::Display for Amount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Amount::Fixed(n) => write!(f, "{n}"),
            Amount::Dice(expr) => write!(f, "{expr}"),
        }
    }
}
