//! The GM's fight's words (docs/rules.md, "Creatures" to "Frightening and
//! horrifying creatures").

use crate::rules::character::attributes::Attribute;
use crate::rules::fight::creature::{Field, Refusal, Standing};
use crate::rules::fight::turns::{Constraints, Imposer, Speed};
use crate::rules::fight::AddError;
use crate::text::rules::condition_title;
use crate::text::{attribute_name, of};

mod attack_line;
mod card;
mod fear;
mod kept;
mod refused;
mod turn_bar;

pub use attack_line::*;
pub use card::*;
pub use fear::*;
pub use kept::*;
pub use refused::*;
pub use turn_bar::*;

pub const ADD_CREATURE: &str = "Ajouter une créature";
pub const ADD_TO_FIGHT: &str = "Ajouter au combat";
pub const NAME: &str = "Nom";
pub const DIFFICULTY: &str = "Difficulté";
pub const SIZE: &str = "Taille";
pub const DEFENSE: &str = "Défense";
pub const HEALTH: &str = "Santé";
pub const PERCEPTION: &str = "Perception";
pub const SPEED: &str = "Vitesse";
pub const FRIGHTENING: &str = "Effrayant";
pub const HORRIFYING: &str = "Terrifiant";
pub const NOTES: &str = "Notes";
pub const COUNT: &str = "Nombre";
pub const COUNT_HINT: &str = "De 1 à 20 : plusieurs sont numérotées (Gobelin 1, Gobelin 2…).";
pub const ADD_ATTACK: &str = "Ajouter une option d'attaque";
pub const ATTACK_NAME: &str = "Nom de l'attaque";
pub const RANGE: &str = "Portée";
pub const CONTACT: &str = "Contact";
pub const DISTANCE: &str = "Distance";
pub const AGAINST: &str = "Contre";
pub const MODIFIER: &str = "Modificateur";
pub const ATTACK_BOONS: &str = "Avantages de l'attaque";
pub const ATTACK_DAMAGE: &str = "Dégâts de l'attaque";
pub const EFFECT: &str = "Effet";
pub const REMOVE_ATTACK: &str = "Retirer cette option";
pub const DUPLICATE: &str = "Dupliquer";
pub const EDIT_CREATURE: &str = "Modifier la créature";
pub const SAVE_CREATURE: &str = "Enregistrer la créature";
pub const CLOSE_UNCHANGED: &str = "Fermer sans changer";
pub const REMOVE: &str = "Retirer";
pub const DEAD: &str = "Morte";
pub const UNCONSCIOUS: &str = "Inconsciente";
pub const TARGET: &str = "Cible";
pub const OTHER: &str = "Autre";
pub const TARGET_DEFENSE: &str = "Défense de la cible";
pub const ATTACK: &str = "Attaquer";
pub const GM_BOONS: &str = "Avantages du MJ";

/// « aucun », « +1 avantage », « 2 désavantages ».
pub fn gm_boons(n: i32) -> String {
    match n {
        0 => "sans avantage".to_string(),
        1 => "+1 avantage".to_string(),
        -1 => "1 désavantage".to_string(),
        n if n > 0 => format!("+{n} avantages"),
        n => format!("{} désavantages", -n),
    }
}
pub const DAMAGE: &str = "Dégâts";
pub const NEXT_TURN: &str = "Tour suivant";
pub const FAST: &str = "Rapide";
pub const SLOW: &str = "Lent";
pub const CROWD: &str = "Quatre ou plus en vue";
pub const END_FIGHT: &str = "Terminer le combat";
pub const END_FIGHT_QUESTION: &str =
    "Retirer toutes les créatures de la table ? Les personnages restent comme ils sont, le bestiaire garde les modèles.";
pub const KEEP_FIGHTING: &str = "Continuer le combat";
pub const BESTIARY: &str = "Bestiaire";
pub const BESTIARY_EMPTY: &str = "Chaque créature ajoutée au combat est gardée ici comme modèle, sur cet appareil.";
pub const ADD: &str = "Ajouter";
pub const FORGET: &str = "Oublier";
pub const TURNS: &str = "Tours du round";
pub const NO_TURNS: &str = "Personne à la table : ajoutez des personnages ou des créatures.";
pub const END_OF_ROUND_NEXT: &str = "Tous ont joué : « Tour suivant » termine le round.";

pub const NOT_STORED: &str =
    "Le combat n'a pas pu être enregistré : la mémoire du navigateur est pleine. Il reste ouvert tant que la page l'est.";
pub const CREATURES: &str = "Créatures";
pub const NO_CREATURES: &str = "Aucune créature au combat.";
pub const HORRIFYING_BANE: &str = "Terrifiant : 1 désavantage aux jets d'attaque des personnages contre elle.";
pub const SIZE_HINT: &str = "1/2, 1, 2…";

pub fn speed(speed: Speed) -> &'static str {
    match speed {
        Speed::Fast => FAST,
        Speed::Slow => SLOW,
    }
}

pub fn turn_of(name: &str) -> String {
    format!("Tour {}", of(name))
}

pub fn move_up(name: &str) -> String {
    format!("Monter {name}")
}

pub fn move_down(name: &str) -> String {
    format!("Descendre {name}")
}

pub fn inflict_on(name: &str) -> String {
    format!("Infliger à {name}")
}

/// Why a participant's turn is not as chosen, or has a warning.
pub fn constraints(constraints: &Constraints) -> String {
    let mut said = Vec::new();
    match constraints.imposed {
        Some((_, Imposer::Slowed)) => said.push("ralenti : tour lent".to_string()),
        Some((_, Imposer::Violence)) => said.push("Violence : tour rapide".to_string()),
        None => {}
    }
    if constraints.skipped {
        said.push("surpris : pas de tour".to_string());
    }
    if constraints.incapacitated {
        said.push("hors de combat".to_string());
    }
    if !constraints.cannot_act.is_empty() {
        let states: Vec<String> = constraints.cannot_act.iter().map(|c| condition_title(*c).to_lowercase()).collect();
        said.push(format!("{} : ne peut pas agir", states.join(", ")));
    }
    said.join(" ; ")
}

