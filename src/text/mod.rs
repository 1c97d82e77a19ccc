//! Every French word the interface shows, in one place, so that wording stays
//! consistent and the components hold no prose of their own.
//!
//! - this file: labels, headings, number formatting;
//! - [`rules`]: names of conditions and madnesses, the madness table;
//! - [`explain`]: where derived numbers come from, summaries;
//! - [`journal`]: one sentence per event;
//! - [`errors`]: why an input or an action was refused;
//! - [`table`]: the table view's words;
//! - [`foundry`]: what a Foundry VTT import brings and leaves;
//! - [`update`]: what updating a character from a link changes.

pub mod errors;
pub mod explain;
pub mod fight;
pub mod foundry;
pub mod journal;
pub mod rules;
pub mod table;
pub mod update;

pub use errors::{
    command_error, expression_error, file_error, kept_value, number_error, share_error, sheet_error, target_error,
};
pub use journal::edit_consequence;
pub use table::*;

use crate::rules::character::attributes::Attribute;
use crate::rules::character::presets::{NumberChange, PresetNumber};
use crate::rules::character::profile::Size;

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

// Identité
pub const IDENTITY_HEADING: &str = "Identité";
pub const NAME: &str = "Nom";
pub const ANCESTRY: &str = "Héritage";
pub const NAME_PLACEHOLDER: &str = "Nom du personnage";

// Attributs
pub const ATTRIBUTES_HEADING: &str = "Attributs";

// Santé
pub const HEALTH_HEADING: &str = "Santé";
pub const HEALTH_BONUS: &str = "Bonus de Santé";
pub const DAMAGE: &str = "Dégâts";
pub const HEALTH_MAX: &str = "Santé maximale";
pub const HEALTH_CURRENT: &str = "Santé actuelle";
pub const HEALING_RATE: &str = "Taux de guérison";
pub const DAMAGE_AMOUNT: &str = "Quantité de dégâts";
pub const TAKE_DAMAGE: &str = "Subir des dégâts";
pub const TAKE_DAMAGE_SHORT: &str = "Subir";
pub const HEAL: &str = "Soigner";
pub const RECOVER: &str = "Récupérer";
pub const REST: &str = "Repos";
pub const INJURED: &str = "Blessé";
pub const INCAPACITATED: &str = "Hors de combat";

// Défense
pub const DEFENSE_HEADING: &str = "Défense";
pub const ANCESTRY_DEFENSE: &str = "Défense de l'héritage";
pub const ANCESTRY_DEFENSE_HINT: &str = "Vide : Agilité.";
pub const DEFENSE_DETAILS: &str = "D'où vient ce nombre ?";
pub const ADD_EQUIPMENT: &str = "Ajouter un équipement";
pub const EQUIPMENT: &str = "Équipement";
pub const MODE: &str = "Mode";
pub const MODE_ADD: &str = "Ajoute";
pub const MODE_REPLACE: &str = "Remplace";
pub const VALUE: &str = "Valeur";
pub const REMOVE: &str = "Retirer";

// Perception
pub const PERCEPTION_HEADING: &str = "Perception";
pub const PERCEPTION_BONUS: &str = "Bonus de Perception";

// Folie
pub const INSANITY_HEADING: &str = "Folie";
pub const INSANITY_AMOUNT: &str = "Quantité de Folie";
pub const INSANITY_MAX: &str = "Volonté, maximum de la Folie";
pub const AMOUNT_PLACEHOLDER: &str = "ex. 1d3";
/// Under every amount field (Folie, dégâts).
pub const AMOUNT_HINT: &str = "Un nombre (2) ou des dés (1d3, 2d6+1).";
pub const DAMAGE_AMOUNT_HINT: &str = "Dégâts à subir ou à soigner : un nombre (2) ou des dés (2d6+1).";
pub const GAIN_INSANITY: &str = "Gagner de la Folie";
pub const GAIN_INSANITY_SHORT: &str = "Gagner";
pub const LOSE_INSANITY: &str = "Retirer de la Folie";
pub const LOSE_INSANITY_SHORT: &str = "Retirer";
pub const RESIST_INSANITY: &str = "Jet de Volonté contre la folie";

