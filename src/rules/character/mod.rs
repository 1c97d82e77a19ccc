//! The character and its numbers: the sheet, its attributes and what they
//! give (Défense, Perception), the rest of the profile, bounded numbers and
//! texts, and the héritage presets.

pub mod as_read;
pub mod attributes;
pub mod defense;
pub mod heritage;
pub(crate) mod list;
pub mod number;
pub mod number_change;
pub mod perception;
pub mod presets;
pub mod profile;
pub mod sheet;
pub mod speed;
pub mod texts;
mod texts_format;
