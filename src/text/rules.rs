//! The game's words: conditions, their sources, the madness table.

use crate::rules::clock::Period;
use crate::rules::conditions::{ConditionCode, ConditionSource};
use crate::rules::madness::MadnessKind;

pub fn condition_name(code: ConditionCode) -> &'static str {
    match code {
        ConditionCode::Frightened => "effrayé",
        ConditionCode::Stunned => "stupéfait",
        ConditionCode::Dazed => "hébété",
        ConditionCode::Blinded => "aveugle",
        ConditionCode::Prone => "à terre",
        ConditionCode::Helpless => "sans défense",
        ConditionCode::Dead => "mort",
    }
}

/// Capitalised, for chips and options.
pub fn condition_title(code: ConditionCode) -> &'static str {
    match code {
        ConditionCode::Frightened => "Effrayé",
        ConditionCode::Stunned => "Stupéfait",
        ConditionCode::Dazed => "Hébété",
        ConditionCode::Blinded => "Aveugle",
        ConditionCode::Prone => "À terre",
        ConditionCode::Helpless => "Sans défense",
        ConditionCode::Dead => "Mort",
    }
}

pub fn source_name(source: ConditionSource) -> &'static str {
    match source {
        ConditionSource::Insanity => "Folie",
        ConditionSource::Madness => "folie en cours",
        ConditionSource::Manual => "ajouté à la main",
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
        MadnessKind::SelfMutilation => "Automutilation",
        MadnessKind::Stupor => "Stupeur",
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
        MadnessKind::Rage => "1 avantage aux jets d'attaque ; les armes de corps à corps infligent +1d6 dégâts.",
        MadnessKind::Resolve => "1 avantage à chaque jet.",
        MadnessKind::Epiphany => {
            "La Folie baisse aussitôt de 1d6 ; désormais, 1 avantage permanent aux jets de Volonté contre la folie."
        }
    }
}

/// How the madness ends, in a line.
pub fn madness_ending(kind: MadnessKind) -> &'static str {
    match kind {
        MadnessKind::Death => "Jamais ; pas de récupération.",
        MadnessKind::Catatonia => "À chaque fin d'heure, 1d6 : 4 ou plus y met fin. À terre reste jusqu'à ce qu'on le retire.",
        MadnessKind::SelfMutilation => "À la fin de la minute suivante.",
        MadnessKind::Stupor => "À chaque fin de minute, 1d6 : 5 ou plus y met fin.",
        MadnessKind::Rage => "À chaque fin de round, 1d6 : 4 ou plus y met fin.",
        MadnessKind::Resolve => "À la fin du round suivant.",
        MadnessKind::Epiphany => "Aussitôt.",
        MadnessKind::Sick
        | MadnessKind::Hallucinations
        | MadnessKind::Violence
        | MadnessKind::Panic
        | MadnessKind::Confusion => "À chaque fin de round, 1d6 : 5 ou plus y met fin.",
    }
}

/// "4–5" with an en dash, for the table.
pub fn madness_range(kind: MadnessKind) -> String {
    match kind.range() {
        (low, high) if low == high => low.to_string(),
        (low, high) => format!("{low}–{high}"),
    }
}