// Héritage de départ
pub const PRESET: &str = "Héritage de départ";
pub const PRESET_HINT: &str =
    "Remplit attributs, bonus, Défense, Taille, Vitesse, Pouvoir (0) et Corruption selon l'héritage ; ne touche ni aux dégâts, ni aux états, ni aux listes. Une Volonté plus basse que la Folie la ramène à cette Volonté.";
/// Shown once the héritage is Humain (shared/SHEET.md).
pub const HUMAN_HINT: &str = "Humain : ajoutez 1 à l'attribut de votre choix ; Taille 1, ou ½ pour un enfant ; \
     une langue de plus, au choix, à écrire dans Langues.";
/// Under Langues, for a Humain.
pub const HUMAN_LANGUAGES_HINT: &str = "Humain : la langue commune, plus une langue de votre choix.";
pub const PRESET_CHOOSE: &str = "Choisir…";
pub const REPLACE: &str = "Remplacer";
pub const KEEP_MINE: &str = "Garder mes valeurs";

/// `lowered`: the Folie the preset's Volonté would leave, when lower.
pub fn confirm_preset(heritage: &str, changes: &[String]) -> String {
    format!("Appliquer l'héritage {heritage} ? Ces nombres changeraient : {}.", changes.join(", "))
}

/// Every number a preset changes, « Force 14 → 10 », in the sheet's order
/// (Folie too, brought down with Volonté), and nothing else.
pub fn number_changes(changes: &[NumberChange]) -> Vec<String> {
    changes
        .iter()
        .map(|change| {
            let name = match change.number {
                PresetNumber::Attribute(attribute) => attribute_name(attribute),
                PresetNumber::PerceptionBonus => PERCEPTION_BONUS,
                PresetNumber::HealthBonus => HEALTH_BONUS,
                PresetNumber::Defense => DEFENSE_HEADING,
                PresetNumber::Size => SIZE,
                PresetNumber::Speed => SPEED,
                PresetNumber::Power => POWER,
                PresetNumber::Corruption => CORRUPTION,
                PresetNumber::Insanity => "Folie",
            };
            // Taille is kept by its place in the sizes, and read as the sheet writes it.
            let shown = |value: i32| match change.number {
                PresetNumber::Size => Size::ALL.get(value as usize).map_or("?", |s| s.label()).to_string(),
                _ => value.to_string(),
            };
            format!("{name} {} → {}", shown(change.from), shown(change.to))
        })
        .collect()
}

// Personnage (niveau, caractéristiques, textes)
pub const PROFILE_HEADING: &str = "Personnage";
pub const LEVEL: &str = "Niveau";
pub const LEVEL_HINT: &str =
    "Voie d'apprenti aux niveaux 1, 2, 5 et 8 ; d'expert aux niveaux 3, 6 et 9 ; de maître aux niveaux 7 et 10.";
pub const SIZE: &str = "Taille";
pub const SPEED: &str = "Vitesse";
pub const POWER: &str = "Pouvoir";
pub const CORRUPTION: &str = "Corruption";

/// The label of each free text.
pub fn profile_text(text: crate::rules::character::profile::Text) -> &'static str {
    use crate::rules::character::profile::Text::*;
    match text {
        NovicePath => "Voie d'apprenti",
        ExpertPath => "Voie d'expert",
        MasterPath => "Voie de maître",
        Professions => "Professions",
        Languages => "Langues",
        Wealth => "Richesse",
        Notes => "Notes",
    }
}

