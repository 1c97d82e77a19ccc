//! Why an input or an action was refused, in sentences the player can act on.

use crate::rules::character::number::NumberError;
use crate::rules::character::profile::MAX_NOTES;
use crate::rules::character::sheet::{MAX_EQUIPMENT, MAX_TEXT};
use crate::rules::character::texts::MAX_SHORT_TEXT;
use crate::rules::checks::sheet_error::{SheetError, TextKind};
use crate::rules::command::CommandError;
use crate::rules::conditions::ConditionCode;
use crate::rules::rolls::expression::{ExpressionError, DIE_SIZES};
use crate::rules::weapons_and_magic::weapons::MAX_WEAPONS;
use crate::save::file::{FieldProblem, FileError};
use crate::save::share::ShareError;

use super::number;

pub fn number_error(error: NumberError) -> String {
    match error {
        NumberError::Empty => "Saisissez un nombre.".to_string(),
        NumberError::NotANumber => "Ce n'est pas un nombre entier.".to_string(),
        NumberError::TooLow { min } => format!("Le minimum est {}.", number(min)),
        NumberError::TooHigh { max } => format!("Le maximum est {}.", number(max)),
    }
}

/// A target typed as a word ("Défense") is asked for as the number it stands for.
pub fn target_error(error: NumberError) -> String {
    match error {
        NumberError::NotANumber => "Tapez le nombre de la cible (ex. 13), pas son nom.".to_string(),
        other => number_error(other),
    }
}

/// The message under a field whose value was refused.
pub fn kept_value(message: &str, kept: &str) -> String {
    format!("{message} Valeur conservée : {kept}.")
}

pub fn expression_error(error: ExpressionError) -> String {
    // The fixed sentences share one `to_string` (bytes of the first visit).
    let said = match error {
        ExpressionError::Empty => "Indiquez une quantité : un nombre (2) ou des dés (1d3).",
        ExpressionError::NotPositive => "La quantité doit être d'au moins 1.",
        ExpressionError::TooLarge { max } => return format!("La quantité ne peut dépasser {max}."),
        ExpressionError::Malformed => "Quantité illisible : écrivez un nombre (2) ou des dés (1d3, 2d6+1).",
        ExpressionError::DiceCount { max } => return format!("Le nombre de dés doit aller de 1 à {max}."),
        ExpressionError::UnknownDie { .. } => {
            let dice: Vec<String> = DIE_SIZES.iter().map(|sides| format!("d{sides}")).collect();
            let (last, others) = dice.split_last().expect("the game has dice");
            return format!("Dé inconnu : {} ou {last}.", others.join(", "));
        }
        ExpressionError::MissingModifier => "Il manque le nombre après le signe.",
        ExpressionError::ModifierTooLarge { max } => {
            return format!("Le nombre ajouté aux dés ne peut dépasser {max}.")
        }
    };
    said.to_string()
}

pub fn command_error(error: CommandError) -> String {
    let said = match error {
        CommandError::Dead => {
            "Un personnage mort ne gagne plus de Folie et n'agit plus : ni jet, ni dégâts, ni sort, ni talent."
        }
        CommandError::DamageAboveMaximum { max } => {
            return format!("Les dégâts ne peuvent dépasser la Santé maximale ({}).", number(max))
        }
        CommandError::NotHallucinating => "Seules les Hallucinations poussent à se griffer.",
        CommandError::NoSuchEquipment => "Cet équipement n'existe plus.",
        CommandError::TooMuchEquipment { max } => return format!("{max} équipements au plus."),
        CommandError::NoSuchCondition => "Cet état n'est plus actif.",
        CommandError::TextTooLong { max } => return format!("{max} caractères au plus."),
        CommandError::ControlCharacter => "Ce texte contient un caractère de contrôle (invisible) : retirez-le.",
        CommandError::NoSuchWeapon => "Cette arme n'existe plus.",
        CommandError::TooManyWeapons { max } => return format!("{max} armes au plus."),
        CommandError::WeaponAttribute => "Une arme attaque avec la Force ou l'Agilité.",
        CommandError::NoSuchTalent => "Ce talent n'existe plus.",
        CommandError::NoSuchSpell => "Ce sort n'existe plus.",
        CommandError::TooManyTalents { max } => return format!("{max} talents au plus."),
        CommandError::TooManySpells { max } => return format!("{max} sorts au plus."),
        CommandError::NoUseLeft => "Plus aucune utilisation avant le prochain repos.",
        CommandError::NoCastingLeft => "Plus aucun lancement avant le prochain repos.",
        CommandError::ClockFull => "Le temps écoulé a atteint sa limite de cent ans : il ne peut plus avancer.",
    };
    said.to_string()
}

