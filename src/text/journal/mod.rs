//! One French sentence per event, with every die shown: here each event's
//! line, in [`rolls`] a roll's, in [`summary`] what an action came to.

use crate::rules::conditions::{Applied, Condition};
use crate::rules::insanity::madness::{EndCheck, MadnessKind};
use crate::rules::journal::event::HealCause;
use crate::rules::journal::event::{ConditionEndCause, Event, LossCause, MadnessEndCause, RESIST_TARGET};
use crate::rules::rolls::expression::DiceRoll;
use crate::rules::time::clock::{Clock, Period, ROUNDS_PER_HOUR, ROUNDS_PER_MINUTE};
use crate::rules::weapons_and_magic::weapons::DamageRoll;

use super::rules::{condition_name, condition_title, madness_name, period_end, source_phrase};
use super::{label_or, number, rounds, signed};

mod rolls;
mod summary;

pub use rolls::{boon_roll, cannot_act, describe_roll, dice_roll};
pub use summary::{detail, edit_consequence, headline, warning};

/// The journal's sentence for `event`, every die shown.
pub fn describe(event: &Event) -> String {
    match event {
        Event::InsanityGained { requested, applied, roll, total } => {
            insanity_gained(*requested, *applied, roll.as_ref(), *total)
        }
        Event::InsanityLost { applied, roll, cause, total, .. } => insanity_lost(*applied, roll.as_ref(), *cause, *total),
        Event::ConditionApplied { condition, outcome } => condition_applied(condition, outcome),
        Event::ConditionEnded { condition, cause } => condition_ended(condition, *cause),
        Event::MadnessRolled { d20, kind } => {
            format!("La Folie atteint la Volonté ! d20 [{d20}] : {}.", madness_name(*kind))
        }
        Event::EndChecked { kind, check } => end_checked(*kind, check),
        Event::MadnessEnded { kind, cause } => madness_ended(*kind, *cause),
        Event::Recovered { die, modifier, reduction, applied, total } => {
            let floor = if *die as i32 + modifier < 1 { " (au moins 1)" } else { "" };
            format!(
                "Récupération : d6 [{die}], modificateur de Volonté {}, soit {reduction}{floor} ; Folie {} : total {total}.",
                signed(*modifier),
                signed(-*applied)
            )
        }
        Event::Epiphany { die, applied, total } => format!(
            "Épiphanie : d6 [{die}], Folie {} : total {total}. Désormais 1 avantage permanent contre la folie.",
            signed(-*applied)
        ),
        Event::Resisted { d20, modifier, boons, total, success, amount } => {
            let boons = boon_roll(boons).map(|b| format!(", {b}")).unwrap_or_default();
            let verdict = if *success { "réussite, aucune Folie gagnée".to_string() } else { format!("raté : +{amount} de Folie") };
            format!(
                "Jet de Volonté contre la folie : d20 [{d20}], modificateur de Volonté {}{boons}, total {} (il faut {RESIST_TARGET}) : {verdict}.",
                signed(*modifier),
                number(*total)
            )
        }
        Event::Damaged { amount, damage } => {
            format!("Se griffe : {} ; {}.", damage_points(*amount), damage_total(*damage))
        }
        Event::TimePassed { from, to } => time_step(guessed_period(*from, *to), *to),
        Event::PeriodEnded { period, to, .. } => time_step(*period, *to),
        Event::WeaponDamage(damage) => weapon_damage(damage),
        Event::TalentUsed { name, left } => talent_used(name, *left),
        Event::SpellCast { name, rank, left } => format!(
            "Lance {} (rang {}) : {} avant le prochain repos.",
            label_or(name, "le sort"),
            rank.value(),
            castings_left(*left)
        ),
        Event::PresetApplied { heritage } => format!(
            "Héritage de départ : {} (attributs, bonus, Défense, Taille, Vitesse, Pouvoir 0, Corruption).",
            heritage.name()
        ),
        Event::HeritageApplied { heritage, changes } => {
            let what = super::number_changes(changes);
            let what = if what.is_empty() { "aucun nombre ne change".to_string() } else { what.join(", ") };
            format!("Héritage de départ : {} ; {what}.", heritage.name())
        }
        Event::Rolled(roll) => describe_roll(roll),
        Event::Note(text) => text.clone(),
        Event::UpdatedFromLink => {
            "Mis à jour à la table depuis un lien plus récent du même personnage ; « Annuler » dans la vue de la table rend la version d'avant.".to_string()
        }
        Event::DamageTaken { requested, applied, roll, damage } => {
            damage_taken(*requested, *applied, roll.as_ref(), *damage)
        }
        Event::Healed { requested, applied, roll, damage, cause } => {
            healed(*requested, *applied, roll.as_ref(), *damage, *cause)
        }
    }
}

