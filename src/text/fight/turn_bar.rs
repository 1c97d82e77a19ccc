//! The bar that holds `Tour suivant` at the bottom of the table view.

pub const TURN_BAR: &str = "Tour en cours";

/// The turn bar's line: « Round 3 · 0 s · Tour de Gobelin 2 ».
pub fn turn_bar(round: &str, turn: &str) -> String {
    format!("{round} · {turn}")
}
