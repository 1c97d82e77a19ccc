//! The GM's fight (docs/rules.md): the creatures on the table, every
//! participant's turn, the creatures' attacks, and the creatures that
//! shake the characters' minds. The characters stay the roster's: the
//! fight names them by id and reads their sheets.
//!
//! - [`creature`]: a stat block, checked, and what the fight did to it;
//! - [`turns`]: fast and slow turns, in the rules' order;
//! - [`attack`]: a creature's attack roll;
//! - [`fear`]: the Will roll against an Effrayant or Terrifiant creature;
//! - [`check`]: a fight from outside held to what the fight can make;
//! - [`bestiary`]: the stat blocks kept for the next fight;
//! - [`shown`]: the last rolls on screen, kept with the fight;
//! - here: the fight itself, and every change a GM makes to it.

pub mod attack;
pub mod bestiary;
pub mod check;
pub mod creature;
pub mod fear;
pub mod shown;
pub mod turns;

use serde::{Deserialize, Serialize};

use crate::rules::conditions::{Condition, ConditionCode, ConditionSource};
use crate::rules::time::clock::Period;
use creature::{Creature, Model, Refusal};
use turns::{Participant, Speed, Turn, Who};

/// At most this many creatures in a fight.
pub const MAX_CREATURES: usize = 40;
/// At most this many added at once.
pub const MAX_AT_ONCE: u32 = 20;

/// A character's Will roll against a creature, remembered until its next
/// `Repos`: `rests` counts the rests in its journal when it rolled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facing {
    pub character: String,
    pub creature: String,
    pub rests: usize,
}

/// Why creatures could not be added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddError {
    Invalid(Refusal),
    /// `Nombre` outside 1 ..= [`MAX_AT_ONCE`].
    Count,
    /// More than [`MAX_CREATURES`] in the fight; `room` is what is left.
    TooMany {
        room: usize,
    },
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    pub creatures: Vec<Creature>,
    /// Every participant, characters and creatures, in the GM's order.
    pub participants: Vec<Participant>,
    pub next_id: u32,
    #[serde(default)]
    pub faced: Vec<Facing>,
    /// The results on screen (written only when there are some).
    #[serde(default, skip_serializing_if = "shown::Shown::is_empty")]
    pub shown: shown::Shown,
}

/// The number after `base` in a name such as "Gobelin 3" (a bare "Gobelin" is 1).
fn number_after(name: &str, base: &str) -> Option<u64> {
    let rest = name.strip_prefix(base)?;
    if rest.is_empty() {
        return Some(1);
    }
    rest.strip_prefix(' ')?.parse().ok()
}

impl Fight {
    pub fn creature(&self, id: u32) -> Option<&Creature> {
        self.creatures.iter().find(|c| c.id == id)
    }

    fn creature_mut(&mut self, id: u32) -> Option<&mut Creature> {
        self.creatures.iter_mut().find(|c| c.id == id)
    }

    /// Adds `count` creatures of `model`, numbered when more than one
    /// ("Gobelin 1", "Gobelin 2"…, after those already there), each with
    /// a slow turn that waits for this round. Returns their ids.
    pub fn add(&mut self, model: &Model, count: u32) -> Result<Vec<u32>, AddError> {
        model.check().map_err(AddError::Invalid)?;
        if !(1..=MAX_AT_ONCE).contains(&count) {
            return Err(AddError::Count);
        }
        let room = MAX_CREATURES - self.creatures.len().min(MAX_CREATURES);
        if count as usize > room {
            return Err(AddError::TooMany { room });
        }
        if self.next_id.checked_add(count).is_none_or(|next| next > check::MAX_ID) {
            return Err(AddError::TooMany { room: 0 });
        }
        let base = model.name.trim();
        let last = self.creatures.iter().filter_map(|c| number_after(&c.model.name, base)).max();
        let mut ids = Vec::new();
        for n in 0..count {
            let name = match last {
                None if count == 1 => base.to_string(),
                _ => format!("{base} {}", last.unwrap_or(0) + u64::from(n) + 1),
            };
            let id = self.next_id;
            self.next_id += 1;
            let model = Model { name, ..model.clone() };
            self.creatures.push(Creature { id, model, damage: 0, conditions: Default::default(), dead: false });
            self.participants.push(Participant { who: Who::Creature(id), choice: Speed::Slow, played: false });
            ids.push(id);
        }
        Ok(ids)
    }

