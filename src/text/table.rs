//! The table view's words: its clock, its group roll, its cards.

use super::{command_error, display_name, fight_round, of, END_HOUR, END_MINUTE, END_ROUND, RESIST_INSANITY};
use crate::rules::command::CommandError;
use crate::rules::time::clock::Period;

pub const TABLE_VIEW: &str = "Vue de la table";
/// The bar's button for the table view (its accessible name is the whole one).
pub const TABLE_SHORT: &str = "Table";
pub const SHEET_VIEW: &str = "Vue de la fiche";
pub const TABLE_HEADING_ALL: &str = "La table";
pub const TABLE_TIME: &str = "Le temps pour toute la table";
pub const END_ROUND_ALL: &str = "Fin du round pour tous";
pub const END_MINUTE_ALL: &str = "Fin de la minute pour tous";
pub const END_HOUR_ALL: &str = "Fin de l'heure pour tous";
pub const OPEN_SHEET: &str = "Ouvrir la fiche";
pub const TO_DECIDE: &str = "À décider à son tour :";
pub const RESIST_ALL: &str = "Jet de Volonté pour tous";
pub const TABLE_RESIST_HINT: &str = "Pour le jet de Volonté contre la folie, d'une carte ou de toute la table : \
     qui le rate gagne cette Folie. La quantité reste pour les jets suivants.";
pub const CARD_LAST: &str = "Dernière action :";
pub const REST_ALL: &str = "Repos pour tous";
pub const BACK_TO_TABLE: &str = "Retour à la table";

/// "1 round d'avance sur la table": a character whose own `Fin du round`
/// took its clock past the table's.
pub fn ahead_of_table(rounds: u64) -> String {
    format!("{} d'avance sur la table", super::rounds(rounds))
}

/// "Aldric a 1 round d'avance sur la table."
pub fn character_ahead(name: &str, rounds: u64) -> String {
    format!("{} a {}.", display_name(name), ahead_of_table(rounds))
}

/// "Repos pour 4 personnages."
pub fn rested(count: usize) -> String {
    format!("{} pour {}.", super::REST, characters(count))
}

/// "Jet de Volonté contre la folie pour Aline", a card's button.
pub fn resist_for(name: &str) -> String {
    format!("{RESIST_INSANITY} pour {}", display_name(name))
}

/// "Aline : Réussite — 14 contre 10 : pas de Folie.", what a card's roll
/// came to, in one line (the card and its journal keep the detail).
pub fn for_character(name: &str, headline: &str) -> String {
    format!("{} : {headline}.", display_name(name))
}

/// A card's roll refused by the rules, with the character's name.
pub fn for_character_refused(name: &str, error: CommandError) -> String {
    format!("{} : {}", display_name(name), command_error(error))
}

/// "Jet de Volonté pour 4 personnages : 3 réussites, 1 échec." The cards
/// say who; `refused` characters could not roll (their reason is said
/// apart).
pub fn group_resisted(successes: usize, failures: usize) -> String {
    let plural = |n: usize, one: &str, many: &str| format!("{n} {}", if n > 1 { many } else { one });
    format!(
        "Jet de Volonté pour {} : {}, {}.",
        characters(successes + failures),
        plural(successes, "réussite", "réussites"),
        plural(failures, "échec", "échecs")
    )
}

/// "Annulé : le jet de Volonté contre la folie de Aline."
pub fn roll_undone(name: &str) -> String {
    format!("Annulé : le jet de Volonté contre la folie {}.", of(display_name(name)))
}

/// "Annulé pour 4 personnages : le jet de Volonté."
pub fn group_undone(count: usize) -> String {
    format!("Annulé pour {} : le jet de Volonté.", characters(count))
}

/// "Ouvrir la fiche de Mireille", a card's button for screen readers.
pub fn open_sheet_of(name: &str) -> String {
    format!("{OPEN_SHEET} {}", of(display_name(name)))
}

/// "Nouvel état, fiche et QR code de Mireille": what a card folds in a fight.
pub fn more_of(name: &str) -> String {
    format!("Nouvel état, fiche et QR code {}", of(display_name(name)))
}

fn period_step(period: Period) -> &'static str {
    match period {
        Period::Round => END_ROUND,
        Period::Minute => END_MINUTE,
        Period::Hour => END_HOUR,
    }
}

fn characters(count: usize) -> String {
    match count {
        0 => "aucun personnage".to_string(),
        1 => "1 personnage".to_string(),
        n => format!("{n} personnages"),
    }
}

/// "Fin du round pour 4 personnages : Round 5 · 40 s." after a table step.
pub fn table_step(period: Period, count: usize, rounds: u64) -> String {
    format!("{} pour {} : {}.", period_step(period), characters(count), fight_round(rounds))
}

/// "Annulé : la mise à jour de Bastien (sa version d'avant est revenue)."
pub fn update_label(name: &str) -> String {
    format!("la mise à jour {} (sa version d'avant est revenue)", of(display_name(name)))
}

/// "Annulé pour 4 personnages : Fin du round."
pub fn table_undone(period: Period, count: usize) -> String {
    format!("Annulé pour {} : {}.", characters(count), period_step(period))
}

/// "Annulé : Gobelin 2 — Lance : 5 dégâts à Aline."
pub fn replaced_undone(label: &str) -> String {
    format!("Annulé : {label}.")
}

/// A module's request the app could not read (a module of another build,
/// still open in a tab): said, never acted on.
pub const BRIDGE_REFUSED: &str =
    "Cette partie de la page vient d'une autre version de Fiche d'Ombre : rechargez la page.";
