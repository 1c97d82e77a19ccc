//! The game rules of *L'Ombre du Seigneur Démon*, as `../shared/RULES.md`
//! specifies them: plain Rust, no browser, no UI, no globals. Dice come in
//! through the [`dice::Roller`] trait.
//!
//! Map from RULES.md to the code:
//!
//! | RULES.md section | module |
//! |---|---|
//! | Attributes | [`attributes`] |
//! | Dice | [`dice`] |
//! | (typed numbers) | [`number`] |

pub mod attributes;
pub mod dice;
pub mod number;
