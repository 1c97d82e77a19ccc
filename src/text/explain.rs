//! Where each derived number comes from, in words, and short summaries.

use crate::rules::character::attributes::Attributes;
use crate::rules::character::defense::{Base, DEFENSE_CAP, HELPLESS_DEFENSE};
use crate::rules::character::speed::SpeedBreakdown;
use crate::rules::conditions::Conditions;
use crate::rules::health::Health;
use crate::rules::insanity::madness::EndCheck;

use super::rules::{condition_name, period_end};
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

/// "Inconscient : 5, comme un objet", named after the states that make it so.
pub fn defense_like_an_object(states: &[&str]) -> String {
    let who = if states.is_empty() { "Sans défense".to_string() } else { states.join(" et ") };
    format!("{who} : {HELPLESS_DEFENSE}, comme un objet")
}

/// The rules reference's line on objects (docs/rules.md, Objects), under every
/// breakdown: what to aim at when the target is a door or a chest.
pub fn object_defense() -> String {
    format!("Pour mémoire, un objet a en général Défense {HELPLESS_DEFENSE}.")
}

pub fn health_max(strength: i32, bonus: i32) -> String {
    format!("Force {strength} + bonus {}", number(bonus))
}

/// « Vitesse 10 → 5 : ralenti », when the states change it.
pub fn speed_changed(speed: &SpeedBreakdown) -> Option<String> {
    (!speed.by.is_empty()).then(|| {
        let states: Vec<&str> = speed.by.iter().map(|code| condition_name(*code)).collect();
        format!("Vitesse {} → {} : {}", speed.base, speed.total, states.join(", "))
    })
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

/// "Santé actuelle : 7 sur 10", the bar's name for screen readers.
pub fn health_meter(current: i32, maximum: i32) -> String {
    format!("{} : {current} sur {maximum}", super::HEALTH_CURRENT)
}

/// "Santé 7 sur 10 (3 dégâts), blessé" for an import's preview.
pub fn health_of(health: &Health) -> String {
    let damage = match health.damage {
        0 => "aucun dégât".to_string(),
        1 => "1 dégât".to_string(),
        n => format!("{n} dégâts"),
    };
    let state = if health.incapacitated {
        ", hors de combat"
    } else if health.injured {
        ", blessé"
    } else {
        ""
    };
    format!("Santé {} sur {} ({damage}){state}", health.current, health.maximum)
}

pub fn defense_of(total: i32) -> String {
    format!("Défense {total}")
}

/// "États : effrayé (2 rounds), à terre" or "Aucun état."
pub fn conditions_of(conditions: &Conditions) -> String {
    let listed: Vec<String> = conditions
        .iter()
        .map(|c| match c.rounds_left {
            Some(n) => format!("{} ({})", condition_name(c.code), super::rounds(u64::from(n))),
            None => condition_name(c.code).to_string(),
        })
        .collect();
    if listed.is_empty() {
        super::NO_CONDITIONS.to_string()
    } else {
        format!("{} : {}", super::CONDITIONS_HEADING, listed.join(", "))
    }
}

/// The last end check of a madness, for its card.
pub fn last_check(check: &EndCheck) -> String {
    let verdict = if check.success { "prend fin" } else { "continue" };
    format!("{} : d6 [{}] pour {} ou plus, la folie {verdict}.", capitalized_period(check), check.die, check.threshold)
}

fn capitalized_period(check: &EndCheck) -> String {
    let period = period_end(check.period);
    let mut chars = period.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}
