//! One French sentence per event, with every die shown.

use crate::rules::conditions::{Applied, Condition, ConditionCode};
use crate::rules::insanity::madness::{EndCheck, MadnessKind};
use crate::rules::journal::event::HealCause;
use crate::rules::journal::event::{ConditionEndCause, Event, LossCause, MadnessEndCause, RESIST_TARGET};
use crate::rules::rolls::boons::BoonRoll;
use crate::rules::rolls::expression::DiceRoll;
use crate::rules::rolls::roll::{Boon, Reason, RollKind, RollResult};
use crate::rules::time::clock::{Clock, Period, ROUNDS_PER_HOUR, ROUNDS_PER_MINUTE};
use crate::rules::weapons_and_magic::weapons::DamageRoll;

use super::rules::{condition_name, condition_title, madness_name, period_end, roll_name, source_phrase};
use super::{label_or, number, rounds, signed};

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
fn no_action_warning(roll: &RollResult) -> Option<String> {
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

/// The line an action is summed up by: the madness that came up, else the
/// roll, else a madness's end check, else the first line that is not the
/// time passing.
fn main_event(events: &[Event]) -> Option<usize> {
    let find = |wanted: fn(&Event) -> bool| events.iter().position(wanted);
    find(|e| matches!(e, Event::MadnessRolled { .. }))
        .or_else(|| find(|e| matches!(e, Event::Rolled(_) | Event::Resisted { .. })))
        .or_else(|| find(|e| matches!(e, Event::EndChecked { .. })))
        .or_else(|| find(|e| e.time_passed().is_none()))
        .or((!events.is_empty()).then_some(0))
}

/// What an action came to, outcome first and in a few words, with the
/// `data-kind` of the line it sums up ([`main_event`]). [`detail`] and the
/// journal say the rest.
pub fn headline(events: &[Event]) -> Option<(&'static str, String)> {
    let main = &events[main_event(events)?];
    let said = match main {
        Event::MadnessRolled { d20, kind } => format!("Folie : {} (d20 [{d20}])", madness_name(*kind)),
        Event::Rolled(roll) if roll.kind == RollKind::ResistInsanity => match (roll.success, gained(events)) {
            (Some(true), _) => format!("{} : pas de Folie", roll_outcome(roll)),
            (_, Some(applied)) => format!("{} : {} de Folie", roll_outcome(roll), signed(applied)),
            _ => format!("{} : la Folie est gagnée", roll_outcome(roll)),
        },
        Event::Rolled(roll) => roll_outcome(roll),
        Event::Resisted { total, success: true, .. } => {
            format!("Réussite — {} contre {RESIST_TARGET} : pas de Folie", number(*total))
        }
        Event::Resisted { total, .. } => {
            format!("Raté — {} contre {RESIST_TARGET} : la Folie est gagnée", number(*total))
        }
        // Short enough for one line on a phone; the journal says until when.
        Event::SpellCast { name, left, .. } => {
            format!("Lancé : {} — {}", label_or(name, "le sort"), castings_left(*left))
        }
        Event::TalentUsed { name, left: Some(left) } => {
            format!("Utilisé : {} — {}", label_or(name, "le talent"), uses_left(*left))
        }
        other => describe(other),
    };
    Some((main.kind(), said))
}

/// The Folie an action added, when it added some.
fn gained(events: &[Event]) -> Option<i32> {
    events.iter().find_map(|e| match e {
        Event::InsanityGained { applied, .. } => Some(*applied),
        _ => None,
    })
}

/// The rest of an action, after its [`headline`]: every line in order
/// (a roll's with its dice), but the headline itself and a spell's or a
/// talent's line, which the headline already says.
pub fn detail(events: &[Event]) -> String {
    let main = main_event(events);
    let said = headline(events).map(|(_, h)| h);
    let told = |i: usize, e: &Event| Some(i) == main && matches!(e, Event::SpellCast { .. } | Event::TalentUsed { .. });
    let lines = events.iter().enumerate().filter(|(i, e)| !told(*i, e)).map(|(_, e)| describe(e));
    lines.filter(|line| Some(line) != said.as_ref()).collect::<Vec<_>>().join(" ")
}

/// "Réussite — 19 contre 13", "Raté — 6 contre 13", "Échec automatique (stupéfait)".
fn roll_outcome(roll: &RollResult) -> String {
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

/// The warning a player must see about an event, shown apart from its line.
pub fn warning(event: &Event) -> Option<String> {
    match event {
        Event::Rolled(roll) => no_action_warning(roll),
        _ => None,
    }
}

/// How the journal names a weapon that has no name.
const UNNAMED_WEAPON: &str = "l'arme sans nom";

fn uses_left(left: u32) -> String {
    match left {
        0 => "plus aucune utilisation".to_string(),
        1 => "encore 1 utilisation".to_string(),
        n => format!("encore {n} utilisations"),
    }
}

fn castings_left(left: u32) -> String {
    match left {
        0 => "plus aucun lancement".to_string(),
        1 => "encore 1 lancement".to_string(),
        n => format!("encore {n} lancements"),
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
        Reason::Epiphany => "Épiphanie",
        Reason::Madness(kind) => madness_name(kind),
        Reason::Condition(code) => condition_name(code),
    };
    format!("{count} {word} : {why}")
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
