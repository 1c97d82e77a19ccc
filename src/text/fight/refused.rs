//! Why a fight from outside (storage, a file) is not taken, and where.

use super::{grouped, refusal};
use crate::rules::fight::check::{FightError, MAX_DAMAGE, MAX_FACED};
use crate::rules::fight::MAX_CREATURES;

/// « Créature n° 3 : … », « Tour n° 2 : … ».
pub fn fight_error(error: FightError) -> String {
    let creature = |at: usize| format!("créature n° {}", at + 1);
    match error {
        FightError::TooManyCreatures { count } => {
            format!("{} créatures, {MAX_CREATURES} au plus", grouped(count as i64))
        }
        FightError::StatBlock { creature: at, refusal: r } => format!("{} : {}", creature(at), refusal(r)),
        FightError::SameId { creature: at } => format!("{} : son numéro est déjà celui d'une autre", creature(at)),
        FightError::IdNotBelowCounter { creature: at } => {
            format!("{} : un numéro que le combat n'a pas donné", creature(at))
        }
        FightError::Counter => "le compteur des créatures est hors de ses bornes".to_string(),
        FightError::Damage { creature: at } => {
            format!("{} : des dégâts de 0 à {}", creature(at), grouped(MAX_DAMAGE.into()))
        }
        FightError::Turn { turn } => {
            format!("tour n° {} : pour une créature absente du combat, ou en double", turn + 1)
        }
        FightError::TooManyFaced { count } => {
            format!("{} jets de Volonté retenus, {} au plus", grouped(count as i64), grouped(MAX_FACED as i64))
        }
        FightError::Shown => "les résultats affichés dépassent ce que le combat peut montrer".to_string(),
    }
}

/// The creature form's Taille when it is not one.
pub const NOT_A_SIZE: &str = "Taille : 1/8, 1/4, 1/2 ou un nombre entier à partir de 1.";

/// A file's fight that is not a fight at all.
pub const FILE_FIGHT_UNREADABLE: &str = "Le combat du fichier n'est pas repris : il n'est pas lisible.";

/// A file's fight refused: it is not brought back, and why.
pub fn file_fight_refused(error: FightError) -> String {
    format!("Le combat du fichier n'est pas repris : {}.", fight_error(error))
}

/// A new stat block when the bestiary is full: the creature is in the
/// fight, not in the bestiary.
pub fn bestiary_full(name: &str) -> String {
    format!(
        "Le bestiaire est plein ({} modèles) : « {name} » n'y est pas gardé. Oubliez un modèle pour lui faire de la place.",
        crate::rules::fight::bestiary::MAX_MODELS
    )
}

/// A file's fight, when none is going on here.
pub const FILE_FIGHT_BACK: &str = "Le combat du fichier est repris dans la vue de la table.";
/// A file's fight, when one is going on here: this one stays.
pub const FILE_FIGHT_KEPT_HERE: &str =
    "Le combat du fichier n'est pas repris : un combat est en cours ici (terminez-le, puis importez de nouveau le fichier).";

/// What a file of `Tout exporter` brought to the GM's side, if anything.
pub fn brought_back(models: usize, fight: Option<&str>) -> Option<String> {
    let models = match models {
        0 => None,
        1 => Some("1 créature rejoint le bestiaire.".to_string()),
        n => Some(format!("{n} créatures rejoignent le bestiaire.")),
    };
    let said: Vec<String> = models.into_iter().chain(fight.map(str::to_string)).collect();
    (!said.is_empty()).then(|| said.join(" "))
}

/// What a file brings beside its characters, in the import dialog:
/// `fight`, its creatures or why it is not taken.
pub fn file_table_preview(models: usize, fight: Option<Result<usize, String>>) -> Option<String> {
    let models = match models {
        0 => None,
        1 => Some("1 modèle pour le bestiaire".to_string()),
        n => Some(format!("{n} modèles pour le bestiaire")),
    };
    let (fight, refused) = match fight {
        Some(Ok(0)) | None => (None, None),
        Some(Ok(1)) => (Some("un combat d'une créature".to_string()), None),
        Some(Ok(n)) => (Some(format!("un combat de {n} créatures")), None),
        Some(Err(refused)) => (None, Some(refused)),
    };
    let brought: Vec<String> = models.into_iter().chain(fight).collect();
    let brought = (!brought.is_empty())
        .then(|| format!("Ce fichier apporte aussi {}, repris avec « Importer ».", brought.join(" et ")));
    let said: Vec<String> = brought.into_iter().chain(refused).collect();
    (!said.is_empty()).then(|| said.join(" "))
}
