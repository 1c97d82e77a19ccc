//! What an action came to, in a few words (the result bar, the table's
//! line), and the warnings a player must see apart from the journal.

use crate::rules::journal::event::{Event, LossCause, RESIST_TARGET};
use crate::rules::rolls::roll::RollKind;

use super::super::rules::madness_name;
use super::super::{label_or, number, signed};
use super::rolls::{no_action_warning, roll_outcome};
use super::{castings_left, describe, uses_left};

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

/// The warning a player must see about an event, shown apart from its line.
pub fn warning(event: &Event) -> Option<String> {
    match event {
        Event::Rolled(roll) => no_action_warning(roll),
        _ => None,
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
