//! Fiche: the character as typed, the roster of characters, identity,
//! attributes, Santé and Défense settings, weapons, talents and spells.

pub mod attributes_panel;
pub mod defense_panel;
pub mod health_settings;
pub mod identity_panel;
pub mod magic_panels;
pub mod perception_panel;
pub mod profile_panel;
pub mod roster_bar;
pub mod weapons_panel;

use leptos::prelude::*;

use super::{
    AttributesPanel, DefensePanel, HealthSettings, IdentityPanel, PerceptionPanel, ProfilePanel, SpellsPanel,
    TalentsPanel, WeaponsPanel,
};

/// The character's panels of Fiche, below the roster's bar: the share
/// module mounts them before Partager et sauvegarder, on the store it
/// provides (`state::share_bridge::open_copy`).
#[component]
pub fn FichePanels() -> impl IntoView {
    view! {
        <IdentityPanel />
        <ProfilePanel />
        <AttributesPanel />
        <HealthSettings />
        <DefensePanel />
        <PerceptionPanel />
        <WeaponsPanel />
        <TalentsPanel />
        <SpellsPanel />
    }
}
