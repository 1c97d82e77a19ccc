//! Reads a journal line's [`Event`] through one visitor for all its
//! variants, instead of the one visitor per variant serde's derive makes:
//! the same format (fields by name in JSON, in order in a link), the same
//! defaults and the same refusals, for a fraction of the code in every
//! module (docs/performance.md).

use std::fmt;

use serde::de::{self, DeserializeSeed, EnumAccess, IgnoredAny, MapAccess, SeqAccess, VariantAccess, Visitor};
use serde::Deserialize;

use super::event::{ConditionEndCause, Event, HealCause, LossCause, MadnessEndCause};
use crate::rules::character::as_read::Unchecked;
use crate::rules::character::heritage::Heritage;
use crate::rules::character::number_change::NumberChange;
use crate::rules::conditions::{Applied, Condition};
use crate::rules::insanity::madness::{EndCheck, MadnessKind};
use crate::rules::rolls::boons::BoonRoll;
use crate::rules::rolls::expression::{Amount, DiceRoll};
use crate::rules::time::clock::{Clock, Period};
use crate::rules::variants::{unit_enum, Variant};
use crate::rules::weapons_and_magic::magic::Rank;

unit_enum! {
    /// Event's variants, in the order links number them.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(super) enum Kind {
        InsanityGained,
        InsanityLost,
        ConditionApplied,
        ConditionEnded,
        MadnessRolled,
        EndChecked,
        MadnessEnded,
        Recovered,
        Epiphany,
        Resisted,
        Damaged,
        TimePassed,
        Rolled,
        DamageTaken,
        WeaponDamage,
        TalentUsed,
        SpellCast,
        Healed,
        PresetApplied,
        UpdatedFromLink,
        Note,
        PeriodEnded,
        HeritageApplied,
    }
}

/// Declares every field a variant can have, each with the one type it
/// holds there (`cause` is four fields: one per kind of cause), and the
/// slots a line's fields are read into.
macro_rules! fields {
    ($($field:ident => $slot:ident: $type:ty,)*) => {
        #[derive(Clone, Copy)]
        pub(super) enum Field {
            $($field,)*
        }

        #[derive(Default)]
        struct Slots {
            $($slot: Option<$type>,)*
        }

        impl Slots {
            fn has(&self, field: Field) -> bool {
                match field {
                    $(Field::$field => self.$slot.is_some(),)*
                }
            }

            /// Reads `field`'s value; false when the source has no more.
            fn fill<'de, S: Source<'de>>(&mut self, field: Field, source: &mut S) -> Result<bool, S::Error> {
                match field {
                    $(Field::$field => {
                        self.$slot = source.value()?;
                        Ok(self.$slot.is_some())
                    })*
                }
            }
        }
    };
}

fields! {
    Requested => requested: i32,
    Applied => applied: i32,
    Roll => roll: Option<DiceRoll>,
    Total => total: i32,
    LossCause => loss_cause: LossCause,
    ConditionEndCause => condition_end_cause: ConditionEndCause,
    MadnessEndCause => madness_end_cause: MadnessEndCause,
    HealCause => heal_cause: HealCause,
    Condition => condition: Condition,
    Outcome => outcome: Applied,
    D20 => d20: u32,
    Kind => kind: MadnessKind,
    Check => check: EndCheck,
    Die => die: u32,
    Modifier => modifier: i32,
    Reduction => reduction: i32,
    Boons => boons: BoonRoll,
    Success => success: bool,
    Dice => dice: Amount,
    Amount => amount: i32,
    Damage => damage: i32,
    From => from: Clock,
    To => to: Clock,
    Name => name: String,
    LeftIfAny => left_if_any: Option<u32>,
    Left => left: u32,
    Rank => rank: Unchecked<Rank>,
    Period => period: Period,
    Heritage => heritage: Heritage,
    Changes => changes: Vec<NumberChange>,
}

impl Kind {
    /// The variant's name in JSON.
    pub(super) fn name(self) -> &'static str {
        Kind::NAMES[self as usize]
    }
}

impl Field {
    /// The fields a line may lack (`#[serde(default)]` in the derive).
    fn has_default(self) -> bool {
        matches!(self, Field::Roll | Field::LeftIfAny)
    }
}

/// A struct variant's fields: their names, in order, and what each holds.
pub(super) type Layout = (&'static [&'static str], &'static [Field]);

