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
