//! A number of the sheet a héritage preset changed, from → to: what the
//! preset's question and its journal line name (`presets.rs` finds them,
//! `journal::event` keeps them).

use super::attributes::Attribute;

/// A number of the sheet a preset can change, as the journal names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum PresetNumber {
    Attribute(Attribute),
    PerceptionBonus,
    HealthBonus,
    /// Défense as the sheet shows it (the héritage's base or Agilité, and
    /// the equipment).
    Defense,
    /// Taille, by its place in [`super::profile::Size::ALL`].
    Size,
    Speed,
    Power,
    Corruption,
    /// Folie, brought down with a lower Volonté.
    Insanity,
}

/// One number a preset changed, from → to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct NumberChange {
    pub number: PresetNumber,
    pub from: i32,
    pub to: i32,
}