// Talents et sorts
pub const TALENTS_HEADING: &str = "Talents";
pub const ADD_TALENT: &str = "Ajouter un talent";
pub const TALENT_NAME: &str = "Nom du talent";
pub const DESCRIPTION: &str = "Description";
pub const USES: &str = "Utilisations";
pub const USES_HINT: &str = "Par repos ; 0 : à volonté.";
pub const USES_LEFT: &str = "Utilisations restantes :";
pub const AT_WILL: &str = "À volonté.";
pub const USE_TALENT: &str = "Utiliser";
pub const SPELLS_HEADING: &str = "Sorts";
pub const SPELLS_HINT: &str = "Lancements par repos selon le Pouvoir et le rang du sort ; Repos les rend tous.";
pub const ADD_SPELL: &str = "Ajouter un sort";
pub const SPELL_NAME: &str = "Nom du sort";
pub const TRADITION: &str = "Tradition";
pub const RANK: &str = "Rang";
pub const CASTINGS_LEFT: &str = "Lancements restants :";

/// After the number of castings left: "1 lancement restant", "0 lancement restant".
pub fn castings_left_after(n: u32) -> &'static str {
    if n > 1 {
        " lancements restants"
    } else {
        " lancement restant"
    }
}

/// After the number of uses left: "2 utilisations restantes".
pub fn uses_left_after(n: u32) -> &'static str {
    if n > 1 {
        " utilisations restantes"
    } else {
        " utilisation restante"
    }
}
pub const CAST: &str = "Lancer";
pub const FIGHT_HEADING: &str = "Combat";
pub const UNNAMED_WEAPON: &str = "Arme sans nom";
pub const UNNAMED_SPELL: &str = "Sort sans nom";
pub const UNNAMED_TALENT: &str = "Talent sans nom";
pub const TARGET_PLACEHOLDER: &str = "ex. 13";

/// A weapon's, spell's or talent's name, or what it is when it has none.
pub fn label_or<'a>(name: &'a str, unnamed: &'a str) -> &'a str {
    if name.trim().is_empty() {
        unnamed
    } else {
        name
    }
}

/// "rang 3", beside a spell's name.
pub fn rank_label(rank: i32) -> String {
    format!("rang {rank}")
}

// Armes
pub const WEAPONS_HEADING: &str = "Armes";
pub const NO_WEAPONS: &str = "Aucune arme.";
pub const ADD_WEAPON: &str = "Ajouter une arme";
pub const WEAPON_NAME: &str = "Nom de l'arme";
pub const WEAPON_ATTRIBUTE: &str = "Attribut";
pub const WEAPON_RANGE: &str = "Portée";
pub const RANGE_CONTACT: &str = "contact";
pub const RANGE_DISTANCE: &str = "distance";
pub const WEAPON_DAMAGE: &str = "Dégâts de l'arme";
pub const ATTACK_MODIFIER: &str = "Modificateur d'attaque";
pub const WEAPON_DAMAGE_HINT: &str = "0 à 99, ou des dés (1d6, 2d6+1).";
pub const WEAPON_PROPERTIES: &str = "Propriétés";
pub const TARGET: &str = "Cible";
pub const TARGET_HINT: &str = "Le nombre à atteindre, ex. 13 ; vide : pas de cible.";
pub const ATTACK: &str = "Attaquer";
pub const WEAPON_DAMAGE_ROLL: &str = "Dégâts";

// Jets
pub const ROLLS_HEADING: &str = "Jets";
pub const ROLLS_HINT: &str = "Pour le prochain jet, attaque comprise.";
pub const BOONS: &str = "Avantages";
pub const BANES: &str = "Désavantages";
pub const ONE_BOON_MORE: &str = "Un avantage de plus";
pub const ONE_BOON_LESS: &str = "Un avantage de moins";
pub const ONE_BANE_MORE: &str = "Un désavantage de plus";
pub const ONE_BANE_LESS: &str = "Un désavantage de moins";
pub const EPIPHANY_BOON: &str = "Épiphanie : +1 avantage permanent au jet de Volonté contre la folie.";
pub const RESOLVE_BOON: &str = "Résolution : +1 avantage à chaque jet tant qu'elle dure.";

