//! The table: every character as a card a game master acts on, one clock
//! for all, the players' links; the GM's fight goes here.

pub mod cards;
pub mod fight;
pub mod fight_view;
pub mod header;
pub mod player_links;
pub mod table_view;
