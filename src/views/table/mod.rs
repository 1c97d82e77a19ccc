//! The table: every character as a card the GM acts on, one clock for all,
//! the players' links, the GM's fight; the table module (src/table.rs) builds these.

pub mod cards;
pub mod fight;
pub mod fight_view;
pub mod header;
pub mod live_panel;
pub mod player_links;
pub mod table_view;
