//! Fiche's words: identity, attributes, defense, perception, the
//! starting héritage, the character's numbers and texts, talents, spells,
//! weapons, and the roster of characters.

use super::{attribute_name, HEALTH_BONUS};
use crate::rules::character::number_change::{NumberChange, PresetNumber};
use crate::rules::character::profile::Size;

// Identité
/// A change typed on Fiche reached the app after another character was opened.
pub const EDIT_NOT_OPEN: &str = "Ce changement visait un autre personnage : il n'a pas été appliqué.";
pub const IDENTITY_HEADING: &str = "Identité";
pub const NAME: &str = "Nom";
pub const ANCESTRY: &str = "Héritage";
pub const NAME_PLACEHOLDER: &str = "Nom du personnage";

// Attributs
pub const ATTRIBUTES_HEADING: &str = "Attributs";

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

// Héritage de départ
pub const PRESET: &str = "Héritage de départ";
pub const PRESET_HINT: &str =
    "Remplit attributs, bonus, Défense, Taille, Vitesse, Pouvoir (0) et Corruption selon l'héritage ; ne touche ni aux dégâts, ni aux états, ni aux listes. Une Volonté plus basse que la Folie la ramène à cette Volonté.";
/// Shown once the héritage is Humain (docs/rules.md).
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

/// Under a field typed while another tab changed it: the text it replaced,
/// so that nothing of it is lost.
pub fn typed_over_elsewhere(theirs: &str) -> String {
    format!("Changé dans un autre onglet pendant votre saisie ; votre texte a remplacé « {theirs} ».")
}
