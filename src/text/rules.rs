//! The game's words: conditions, their sources, the madness table.

use crate::rules::character::attributes::Attribute;
use crate::rules::conditions::{ConditionCode, ConditionSource};
use crate::rules::insanity::madness::{Ending, MadnessKind};
use crate::rules::rolls::roll::RollKind;
use crate::rules::time::clock::Period;

/// Each condition's words: its name in a sentence, its title on a chip or
/// an option, and its effect in one line (docs/rules.md, in our words).
fn condition_words(code: ConditionCode) -> (&'static str, &'static str, &'static str) {
    use ConditionCode::*;
    match code {
        Frightened => ("effrayé", "Effrayé", "1 désavantage aux jets d'attaque et d'attribut."),
        Stunned => ("stupéfait", "Stupéfait", "Ni action ni déplacement ; ses jets d'attribut échouent ; 1 avantage pour l'attaquer."),
        Dazed => ("hébété", "Hébété", "Aucune action."),
        Blinded => ("aveugle", "Aveugle", "Vitesse 2 au plus ; rien de ce qui demande la vue ; 1 avantage pour l'attaquer."),
        Prone => ("à terre", "À terre", "Rampe ou se relève ; 1 désavantage en Force et Agilité ; avantage à qui l'attaque de près, désavantage de loin."),
        Helpless => ("sans défense", "Sans défense", "Défense 5 ; aucune action ; ses jets d'attribut échouent, sauf la Perception."),
        Dead => ("mort", "Mort", "Le personnage est mort."),
        Charmed => ("charmé", "Charmé", "Tient la source pour une alliée sûre et ne peut l'attaquer."),
        Compelled => ("contraint", "Contraint", "N'agit que comme la source l'ordonne."),
        Deafened => ("assourdi", "Assourdi", "Rien de ce qui demande l'ouïe."),
        Diseased => ("malade", "Malade", "1 désavantage aux jets d'attaque et d'attribut."),
        Fatigued => ("fatigué", "Fatigué", "1 désavantage aux jets d'attaque et d'attribut."),
        Impaired => ("affaibli", "Affaibli", "1 désavantage aux jets d'attaque et d'attribut."),
        Poisoned => ("empoisonné", "Empoisonné", "1 désavantage aux jets d'attaque et d'attribut."),
        Grabbed => ("saisi", "Saisi", "Ne peut s'éloigner d'un agresseur de sa taille ou plus grand."),
        Immobilized => ("immobilisé", "Immobilisé", "Vitesse 0 ; 1 avantage pour l'attaquer."),
        Slowed => ("ralenti", "Ralenti", "Tours lents seulement ; Vitesse divisée par deux."),
        Surprised => ("surpris", "Surpris", "Ni action ni déplacement ; ses jets d'attribut échouent."),
        Unconscious => ("inconscient", "Inconscient", "Ni action ni perception ; Défense 5 ; ses jets d'attribut échouent."),
        Asleep => ("endormi", "Endormi", "À terre et inconscient jusqu'au réveil ; subir des dégâts le réveille."),
    }
}

/// In a sentence: "devient effrayé".
pub fn condition_name(code: ConditionCode) -> &'static str {
    condition_words(code).0
}

/// Capitalised, for chips and options.
pub fn condition_title(code: ConditionCode) -> &'static str {
    condition_words(code).1
}

/// What it does, in one line.
pub fn condition_effect(code: ConditionCode) -> &'static str {
    condition_words(code).2
}

/// The roll's name, on its button and its journal line.
/// What is rolled, shown on a roll button under the heading « Jets ».
pub fn roll_subject(kind: RollKind) -> &'static str {
    match kind {
        RollKind::Attribute(attribute) => super::attribute_name(attribute),
        RollKind::Perception => "Perception",
        RollKind::Attack(_) => "Attaque",
        RollKind::ResistInsanity => "Volonté contre la folie",
    }
}

pub fn roll_name(kind: RollKind) -> &'static str {
    match kind {
        RollKind::Attribute(Attribute::Strength) => "Jet de Force",
        RollKind::Attribute(Attribute::Agility) => "Jet d'Agilité",
        RollKind::Attribute(Attribute::Intellect) => "Jet d'Intelligence",
        RollKind::Attribute(Attribute::Will) => "Jet de Volonté",
        RollKind::Perception => "Jet de Perception",
        RollKind::Attack(Attribute::Strength) => "Jet d'attaque (Force)",
        RollKind::Attack(Attribute::Agility) => "Jet d'attaque (Agilité)",
        RollKind::Attack(Attribute::Intellect) => "Jet d'attaque (Intelligence)",
        RollKind::Attack(Attribute::Will) => "Jet d'attaque (Volonté)",
        RollKind::ResistInsanity => "Jet de Volonté contre la folie",
    }
}

