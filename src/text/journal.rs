//! One French sentence per event, with every die shown.

use crate::rules::boons::BoonRoll;
use crate::rules::conditions::Applied;
use crate::rules::event::{ConditionEndCause, Event, LossCause, MadnessEndCause, RESIST_TARGET};
use crate::rules::expression::DiceRoll;

use super::rules::{condition_name, madness_name, period_end, source_name};
use super::{number, rounds, signed};

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

pub fn describe(event: &Event) -> String {
    match event {
        Event::InsanityGained { requested, applied, roll, total } => {
            let rolled = roll.as_ref().map(|r| format!(" ({})", dice_roll(r))).unwrap_or_default();
            if requested == applied {
                format!("Folie {}{rolled} : total {total}.", signed(*applied))
            } else {
                format!("Folie {} demandé, {} appliqué{rolled} : total {total}.", signed(*requested), signed(*applied))
            }
        }
        Event::InsanityLost { applied, roll, cause, total, .. } => {
            let rolled = roll.as_ref().map(|r| format!(" ({})", dice_roll(r))).unwrap_or_default();
            let why = match cause {
                LossCause::Manual => "",
                LossCause::WillLowered => " (Volonté abaissée)",
            };
            format!("Folie {}{rolled}{why} : total {total}.", signed(-*applied))
        }
        Event::ConditionApplied { condition, outcome } => {
            let name = condition_name(condition.code);
            let how_long = condition.rounds_left.map_or_else(
                || "jusqu'à ce qu'il prenne fin".to_string(),
                |n| format!("pour {}", rounds(u64::from(n))),
            );
            match outcome {
                Applied::Kept => format!("Déjà {name} au moins aussi longtemps : rien ne change."),
                _ => format!("Devient {name} {how_long} ({}).", source_name(condition.source)),
            }
        }
        Event::ConditionEnded { condition, cause } => {
            let name = condition_name(condition.code);
            match cause {
                ConditionEndCause::Expired => format!("N'est plus {name} : durée écoulée."),
                ConditionEndCause::WentMad => format!("N'est plus {name} : la folie le remplace."),
                ConditionEndCause::MadnessEnded => format!("N'est plus {name} : la folie a pris fin."),
                ConditionEndCause::Manual => format!("N'est plus {name} : retiré à la main."),
            }
        }
        Event::MadnessRolled { d20, kind } => {
            format!("La Folie atteint la Volonté ! d20 [{d20}] : {}.", madness_name(*kind))
        }
        Event::EndChecked { kind, check } => {
            let verdict = if check.success { "la folie prend fin" } else { "la folie continue" };
            format!(
                "{} ({}) : d6 [{}], il faut {} ou plus : {verdict}.",
                madness_name(*kind),
                period_end(check.period),
                check.die,
                check.threshold
            )
        }
        Event::MadnessEnded { kind, cause } => {
            let how = match cause {
                MadnessEndCause::Check => "",
                MadnessEndCause::Time => " (son temps est écoulé)",
                MadnessEndCause::AtOnce => " (aussitôt)",
                MadnessEndCause::Manual => " (mort retirée à la main, sans récupération)",
            };
            format!("Fin de la folie : {}{how}.", madness_name(*kind))
        }
        Event::Recovered { die, modifier, reduction, applied, total } => {
            let floor = if *die as i32 + modifier < 1 { " (au moins 1)" } else { "" };
            format!(
                "Récupération : d6 [{die}], Volonté {}, soit {}{floor} ; Folie {} : total {total}.",
                signed(*modifier),
                reduction,
                signed(-*applied)
            )
        }
        Event::Epiphany { die, applied, total } => format!(
            "Épiphanie : d6 [{die}], Folie {} : total {total}. Désormais 1 avantage permanent contre la folie.",
            signed(-*applied)
        ),
        Event::Resisted { d20, modifier, boons, total, success, amount } => {
            let boons = boon_roll(boons).map(|b| format!(", {b}")).unwrap_or_default();
            let verdict = if *success {
                "réussi, aucune Folie gagnée".to_string()
            } else {
                format!("raté, la Folie en jeu ({amount}) est gagnée")
            };
            format!(
                "Jet de Volonté contre la folie : d20 [{d20}], Volonté {}{boons}, total {} (il faut {RESIST_TARGET}) : {verdict}.",
                signed(*modifier),
                number(*total)
            )
        }
        Event::Damaged { amount, damage } => format!("Se griffe : {amount} dégât ; dégâts : {damage}."),
        Event::TimePassed { from, to } => {
            let passed = to.rounds() - from.rounds();
            format!("Le temps passe : {} (round {} à {}).", rounds(passed), from.rounds(), to.rounds())
        }
    }
}

/// What an applied edit did beyond itself, said next to the field: today,
/// Folie brought down with Volonté.
pub fn edit_consequence(events: &[Event]) -> Option<String> {
    events.iter().find_map(|event| match event {
        Event::InsanityLost { applied, cause: LossCause::WillLowered, total, .. } => Some(format!(
            "La Folie ne peut dépasser la Volonté : elle perd {} et passe à {}.",
            number(*applied),
            number(*total)
        )),
        _ => None,
    })
}
