//! A number of the sheet a héritage preset changed, from → to: what the
//! preset's question and its journal line name (`presets.rs` finds them,
//! `journal::event` keeps them).

use super::attributes::Attribute;
use crate::rules::variants::read_tagged;

/// A number of the sheet a preset can change, as the journal names it
/// (read through `variants::read_tagged`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
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

impl<'de> serde::Deserialize<'de> for PresetNumber {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<PresetNumber, D::Error> {
        const ALL: [PresetNumber; 8] = [
            PresetNumber::PerceptionBonus,
            PresetNumber::HealthBonus,
            PresetNumber::Defense,
            PresetNumber::Size,
            PresetNumber::Speed,
            PresetNumber::Power,
            PresetNumber::Corruption,
            PresetNumber::Insanity,
        ];
        const NAMES: &[&str] = &[
            "Attribute",
            "PerceptionBonus",
            "HealthBonus",
            "Defense",
            "Size",
            "Speed",
            "Power",
            "Corruption",
            "Insanity",
        ];
        let attribute = |at| (at == 0).then_some(("Attribute", Attribute::NAMES));
        Ok(match read_tagged(deserializer, "PresetNumber", NAMES, attribute)? {
            (0, Some(a)) => PresetNumber::Attribute(Attribute::ALL[a]),
            (at, _) => ALL[at - 1],
        })
    }
}

/// One number a preset changed, from → to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct NumberChange {
    pub number: PresetNumber,
    pub from: i32,
    pub to: i32,
}
