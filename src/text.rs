//! Every French word the interface shows, in one place, so that wording stays
//! consistent and the components hold no prose of their own.

use crate::rules::attributes::Attribute;
use crate::rules::number::NumberError;

pub const APP_TITLE: &str = "Fiche d'Ombre";
pub const APP_TAGLINE: &str = "Feuille de personnage et suivi de la Folie — L'Ombre du Seigneur Démon";
pub const ATTRIBUTES_HEADING: &str = "Attributs";
pub const MODIFIER: &str = "modificateur";

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

/// Why a typed number was refused, in a sentence the player can act on.
pub fn number_error(error: NumberError) -> String {
    match error {
        NumberError::Empty => "Saisissez un nombre.".to_string(),
        NumberError::NotANumber => "Ce n'est pas un nombre entier.".to_string(),
        NumberError::TooLow { min } => format!("Le minimum est {}.", number(min)),
        NumberError::TooHigh { max } => format!("Le maximum est {}.", number(max)),
    }
}

/// The message shown under a field whose value was refused.
pub fn kept_value(error: NumberError, kept: i32) -> String {
    format!("{} Valeur conservée : {}.", number_error(error), number(kept))
}