/// " (1d3 [2] = 2)" after an amount that was rolled, or nothing.
fn rolled(roll: Option<&DiceRoll>) -> String {
    roll.map(|r| format!(" ({})", dice_roll(r))).unwrap_or_default()
}

fn insanity_gained(requested: i32, applied: i32, roll: Option<&DiceRoll>, total: i32) -> String {
    let rolled = rolled(roll);
    if requested == applied {
        format!("Folie {}{rolled} : total {total}.", signed(applied))
    } else if requested < 1 {
        // Dice and a modifier can come to less than 1: nothing to gain.
        format!("Folie{rolled} : le jet donne {}, aucune Folie gagnée ; total {total}.", number(requested))
    } else {
        format!("Folie {} demandé, {} appliqué{rolled} : total {total}.", signed(requested), signed(applied))
    }
}

fn insanity_lost(applied: i32, roll: Option<&DiceRoll>, cause: LossCause, total: i32) -> String {
    let why = match cause {
        LossCause::Manual => "",
        LossCause::WillLowered => " (Volonté abaissée)",
    };
    format!("Folie {}{}{why} : total {total}.", signed(-applied), rolled(roll))
}

fn condition_applied(condition: &Condition, outcome: &Applied) -> String {
    let how_long = condition
        .rounds_left
        .map_or_else(|| "jusqu'à ce que l'état prenne fin".to_string(), |n| format!("pour {}", rounds(u64::from(n))));
    match outcome {
        Applied::Kept => format!("Déjà {} au moins aussi longtemps : rien ne change.", condition_name(condition.code)),
        // "Effrayé pour 2 rounds", "À terre pour 1 round": the state's own
        // name reads right for every state, where a verb would not
        // ("devient à terre").
        _ => format!("{} {how_long} ({}).", condition_title(condition.code), source_phrase(condition.source)),
    }
}

fn condition_ended(condition: &Condition, cause: ConditionEndCause) -> String {
    let name = condition_name(condition.code);
    match cause {
        ConditionEndCause::Expired => format!("N'est plus {name} : durée écoulée."),
        ConditionEndCause::WentMad => format!("La folie remplace l'état {name}."),
        ConditionEndCause::MadnessEnded => format!("N'est plus {name} : la folie a pris fin."),
        ConditionEndCause::Manual => format!("N'est plus {name} : retiré à la main."),
        ConditionEndCause::Woken => format!("N'est plus {name} : réveillé par les dégâts."),
    }
}

fn end_checked(kind: MadnessKind, check: &EndCheck) -> String {
    let verdict = if check.success { "la folie prend fin" } else { "la folie continue" };
    format!(
        "{} ({}) : d6 [{}], il faut {} ou plus : {verdict}.",
        madness_name(kind),
        period_end(check.period),
        check.die,
        check.threshold
    )
}

fn madness_ended(kind: MadnessKind, cause: MadnessEndCause) -> String {
    let how = match cause {
        MadnessEndCause::Check => "",
        MadnessEndCause::Time => " (son temps est écoulé)",
        MadnessEndCause::AtOnce => " (aussitôt)",
        MadnessEndCause::Manual => " (mort retirée à la main, sans récupération)",
    };
    format!("Fin de la folie : {}{how}.", madness_name(kind))
}

/// An older line does not say which button was pressed: the step that
/// took the clock from `from` to `to` is guessed (more than a minute's
/// rounds only an hour does, more than one only a minute).
fn guessed_period(from: Clock, to: Clock) -> Period {
    let passed = to.rounds() - from.rounds();
    if to.is_end_of(Period::Hour) && passed > ROUNDS_PER_MINUTE {
        Period::Hour
    } else if to.is_end_of(Period::Minute) && passed > 1 {
        Period::Minute
    } else {
        Period::Round
    }
}

