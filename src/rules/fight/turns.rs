//! Whose turn it is (docs/rules.md, "Turns"): fast characters, fast
//! creatures, slow characters, slow creatures, then the end of the round.
//! Each participant's choice stays from round to round; some states impose
//! one, or take the turn away.

use serde::{Deserialize, Serialize};

use crate::rules::character::sheet::Sheet;
use crate::rules::conditions::{ConditionCode, Conditions};
use crate::rules::insanity::madness::MadnessKind;
use crate::rules::variants::unit_enum;

unit_enum! {
    /// A fast turn (an action or a move) or a slow one (both).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
    pub enum Speed {
        Fast,
        #[default]
        Slow,
    }
}

/// Who takes a turn: a character of the table by its id, or a creature.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Who {
    Character(String),
    Creature(u32),
}

/// One participant of the fight, in the GM's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    pub who: Who,
    pub choice: Speed,
    /// Has played this round.
    pub played: bool,
}

/// What a participant's state does to its turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Constraints {
    /// The speed its state imposes, whatever was chosen.
    pub imposed: Option<(Speed, Imposer)>,
    /// *surpris*: no turn while it lasts.
    pub skipped: bool,
    /// States that take its actions away: its turn stands, with a warning.
    pub cannot_act: Vec<ConditionCode>,
    /// *hors de combat*: its turn stands, with a warning.
    pub incapacitated: bool,
    /// Dead creatures leave the turns.
    pub out: bool,
}

/// What imposes a speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Imposer {
    Slowed,
    Violence,
}

/// One turn of the round, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub who: Who,
    pub speed: Speed,
    pub played: bool,
    pub constraints: Constraints,
}

/// The four groups of a round, in their order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    FastCharacters,
    FastCreatures,
    SlowCharacters,
    SlowCreatures,
}

impl Turn {
    pub fn group(&self) -> Group {
        match (self.speed, &self.who) {
            (Speed::Fast, Who::Character(_)) => Group::FastCharacters,
            (Speed::Fast, Who::Creature(_)) => Group::FastCreatures,
            (Speed::Slow, Who::Character(_)) => Group::SlowCharacters,
            (Speed::Slow, Who::Creature(_)) => Group::SlowCreatures,
        }
    }

    /// Still to play this round: not played, not skipped.
    pub fn waiting(&self) -> bool {
        !self.played && !self.constraints.skipped
    }
}

fn from_conditions(conditions: &Conditions) -> Constraints {
    let slowed = conditions.counts(ConditionCode::Slowed);
    Constraints {
        imposed: slowed.then_some((Speed::Slow, Imposer::Slowed)),
        skipped: conditions.counts(ConditionCode::Surprised),
        cannot_act: conditions
            .in_effect()
            .filter(|c| c.effects().no_actions || matches!(c, ConditionCode::Dead))
            .collect(),
        incapacitated: false,
        out: false,
    }
}

/// A character's constraints: its conditions, and Violence's fast turn.
pub fn of_character(sheet: &Sheet) -> Constraints {
    let mut constraints = from_conditions(sheet.conditions());
    if sheet.madness().is_some_and(|m| m.kind == MadnessKind::Violence) {
        constraints.imposed = Some((Speed::Fast, Imposer::Violence));
    }
    constraints.incapacitated = sheet.health().incapacitated;
    constraints
}

/// A creature's constraints: its conditions; a dead one has no turn.
pub fn of_creature(conditions: &Conditions, incapacitated: bool, dead: bool) -> Constraints {
    Constraints { incapacitated, out: dead, ..from_conditions(conditions) }
}

impl Constraints {
    pub fn speed(&self, choice: Speed) -> Speed {
        self.imposed.map_or(choice, |(speed, _)| speed)
    }
}

/// The round's turns in the rules' order; `constraints` reads each
/// participant's state (`None` for one no longer on the table).
pub fn round(participants: &[Participant], constraints: impl Fn(&Who) -> Option<Constraints>) -> Vec<Turn> {
    let turns: Vec<Turn> = participants
        .iter()
        .filter_map(|p| {
            let constraints = constraints(&p.who).filter(|c| !c.out)?;
            Some(Turn { who: p.who.clone(), speed: constraints.speed(p.choice), played: p.played, constraints })
        })
        .collect();
    let mut ordered = turns;
    // A stable sort keeps the GM's order within each group.
    ordered.sort_by_key(Turn::group);
    ordered
}

/// The turn under way: the first not played and not skipped; `None` when
/// only the end of the round is left.
pub fn current(turns: &[Turn]) -> Option<&Turn> {
    turns.iter().find(|t| t.waiting())
}

/// Whether `playing` are the last still to play: marking them played ends
/// the round (with nobody passing, only the end of the round was left).
pub fn ends_round(turns: &[Turn], playing: &[Who]) -> bool {
    turns.iter().filter(|t| t.waiting()).all(|t| playing.contains(&t.who))
}

/// The group under way and who in it is still to play: the rules let a
/// group act in any order, so the GM may pass them all at once. `None`
/// when only the end of the round is left.
pub fn rest_of_group(turns: &[Turn]) -> Option<(Group, Vec<Who>)> {
    let group = current(turns)?.group();
    Some((group, turns.iter().filter(|t| t.group() == group && t.waiting()).map(|t| t.who.clone()).collect()))
}
