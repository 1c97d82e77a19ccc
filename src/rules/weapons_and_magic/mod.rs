//! Weapons, talents and spells (docs/rules.md): the character's lists, the
//! uses and castings they spend, and `Repos` giving them back.

pub mod magic;
mod magic_commands;
pub mod weapons;