/// The struct variants' layouts; `None` for the others.
pub(super) fn layout(kind: Kind) -> Option<Layout> {
    use Field as F;
    Some(match kind {
        Kind::InsanityGained => {
            (&["requested", "applied", "roll", "total"], &[F::Requested, F::Applied, F::Roll, F::Total])
        }
        Kind::InsanityLost => (
            &["requested", "applied", "roll", "cause", "total"],
            &[F::Requested, F::Applied, F::Roll, F::LossCause, F::Total],
        ),
        Kind::ConditionApplied => (&["condition", "outcome"], &[F::Condition, F::Outcome]),
        Kind::ConditionEnded => (&["condition", "cause"], &[F::Condition, F::ConditionEndCause]),
        Kind::MadnessRolled => (&["d20", "kind"], &[F::D20, F::Kind]),
        Kind::EndChecked => (&["kind", "check"], &[F::Kind, F::Check]),
        Kind::MadnessEnded => (&["kind", "cause"], &[F::Kind, F::MadnessEndCause]),
        Kind::Recovered => (
            &["die", "modifier", "reduction", "applied", "total"],
            &[F::Die, F::Modifier, F::Reduction, F::Applied, F::Total],
        ),
        Kind::Epiphany => (&["die", "applied", "total"], &[F::Die, F::Applied, F::Total]),
        Kind::Resisted => (
            &["d20", "modifier", "boons", "total", "success", "amount"],
            &[F::D20, F::Modifier, F::Boons, F::Total, F::Success, F::Dice],
        ),
        Kind::Damaged => (&["amount", "damage"], &[F::Amount, F::Damage]),
        Kind::TimePassed => (&["from", "to"], &[F::From, F::To]),
        Kind::DamageTaken => {
            (&["requested", "applied", "roll", "damage"], &[F::Requested, F::Applied, F::Roll, F::Damage])
        }
        Kind::TalentUsed => (&["name", "left"], &[F::Name, F::LeftIfAny]),
        Kind::SpellCast => (&["name", "rank", "left"], &[F::Name, F::Rank, F::Left]),
        Kind::Healed => (
            &["requested", "applied", "roll", "damage", "cause"],
            &[F::Requested, F::Applied, F::Roll, F::Damage, F::HealCause],
        ),
        Kind::PresetApplied => (&["heritage"], &[F::Heritage]),
        Kind::PeriodEnded => (&["period", "from", "to"], &[F::Period, F::From, F::To]),
        Kind::HeritageApplied => (&["heritage", "changes"], &[F::Heritage, F::Changes]),
        Kind::Rolled | Kind::WeaponDamage | Kind::UpdatedFromLink | Kind::Note => return None,
    })
}

/// Where the values come from: a JSON object's entries or a link's fields.
trait Source<'de> {
    type Error: de::Error;
    fn value<T: Deserialize<'de>>(&mut self) -> Result<Option<T>, Self::Error>;
}

struct FromMap<'a, A>(&'a mut A);

impl<'de, A: MapAccess<'de>> Source<'de> for FromMap<'_, A> {
    type Error = A::Error;
    fn value<T: Deserialize<'de>>(&mut self) -> Result<Option<T>, A::Error> {
        self.0.next_value().map(Some)
    }
}

struct FromSeq<'a, A>(&'a mut A);

impl<'de, A: SeqAccess<'de>> Source<'de> for FromSeq<'_, A> {
    type Error = A::Error;
    fn value<T: Deserialize<'de>>(&mut self) -> Result<Option<T>, A::Error> {
        self.0.next_element()
    }
}

impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Event, D::Error> {
        deserializer.deserialize_enum("Event", Kind::NAMES, Lines)
    }
}

/// The visitor of any journal line.
struct Lines;

impl<'de> Visitor<'de> for Lines {
    type Value = Event;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("enum Event")
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Event, A::Error> {
        let (at, variant) = data.variant_seed(Variant(Kind::NAMES))?;
        let kind = Kind::ALL[at];
        match layout(kind) {
            Some((names, _)) => variant.struct_variant(names, Line(kind)),
            None => match kind {
                Kind::Rolled => variant.newtype_variant().map(Event::Rolled),
                Kind::WeaponDamage => variant.newtype_variant().map(Event::WeaponDamage),
                Kind::Note => variant.newtype_variant().map(Event::Note),
                _ => variant.unit_variant().map(|()| Event::UpdatedFromLink),
            },
        }
    }
}

/// The visitor of one struct variant's fields.
#[derive(Clone, Copy)]
struct Line(Kind);

impl Line {
    fn layout(self) -> Layout {
        layout(self.0).unwrap_or((&[], &[]))
    }
}

impl<'de> Visitor<'de> for Line {
    type Value = Event;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "struct variant Event::{}", Kind::NAMES[self.0 as usize])
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Event, A::Error> {
        let (names, fields) = self.layout();
        let mut slots = Slots::default();
        for (at, field) in fields.iter().enumerate() {
            if !slots.fill(*field, &mut FromSeq(&mut seq))? && !field.has_default() {
                return Err(de::Error::invalid_length(at, &Elements(self, names.len())));
            }
        }
        slots.build(self.0)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Event, A::Error> {
        let (names, fields) = self.layout();
        let mut slots = Slots::default();
        while let Some(key) = map.next_key_seed(Key(names))? {
            let Some(at) = key else {
                map.next_value::<IgnoredAny>()?;
                continue;
            };
            if slots.has(fields[at]) {
                return Err(de::Error::duplicate_field(names[at]));
            }
            slots.fill(fields[at], &mut FromMap(&mut map))?;
        }
        slots.build(self.0)
    }
}

/// How many fields a variant has, worded as serde's derive words it.
struct Elements(Line, usize);

