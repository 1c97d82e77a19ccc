//! Dice and rolls: the dice, amounts (`2`, `1d3`, `2d6+1`), avantages and
//! désavantages, and the one roll every attribute, attack and Will roll uses.

pub mod boons;
pub mod dice;
pub mod expression;
pub mod roll;
