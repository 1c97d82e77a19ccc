//! What a creature's card says: its stat block's lines, its states' rounds,
//! and each step it adds to the table's `Annuler`.

use crate::rules::conditions::ConditionCode;
use crate::rules::fight::creature::Model;
use crate::text::of;
use crate::text::rules::condition_title;

pub const CREATURE_MORE: &str = "Caractéristiques, états, notes…";

/// « Perception 10 · Vitesse 10 · Taille 1 · Difficulté 1 »
pub fn creature_numbers(model: &Model) -> String {
    format!(
        "Perception {} · Vitesse {} · Taille {} · Difficulté {}",
        model.perception, model.speed, model.size, model.difficulty
    )
}

/// « Force 10 · Agilité 10 · Intelligence 10 · Volonté 10 »
pub fn creature_attributes(model: &Model) -> String {
    let [strength, agility, intellect, will] = model.attributes;
    format!("Force {strength} · Agilité {agility} · Intelligence {intellect} · Volonté {will}")
}

/// A state's rounds left, after its name: « (2 rounds) ».
pub fn rounds_left(rounds: Option<u32>) -> String {
    rounds.map(|r| format!(" ({})", crate::text::rounds(u64::from(r)))).unwrap_or_default()
}

/// « Gobelin 1 : 3 dégâts soignés » (a creature's name says nothing of its
/// gender: the damage agrees, not the creature).
pub fn healed_step(name: &str, value: i32) -> String {
    let s = if value > 1 { "s" } else { "" };
    format!("{name} : {value} dégât{s} soigné{s}")
}

pub fn damage_step(name: &str, value: i32) -> String {
    format!("{name} : {value} dégât{}", if value > 1 { "s" } else { "" })
}

pub fn condition_step(name: &str, code: ConditionCode) -> String {
    format!("{name} : {}", condition_title(code).to_lowercase())
}

pub fn condition_end_step(name: &str, code: ConditionCode) -> String {
    format!("{name} : fin de {}", condition_title(code).to_lowercase())
}

pub fn dead_step(name: &str) -> String {
    format!("{name} : mort")
}

pub fn unconscious_step(name: &str) -> String {
    format!("{name} : inconscient")
}

pub fn removal_step(name: &str) -> String {
    format!("le retrait {}", of(name))
}

pub fn copy_step(name: &str) -> String {
    format!("la copie {}", of(name))
}

pub fn move_step(name: &str) -> String {
    format!("le déplacement {}", of(name))
}

/// The creature form's bound on attack options.
pub fn too_many_attacks(max: usize) -> String {
    format!("Options d'attaque : {max} au plus.")
}
