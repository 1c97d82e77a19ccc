//! Weapons, talents and spells (shared/SHEET.md): the character's lists, the
//! uses and castings they spend, and `Repos` giving them back.

pub mod magic;
mod magic_commands;
pub mod weapons;
