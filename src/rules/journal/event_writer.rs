//! Writes a journal line's [`Event`] through one loop over its fields for
//! every struct variant, instead of one call per field and variant that
//! serde's derive makes: the same format (fields by name in JSON, in order
//! in a link), named by the reader's own layouts (`event_reader`), for a
//! fraction of the code in every module (docs/performance.md).

use serde::ser::{Serialize, SerializeStructVariant, Serializer};

use super::event::{ConditionEndCause, Event, HealCause, LossCause, MadnessEndCause};
use super::event_reader::{layout, Kind};
use crate::rules::character::as_read::Unchecked;
use crate::rules::character::heritage::Heritage;
use crate::rules::character::number_change::NumberChange;
use crate::rules::conditions::{Applied, Condition};
use crate::rules::insanity::madness::{EndCheck, MadnessKind};
use crate::rules::rolls::boons::BoonRoll;
use crate::rules::rolls::expression::{Amount, DiceRoll};
use crate::rules::time::clock::{Clock, Period};
use crate::rules::weapons_and_magic::magic::Rank;

/// One field's value, whatever its type: what the loop writes.
enum Value<'a> {
    I32(i32),
    U32(u32),
    Bool(bool),
    Roll(&'a Option<DiceRoll>),
    LossCause(&'a LossCause),
    ConditionEndCause(&'a ConditionEndCause),
    MadnessEndCause(&'a MadnessEndCause),
    HealCause(&'a HealCause),
    Condition(&'a Condition),
    Outcome(&'a Applied),
    Kind(&'a MadnessKind),
    Check(&'a EndCheck),
    Boons(&'a BoonRoll),
    Dice(&'a Amount),
    Clock(&'a Clock),
    Name(&'a str),
    LeftIfAny(&'a Option<u32>),
    Rank(&'a Unchecked<Rank>),
    Period(&'a Period),
    Heritage(&'a Heritage),
    Changes(&'a [NumberChange]),
}

impl Serialize for Value<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Value::I32(v) => v.serialize(serializer),
            Value::U32(v) => v.serialize(serializer),
            Value::Bool(v) => v.serialize(serializer),
            Value::Roll(v) => v.serialize(serializer),
            Value::LossCause(v) => v.serialize(serializer),
            Value::ConditionEndCause(v) => v.serialize(serializer),
            Value::MadnessEndCause(v) => v.serialize(serializer),
            Value::HealCause(v) => v.serialize(serializer),
            Value::Condition(v) => v.serialize(serializer),
            Value::Outcome(v) => v.serialize(serializer),
            Value::Kind(v) => v.serialize(serializer),
            Value::Check(v) => v.serialize(serializer),
            Value::Boons(v) => v.serialize(serializer),
            Value::Dice(v) => v.serialize(serializer),
            Value::Clock(v) => v.serialize(serializer),
            Value::Name(v) => v.serialize(serializer),
            Value::LeftIfAny(v) => v.serialize(serializer),
            Value::Rank(v) => v.serialize(serializer),
            Value::Period(v) => v.serialize(serializer),
            Value::Heritage(v) => v.serialize(serializer),
            Value::Changes(v) => v.serialize(serializer),
        }
    }
}

impl Event {
    /// Which variant it is, as links number them.
    fn variant(&self) -> Kind {
        match self {
            Event::InsanityGained { .. } => Kind::InsanityGained,
            Event::InsanityLost { .. } => Kind::InsanityLost,
            Event::ConditionApplied { .. } => Kind::ConditionApplied,
            Event::ConditionEnded { .. } => Kind::ConditionEnded,
            Event::MadnessRolled { .. } => Kind::MadnessRolled,
            Event::EndChecked { .. } => Kind::EndChecked,
            Event::MadnessEnded { .. } => Kind::MadnessEnded,
            Event::Recovered { .. } => Kind::Recovered,
            Event::Epiphany { .. } => Kind::Epiphany,
            Event::Resisted { .. } => Kind::Resisted,
            Event::Damaged { .. } => Kind::Damaged,
            Event::TimePassed { .. } => Kind::TimePassed,
            Event::Rolled(_) => Kind::Rolled,
            Event::DamageTaken { .. } => Kind::DamageTaken,
            Event::WeaponDamage(_) => Kind::WeaponDamage,
            Event::TalentUsed { .. } => Kind::TalentUsed,
            Event::SpellCast { .. } => Kind::SpellCast,
            Event::Healed { .. } => Kind::Healed,
            Event::PresetApplied { .. } => Kind::PresetApplied,
            Event::UpdatedFromLink => Kind::UpdatedFromLink,
            Event::Note(_) => Kind::Note,
            Event::PeriodEnded { .. } => Kind::PeriodEnded,
            Event::HeritageApplied { .. } => Kind::HeritageApplied,
        }
    }

    /// A struct variant's values, in the order of its layout's names.
    fn values(&self) -> Vec<Value<'_>> {
        use Value as V;
        match self {
            Event::InsanityGained { requested, applied, roll, total } => {
                vec![V::I32(*requested), V::I32(*applied), V::Roll(roll), V::I32(*total)]
            }
            Event::InsanityLost { requested, applied, roll, cause, total } => {
                vec![V::I32(*requested), V::I32(*applied), V::Roll(roll), V::LossCause(cause), V::I32(*total)]
            }
            Event::ConditionApplied { condition, outcome } => vec![V::Condition(condition), V::Outcome(outcome)],
            Event::ConditionEnded { condition, cause } => vec![V::Condition(condition), V::ConditionEndCause(cause)],
            Event::MadnessRolled { d20, kind } => vec![V::U32(*d20), V::Kind(kind)],
            Event::EndChecked { kind, check } => vec![V::Kind(kind), V::Check(check)],
            Event::MadnessEnded { kind, cause } => vec![V::Kind(kind), V::MadnessEndCause(cause)],
            Event::Recovered { die, modifier, reduction, applied, total } => {
                vec![V::U32(*die), V::I32(*modifier), V::I32(*reduction), V::I32(*applied), V::I32(*total)]
            }
            Event::Epiphany { die, applied, total } => vec![V::U32(*die), V::I32(*applied), V::I32(*total)],
            Event::Resisted { d20, modifier, boons, total, success, amount } => vec![
                V::U32(*d20),
                V::I32(*modifier),
                V::Boons(boons),
                V::I32(*total),
                V::Bool(*success),
                V::Dice(amount),
            ],
            Event::Damaged { amount, damage } => vec![V::I32(*amount), V::I32(*damage)],
            Event::TimePassed { from, to } => vec![V::Clock(from), V::Clock(to)],
            Event::DamageTaken { requested, applied, roll, damage } => {
                vec![V::I32(*requested), V::I32(*applied), V::Roll(roll), V::I32(*damage)]
            }
            Event::TalentUsed { name, left } => vec![V::Name(name), V::LeftIfAny(left)],
            Event::SpellCast { name, rank, left } => vec![V::Name(name), V::Rank(rank), V::U32(*left)],
            Event::Healed { requested, applied, roll, damage, cause } => {
                vec![V::I32(*requested), V::I32(*applied), V::Roll(roll), V::I32(*damage), V::HealCause(cause)]
            }
            Event::PresetApplied { heritage } => vec![V::Heritage(heritage)],
            Event::PeriodEnded { period, from, to } => vec![V::Period(period), V::Clock(from), V::Clock(to)],
            Event::HeritageApplied { heritage, changes } => vec![V::Heritage(heritage), V::Changes(changes)],
            Event::Rolled(_) | Event::WeaponDamage(_) | Event::UpdatedFromLink | Event::Note(_) => Vec::new(),
        }
    }
}

impl Serialize for Event {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let kind = self.variant();
        let (index, name) = (kind as u32, kind.name());
        match self {
            Event::Rolled(roll) => serializer.serialize_newtype_variant("Event", index, name, roll),
            Event::WeaponDamage(damage) => serializer.serialize_newtype_variant("Event", index, name, damage),
            Event::Note(note) => serializer.serialize_newtype_variant("Event", index, name, note),
            Event::UpdatedFromLink => serializer.serialize_unit_variant("Event", index, name),
            _ => {
                let (names, _) = layout(kind).unwrap_or((&[], &[]));
                let mut fields = serializer.serialize_struct_variant("Event", index, name, names.len())?;
                for (field, value) in names.iter().zip(self.values()) {
                    fields.serialize_field(field, &value)?;
                }
                fields.end()
            }
        }
    }
}
