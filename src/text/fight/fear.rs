//! The words of the Will roll against an Effrayant or Terrifiant creature
//! (docs/rules.md, "Frightening and horrifying creatures").

use crate::rules::fight::fear::{Consequence, Fear, Note};

use super::{FRIGHTENING, HORRIFYING};

/// The group of Will rolls the frightening creatures call for.
pub const FRIGHTENING_CREATURES: &str = "Créatures effrayantes";

pub fn resist_against(name: &str) -> String {
    format!("Jet de Volonté contre {name}")
}

pub fn fear_note(note: Note) -> String {
    match note {
        Note::Roll { creature, fear } => {
            let trait_name = match fear {
                Fear::Frightening => FRIGHTENING,
                Fear::Horrifying => HORRIFYING,
            };
            format!("Jet de Volonté contre {creature} ({trait_name})")
        }
        Note::Failed { creature, consequence } => {
            format!("Échec contre {creature} : {}", consequence_words(consequence))
        }
    }
}

fn consequence_words(consequence: Consequence) -> String {
    match consequence {
        Consequence::Frightened { die, insanity, rounds } => {
            format!("effrayé pour 1d3 ({die}) + Folie ({insanity}) = {}", crate::text::rounds(u64::from(rounds)))
        }
        Consequence::Insanity(amount) => format!("gagne {amount} de Folie"),
    }
}

/// One character's outcome in the group's line.
pub fn faced(name: &str, total: i32, consequence: Option<Consequence>) -> String {
    match consequence {
        None => format!("{name} : {total}, réussite"),
        Some(c) => format!("{name} : {total}, échec, {}", consequence_words(c)),
    }
}

/// « Jet de Volonté contre Spectre — Aline : 14, réussite ; Bruno : 6, échec, … »
pub fn faced_all(creature: &str, lines: &[String]) -> String {
    format!("{} — {}.", resist_against(creature), lines.join(" ; "))
}

pub fn fear_label(creature: &str) -> String {
    format!("le jet de Volonté contre {creature}")
}

pub fn fear_pending(creature: &str, names: &[String]) -> String {
    match names {
        [one] => format!("{creature} entre dans le combat : {one} n'a pas encore fait son jet de Volonté."),
        _ => {
            format!("{creature} entre dans le combat : {} n'ont pas encore fait leur jet de Volonté.", names.join(", "))
        }
    }
}