pub fn sheet_error(error: SheetError) -> String {
    match error {
        SheetError::Number(at) => {
            let (path, problem) = crate::save::field::number_refused(at);
            format!("{} : {}", field_path(&path), field_problem(&problem))
        }
        SheetError::InsanityOutOfRange { insanity, will } => {
            format!("la Folie ({}) doit aller de 0 à la Volonté ({will})", number(insanity))
        }
        SheetError::DamageOutOfRange { damage } => format!("les dégâts ({}) sont hors limites", number(damage)),
        SheetError::TextTooLong { kind } => {
            let (what, max) = match kind {
                TextKind::Name => ("le nom", MAX_TEXT),
                TextKind::Ancestry => ("l'héritage", MAX_TEXT),
                TextKind::Equipment => ("un équipement", MAX_TEXT),
                TextKind::Weapon => ("le nom d'une arme", MAX_TEXT),
                TextKind::WeaponProperties => ("les propriétés d'une arme", MAX_SHORT_TEXT),
                TextKind::Profile => {
                    return format!(
                        "un texte du personnage dépasse sa limite ({MAX_SHORT_TEXT} caractères, {} pour les Notes)",
                        grouped(MAX_NOTES)
                    )
                }
            };
            format!("{what} dépasse {max} caractères")
        }
        SheetError::TooMuchEquipment => format!("plus de {MAX_EQUIPMENT} équipements"),
        SheetError::EquipmentIds => "les équipements sont mal numérotés".to_string(),
        SheetError::DuplicateCondition { code } => format!("l'état {} apparaît deux fois", condition(code)),
        SheetError::ConditionRounds { code } => format!("la durée de l'état {} est hors limites", condition(code)),
        SheetError::MadnessRow { d20 } => format!("le d20 de la folie en cours ({d20}) ne correspond pas à sa ligne"),
        SheetError::MadnessFromTheFuture => "la folie en cours commence après le temps écoulé".to_string(),
        SheetError::EpiphanyUnderWay => "une Épiphanie ne peut pas être en cours".to_string(),
        SheetError::MadnessPastItsEnd => "la folie en cours aurait déjà dû prendre fin".to_string(),
        SheetError::DeathWithoutMort => "la folie Mort est en cours sans l'état mort".to_string(),
        SheetError::ClockOutOfRange => "le temps écoulé dépasse cent ans".to_string(),
        SheetError::JournalLine { line } => format!("la ligne {} du journal contient une valeur impossible", line + 1),
        SheetError::TooManyWeapons => format!("plus de {MAX_WEAPONS} armes"),
        SheetError::WeaponIds => "les armes sont mal numérotées".to_string(),
        SheetError::WeaponAttribute => "une arme attaque avec la Force ou l'Agilité".to_string(),
        SheetError::TalentsOrSpells => "les talents ou les sorts sont hors limites".to_string(),
        SheetError::ControlCharacter => "un texte contient un caractère de contrôle (invisible)".to_string(),
    }
}

fn condition(code: ConditionCode) -> &'static str {
    super::rules::condition_name(code)
}