    /// A copy of a creature as it was typed, fresh, numbered after the others.
    pub fn duplicate(&mut self, id: u32) -> Result<Vec<u32>, AddError> {
        let Some(creature) = self.creature(id) else { return Ok(Vec::new()) };
        let base = creature::kind(&creature.model.name).to_string();
        // A lone "Gobelin" becomes "Gobelin 2" beside it.
        let last = self.creatures.iter().filter_map(|c| number_after(&c.model.name, &base)).max().unwrap_or(1);
        let model = Model { name: format!("{base} {}", last + 1), ..creature.model.clone() };
        self.add(&model, 1)
    }

    /// Takes a creature off the table, and its turn.
    pub fn remove(&mut self, id: u32) {
        self.creatures.retain(|c| c.id != id);
        self.shown.forget_creature(id);
        self.participants.retain(|p| p.who != Who::Creature(id));
    }

    /// Replaces a creature's stat block (its damage and states stay).
    pub fn edit(&mut self, id: u32, model: Model) -> Result<(), Refusal> {
        model.check()?;
        if let Some(creature) = self.creature_mut(id) {
            creature.model = model;
        }
        Ok(())
    }

    /// Damage taken: at its Santé it is hors de combat and falls à terre;
    /// damage taken while hors de combat kills it.
    pub fn damage(&mut self, id: u32, amount: i32) {
        let Some(creature) = self.creature_mut(id) else { return };
        if creature.dead || amount <= 0 {
            return;
        }
        let was_out = creature.damage >= creature.model.health;
        creature.damage = creature.damage.saturating_add(amount).min(check::MAX_DAMAGE);
        if was_out {
            creature.dead = true;
        } else if creature.damage >= creature.model.health {
            creature.conditions.apply(Condition {
                code: ConditionCode::Prone,
                rounds_left: None,
                source: ConditionSource::Manual,
            });
        }
    }

    /// Healing, down to no damage; a dead creature stays dead.
    pub fn heal(&mut self, id: u32, amount: i32) {
        let Some(creature) = self.creature_mut(id) else { return };
        if !creature.dead && amount > 0 {
            creature.damage = (creature.damage - amount).max(0);
        }
    }

    /// The GM's call on a creature hors de combat: `Morte`.
    pub fn kill(&mut self, id: u32) {
        if let Some(creature) = self.creature_mut(id) {
            creature.dead = true;
        }
    }

    /// The GM's call on a creature hors de combat: `Inconsciente`.
    pub fn knock_out(&mut self, id: u32) {
        if let Some(creature) = self.creature_mut(id) {
            creature.conditions.apply(Condition {
                code: ConditionCode::Unconscious,
                rounds_left: None,
                source: ConditionSource::Manual,
            });
        }
    }

    pub fn add_condition(&mut self, id: u32, code: ConditionCode, rounds: Option<u32>) {
        if let Some(creature) = self.creature_mut(id) {
            creature.conditions.apply(Condition { code, rounds_left: rounds, source: ConditionSource::Manual });
        }
    }

    pub fn remove_condition(&mut self, id: u32, code: ConditionCode) {
        if let Some(creature) = self.creature_mut(id) {
            creature.conditions.remove(code);
        }
    }

    /// Gives every character of the table a turn (slow, waiting for this
    /// round) when it has none yet; the ones gone from the table keep
    /// theirs, unseen, in case they come back.
    pub fn seat(&mut self, characters: &[String]) {
        for id in characters {
            let who = Who::Character(id.clone());
            if !self.participants.iter().any(|p| p.who == who) {
                // Characters go before the creatures: the table's order.
                let at = self.participants.iter().position(|p| matches!(p.who, Who::Creature(_)));
                let participant = Participant { who, choice: Speed::Slow, played: false };
                match at {
                    Some(at) => self.participants.insert(at, participant),
                    None => self.participants.push(participant),
                }
            }
        }
    }

