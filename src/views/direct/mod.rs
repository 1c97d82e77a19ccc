//! A player's live table: a table's link offered, the connection, the GM's
//! creatures under Jeu; the live module (src/direct.rs) builds these.

mod live_foes;
pub mod live_join;
