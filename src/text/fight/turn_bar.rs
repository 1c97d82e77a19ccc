//! The bar that holds `Tour suivant` at the bottom of the table view, and
//! what a turn passed or a round ended says.

use crate::rules::fight::turns::Group;

pub const TURN_BAR: &str = "Tour en cours";
pub const NEXT_GROUP: &str = "Groupe suivant";

/// « personnages lents »
pub fn group_name(group: Group) -> &'static str {
    match group {
        Group::FastCharacters => "personnages rapides",
        Group::FastCreatures => "créatures rapides",
        Group::SlowCharacters => "personnages lents",
        Group::SlowCreatures => "créatures lentes",
    }
}

/// « Les personnages lents ont joué. »
pub fn group_played(group: Group) -> String {
    format!("Les {} ont joué.", group_name(group))
}

/// « Les créatures lentes ont joué ; fin du round. » and the reminders.
pub fn group_played_and_round_ended(group: Group, reminders: &str) -> String {
    format!("Les {} ont joué ; fin du round.{reminders}", group_name(group))
}

/// The step of `Annuler`: « les tours des personnages lents ».
pub fn group_passed(group: Group) -> String {
    format!("les tours des {}", group_name(group))
}

/// The turn bar's line: « Round 3 · 0 s · Tour de Gobelin 2 ».
pub fn turn_bar(round: &str, turn: &str) -> String {
    format!("{round} · {turn}")
}

/// « Gobelin 2 a joué. »
pub fn played(name: &str) -> String {
    format!("{name} a joué.")
}

/// The creatures' reminders after what ended the round, each line once
/// with whom it is for: « Gobelin 1, Gobelin 2 : À la fin du round… ».
pub fn reminders(notes: &[(&str, &str)]) -> String {
    let mut lines: Vec<(Vec<&str>, &str)> = Vec::new();
    for &(name, line) in notes {
        match lines.iter_mut().find(|(_, l)| *l == line) {
            Some((names, _)) => names.push(name),
            None => lines.push((vec![name], line)),
        }
    }
    lines.iter().map(|(names, line)| format!(" {} : {line}", names.join(", "))).collect()
}

/// « Fin du round. » and the creatures' reminders.
pub fn round_ended(reminders: &str) -> String {
    format!("Fin du round.{reminders}")
}

/// « Gobelin 2 a joué ; fin du round. » and the creatures' reminders.
pub fn played_and_round_ended(name: &str, reminders: &str) -> String {
    format!("{name} a joué ; fin du round.{reminders}")
}