impl de::Expected for Elements {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = if self.1 == 1 { "" } else { "s" };
        write!(f, "struct variant Event::{} with {} element{plural}", Kind::NAMES[self.0 .0 as usize], self.1)
    }
}

/// A field's name in JSON: its position in the variant, or `None` for a
/// field this build does not know (skipped, as the derive skips it).
#[derive(Clone, Copy)]
struct Key(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for Key {
    type Value = Option<usize>;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<Option<usize>, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for Key {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("field identifier")
    }

    fn visit_u64<E: de::Error>(self, index: u64) -> Result<Option<usize>, E> {
        Ok(usize::try_from(index).ok().filter(|at| *at < self.0.len()))
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<Option<usize>, E> {
        Ok(self.0.iter().position(|n| *n == name))
    }

    fn visit_bytes<E: de::Error>(self, name: &[u8]) -> Result<Option<usize>, E> {
        Ok(self.0.iter().position(|n| n.as_bytes() == name))
    }
}

impl Slots {
    /// The variant from its fields, or the first field it lacks.
    fn build<E: de::Error>(self, kind: Kind) -> Result<Event, E> {
        fn need<T, E: de::Error>(slot: Option<T>, name: &'static str) -> Result<T, E> {
            slot.ok_or_else(|| E::missing_field(name))
        }
        let roll = self.roll.flatten();
        Ok(match kind {
            Kind::InsanityGained => Event::InsanityGained {
                requested: need(self.requested, "requested")?,
                applied: need(self.applied, "applied")?,
                roll,
                total: need(self.total, "total")?,
            },
            Kind::InsanityLost => Event::InsanityLost {
                requested: need(self.requested, "requested")?,
                applied: need(self.applied, "applied")?,
                roll,
                cause: need(self.loss_cause, "cause")?,
                total: need(self.total, "total")?,
            },
            Kind::ConditionApplied => Event::ConditionApplied {
                condition: need(self.condition, "condition")?,
                outcome: need(self.outcome, "outcome")?,
            },
            Kind::ConditionEnded => Event::ConditionEnded {
                condition: need(self.condition, "condition")?,
                cause: need(self.condition_end_cause, "cause")?,
            },
            Kind::MadnessRolled => Event::MadnessRolled { d20: need(self.d20, "d20")?, kind: need(self.kind, "kind")? },
            Kind::EndChecked => Event::EndChecked { kind: need(self.kind, "kind")?, check: need(self.check, "check")? },
            Kind::MadnessEnded => {
                Event::MadnessEnded { kind: need(self.kind, "kind")?, cause: need(self.madness_end_cause, "cause")? }
            }
            Kind::Recovered => Event::Recovered {
                die: need(self.die, "die")?,
                modifier: need(self.modifier, "modifier")?,
                reduction: need(self.reduction, "reduction")?,
                applied: need(self.applied, "applied")?,
                total: need(self.total, "total")?,
            },
            Kind::Epiphany => Event::Epiphany {
                die: need(self.die, "die")?,
                applied: need(self.applied, "applied")?,
                total: need(self.total, "total")?,
            },
            Kind::Resisted => Event::Resisted {
                d20: need(self.d20, "d20")?,
                modifier: need(self.modifier, "modifier")?,
                boons: need(self.boons, "boons")?,
                total: need(self.total, "total")?,
                success: need(self.success, "success")?,
                amount: need(self.dice, "amount")?,
            },
            Kind::Damaged => {
                Event::Damaged { amount: need(self.amount, "amount")?, damage: need(self.damage, "damage")? }
            }
            Kind::TimePassed => Event::TimePassed { from: need(self.from, "from")?, to: need(self.to, "to")? },
            Kind::DamageTaken => Event::DamageTaken {
                requested: need(self.requested, "requested")?,
                applied: need(self.applied, "applied")?,
                roll,
                damage: need(self.damage, "damage")?,
            },
            Kind::TalentUsed => Event::TalentUsed { name: need(self.name, "name")?, left: self.left_if_any.flatten() },
            Kind::SpellCast => Event::SpellCast {
                name: need(self.name, "name")?,
                rank: need(self.rank, "rank")?,
                left: need(self.left, "left")?,
            },
            Kind::Healed => Event::Healed {
                requested: need(self.requested, "requested")?,
                applied: need(self.applied, "applied")?,
                roll,
                damage: need(self.damage, "damage")?,
                cause: need(self.heal_cause, "cause")?,
            },
            Kind::PresetApplied => Event::PresetApplied { heritage: need(self.heritage, "heritage")? },
            Kind::PeriodEnded => Event::PeriodEnded {
                period: need(self.period, "period")?,
                from: need(self.from, "from")?,
                to: need(self.to, "to")?,
            },
            Kind::HeritageApplied => Event::HeritageApplied {
                heritage: need(self.heritage, "heritage")?,
                changes: need(self.changes, "changes")?,
            },
            Kind::Rolled | Kind::WeaponDamage | Kind::UpdatedFromLink | Kind::Note => {
                unreachable!("read by Lines")
            }
        })
    }
}
