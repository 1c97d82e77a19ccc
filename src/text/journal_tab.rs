//! The Journal and Folies tabs' words (each event's sentence is in
//! [`super::journal`]).

use super::number;

// Table des Folies
pub const TABLE_HEADING: &str = "Table des Folies";
pub const TABLE_D20: &str = "d20";
pub const TABLE_NAME: &str = "Folie";
pub const TABLE_EFFECT: &str = "Effet";
pub const TABLE_END: &str = "Fin";

// Journal
pub const JOURNAL_HEADING: &str = "Journal";
pub const JOURNAL_EMPTY: &str = "Rien pour l'instant.";
pub const CLEAR_JOURNAL: &str = "Vider le journal";

/// The button that shows older journal lines.
pub fn show_more_journal(hidden: usize) -> String {
    if hidden == 1 {
        "Afficher plus (1 ligne plus ancienne)".to_string()
    } else {
        format!("Afficher plus ({} lignes plus anciennes)", number(hidden.min(i32::MAX as usize) as i32))
    }
}

/// Lines let go to keep the journal bounded (rules::journal::MAX_JOURNAL).
pub fn journal_dropped(count: u64) -> String {
    let older = if count == 1 {
        "1 ligne plus ancienne n'y est plus".to_string()
    } else {
        format!("{} lignes plus anciennes n'y sont plus", number(count.min(i32::MAX as u64) as i32))
    };
    format!(
        "Le journal garde ses {} lignes les plus récentes : {older}.",
        number(crate::rules::journal::MAX_JOURNAL as i32)
    )
}
pub const CONFIRM_CLEAR_JOURNAL: &str = "Vider le journal ? Les lignes effacées ne reviendront pas.";
pub const CONFIRM: &str = "Confirmer";
pub const CANCEL: &str = "Garder";
pub const UNDONE: &str = "annulé";
