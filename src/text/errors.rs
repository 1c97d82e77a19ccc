//! Why an input or an action was refused, in sentences the player can act on.

use crate::rules::command::CommandError;
use crate::rules::expression::ExpressionError;
use crate::rules::number::NumberError;

use super::number;

pub fn number_error(error: NumberError) -> String {
    match error {
        NumberError::Empty => "Saisissez un nombre.".to_string(),
        NumberError::NotANumber => "Ce n'est pas un nombre entier.".to_string(),
        NumberError::TooLow { min } => format!("Le minimum est {}.", number(min)),
        NumberError::TooHigh { max } => format!("Le maximum est {}.", number(max)),
    }
}

/// The message under a field whose value was refused.
pub fn kept_value(message: &str, kept: &str) -> String {
    format!("{message} Valeur conservée : {kept}.")
}

pub fn expression_error(error: ExpressionError) -> String {
    match error {
        ExpressionError::Empty => "Indiquez une quantité : un nombre (2) ou des dés (1d3).".to_string(),
        ExpressionError::NotPositive => "La quantité doit être d'au moins 1.".to_string(),
        ExpressionError::TooLarge { max } => format!("La quantité ne peut dépasser {max}."),
        ExpressionError::Malformed => "Quantité illisible : écrivez un nombre (2) ou des dés (1d3, 2d6+1).".to_string(),
        ExpressionError::DiceCount { max } => format!("Le nombre de dés doit aller de 1 à {max}."),
        ExpressionError::UnknownDie { .. } => "Dé inconnu : d2, d3, d4, d6, d8, d10, d12, d20 ou d100.".to_string(),
        ExpressionError::MissingModifier => "Il manque le nombre après le signe.".to_string(),
        ExpressionError::ModifierTooLarge { max } => format!("Le nombre ajouté aux dés ne peut dépasser {max}."),
    }
}

pub fn command_error(error: CommandError) -> String {
    match error {
        CommandError::Dead => "Un personnage mort ne gagne plus de Folie et ne fait plus de jet.".to_string(),
        CommandError::DamageAboveMaximum { max } => {
            format!("Les dégâts ne peuvent dépasser la Santé maximale ({}).", number(max))
        }
        CommandError::NegativeDamage => "Les dégâts ne peuvent être négatifs.".to_string(),
        CommandError::NotHallucinating => "Seules les Hallucinations poussent à se griffer.".to_string(),
        CommandError::NoSuchEquipment => "Cet équipement n'existe plus.".to_string(),
        CommandError::TooMuchEquipment { max } => format!("{max} équipements au plus."),
        CommandError::NoSuchCondition => "Cet état n'est plus actif.".to_string(),
        CommandError::TextTooLong { max } => format!("{max} caractères au plus."),
        CommandError::BadDuration { max } => format!("La durée va de 1 à {max} rounds."),
    }
}