pub fn standing(standing: Standing) -> &'static str {
    match standing {
        Standing::Ok => "",
        Standing::Injured => "blessé",
        Standing::Incapacitated => "hors de combat",
        Standing::Unconscious => "inconscient",
        Standing::Dead => "mort",
    }
}

fn field_name(field: Field) -> String {
    match field {
        Field::Name => NAME.into(),
        Field::Difficulty => DIFFICULTY.into(),
        Field::Size => SIZE.into(),
        Field::Defense => DEFENSE.into(),
        Field::Health => HEALTH.into(),
        Field::Perception => PERCEPTION.into(),
        Field::Speed => SPEED.into(),
        Field::Attribute(a) => attribute_name(a).into(),
        Field::Notes => NOTES.into(),
        Field::Attacks => "Options d'attaque".into(),
        Field::AttackName(i) => format!("{ATTACK_NAME} (option {})", i + 1),
        Field::AttackModifier(i) => format!("{MODIFIER} (option {})", i + 1),
        Field::AttackBoons(i) => format!("{ATTACK_BOONS} (option {})", i + 1),
        Field::AttackEffect(i) => format!("{EFFECT} (option {})", i + 1),
    }
}

/// 1000 as French writes it: « 1 000 » (a no-break space between thousands).
pub(super) fn grouped(value: i64) -> String {
    let digits = value.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{a0}');
        }
        out.push(c);
    }
    if value < 0 {
        format!("\u{2212}{out}")
    } else {
        out
    }
}

/// « Santé : un nombre de 1 à 1 000. »
pub fn refusal(refusal: Refusal) -> String {
    let name = field_name(refusal.field);
    let texts = matches!(
        refusal.field,
        Field::Name | Field::Size | Field::Notes | Field::AttackName(_) | Field::AttackEffect(_)
    );
    if refusal.field == Field::Attacks {
        format!("{name} : {} au plus.", refusal.max)
    } else if texts && refusal.min > 0 {
        format!("{name} : de {} à {} caractères, sans caractère de contrôle.", refusal.min, grouped(refusal.max))
    } else if texts {
        format!("{name} : {} caractères au plus, sans caractère de contrôle.", grouped(refusal.max))
    } else {
        format!("{name} : un nombre entier de {} à {}.", grouped(refusal.min), grouped(refusal.max))
    }
}

/// A number typed where one is expected, or what was wrong with it.
pub fn not_a_number(field: &str) -> String {
    format!("{field} : un nombre entier, s'il vous plaît.")
}

pub fn add_error(error: AddError) -> String {
    match error {
        AddError::Invalid(r) => refusal(r),
        AddError::Count => format!("{COUNT} : de 1 à 20 créatures à la fois."),
        AddError::TooMany { room: 0 } => "Le combat a déjà 40 créatures, le plus qu'il puisse tenir.".to_string(),
        AddError::TooMany { room } => format!("Le combat ne peut plus tenir que {room} créature(s) : 40 au plus."),
    }
}

/// A creature's stat block changed (the table's `Annuler` says it too).
pub fn changed(name: &str) -> String {
    format!("{name} : caractéristiques modifiées")
}

/// « Gobelins », « Spectres », « Bras de fer » (a word that ends in s, x or
/// z stays); only the first word of a name takes the mark.
fn plural(name: &str) -> String {
    let (first, rest) = name.split_once(' ').map_or((name, ""), |(f, r)| (f, r));
    let marked = match first.ends_with(['s', 'x', 'z', 'S', 'X', 'Z']) {
        true => first.to_string(),
        false => format!("{first}s"),
    };
    if rest.is_empty() {
        marked
    } else {
        format!("{marked} {rest}")
    }
}

pub fn added(count: usize, name: &str) -> String {
    match count {
        1 => format!("{name} entre dans le combat"),
        n => format!("{n} {} entrent dans le combat", plural(name)),
    }
}

pub fn aimed_at(against: crate::rules::fight::creature::Against) -> String {
    use crate::rules::fight::creature::Against;
    match against {
        Against::Defense => DEFENSE.to_string(),
        Against::Perception => PERCEPTION.to_string(),
        Against::Attribute(a) => attribute_name(a).to_string(),
    }
}

pub fn against_name(code: &str) -> Option<crate::rules::fight::creature::Against> {
    use crate::rules::fight::creature::Against;
    match code {
        "defense" => Some(Against::Defense),
        "perception" => Some(Against::Perception),
        _ => Attribute::ALL.into_iter().find(|a| a.code() == code).map(Against::Attribute),
    }
}

/// « Dégâts de Lance (1d6+1) : 5 »
pub fn damage_result(attack: &str, dice: &str, value: i32) -> String {
    format!("Dégâts ({attack}, {dice}) : {value}")
}

/// The journal's line: « Gobelin 2 — Lance : 5 dégâts ».
pub fn hit_note(creature: &str, attack: &str, value: i32) -> String {
    format!("{creature} — {attack} : {} dégât{}", value, if value > 1 { "s" } else { "" })
}

/// Beside a damage inflicted, while its hit stands.
pub fn inflicted_on(character: &str) -> String {
    format!("Infligé à {character}.")
}

pub fn hit_label(note: &str, character: &str) -> String {
    format!("{note} à {character}")
}

pub fn turn_passed(name: &str) -> String {
    format!("le tour {}", of(name))
}

pub const ROUND_ENDED: &str = "la fin du round";