    fn participant_mut(&mut self, who: &Who) -> Option<&mut Participant> {
        self.participants.iter_mut().find(|p| p.who == *who)
    }

    pub fn set_choice(&mut self, who: &Who, speed: Speed) {
        if let Some(p) = self.participant_mut(who) {
            p.choice = speed;
        }
    }

    /// Moves a participant one place up (`-1`) or down (`1`) within its
    /// group of `round` (fast characters, fast creatures, slow characters,
    /// slow creatures), as Foundry does: it passes the one next to it
    /// there. False, and nothing changed, when it is first or last of its
    /// group (or not in the round).
    pub fn shift(&mut self, who: &Who, by: isize, round: &[Turn]) -> bool {
        let group = Turn::group;
        let Some(mine) = round.iter().find(|t| t.who == *who).map(group) else { return false };
        let peers: Vec<&Who> = round.iter().filter(|t| group(t) == mine).map(|t| &t.who).collect();
        let at = peers.iter().position(|w| *w == who).unwrap_or_default();
        let Some(passed) = at.checked_add_signed(by).and_then(|i| peers.get(i)).copied().cloned() else { return false };
        let Some(from) = self.participants.iter().position(|p| p.who == *who) else { return false };
        let moving = self.participants.remove(from);
        let Some(next_to) = self.participants.iter().position(|p| p.who == passed) else {
            self.participants.insert(from, moving);
            return false;
        };
        self.participants.insert(if by < 0 { next_to } else { next_to + 1 }, moving);
        true
    }

    /// Marks `who`'s turn as played.
    pub fn played(&mut self, who: &Who) {
        if let Some(p) = self.participant_mut(who) {
            p.played = true;
        }
    }

    /// The end of the round for the creatures: their conditions count
    /// down, and every turn waits again.
    pub fn end_round(&mut self) {
        self.pass(Period::Round);
    }

    /// What the GM reads out when a round ends, however it ends: each line
    /// of a living creature's notes that speaks of « fin du round », with
    /// the creature's name.
    pub fn round_end_notes(&self) -> Vec<(&str, &str)> {
        let speaks_of_it = |line: &&str| line.to_lowercase().contains("fin du round");
        let living = self.creatures.iter().filter(|c| !c.dead);
        living
            .flat_map(|c| c.model.notes.lines().filter(speaks_of_it).map(|line| (c.model.name.as_str(), line.trim())))
            .collect()
    }

    /// A round, a minute or an hour for the creatures: their conditions
    /// count down by as many rounds, and every turn waits again.
    pub fn pass(&mut self, period: Period) {
        for creature in &mut self.creatures {
            for _ in 0..period.rounds() {
                if !creature.conditions.iter().any(|c| c.rounds_left.is_some()) {
                    break;
                }
                creature.conditions.count_down();
            }
        }
        for p in &mut self.participants {
            p.played = false;
        }
    }

    /// Whether `character` rolled against `creature` since its last rest
    /// (`rests`: the rests in its journal now).
    pub fn has_faced(&self, character: &str, creature: &str, rests: usize) -> bool {
        self.faced.iter().any(|f| f.character == character && f.creature == creature && f.rests == rests)
    }

    pub fn faced(&mut self, character: &str, creature: &str, rests: usize) {
        self.faced.retain(|f| !(f.character == character && f.creature == creature));
        self.faced.push(Facing { character: character.to_string(), creature: creature.to_string(), rests });
    }

    /// Every creature off the table; the characters' turns wait anew.
    pub fn end(&mut self) {
        self.creatures.clear();
        self.shown = shown::Shown::default();
        self.participants.retain(|p| matches!(p.who, Who::Character(_)));
        for p in &mut self.participants {
            p.played = false;
        }
    }
}
