//! Every French word the interface shows, in one place, so that wording stays
//! consistent and the components hold no prose of their own.
//!
//! - this file: the app's frame (title, tabs, alerts), number formatting;
//! - [`jeu`], [`fiche`], [`journal_tab`], [`partage`]: each screen's labels;
//! - [`rules`]: names of conditions and madnesses, the madness table;
//! - [`explain`]: where derived numbers come from, summaries;
//! - [`journal`]: one sentence per event;
//! - [`errors`]: why an input or an action was refused;
//! - [`table`], [`fight`]: the table view's words, the GM's fight;
//! - [`foundry`]: what a Foundry VTT import brings and leaves;
//! - [`update`]: what updating a character from a link changes.

pub mod errors;
pub mod explain;
pub mod fiche;
pub mod fight;
pub mod foundry;
pub mod jeu;
pub mod journal;
pub mod journal_tab;
pub mod live;
pub mod partage;
pub mod rules;
pub mod table;
pub mod update;

pub use errors::{
    command_error, expression_error, file_error, kept_value, number_error, share_error, sheet_error, target_error,
};
pub use fiche::*;
pub use jeu::*;
pub use journal::edit_consequence;
pub use journal_tab::*;
pub use partage::*;
pub use table::*;

use crate::rules::character::attributes::Attribute;

pub const APP_TITLE: &str = "Fiche d'Ombre";
pub const SKIP_TO_PLAY: &str = "Aller au jeu";
pub const SECTIONS: &str = "Parties de la fiche";
pub const SECTION_PLAY: &str = "Jeu";
pub const SECTION_SHEET: &str = "Fiche";
pub const SECTION_JOURNAL: &str = "Journal";
pub const SECTION_MADNESS: &str = "Folies";
pub const PLAY_BAR: &str = "Actions du round";

pub const APP_TAGLINE: &str = "Feuille de personnage et suivi de la Folie — L'Ombre du Seigneur Démon";
pub const MODIFIER: &str = "modificateur";

// Annuler
pub const UNDO: &str = "Annuler";

// État général
pub const STATE_OK: &str = "Sain d'esprit";
pub const STATE_MAD: &str = "Fou / Folle";
pub const STATE_DEAD: &str = "Mort";

/// The name of an attribute, as labels and the rules text write it.
pub fn attribute_name(attribute: Attribute) -> &'static str {
    match attribute {
        Attribute::Strength => "Force",
        Attribute::Agility => "Agilité",
        Attribute::Intellect => "Intelligence",
        Attribute::Will => "Volonté",
    }
}

