//! The system's afflictions and the sheet's states, one table read both
//! ways: an import sets the state a status names, an export writes the
//! status and the name Foundry's French shows.

use crate::rules::conditions::ConditionCode;

/// The status (`statuses`) and French name of the system's affliction for
/// a state of the sheet.
pub fn affliction_of(code: ConditionCode) -> (&'static str, &'static str) {
    use ConditionCode::*;
    match code {
        Asleep => ("asleep", "Endormi"),
        Blinded => ("blinded", "Aveuglé"),
        Charmed => ("charmed", "Charmé"),
        Compelled => ("compelled", "Contraint"),
        Dazed => ("dazed", "Hébété"),
        Dead => ("dead", "Mort"),
        Deafened => ("deafened", "Assourdi"),
        Helpless => ("defenseless", "Vulnérable"),
        Diseased => ("diseased", "Malade"),
        Fatigued => ("fatigued", "Fatigué"),
        Frightened => ("frightened", "Effrayé"),
        Grabbed => ("grabbed", "Saisi"),
        Immobilized => ("immobilized", "Immobilisé"),
        Impaired => ("impaired", "Affaibli"),
        Poisoned => ("poisoned", "Empoisonné"),
        Prone => ("prone", "À terre"),
        Slowed => ("slowed", "Ralenti"),
        Stunned => ("stunned", "Stupéfait"),
        Surprised => ("surprised", "Surpris"),
        Unconscious => ("unconscious", "Inconscient"),
    }
}

/// The sheet's state for a status of the system's afflictions, if it has one.
pub fn state_of(status: &str) -> Option<ConditionCode> {
    ConditionCode::ALL.into_iter().find(|&code| affliction_of(code).0 == status)
}