pub fn share_error(error: &ShareError) -> String {
    let why = match error {
        ShareError::NotALink => "ce n'est pas un lien de personnage".to_string(),
        ShareError::UnknownVersion => {
            "il vient d'une version plus récente de l'application ; mettez-la à jour".to_string()
        }
        ShareError::TooLarge => "il est bien trop long".to_string(),
        ShareError::Garbled => "il contient des caractères inattendus : il a sans doute été mal copié".to_string(),
        ShareError::Damaged => "il est incomplet ou abîmé : il a sans doute été coupé en le copiant".to_string(),
        ShareError::Field { path, problem } => match field_path(path) {
            where_ if where_.is_empty() => format!("{} ; le lien a sans doute été retouché", field_problem(problem)),
            where_ => format!("{where_} : {} ; le lien a sans doute été retouché", field_problem(problem)),
        },
        ShareError::Invalid(e) => sheet_error(*e),
    };
    format!("Ce lien de partage ne peut pas être ouvert : {why}. Rien n'a été modifié.")
}

pub fn file_error(error: &FileError) -> String {
    let why = match error {
        FileError::TooLarge => format!("il dépasse {} Mo", crate::save::file::MAX_FILE_BYTES / (1024 * 1024)),
        FileError::NotJson { line, column } => format!("ce n'est pas du JSON valide (ligne {line}, colonne {column})"),
        FileError::NotOurs => {
            "ce n'est ni un export de Fiche d'Ombre ni un personnage de Foundry VTT (système demonlord)".to_string()
        }
        FileError::UnknownFormat => "son format est inconnu".to_string(),
        FileError::UnknownVersion(v) => {
            format!("il vient d'une version plus récente (format {v}) ; mettez l'application à jour")
        }
        FileError::Empty => "il ne contient aucun personnage".to_string(),
        FileError::Field { path, problem } => match field_path(path) {
            where_ if where_.is_empty() => field_problem(problem),
            where_ => format!("{where_} : {}", field_problem(problem)),
        },
        FileError::Invalid { index, error } => format!("personnage n° {} : {}", index + 1, sheet_error(*error)),
    };
    format!("Ce fichier ne peut pas être importé : {why}. Rien n'a été modifié.")
}

pub(super) fn field_problem(problem: &FieldProblem) -> String {
    match problem {
        FieldProblem::Missing => "champ manquant".to_string(),
        FieldProblem::WrongType => "valeur du mauvais type".to_string(),
        FieldProblem::UnknownValue => "valeur inconnue".to_string(),
        FieldProblem::TooLow(min) => format!("le minimum est {}", number(*min as i32)),
        FieldProblem::TooHigh(max) => format!("le maximum est {}", number(*max as i32)),
        FieldProblem::Duplicate(field) => match field_path(field) {
            name if name.is_empty() => "champ en double".to_string(),
            name => format!("champ en double : {}", name.to_lowercase()),
        },
        FieldProblem::Unreadable | FieldProblem::Other(_) => "valeur refusée".to_string(),
    }
}