// États
pub const CONDITIONS_HEADING: &str = "États";
pub const NO_CONDITIONS: &str = "Aucun état.";
pub const ADD_CONDITION: &str = "Ajouter un état";
pub const NEW_CONDITION: &str = "Nouvel état";
pub const CONDITION: &str = "État";
pub const CONDITION_ROUNDS: &str = "Durée en rounds";
pub const CONDITION_ROUNDS_HINT: &str = "Vide : jusqu'à ce qu'on le retire.";

// Temps
pub const TIME_HEADING: &str = "Temps";
pub const END_ROUND: &str = "Fin du round";
pub const END_MINUTE: &str = "Fin de la minute";
pub const END_HOUR: &str = "Fin de l'heure";
pub const ELAPSED: &str = "Temps écoulé";

// Folie en cours
pub const MADNESS_HEADING: &str = "Folie en cours";
pub const CLAW_SELF: &str = "Se griffer";

/// Under `Se griffer`: what it did.
pub fn clawed(damage: i32, health: i32) -> String {
    if damage == 0 {
        format!("Aucun dégât : la Santé est déjà à 0. Santé : {health}.")
    } else {
        format!("{damage} dégât. Santé : {health}.")
    }
}
pub const MADNESS_MUST: &str = "Effet :";
pub const MADNESS_ENDS: &str = "Fin :";
pub const MADNESS_LAST_CHECK: &str = "Dernier jet de fin :";
pub const MADNESS_ROLLED: &str = "d20";

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

