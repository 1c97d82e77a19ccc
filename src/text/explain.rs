//! Where each derived number comes from, in words, and short summaries.

use crate::rules::attributes::Attributes;
use crate::rules::defense::{Base, DEFENSE_CAP, HELPLESS_DEFENSE};
use crate::rules::madness::EndCheck;

use super::rules::period_end;
use super::{number, signed};

pub const DEFENSE_FLOOR: &str = "Jamais moins de 0";
pub const HEALING_RATE_EXPLAIN: &str = "un quart du maximum, au moins 1";

pub fn defense_base(base: Base) -> String {
    match base {
        Base::Agility(v) => format!("Base : Agilité {v}"),
        Base::Ancestry(v) => format!("Base : héritage {v}"),
    }
}

pub fn defense_replaced(item: &str, value: i32) -> String {
    format!("{item} remplace la base : {}", number(value))
}

pub fn defense_addition(item: &str, value: i32) -> String {
    format!("{item} : {}", signed(value))
}

pub fn defense_sum(raw: i32) -> String {
    format!("Somme : {}", number(raw))
}

pub fn defense_capped(raw: i32) -> String {
    format!("{} → {DEFENSE_CAP}, plafond", number(raw))
}

pub fn defense_helpless() -> String {
    format!("Sans défense : {HELPLESS_DEFENSE}, comme un objet")
}

pub fn health_max(strength: i32, bonus: i32) -> String {
    format!("Force {strength} + bonus {}", number(bonus))
}

pub fn perception(intellect: i32, bonus: i32, modifier: i32) -> String {
    format!("Intelligence {intellect} + bonus {} ; modificateur {}", number(bonus), signed(modifier))
}

/// "Force 11, Agilité 13, Intelligence 9, Volonté 12".
pub fn attributes(a: &Attributes) -> String {
    format!(
        "Force {}, Agilité {}, Intelligence {}, Volonté {}",
        a.strength.value(),
        a.agility.value(),
        a.intellect.value(),
        a.will.value()
    )
}

pub fn insanity_of(total: i32, max: i32) -> String {
    format!("Folie {total} sur {max}")
}

/// The last end check of a madness, for its card.
pub fn last_check(check: &EndCheck) -> String {
    let verdict = if check.success { "prend fin" } else { "continue" };
    format!(
        "{} : d6 [{}], il faut {} ou plus : la folie {verdict}.",
        capitalized_period(check),
        check.die,
        check.threshold
    )
}

fn capitalized_period(check: &EndCheck) -> String {
    let period = period_end(check.period);
    let mut chars = period.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}
