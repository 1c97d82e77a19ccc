//! A roll's line in the journal: the die, its modifier, every avantage
//! and désavantage with its reason, the total against the target.

use crate::rules::conditions::ConditionCode;
use crate::rules::rolls::boons::BoonRoll;
use crate::rules::rolls::expression::DiceRoll;
use crate::rules::rolls::roll::{Boon, Reason, RollKind, RollResult};

use super::super::rules::{condition_name, madness_name, roll_name};
use super::super::{label_or, number, signed};
use super::UNNAMED_WEAPON;

/// "1d3 [2] = 2", "2d6+1 [3, 5] = 9".
pub fn dice_roll(roll: &DiceRoll) -> String {
    let dice: Vec<String> = roll.dice.iter().map(u32::to_string).collect();
    format!("{} [{}] = {}", roll.expr, dice.join(", "), number(roll.total))
}

/// "2 avantages [3, 5] : +5", "1 désavantage [4] : −4", or nothing.
pub fn boon_roll(boons: &BoonRoll) -> Option<String> {
    if boons.net == 0 {
        return None;
    }
    let count = boons.net.unsigned_abs();
    let word = match (boons.net > 0, count > 1) {
        (true, false) => "avantage",
        (true, true) => "avantages",
        (false, false) => "désavantage",
        (false, true) => "désavantages",
    };
    let dice: Vec<String> = boons.dice.iter().map(u32::to_string).collect();
    Some(format!("{count} {word} [{}] : {}", dice.join(", "), signed(boons.value)))
}

/// "Jet de Force : d20 [14], modificateur +2, 1 désavantage [5] : −5
/// (1 désavantage : effrayé), total 11 contre 10 : réussite."
pub fn describe_roll(roll: &RollResult) -> String {
    let why: Vec<String> = roll.reasons.iter().map(reason).collect();
    let boons = match boon_roll(&roll.boons) {
        Some(b) => format!(", {b} ({})", why.join(" ; ")),
        // Every avantage and désavantage is named, also when they cancel.
        None if !why.is_empty() => format!(", avantages et désavantages s'annulent ({})", why.join(" ; ")),
        None => String::new(),
    };
    let attack = matches!(roll.kind, RollKind::Attack(_));
    let against = match roll.target {
        Some(target) => format!(" contre {target}"),
        None if attack => " sans cible".to_string(),
        None => format!(" contre {}", crate::rules::rolls::roll::SUCCESS),
    };
    let verdict = match (roll.automatic_failure, roll.success) {
        (Some(code), _) => format!(" : échec automatique ({})", condition_name(code)),
        (None, Some(true)) => " : réussite".to_string(),
        (None, Some(false)) if attack => " : raté".to_string(),
        (None, Some(false)) => " : échec".to_string(),
        (None, None) => String::new(),
    };
    let folie = match (roll.kind, roll.success) {
        (RollKind::ResistInsanity, Some(true)) => ", aucune Folie gagnée",
        (RollKind::ResistInsanity, _) => ", la Folie est gagnée",
        _ => "",
    };
    let twenty = if roll.twenty_plus { " 20+ !" } else { "" };
    let warning = no_action_warning(roll).map(|w| format!(" {w}")).unwrap_or_default();
    let with = roll.weapon.as_ref().map(|w| format!(" avec {}", label_or(w, UNNAMED_WEAPON))).unwrap_or_default();
    format!(
        "{}{with} : d20 [{}], modificateur {}{boons}, total {}{against}{verdict}{folie}.{twenty}{warning}",
        roll_name(roll.kind),
        roll.d20,
        signed(roll.modifier),
        number(roll.total)
    )
}

/// "Attention : stupéfait, le personnage ne peut pas agir." when a state
/// forbids the action just rolled.
pub(super) fn no_action_warning(roll: &RollResult) -> Option<String> {
    cannot_act(&roll.no_actions)
}

/// "Attention : stupéfait, le personnage ne peut pas agir." for the states
/// that take a character's actions away, if any.
pub fn cannot_act(states: &[ConditionCode]) -> Option<String> {
    if states.is_empty() {
        return None;
    }
    let names: Vec<&str> = states.iter().map(|c| condition_name(*c)).collect();
    Some(format!("Attention : {}, le personnage ne peut pas agir.", names.join(", ")))
}

/// "Réussite — 19 contre 13", "Raté — 6 contre 13", "Échec automatique (stupéfait)".
pub(super) fn roll_outcome(roll: &RollResult) -> String {
    let total = number(roll.total);
    let attack = matches!(roll.kind, RollKind::Attack(_));
    let said = match (roll.automatic_failure, roll.target, roll.success) {
        (Some(code), _, _) => format!("Échec automatique ({})", condition_name(code)),
        (None, None, _) if attack => format!("Attaque sans cible : total {total}"),
        (None, target, success) => {
            let against = target.unwrap_or(crate::rules::rolls::roll::SUCCESS);
            let word = match (success == Some(true), attack) {
                (true, _) => "Réussite",
                (false, true) => "Raté",
                (false, false) => "Échec",
            };
            format!("{word} — {total} contre {against}")
        }
    };
    if roll.twenty_plus {
        format!("{said} · 20+ !")
    } else {
        said
    }
}

/// "1 désavantage : effrayé", "2 avantages : au choix du joueur".
fn reason(boon: &Boon) -> String {
    let count = boon.count.unsigned_abs();
    let word = match (boon.count > 0, count > 1) {
        (true, false) => "avantage",
        (true, true) => "avantages",
        (false, false) => "désavantage",
        (false, true) => "désavantages",
    };
    let why = match boon.reason {
        Reason::Player => "au choix du joueur",
        Reason::Crowd => "quatre ou plus en vue",
        Reason::Horrifying => "créature terrifiante",
        Reason::Epiphany => "Épiphanie",
        Reason::Madness(kind) => madness_name(kind),
        Reason::Condition(code) => condition_name(code),
    };
    format!("{count} {word} : {why}")
}