/// Where a condition comes from, on its chip: "de la Folie".
pub fn source_phrase(source: ConditionSource) -> &'static str {
    match source {
        ConditionSource::Insanity => "gain de Folie",
        ConditionSource::Madness => "crise de folie",
        ConditionSource::Manual => "ajouté à la main",
        ConditionSource::Fear => "une créature effrayante",
    }
}

pub fn period_end(period: Period) -> &'static str {
    match period {
        Period::Round => "fin du round",
        Period::Minute => "fin de la minute",
        Period::Hour => "fin de l'heure",
    }
}

pub fn madness_name(kind: MadnessKind) -> &'static str {
    match kind {
        MadnessKind::Death => "Mort",
        MadnessKind::Catatonia => "Catatonie",
        MadnessKind::SelfMutilation => "Auto-mutilation",
        MadnessKind::Stupor => "Stupéfaction",
        MadnessKind::Sick => "Malade",
        MadnessKind::Hallucinations => "Hallucinations",
        MadnessKind::Violence => "Violence",
        MadnessKind::Panic => "Panique",
        MadnessKind::Confusion => "Confusion",
        MadnessKind::Rage => "Rage",
        MadnessKind::Resolve => "Résolution",
        MadnessKind::Epiphany => "Épiphanie",
    }
}

/// What the madness does while it lasts, in a line.
pub fn madness_effect(kind: MadnessKind) -> &'static str {
    match kind {
        MadnessKind::Death => "Le cœur lâche : le personnage meurt.",
        MadnessKind::Catatonia => "À terre et sans défense.",
        MadnessKind::SelfMutilation => {
            "À son prochain tour, utilise une action pour s'arracher les yeux si personne ne l'en empêche : aveugle jusqu'à une guérison magique."
        }
        MadnessKind::Stupor => "Stupéfait.",
        MadnessKind::Sick => "Pris de violentes nausées : hébété.",
        MadnessKind::Hallucinations => {
            "Utilise une action pour se taillader ou se griffer si personne ne l'en empêche : 1 dégât à chaque fois."
        }
        MadnessKind::Violence => {
            "Joue un tour rapide chaque round et utilise une action pour attaquer la créature la plus proche, amie ou ennemie."
        }
        MadnessKind::Panic => "Effrayé ; utilise une action pour fuir la source de sa folie au plus vite.",
        MadnessKind::Confusion => "Hébété.",
        MadnessKind::Rage => "1 avantage aux jets d'attaque ; les armes de contact infligent +1d6 dégâts.",
        MadnessKind::Resolve => "1 avantage à chaque jet.",
        MadnessKind::Epiphany => {
            "La Folie baisse aussitôt de 1d6 ; désormais, 1 avantage permanent aux jets de Volonté contre la folie."
        }
    }
}

/// How the madness ends, in a line, read from the rules' [`Ending`].
pub fn madness_ending(kind: MadnessKind) -> String {
    let ending = match kind.ending() {
        Ending::Never => "Jamais ; pas de récupération.".to_string(),
        Ending::Roll { period, threshold } => {
            format!("À chaque {}, 1d6 : {threshold} ou plus y met fin.", each_end(period))
        }
        Ending::EndOfNext(period) => format!("À la {}.", next_end(period)),
        Ending::AtOnce => "Aussitôt.".to_string(),
    };
    // Catatonia's À terre outlives it (docs/rules.md, Madness table, row 2): its end lifts
    // only sans défense.
    if kind == MadnessKind::Catatonia {
        format!("{ending} {} reste jusqu'à ce qu'on le retire.", condition_title(ConditionCode::Prone))
    } else {
        ending
    }
}

/// "fin de round": each end of `period`.
fn each_end(period: Period) -> &'static str {
    match period {
        Period::Round => "fin de round",
        Period::Minute => "fin de minute",
        Period::Hour => "fin d'heure",
    }
}

/// "fin du round suivant": the end after the next one begins.
fn next_end(period: Period) -> &'static str {
    match period {
        Period::Round => "fin du round suivant",
        Period::Minute => "fin de la minute suivante",
        Period::Hour => "fin de l'heure suivante",
    }
}

/// "4–5" with an en dash, for the table.
pub fn madness_range(kind: MadnessKind) -> String {
    match kind.range() {
        (low, high) if low == high => low.to_string(),
        (low, high) => format!("{low}–{high}"),
    }
}
