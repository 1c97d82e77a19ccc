//! Boons and banes (docs/rules.md, "Dice"): they cancel one for one; net boons
//! roll that many d6 and add the highest, net banes subtract the highest.

use serde::{Deserialize, Serialize};

use super::dice::Roller;

/// The d6 rolled for net boons or banes, and what they add to the roll.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoonRoll {
    /// Boons minus banes.
    pub net: i32,
    /// Each d6 rolled (none when boons and banes cancel out).
    pub dice: Vec<u32>,
    /// +highest for boons, −highest for banes, 0 when none.
    pub value: i32,
}

/// Rolls `net` boons (negative: banes).
pub fn roll_boons(net: i32, roller: &mut dyn Roller) -> BoonRoll {
    let dice: Vec<u32> = (0..net.unsigned_abs()).map(|_| roller.roll(6)).collect();
    let highest = dice.iter().copied().max().unwrap_or(0) as i32;
    BoonRoll { net, dice, value: highest * net.signum() }
}
