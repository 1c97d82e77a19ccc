//! The words of `Mettre à jour`: what the link changes here, and what the
//! character here did that the link does not have.

use crate::rules::character::sheet::Sheet;
use crate::rules::journal::event::Event;

use super::explain::{conditions_of, health_of, insanity_of};
use super::rules::madness_name;

pub const CHANGES_HEADING: &str = "Ce que « Mettre à jour » change ici :";
pub const NO_VISIBLE_CHANGE: &str = "Rien de ce qui se voit en jeu : seuls d'autres détails de la fiche changent.";
pub const KEEP_HERE: &str = "Garder la version d'ici";
const NO_MADNESS: &str = "aucune folie en cours";

/// "Folie 9 sur 12 → Folie 6 sur 12", one line for each of Folie, Santé,
/// états and the madness that differ between here and the link.
pub fn changes(here: &Sheet, link: &Sheet) -> Vec<String> {
    let madness =
        |sheet: &Sheet| sheet.madness().map_or(NO_MADNESS.to_string(), |m| format!("folie : {}", madness_name(m.kind)));
    let pairs = [
        (insanity_of(here.insanity(), here.insanity_max()), insanity_of(link.insanity(), link.insanity_max())),
        (health_of(&here.health()), health_of(&link.health())),
        (conditions_of(here.conditions()), conditions_of(link.conditions())),
        (madness(here), madness(link)),
    ];
    pairs.into_iter().filter(|(a, b)| a != b).map(|(a, b)| format!("{a} → {b}")).collect()
}

/// "Ici, 2 actions ne sont pas dans le lien (la dernière : Folie +3 : total
/// 9.) ; « Mettre à jour » les effacerait." `last`: the lines of the last one.
pub fn actions_only_here(count: usize, last: &[Event]) -> String {
    let actions = if count == 1 { "1 action n'est pas".to_string() } else { format!("{count} actions ne sont pas") };
    let them = if count == 1 { "l'effacerait" } else { "les effacerait" };
    let last = super::journal::headline(last).map(|(_, said)| said).unwrap_or_default();
    let last = last.trim_end_matches('.');
    format!("Ici, {actions} dans le lien (la dernière : {last}) ; « Mettre à jour » {them}.")
}

/// The same, in a few words, for a list of several links.
pub fn actions_only_here_short(count: usize) -> String {
    if count == 1 {
        "1 action d'ici n'est pas dans ce lien.".to_string()
    } else {
        format!("{count} actions d'ici ne sont pas dans ce lien.")
    }
}
