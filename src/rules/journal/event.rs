//! What a command did, as a list of events: the journal and the interface's
//! announcements are both made from them.

use serde::Serialize;

use crate::rules::character::as_read::Unchecked;
use crate::rules::character::heritage::Heritage;
use crate::rules::character::number_change::NumberChange;
use crate::rules::conditions::{Applied, Condition};
use crate::rules::insanity::madness::{EndCheck, MadnessKind};
use crate::rules::rolls::boons::BoonRoll;
use crate::rules::rolls::expression::{Amount, DiceRoll};
use crate::rules::rolls::roll::{RollKind, RollResult};
use crate::rules::time::clock::{Clock, Period};
use crate::rules::variants::unit_enum;
use crate::rules::weapons_and_magic::magic::Rank;
use crate::rules::weapons_and_magic::weapons::DamageRoll;

unit_enum! {
    /// Why Folie went down outside a recovery or an Épiphanie.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum LossCause {
        /// Lowered by hand (the GM's call).
        Manual,
        /// Volonté was lowered below Folie.
        WillLowered,
    }
}

unit_enum! {
    /// Why a condition ended.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum ConditionEndCause {
        /// Its rounds ran out.
        Expired,
        /// Rule 3: going mad removes the *effrayé* the insanity imposed.
        WentMad,
        /// The madness that imposed it ended.
        MadnessEnded,
        /// Removed by hand.
        Manual,
        /// *endormi*, woken by damage.
        Woken,
    }
}

unit_enum! {
    /// Why a madness ended.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum MadnessEndCause {
        /// An end check succeeded.
        Check,
        /// Its time ran out ("at the end of the next …").
        Time,
        /// It ends as soon as it is rolled (Épiphanie).
        AtOnce,
        /// *Mort* was removed by hand.
        Manual,
    }
}

/// Read by `event_reader` (one visitor for every variant), written by
/// `event_writer` (one loop over the fields).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// Folie gained: `requested` before the cap, `applied` after it.
    InsanityGained {
        requested: i32,
        applied: i32,
        roll: Option<DiceRoll>,
        total: i32,
    },
    /// Folie lost: `applied` is what was actually removed.
    InsanityLost {
        requested: i32,
        applied: i32,
        roll: Option<DiceRoll>,
        cause: LossCause,
        total: i32,
    },
    /// A condition was applied (or kept, when the existing one lasts longer).
    ConditionApplied {
        condition: Condition,
        outcome: Applied,
    },
    ConditionEnded {
        condition: Condition,
        cause: ConditionEndCause,
    },
    /// The d20 on the madness table.
    MadnessRolled {
        d20: u32,
        kind: MadnessKind,
    },
    /// An end check's d6.
    EndChecked {
        kind: MadnessKind,
        check: EndCheck,
    },
    MadnessEnded {
        kind: MadnessKind,
        cause: MadnessEndCause,
    },
    /// Rule 4: `reduction` = max(1, die + modifier); `applied` after Folie's floor at 0.
    Recovered {
        die: u32,
        modifier: i32,
        reduction: i32,
        applied: i32,
        total: i32,
    },
    /// Épiphanie: Folie reduced by the d6 at once (`applied` after the floor).
    Epiphany {
        die: u32,
        applied: i32,
        total: i32,
    },
    /// The Will roll against insanity as journals before it went through
    /// the one roll (`Rolled` with [`RollKind::ResistInsanity`]) wrote it:
    /// still read and shown, no longer made.
    Resisted {
        d20: u32,
        modifier: i32,
        boons: BoonRoll,
        total: i32,
        success: bool,
        amount: Amount,
    },
    /// Damage the rules added (Se griffer).
    Damaged {
        amount: i32,
        damage: i32,
    },
    /// Ends of round passed by a time step.
    TimePassed {
        from: Clock,
        to: Clock,
    },
    /// An attribute, Perception or attack roll (docs/rules.md).
    Rolled(RollResult),
    /// `Subir des dégâts`: `applied` after the stop at the maximum.
    DamageTaken {
        requested: i32,
        applied: i32,
        roll: Option<DiceRoll>,
        damage: i32,
    },
    /// A weapon's damage (`Dégâts`), Rage's d6 included.
    WeaponDamage(DamageRoll),
    /// `Utiliser`: uses left (`None` for a talent used at will).
    TalentUsed {
        name: String,
        left: Option<u32>,
    },
    /// `Lancer`: castings left before the next rest. The rank is held to
    /// its bounds by the journal's check, as the line's other numbers are.
    SpellCast {
        name: String,
        rank: Unchecked<Rank>,
        left: u32,
    },
    /// `Soigner`, `Récupérer`, `Repos`: `applied` after the floor at 0.
    Healed {
        requested: i32,
        applied: i32,
        roll: Option<DiceRoll>,
        damage: i32,
        cause: HealCause,
    },
    /// An héritage preset replaced the numbers it sets. (New kinds of
    /// lines go last: links name a variant by its position.)
    PresetApplied {
        heritage: Heritage,
    },
    /// This version replaced the one at the table, from a newer link of the
    /// same character (the table view's `Mettre à jour`).
    UpdatedFromLink,
    /// A line the table view wrote, in its words (who hit the character
    /// and with what, the Will roll against a creature): at most
    /// [`MAX_NOTE`] characters.
    Note(String),
    /// Ends of round passed by `Fin du round`, `de la minute` or `de
    /// l'heure`, with which was pressed (older journals have
    /// [`Event::TimePassed`], without it).
    PeriodEnded {
        period: Period,
        from: Clock,
        to: Clock,
    },
    /// An héritage preset, with every number it changed (older journals
    /// have [`Event::PresetApplied`], without them).
    HeritageApplied {
        heritage: Heritage,
        changes: Vec<NumberChange>,
    },
}

