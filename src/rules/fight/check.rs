//! A fight from outside (storage, a file) is held to what the fight's own
//! commands can make: at most 40 creatures, each stat block within its
//! bounds, ids unique and below the counter, damage that a creature can
//! take, one turn for each participant and none for a creature not there.

use super::creature::Refusal;
use super::turns::Who;
use super::{Fight, MAX_CREATURES};

/// The most damage a creature keeps (`Fight::damage` stops there).
pub const MAX_DAMAGE: i32 = 100_000;
/// The fight's counter of ids stops here: far past any evening's creatures,
/// far from wrapping.
pub const MAX_ID: u32 = 1 << 30;
/// The most Will rolls against creatures a fight remembers.
pub const MAX_FACED: usize = 1_000;

/// What makes a fight one the app could not have made; `creature` is the
/// creature's place in the list, from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FightError {
    TooManyCreatures {
        count: usize,
    },
    StatBlock {
        creature: usize,
        refusal: Refusal,
    },
    SameId {
        creature: usize,
    },
    IdNotBelowCounter {
        creature: usize,
    },
    Counter,
    Damage {
        creature: usize,
    },
    /// A turn for a creature that is not in the fight, or a second turn.
    Turn {
        turn: usize,
    },
    TooManyFaced {
        count: usize,
    },
    /// The results on screen hold more than the fight could show.
    Shown,
}

impl Fight {
    /// Every invariant of a fight the app made, the first broken one said.
    pub fn check(&self) -> Result<(), FightError> {
        if self.next_id > MAX_ID {
            return Err(FightError::Counter);
        }
        if self.creatures.len() > MAX_CREATURES {
            return Err(FightError::TooManyCreatures { count: self.creatures.len() });
        }
        for (at, creature) in self.creatures.iter().enumerate() {
            creature.model.check().map_err(|refusal| FightError::StatBlock { creature: at, refusal })?;
            if self.creatures[..at].iter().any(|c| c.id == creature.id) {
                return Err(FightError::SameId { creature: at });
            }
            if creature.id >= self.next_id {
                return Err(FightError::IdNotBelowCounter { creature: at });
            }
            if !(0..=MAX_DAMAGE).contains(&creature.damage) {
                return Err(FightError::Damage { creature: at });
            }
        }
        for (at, participant) in self.participants.iter().enumerate() {
            let gone = matches!(participant.who, Who::Creature(id) if self.creature(id).is_none());
            if gone || self.participants[..at].iter().any(|p| p.who == participant.who) {
                return Err(FightError::Turn { turn: at });
            }
        }
        if self.faced.len() > MAX_FACED {
            return Err(FightError::TooManyFaced { count: self.faced.len() });
        }
        if !self.shown.is_sane() {
            return Err(FightError::Shown);
        }
        Ok(())
    }
}
