//! The game rules of *L'Ombre du Seigneur Démon*, as `docs/rules.md`
//! specifies them: plain Rust, no browser, no UI, no globals. Dice come in
//! through the [`rolls::dice::Roller`] trait; every change is a
//! [`command::Command`] that returns the [`journal::event::Event`]s it
//! produced. Grouped by what they are about (docs/architecture.md maps
//! docs/rules.md to the files):
//!
//! - [`character`]: the sheet and its numbers (attributes, Défense,
//!   Perception, texts, héritage presets);
//! - [`weapons_and_magic`]: weapons, talents and spells;
//! - [`insanity`]: Folie and the madness table;
//! - [`rolls`]: dice, amounts, avantages and the one roll of the game;
//! - [`health`]: Santé, and Santé in play;
//! - [`conditions`]: the états;
//! - [`fight`]: the GM's fight: creatures, turns, their attacks;
//! - [`time`]: the clock and what each end of round, minute or hour checks;
//! - [`journal`]: what happened (events), the journal, and undo;
//! - [`command`]: every change to a sheet;
//! - [`checks`]: checking data from outside;
//! - [`variants`]: reading the enums whose variants carry nothing.

pub mod character;
pub mod checks;
pub mod command;
pub mod conditions;
pub mod fight;
pub mod health;
pub mod insanity;
pub mod journal;
pub mod rolls;
pub mod time;
pub mod variants;
pub mod weapons_and_magic;