/// `characters[0].sheet.attributes.will` → "personnage n° 1 › Volonté",
/// with the labels the sheet shows.
fn field_path(path: &str) -> String {
    use crate::rules::character::attributes::Attribute;
    use crate::rules::character::profile::Text;
    use crate::text::*;
    let mut parts = Vec::new();
    for segment in path.split('.') {
        let (name, index) = match segment.split_once('[') {
            Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
            None => (segment, None),
        };
        let french = match name {
            "characters" => index.map(|i| format!("personnage n° {}", i + 1)),
            "sheet" | "attributes" | "character" => None,
            "name" => Some(NAME.into()),
            "ancestry" => Some(ANCESTRY.into()),
            "strength" => Some(attribute_name(Attribute::Strength).into()),
            "agility" => Some(attribute_name(Attribute::Agility).into()),
            "intellect" => Some(attribute_name(Attribute::Intellect).into()),
            "will" => Some(attribute_name(Attribute::Will).into()),
            "ancestry_defense" => Some(ANCESTRY_DEFENSE.into()),
            "equipment" => Some(index.map_or(EQUIPMENT.into(), |i| format!("équipement n° {}", i + 1))),
            "mode" => Some(MODE.into()),
            "value" => Some(VALUE.into()),
            "health_bonus" => Some(HEALTH_BONUS.into()),
            "damage" => Some(DAMAGE.into()),
            "perception_bonus" => Some(PERCEPTION_BONUS.into()),
            "insanity" => Some(INSANITY_HEADING.into()),
            "conditions" => Some(index.map_or(CONDITIONS_HEADING.into(), |i| format!("état n° {}", i + 1))),
            "madness" => Some(MADNESS_HEADING.into()),
            "clock" => Some(ELAPSED.into()),
            "journal" => Some(SECTION_JOURNAL.into()),
            // A journal line is named by its number; what is inside it is
            // the app's own bookkeeping, which no player could correct.
            "entries" => {
                if let Some(i) = index {
                    parts.push(format!("ligne n° {} du journal", i + 1));
                }
                break;
            }
            "code" => Some("nature".into()),
            "rounds_left" => Some("rounds restants".into()),
            "source" => Some("origine".into()),
            "kind" => Some("nature".into()),
            "d20" => Some("résultat du d20".into()),
            "started_at" => Some("début".into()),
            "last_check" => Some("dernier jet de fin".into()),
            "period" => Some("moment".into()),
            "die" => Some("dé".into()),
            "success" => Some("réussite".into()),
            "threshold" => Some("seuil".into()),
            "epiphany_boon" => Some("avantage permanent d'Épiphanie".into()),
            "id" => Some("numéro".into()),
            "spent" => Some("déjà dépensés".into()),
            "Dice" => Some("dés".into()),
            "Fixed" => Some("fixe".into()),
            "count" => Some("nombre de dés".into()),
            "sides" => Some("faces".into()),
            "modifier" => Some("modificateur".into()),
            "profile" | "texts" => None,
            "weapons" => Some(index.map_or(WEAPONS_HEADING.into(), |i| format!("arme n° {}", i + 1))),
            "talents" => Some(index.map_or(TALENTS_HEADING.into(), |i| format!("talent n° {}", i + 1))),
            "spells" => Some(index.map_or(SPELLS_HEADING.into(), |i| format!("sort n° {}", i + 1))),
            "attribute" => Some(WEAPON_ATTRIBUTE.into()),
            "range" => Some(WEAPON_RANGE.into()),
            "properties" => Some(WEAPON_PROPERTIES.into()),
            "description" => Some(DESCRIPTION.into()),
            "uses" => Some(USES.into()),
            "rank" => Some(RANK.into()),
            "tradition" => Some(TRADITION.into()),
            "level" => Some(LEVEL.into()),
            "size" => Some(SIZE.into()),
            "speed" => Some(SPEED.into()),
            "power" => Some(POWER.into()),
            "corruption" => Some(CORRUPTION.into()),
            "novice_path" => Some(profile_text(Text::NovicePath).into()),
            "expert_path" => Some(profile_text(Text::ExpertPath).into()),
            "master_path" => Some(profile_text(Text::MasterPath).into()),
            "professions" => Some(profile_text(Text::Professions).into()),
            "languages" => Some(profile_text(Text::Languages).into()),
            "wealth" => Some(profile_text(Text::Wealth).into()),
            "notes" => Some(profile_text(Text::Notes).into()),
            // A field this list does not know is left out rather than
            // shown in English: the French part before it still says where.
            _ => None,
        };
        if let Some(f) = french {
            if parts.last() != Some(&f) {
                parts.push(f);
            }
        }
    }
    parts.join(" › ")
}

/// 4000 → « 4 000 », thousands apart by a no-break space.
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{a0}');
        }
        out.push(digit);
    }
    out
}
