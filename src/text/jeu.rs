//! Jeu's words: Santé and Folie with their amounts, the rolls, the
//! conditions, the clock, the madness under way.

// Santé
pub const HEALTH_HEADING: &str = "Santé";
pub const HEALTH_BONUS: &str = "Bonus de Santé";
pub const DAMAGE: &str = "Dégâts";
pub const HEALTH_MAX: &str = "Santé maximale";
pub const HEALTH_CURRENT: &str = "Santé actuelle";
pub const HEALING_RATE: &str = "Taux de guérison";
pub const DAMAGE_AMOUNT: &str = "Quantité de dégâts";
pub const TAKE_DAMAGE: &str = "Subir des dégâts";
pub const TAKE_DAMAGE_SHORT: &str = "Subir";
pub const HEAL: &str = "Soigner";
pub const RECOVER: &str = "Récupérer";
pub const REST: &str = "Repos";
pub const INJURED: &str = "Blessé";
pub const INCAPACITATED: &str = "Hors de combat";

// Folie
pub const INSANITY_HEADING: &str = "Folie";
pub const INSANITY_AMOUNT: &str = "Quantité de Folie";
pub const INSANITY_MAX: &str = "Volonté, maximum de la Folie";
pub const AMOUNT_PLACEHOLDER: &str = "ex. 1d3";
/// Under every amount field (Folie, dégâts).
pub const AMOUNT_HINT: &str = "Un nombre (2) ou des dés (1d3, 2d6+1).";
pub const DAMAGE_AMOUNT_HINT: &str = "Dégâts à subir ou à soigner : un nombre (2) ou des dés (2d6+1).";
pub const GAIN_INSANITY: &str = "Gagner de la Folie";
pub const GAIN_INSANITY_SHORT: &str = "Gagner";
pub const LOSE_INSANITY: &str = "Retirer de la Folie";
pub const LOSE_INSANITY_SHORT: &str = "Retirer";
pub const RESIST_INSANITY: &str = "Jet de Volonté contre la folie";

// Jets
pub const ROLLS_HEADING: &str = "Jets";
pub const ROLLS_HINT: &str = "Pour le prochain jet, attaque comprise.";
pub const BOONS: &str = "Avantages";
pub const BANES: &str = "Désavantages";
pub const ONE_BOON_MORE: &str = "Un avantage de plus";
pub const ONE_BOON_LESS: &str = "Un avantage de moins";
pub const ONE_BANE_MORE: &str = "Un désavantage de plus";
pub const ONE_BANE_LESS: &str = "Un désavantage de moins";
pub const EPIPHANY_BOON: &str = "Épiphanie : +1 avantage permanent au jet de Volonté contre la folie.";
pub const RESOLVE_BOON: &str = "Résolution : +1 avantage à chaque jet tant qu'elle dure.";

// États
pub const CONDITIONS_HEADING: &str = "États";
pub const NO_CONDITIONS: &str = "Aucun état.";
pub const ADD_CONDITION: &str = "Ajouter un état";
pub const NEW_CONDITION: &str = "Nouvel état";
pub const CONDITION: &str = "État";
pub const CONDITION_ROUNDS: &str = "Durée en rounds";
pub const CONDITION_ROUNDS_HINT: &str = "Vide : jusqu'à ce qu'on le retire.";

// Temps
pub const TIME_HEADING: &str = "Temps";
pub const END_ROUND: &str = "Fin du round";
pub const END_MINUTE: &str = "Fin de la minute";
pub const END_HOUR: &str = "Fin de l'heure";
pub const ELAPSED: &str = "Temps écoulé";

// Folie en cours
pub const MADNESS_HEADING: &str = "Folie en cours";
pub const CLAW_SELF: &str = "Se griffer";

/// Under `Se griffer`: what it did.
pub fn clawed(damage: i32, health: i32) -> String {
    if damage == 0 {
        format!("Aucun dégât : la Santé est déjà à 0. Santé : {health}.")
    } else {
        format!("{damage} dégât. Santé : {health}.")
    }
}
pub const MADNESS_MUST: &str = "Effet :";
pub const MADNESS_ENDS: &str = "Fin :";
pub const MADNESS_LAST_CHECK: &str = "Dernier jet de fin :";
pub const MADNESS_ROLLED: &str = "d20";
