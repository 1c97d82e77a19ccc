//! Jeu: the round under the thumb, the madness under way, Santé, Folie,
//! the states, the rolls, the fight and time, with the bar at the bottom.

pub mod conditions_panel;
pub mod fight_panel;
pub mod health_panel;
pub mod insanity_panel;
pub mod madness_card;
pub mod play_bar;
pub mod rolls_panel;
pub mod time_panel;
