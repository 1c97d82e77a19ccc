//! The bar that holds `Tour suivant` at the bottom of the table view, and
//! what a turn passed or a round ended says.

pub const TURN_BAR: &str = "Tour en cours";

/// The turn bar's line: « Round 3 · 0 s · Tour de Gobelin 2 ».
pub fn turn_bar(round: &str, turn: &str) -> String {
    format!("{round} · {turn}")
}

/// « Gobelin 2 a joué. »
pub fn played(name: &str) -> String {
    format!("{name} a joué.")
}

/// The creatures' reminders, each « Nom : line » after what ended the round.
pub fn reminders(notes: &[(&str, &str)]) -> String {
    notes.iter().map(|(name, line)| format!(" {name} : {line}")).collect()
}

/// « Fin du round. » and the creatures' reminders.
pub fn round_ended(reminders: &str) -> String {
    format!("Fin du round.{reminders}")
}

/// « Gobelin 2 a joué ; fin du round. » and the creatures' reminders.
pub fn played_and_round_ended(name: &str, reminders: &str) -> String {
    format!("{name} a joué ; fin du round.{reminders}")
}
