//! The avantages and désavantages the player asks for the next roll, shared
//! by every roll button of the sheet (Jets, Combat, the weapons of Fiche,
//! whose `Attaquer` the share module sends to the app: it takes these).

use leptos::prelude::*;

use crate::rules::character::number::Boons;

/// The player's avantages and désavantages for the next roll, shared by
/// every roll button of the sheet.
#[derive(Clone, Copy)]
pub struct RollInputs {
    pub boons: RwSignal<Boons>,
    pub banes: RwSignal<Boons>,
}

impl RollInputs {
    /// The app's, or new ones where a panel is shown alone (tests).
    pub fn use_or_provide() -> RollInputs {
        use_context::<RollInputs>().unwrap_or_else(|| {
            let inputs = RollInputs { boons: RwSignal::new(Boons::default()), banes: RwSignal::new(Boons::default()) };
            provide_context(inputs);
            inputs
        })
    }

    /// Avantages and désavantages for one roll; both go back to 0.
    pub fn take(&self) -> (Boons, Boons) {
        let taken = (self.boons.get_untracked(), self.banes.get_untracked());
        self.boons.set(Boons::default());
        self.banes.set(Boons::default());
        taken
    }
}