/// The longest [`Event::Note`].
pub const MAX_NOTE: usize = 200;

unit_enum! {
    /// Why damage went down.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum HealCause {
        /// `Soigner`, by an amount.
        Heal,
        /// `Récupérer`: the healing rate.
        Recover,
        /// `Repos`: the healing rate, and castings and uses back.
        Rest,
    }
}

/// The success threshold of a Will roll against insanity: the game's one.
pub const RESIST_TARGET: i32 = crate::rules::rolls::roll::SUCCESS;

impl Event {
    /// The `data-kind` of its journal line.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::InsanityGained { .. } => "insanity-gain",
            Event::InsanityLost { .. } => "insanity-loss",
            Event::ConditionApplied { .. } => "condition",
            Event::ConditionEnded { .. } => "condition-end",
            Event::MadnessRolled { .. } => "madness-roll",
            Event::EndChecked { .. } => "end-check",
            Event::MadnessEnded { .. } => "madness-end",
            Event::Recovered { .. } => "recovery",
            Event::Epiphany { .. } => "epiphany",
            Event::Resisted { .. } => "resist",
            Event::Damaged { .. } => "damage",
            Event::TimePassed { .. } | Event::PeriodEnded { .. } => "time",
            Event::Rolled(roll) if roll.kind == RollKind::ResistInsanity => "resist",
            Event::Rolled(_) => "roll",
            Event::DamageTaken { .. } => "damage-taken",
            Event::Healed { .. } => "healed",
            Event::WeaponDamage(_) => "weapon-damage",
            Event::TalentUsed { .. } => "talent-use",
            Event::PresetApplied { .. } | Event::HeritageApplied { .. } => "preset",
            Event::UpdatedFromLink => "updated",
            Event::Note(_) => "table",
            Event::SpellCast { .. } => "cast",
        }
    }

    /// The `data-total` of its journal line, which the e2e suite reads.
    pub fn total(&self) -> i64 {
        match self {
            Event::InsanityGained { applied, .. } | Event::InsanityLost { applied, .. } => i64::from(*applied),
            Event::MadnessRolled { d20, .. } => i64::from(*d20),
            Event::EndChecked { check, .. } => i64::from(check.die),
            Event::Recovered { reduction, .. } => i64::from(*reduction),
            Event::Epiphany { die, .. } => i64::from(*die),
            Event::Resisted { total, .. } => i64::from(*total),
            Event::Damaged { amount, .. } => i64::from(*amount),
            Event::TimePassed { from, to } | Event::PeriodEnded { from, to, .. } => {
                (to.rounds() - from.rounds()) as i64
            }
            Event::ConditionApplied { condition, .. } | Event::ConditionEnded { condition, .. } => {
                condition.rounds_left.map_or(0, i64::from)
            }
            Event::MadnessEnded { .. } => 0,
            Event::Rolled(roll) => i64::from(roll.total),
            Event::WeaponDamage(damage) => i64::from(damage.total),
            Event::TalentUsed { left, .. } => i64::from(left.unwrap_or(0)),
            Event::PresetApplied { .. } | Event::HeritageApplied { .. } | Event::UpdatedFromLink | Event::Note(_) => 0,
            Event::SpellCast { left, .. } => i64::from(*left),
            Event::DamageTaken { applied, .. } | Event::Healed { applied, .. } => i64::from(*applied),
        }
    }

    /// Conditions coming and going and time passing are notes in the
    /// journal; the other events are its entries (gains, losses, rolls).
    pub fn is_note(&self) -> bool {
        matches!(
            self,
            Event::ConditionApplied { .. }
                | Event::ConditionEnded { .. }
                | Event::TimePassed { .. }
                | Event::PeriodEnded { .. }
                | Event::PresetApplied { .. }
                | Event::HeritageApplied { .. }
                | Event::UpdatedFromLink
                | Event::Note(_)
        )
    }

    /// The clock before and after a step of time, for the lines that are one.
    pub fn time_passed(&self) -> Option<(Clock, Clock)> {
        match self {
            Event::TimePassed { from, to } | Event::PeriodEnded { from, to, .. } => Some((*from, *to)),
            _ => None,
        }
    }

    /// `data-success`, for the lines that have one.
    pub fn success(&self) -> Option<bool> {
        match self {
            Event::EndChecked { check, .. } => Some(check.success),
            Event::Resisted { success, .. } => Some(*success),
            Event::Rolled(roll) => roll.success,
            _ => None,
        }
    }
}