fn weapon_damage(damage: &DamageRoll) -> String {
    let dice = damage.dice.as_ref().map_or_else(|| damage.damage.to_string(), dice_roll);
    let rage = damage.rage_die.map(|d| format!(", Rage d6 [{d}]")).unwrap_or_default();
    format!(
        "Dégâts {} : {dice}{rage} ; total {}.",
        super::of(label_or(&damage.weapon, UNNAMED_WEAPON)),
        number(damage.total)
    )
}

fn talent_used(name: &str, left: Option<u32>) -> String {
    match left {
        Some(left) => format!("Utilise {} : {} avant le prochain repos.", label_or(name, "le talent"), uses_left(left)),
        None => format!("Utilise {} (à volonté).", label_or(name, "le talent")),
    }
}

fn damage_taken(requested: i32, applied: i32, roll: Option<&DiceRoll>, damage: i32) -> String {
    let rolled = rolled(roll);
    if requested == applied {
        format!("{}{rolled} ; {}.", takes(applied), damage_total(damage))
    } else if requested < 1 {
        // Dice and a modifier can come to less than 1: nothing to take.
        format!("{}{rolled} : le jet donne {} ; {}.", takes(0), number(requested), damage_total(damage))
    } else {
        // « Ne subit aucun dégât sur 1 demandé », « Subit 2 dégâts sur 5 demandés ».
        let plural = if requested > 1 { "s" } else { "" };
        format!(
            "{} sur {requested} demandé{plural}{rolled} (ses dégâts ont atteint sa Santé maximale) ; {}.",
            takes(applied),
            damage_total(damage)
        )
    }
}

fn healed(requested: i32, applied: i32, roll: Option<&DiceRoll>, damage: i32, cause: HealCause) -> String {
    let what = match cause {
        HealCause::Heal => "Soins".to_string(),
        HealCause::Recover => format!("Récupère son taux de guérison ({requested})"),
        HealCause::Rest => format!("Repos : taux de guérison ({requested}), sorts et talents rechargés"),
    };
    let removed = match applied {
        0 => "aucun dégât à retirer".to_string(),
        1 => "1 dégât retiré".to_string(),
        n => format!("{n} dégâts retirés"),
    };
    format!("{what} : {removed}{} ; {}.", rolled(roll), damage_total(damage))
}

/// "Subit 3 dégâts", "Ne subit aucun dégât".
/// « Fin du round 12. », « Fin de l'heure : 1 h écoulée. »: the button
/// pressed, and where the clock is.
fn time_step(period: Period, to: Clock) -> String {
    match period {
        Period::Round => format!("{} {}.", super::END_ROUND, to.rounds()),
        Period::Minute | Period::Hour => {
            let step = if period == Period::Hour { super::END_HOUR } else { super::END_MINUTE };
            // "1 h écoulée", "1 h 2 min écoulées": the clock since the start.
            let one = matches!(to.rounds(), ROUNDS_PER_MINUTE | ROUNDS_PER_HOUR);
            let plural = if one { "" } else { "s" };
            format!("{step} : {} écoulée{plural}.", super::duration(to.rounds()))
        }
    }
}

fn takes(n: i32) -> String {
    if n == 0 {
        "Ne subit aucun dégât".to_string()
    } else {
        format!("Subit {}", damage_points(n))
    }
}

/// "1 dégât", "3 dégâts", "aucun dégât".
fn damage_points(n: i32) -> String {
    match n {
        0 => "aucun dégât".to_string(),
        1 => "1 dégât".to_string(),
        _ => format!("{} dégâts", number(n)),
    }
}

/// The damage the character has after an event.
fn damage_total(damage: i32) -> String {
    format!("total des dégâts : {}", number(damage))
}

/// How the journal names a weapon that has no name.
pub(super) const UNNAMED_WEAPON: &str = "l'arme sans nom";

pub(super) fn uses_left(left: u32) -> String {
    match left {
        0 => "plus aucune utilisation".to_string(),
        1 => "encore 1 utilisation".to_string(),
        n => format!("encore {n} utilisations"),
    }
}

pub(super) fn castings_left(left: u32) -> String {
    match left {
        0 => "plus aucun lancement".to_string(),
        1 => "encore 1 lancement".to_string(),
        n => format!("encore {n} lancements"),
    }
}
