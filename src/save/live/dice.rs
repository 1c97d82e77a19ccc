//! The dice of a live table's action: rolled once, on the device that made
//! it, and the same faces on every device that replays it.

use crate::rules::rolls::dice::{unbiased_die, Roller};

/// Gives back an action's faces in order. When the merged table asks for a
/// die its maker never rolled (another device's action came first and the
/// rules went another way), the die comes from a generator seeded by the
/// action itself: the same face on every device.
pub struct Replaying<'f> {
    faces: std::slice::Iter<'f, u32>,
    extra: fastrand::Rng,
}

impl<'f> Replaying<'f> {
    pub fn new(faces: &'f [u32], device: u64, seq: u32) -> Self {
        Replaying { faces: faces.iter(), extra: fastrand::Rng::with_seed(device ^ u64::from(seq).rotate_left(32)) }
    }
}

impl Roller for Replaying<'_> {
    fn roll(&mut self, sides: u32) -> u32 {
        match self.faces.next() {
            // A face that does not fit this die was rolled for another one.
            Some(&face) if (1..=sides).contains(&face) => face,
            _ => unbiased_die(sides, || self.extra.u32(..)),
        }
    }
}
