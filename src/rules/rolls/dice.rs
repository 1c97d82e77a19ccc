//! Dice: the [`Roller`] trait, the real roller and a scripted one for tests
//! (docs/rules.md, "Dice").
//!
//! The rules never draw randomness themselves: every command takes a
//! `&mut dyn Roller`, so tests decide every die and the browser uses the
//! operating system's cryptographic source.

use std::collections::VecDeque;

/// Something that rolls one die.
pub trait Roller {
    /// Rolls a die with `sides` faces (at least 1) and returns 1..=sides.
    fn roll(&mut self, sides: u32) -> u32;
}

/// Draws from the platform's cryptographic source (the browser's
/// `crypto.getRandomValues` on the web), with no modulo bias.
#[derive(Clone, Copy, Debug, Default)]
pub struct RealRoller;

impl RealRoller {
    fn random_u32() -> u32 {
        let mut bytes = [0u8; 4];
        // The web and every desktop system provide this source; without it no
        // fair die can be rolled at all, so there is nothing better to do.
        getrandom::fill(&mut bytes).unwrap_or_else(|_| panic!("no cryptographic random source"));
        u32::from_le_bytes(bytes)
    }
}

impl Roller for RealRoller {
    fn roll(&mut self, sides: u32) -> u32 {
        unbiased_die(sides, Self::random_u32)
    }
}

/// Turns uniform u32 draws into a uniform die of `sides` faces (at least 1).
///
/// Rejection sampling: a draw at or above the largest multiple of `sides`
/// that fits in a u32 would favour the low faces, so it is drawn again.
pub fn unbiased_die(sides: u32, mut draw: impl FnMut() -> u32) -> u32 {
    let sides = sides.max(1);
    let zone = u32::MAX - (u32::MAX % sides);
    loop {
        let value = draw();
        if value < zone {
            return value % sides + 1;
        }
    }
}

/// Rolls with another roller and keeps each face: what a live table's
/// action carries, for every device to replay the same dice.
pub struct Recording<'r> {
    inner: &'r mut dyn Roller,
    pub faces: Vec<u32>,
}

impl<'r> Recording<'r> {
    pub fn new(inner: &'r mut dyn Roller) -> Self {
        Recording { inner, faces: Vec::new() }
    }
}

impl Roller for Recording<'_> {
    fn roll(&mut self, sides: u32) -> u32 {
        let face = self.inner.roll(sides);
        self.faces.push(face);
        face
    }
}

/// A roller that returns the results it was given, in order. For tests.
#[derive(Clone, Debug, Default)]
pub struct ScriptedRoller {
    results: VecDeque<u32>,
    rolled: Vec<u32>,
}

impl ScriptedRoller {
    pub fn new(results: impl IntoIterator<Item = u32>) -> Self {
        ScriptedRoller { results: results.into_iter().collect(), rolled: Vec::new() }
    }

    /// How many scripted results were not used.
    pub fn remaining(&self) -> usize {
        self.results.len()
    }

    /// The sides of each die asked for so far, in order.
    pub fn sides_asked(&self) -> &[u32] {
        &self.rolled
    }
}

impl Roller for ScriptedRoller {
    fn roll(&mut self, sides: u32) -> u32 {
        self.rolled.push(sides);
        let result =
            self.results.pop_front().unwrap_or_else(|| panic!("scripted roller ran out (asked for a d{sides})"));
        assert!((1..=sides).contains(&result), "scripted result {result} does not fit a d{sides}");
        result
    }
}