/// A signed number in French typography: "+2", "0", "−1" (a real minus sign).
pub fn signed(value: i32) -> String {
    match value {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("\u{2212}{}", v.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// A negative number with a real minus sign, a positive one as is.
pub fn number(value: i32) -> String {
    if value < 0 {
        format!("\u{2212}{}", value.unsigned_abs())
    } else {
        value.to_string()
    }
}

/// "aucun round", "1 round", "3 rounds".
pub fn rounds(n: u64) -> String {
    match n {
        0 => "aucun round".to_string(),
        1 => "1 round".to_string(),
        _ => format!("{n} rounds"),
    }
}

/// A span of rounds as players say it, a round lasting about ten seconds:
/// "1 h 2 min 10 s", "30 s", "0 s".
pub fn duration(rounds: u64) -> String {
    let (hours, minutes, rounds_left) = crate::rules::time::clock::Clock(rounds).split();
    let seconds = rounds_left * 10;
    let mut parts = Vec::new();
    if hours > 0 {
        parts.push(format!("{hours} h"));
    }
    if minutes > 0 {
        parts.push(format!("{minutes} min"));
    }
    if seconds > 0 || parts.is_empty() {
        parts.push(format!("{seconds} s"));
    }
    parts.join(" ")
}

/// "Round 4": the round going on after `rounds` ends of round in a row.
pub fn round_label(rounds: u64) -> String {
    format!("Round {}", rounds + 1)
}

/// "Round 4 · 30 s": the round going on after `rounds` ends of round in a
/// row, and the time they took.
pub fn fight_round(rounds: u64) -> String {
    format!("{} · {}", round_label(rounds), duration(rounds))
}

/// The Temps panel's clock: the fight's round, and the whole time when
/// more has passed ("Round 2 · 10 s, en tout 1 h 10 s").
pub fn sheet_clock(in_a_row: u64, total: u64) -> String {
    if in_a_row == total {
        fight_round(in_a_row)
    } else {
        format!("{}, en tout {}", fight_round(in_a_row), duration(total))
    }
}

/// When a journal line happened: "Début" at round 0, else the time since.
pub fn journal_time(rounds: u64) -> String {
    if rounds == 0 {
        "Début".to_string()
    } else {
        duration(rounds)
    }
}

// Annonces et alertes générales
/// What `Annuler` took back: its journal line, or a modification.
pub fn undone(said: Option<&str>) -> String {
    match said {
        Some(line) => format!("Annulé : {line}"),
        None => "Annulé : dernière modification.".to_string(),
    }
}
pub const STORAGE_SET_ASIDE: &str =
    "Des données enregistrées étaient illisibles : elles ont été mises de côté sans être effacées, et la fiche s'ouvre avec tout ce qui a pu être lu.";
/// Unreadable data that could not even be copied aside (storage full): it
/// stays where it was, untouched.
pub const STORAGE_UNREADABLE_KEPT: &str =
    "Des données enregistrées sont illisibles. Le stockage étant plein, elles n'ont pas pu être mises de côté : elles restent en place, intactes, et la fiche s'ouvre avec tout ce qui a pu être lu.";
pub const NEWER_DATA: &str =
    "Données d'une version plus récente : mettez l'application à jour. Elles restent en place, intactes ; cette version n'écrit pas par-dessus.";
pub const STORAGE_UNAVAILABLE: &str =
    "Ce navigateur n'autorise pas l'enregistrement (navigation privée ?) : la fiche fonctionne, mais sera perdue à la fermeture de la page. Exportez-la pour la garder.";
pub const COPY_SUFFIX: &str = "(copie)";
pub const CONFLICT_SUFFIX: &str = "(copie de cet onglet)";
pub const STORAGE_DURABLE: &str =
    "Vos personnages sont protégés : ce navigateur les garde même quand il fait de la place.";
pub const STORAGE_NOT_DURABLE: &str =
    "Vos personnages ne sont pas protégés : ce navigateur peut les effacer pour faire de la place. Exportez-les de temps en temps.";
pub const STORAGE_DURABILITY_UNKNOWN: &str =
    "Ce navigateur ne dit pas s'il garde vos personnages quand il fait de la place : exportez-les de temps en temps.";
pub const OTHER_TAB_SUFFIX: &str = "(copie de l'autre onglet)";

/// A character deleted here had been changed in another tab since.
pub fn kept_other_tabs_version(copy: &str) -> String {
    format!("Ce personnage avait été modifié dans un autre onglet depuis : cette version-là est gardée sous le nom « {copy} ».")
}
pub const DOWNLOAD_SET_ASIDE: &str = "Télécharger les données illisibles";
pub const DISMISS: &str = "Fermer";

/// Both tabs changed the same character.
/// What storage held under the open character could not be read when it
/// was saved: play goes on in a copy.
/// A deleted character whose record this build could not read: where the
/// record went (`kept` aside, or left in place when storage is full).
pub fn deleted_unreadable(name: &str, kept: bool) -> String {
    let place = if kept {
        "elles sont mises de côté dans ce navigateur, sans être effacées"
    } else {
        "le stockage étant plein, elles restent en place, intactes"
    };
    format!(
        "« {} » est supprimé, mais ses données enregistrées ne se lisent pas ici (une version plus récente de \
         l'application, ou des données abîmées) : {place}. Téléchargez-les pour les garder.",
        display_name(name)
    )
}

pub fn moved_to_copy(copy: &str, newer: bool) -> String {
    if newer {
        format!("Une version plus récente de l'application a enregistré ce personnage : sa version reste en place, intacte, et la vôtre continue sous le nom « {copy} ».")
    } else {
        format!("L'enregistrement de ce personnage était abîmé : il a été mis de côté sans être effacé, et la partie continue sous le nom « {copy} ».")
    }
}

pub fn conflict_kept(copy: &str) -> String {
    format!("Ce personnage a aussi été modifié dans un autre onglet : sa version a été chargée, et la vôtre gardée sous le nom « {copy} ».")
}

/// Another tab deleted a character this tab has.
pub fn deleted_elsewhere(name: &str, kept: bool) -> String {
    let name = display_name(name);
    if kept {
        format!("« {name} » a été supprimé dans un autre onglet. Vos modifications ont été gardées dans une copie.")
    } else {
        format!("« {name} » a été supprimé dans un autre onglet.")
    }
}

// Mise à jour
pub const UPDATE_AVAILABLE: &str = "Nouvelle version disponible.";
pub const RELOAD: &str = "Recharger";
pub const OFFLINE_READY: &str = "Disponible hors ligne : la fiche s'ouvre même sans réseau.";
pub const OFFLINE_FAILED: &str =
    "Le mode hors ligne n'a pas pu être préparé : sans réseau, la fiche ne se rouvrira pas. Vos personnages restent enregistrés.";
