//! A creature's attack as its card writes it: the option's line, its damage
//! named, and a roll's result, the verdict first.

use super::{aimed_at, CONTACT, DISTANCE};
use crate::rules::fight::attack::{AttackReason, AttackRoll};
use crate::rules::fight::creature::AttackOption;
use crate::rules::weapons_and_magic::weapons::Range;
use crate::text::rules::condition_title;
use crate::text::{round_label, signed};

fn reason(reason: AttackReason) -> String {
    match reason {
        AttackReason::Option => "l'attaque".to_string(),
        AttackReason::Gm => "le MJ".to_string(),
        AttackReason::Own(code) => format!("{} (elle)", condition_title(code).to_lowercase()),
        AttackReason::Target(code) => format!("{} (la cible)", condition_title(code).to_lowercase()),
    }
}

/// « Touché — 17 contre Défense 15 d'Aline (d20 : 11, modificateur +2 ;
/// avantages et désavantages : l'attaque +1, d6 : 4 → +4) »: the verdict
/// first, as the player's results; `character`, when one was aimed at.
pub fn attack_result(roll: &AttackRoll, aimed: &str, character: Option<&str>) -> String {
    let mut dice = format!("d20 : {}, modificateur {}", roll.d20, signed(roll.modifier));
    if !roll.reasons.is_empty() {
        let reasons: Vec<String> = roll.reasons.iter().map(|(r, n)| format!("{} {}", reason(*r), signed(*n))).collect();
        dice.push_str(&format!(" ; avantages et désavantages : {}", reasons.join(", ")));
    }
    if !roll.boons.dice.is_empty() {
        let rolled: Vec<String> = roll.boons.dice.iter().map(u32::to_string).collect();
        dice.push_str(&format!(", d6 : {} → {}", rolled.join(", "), signed(roll.boons.value)));
    }
    let verdict = if roll.hit { "Touché" } else { "Raté" };
    let whose = character.map(|name| format!(" {}", crate::text::of(name))).unwrap_or_default();
    format!("{verdict} — {} contre {aimed} {}{whose} ({dice})", roll.total, roll.target)
}

/// « Lance (contact, +1), 1 avantage, contre Défense — dégâts 1d6 ; Effet »:
/// what it is rolled against, and its damage named as such.
pub fn option_line(o: &AttackOption) -> String {
    let range = if o.range == Range::Contact { CONTACT } else { DISTANCE }.to_lowercase();
    let modifier = if o.modifier == 0 { String::new() } else { format!(", {}", signed(o.modifier)) };
    let boons = match o.boons {
        0 => String::new(),
        1 => ", 1 avantage".to_string(),
        n => format!(", {n} avantages"),
    };
    let effect = if o.effect.is_empty() { String::new() } else { format!(" ; {}", o.effect) };
    format!("{} ({range}{modifier}){boons}, contre {} — dégâts {}{effect}", o.name, aimed_at(o.against), o.damage)
}

/// Before a result rolled in an earlier round, after `rounds_before` had
/// ended, numbered as the turn bar numbers it: « Round 3 : ».
pub fn rolled_in_round(rounds_before: u64) -> String {
    format!("{} : ", round_label(rounds_before))
}