/// "Round 4 · 30 s": the round going on after `rounds` ends of round in a
/// row, and the time they took.
pub fn fight_round(rounds: u64) -> String {
    format!("Round {} · {}", rounds + 1, duration(rounds))
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

// Personnages
pub const ROSTER: &str = "Personnages";
pub const ROSTER_NAV: &str = "Choix du personnage";
pub const NEW_CHARACTER: &str = "Nouveau personnage";
pub const DUPLICATE: &str = "Dupliquer";
pub const DELETE: &str = "Supprimer";
pub const UNNAMED: &str = "Sans nom";
pub const UNDO_DELETE: &str = "Annuler la suppression";

/// A name between guillemets; one that holds guillemets of its own takes
/// the inner ones (“ ”), as French typography nests them.
pub fn quoted(name: &str) -> String {
    if name.contains('«') || name.contains('»') {
        format!("“{name}”")
    } else {
        format!("« {name} »")
    }
}

pub fn confirm_delete(name: &str) -> String {
    format!("Supprimer {} ? Sa fiche et son journal disparaîtront de ce navigateur.", quoted(display_name(name)))
}

pub fn deleted_notice(name: &str) -> String {
    format!("« {} » a été supprimé.", display_name(name))
}

/// A character's name, or "Sans nom".
/// « de Bastien », « d'Aline », « d'Élise »: the one "de + name" of the
/// interface, elided before a vowel or a mute h.
pub fn of(name: &str) -> String {
    let elided = name.chars().next().is_some_and(|c| "aeiouyhàâäéèêëîïôöùûüÿæœAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŸÆŒ".contains(c));
    if elided {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}

pub fn display_name(name: &str) -> &str {
    if name.trim().is_empty() {
        UNNAMED
    } else {
        name
    }
}

// Partage et fichiers
pub const SHARE_HEADING: &str = "Partager et sauvegarder";
pub const SHARE: &str = "Partager";
pub const SHARE_LINK: &str = "Lien de partage";
pub const LINK_SENT: &str = "Lien envoyé.";
pub const LINK_COPIED: &str = "Lien copié.";
pub const LINK_NOT_COPIED: &str = "Le lien n'a été ni envoyé ni copié : copiez-le ci-dessous.";
pub const INCLUDE_JOURNAL: &str = "Inclure le journal";
pub const SHARE_HINT: &str = "Le lien contient toute la fiche : qui l'ouvre peut l'importer, même hors ligne.";
pub const SHARE_LOADING: &str = "Chargement du partage…";
pub const SHARE_NOT_LOADED: &str =
    "Le partage n'a pas pu être chargé : vérifiez la connexion, puis réessayez. La fiche, elle, reste enregistrée.";
pub const RETRY: &str = "Réessayer";
pub const LINK_TOO_LONG: &str =
    "Ce personnage ne tient pas dans un lien de 2 000 caractères : envoyez-le en fichier avec « Exporter » (ou décochez « Inclure le journal »).";
pub const QR_SHORT: &str = "QR code";
pub const QR_OF_LINK: &str = "QR code du lien de partage";
pub const QR_HINT: &str =
    "À scanner avec l'appareil photo d'un autre téléphone : il ouvre ce personnage dans Fiche d'Ombre.";
pub const QR_TOO_LONG: &str =
    "Ce lien est trop long pour un QR code qu'un téléphone puisse lire : envoyez le lien, ou le fichier avec « Exporter » (ou décochez « Inclure le journal »).";

/// "QR code de Aline", a table card's button and its picture.
pub fn qr_of(name: &str) -> String {
    format!("QR code {}", of(display_name(name)))
}
pub const EXPORT: &str = "Exporter";
pub const EXPORT_ALL: &str = "Tout exporter";
/// The file the whole roster is exported to.
pub const EXPORT_ALL_FILE: &str = "personnages.fiche-ombre.json";
pub const LATER: &str = "Plus tard";
pub const SAFARI_NOTE: &str = "Sur iPhone et iPad, quand Safari a servi sept jours sans que vous ouvriez ce site, il en efface les données, vos personnages compris. \
     Pour les garder, ajoutez Fiche d'Ombre à l'écran d'accueil (bouton Partager de Safari, puis « Sur l'écran d'accueil ») et exportez-les de temps en temps.";
pub const UNDERSTOOD: &str = "Compris";

/// The backup reminder, past two weeks with changes since the last export.
pub fn last_backup(days: u64) -> String {
    format!("Dernière sauvegarde : il y a {days} jours, et vos personnages ont changé depuis. Exportez-les dans un fichier pour en garder une copie.")
}
pub const IMPORT_FILE: &str = "Importer un fichier";
pub const IMPORT_DIALOG_TITLE: &str = "Importer ce personnage ?";
pub const IMPORT: &str = "Importer";
pub const IGNORE: &str = "Ignorer";
pub const IMPORT_KEEPS: &str = "Il sera ajouté à vos personnages ; aucun ne sera remplacé.";
pub const UPDATE_CHARACTER: &str = "Mettre à jour";
pub const KEEP_BOTH: &str = "Garder les deux";
pub const PLACEMENT_NEW: &str = "nouveau : il sera ajouté.";
pub const PLACEMENT_SAME: &str = "déjà là, à l'identique : il ne sera pas ajouté une seconde fois.";
pub const PLACEMENT_OTHER: &str =
    "déjà là dans une autre version : « Mettre à jour » la remplace (Annuler dans la vue de la table la rend), « Garder les deux » ajoute celle-ci à côté.";
/// The same, said of the one character a preview shows.
pub const PLACEMENT_SAME_ALONE: &str =
    "Ce personnage est déjà là, à l'identique : il ne sera pas ajouté une seconde fois.";
pub const PLACEMENT_OTHER_ALONE: &str =
    "Ce personnage est déjà là dans une autre version : « Mettre à jour » la remplace (Annuler dans la vue de la table la rend), « Garder les deux » ajoute celle-ci à côté.";
pub const PLAYER_LINKS: &str = "Liens des joueurs";
pub const PLAYER_LINKS_HINT: &str =
    "Collez les liens de partage, un par ligne ou tels quels, avec ou sans texte autour.";
pub const IMPORT_LINKS: &str = "Importer les liens";
pub const NO_LINKS_FOUND: &str = "Aucun lien de personnage dans ce texte.";

/// The dialog's title for several characters (links or a file).
pub fn import_many_title(count: usize) -> String {
    format!("Importer ces {count} personnages ?")
}

/// "Lien 2 : il est incomplet…", for a bad link among several.
pub fn bad_link(position: usize, why: &str) -> String {
    format!("Lien {position} : {why}")
}

/// How many refused links are listed one by one; past that, they are counted.
pub const REFUSED_LINKS_LISTED: usize = 3;

/// The refusals of a paste, each on its line while they are few; many are
/// counted first (« 19 998 liens refusés ; les premiers : »), then the first few.
pub fn refused_links(mut refusals: Vec<String>) -> Vec<String> {
    if refusals.len() <= REFUSED_LINKS_LISTED + 2 {
        return refusals;
    }
    let count = refusals.len();
    refusals.truncate(REFUSED_LINKS_LISTED);
    let mut lines = vec![format!("{} liens refusés ; les {REFUSED_LINKS_LISTED} premiers :", errors::grouped(count))];
    lines.extend(refusals);
    lines
}

/// After `Exporter`: the file the browser was given.
pub fn exported(file: &str) -> String {
    format!("Fichier enregistré : {file}")
}

/// A large file's characters going in, a few at a time.
pub fn importing(done: usize, total: usize) -> String {
    format!("Import en cours : {done} personnages sur {total}…")
}

/// A large file being read, a few characters at a time.
pub fn reading_file(done: usize, total: usize) -> String {
    format!("Lecture du fichier : {done} personnages sur {total}…")
}

/// An import storage refused: said, never claimed as done.
pub fn imported_not_stored(count: usize) -> String {
    let what = if count == 1 {
        "1 personnage importé, mais pas enregistré".to_string()
    } else {
        format!("{count} personnages importés, mais pas enregistrés")
    };
    let them = if count == 1 { "le" } else { "les" };
    format!("{what} : la mémoire du navigateur est pleine. Exportez-{them}, ou faites de la place en supprimant un personnage.")
}

/// The banner while storage refuses changes: whose, and what to do.
pub fn unsaved(names: &[String]) -> String {
    let names: Vec<&str> = names.iter().map(|n| display_name(n)).collect();
    format!(
        "La mémoire de ce navigateur est pleine : des modifications ne sont pas enregistrées (en attente : {}). \
         Elles restent ici tant que cette page est ouverte. Exportez maintenant, ou faites de la place en \
         supprimant un personnage : tout sera enregistré dès que possible.",
        names.join(", ")
    )
}

pub const RETRY_SAVE: &str = "Réessayer d'enregistrer";

/// « Vos personnages occupent 4,1 Mo sur environ 5 Mo de ce navigateur. »
pub fn storage_use(used_bytes: usize, quota_bytes: usize) -> String {
    format!(
        "Vos personnages occupent {} sur environ {} de ce navigateur.",
        megabytes(used_bytes),
        megabytes(quota_bytes)
    )
}

pub const STORAGE_NEARLY_FULL: &str = "La mémoire de ce navigateur est presque pleine : exportez vos personnages, \
     puis supprimez ceux dont vous n'avez plus besoin.";

/// « 0,3 Mo », one decimal, a French comma; a whole number without one.
fn megabytes(bytes: usize) -> String {
    let tenths = (bytes as u64 * 10 + 524_288) / 1_048_576;
    if tenths == 0 && bytes > 0 {
        "moins de 0,1 Mo".to_string()
    } else if tenths.is_multiple_of(10) {
        format!("{} Mo", tenths / 10)
    } else {
        format!("{},{} Mo", tenths / 10, tenths % 10)
    }
}

pub fn with_journal(lines: usize) -> String {
    format!("Avec son journal ({lines} lignes).")
}

// Mise à jour
pub const UPDATE_AVAILABLE: &str = "Nouvelle version disponible.";
pub const RELOAD: &str = "Recharger";
pub const OFFLINE_READY: &str = "Disponible hors ligne : la fiche s'ouvre même sans réseau.";
pub const OFFLINE_FAILED: &str =
    "Le mode hors ligne n'a pas pu être préparé : sans réseau, la fiche ne se rouvrira pas. Vos personnages restent enregistrés.";
