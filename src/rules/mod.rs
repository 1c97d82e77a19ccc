//! The game rules of *L'Ombre du Seigneur Démon*, as `../shared/RULES.md`
//! specifies them: plain Rust, no browser, no UI, no globals. Dice come in
//! through the [`dice::Roller`] trait; every change is a [`command::Command`]
//! that returns the [`event::Event`]s it produced.
//!
//! Map from RULES.md to the code:
//!
//! | RULES.md section | where |
//! |---|---|
//! | Attributes | [`attributes`] (scores, modifiers), [`number`] (typed numbers) |
//! | Health | [`health`] |
//! | Defense | [`defense`] (base, equipment, cap, *sans défense*) |
//! | Perception | [`perception`] |
//! | Insanity, rules 1–3 (bounds, gaining, going mad) | [`insanity`]: `gain_insanity`, `go_mad` |
//! | Insanity, rule 4 (recovering) | [`insanity`]: `end_madness`, `recover` |
//! | Insanity, rule 5 (resisting) | [`insanity`]: `resist_insanity`, with [`boons`] |
//! | Insanity, rule 6 (lowering by hand) | [`insanity`]: `lose_insanity` |
//! | Time | [`clock`] (the count of rounds), [`time`] (checks in order) |
//! | Madness table | [`madness`] (rows, effects, endings) |
//! | Settled points: amounts | [`expression`] |
//! | Settled points: one condition of each kind | [`conditions`] |
//! | Settled points: Volonté lowered, damage from rules, Death | [`command`] |
//! | Settled points: undo | [`tracker`], [`journal`] |
//! | (every invariant, for data from outside) | [`validate`] |
//! | Dice | [`dice`] (rollers), [`expression`] (NdM±K), [`boons`] |
//!
//! The sheet itself and its derived numbers are in [`sheet`].

pub mod attributes;
pub mod boons;
pub mod character;
pub mod clock;
pub mod command;
pub mod conditions;
pub mod defense;
pub mod dice;
pub mod event;
pub mod expression;
pub mod healing;
pub mod health;
pub mod insanity;
pub mod journal;
mod journal_check;
mod list;
pub mod madness;
pub mod magic;
mod magic_commands;
pub mod number;
pub mod perception;
pub mod presets;
pub mod roll;
pub mod sheet;
pub mod texts;
pub mod time;
pub mod tracker;
pub mod validate;
pub mod weapons;
