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
