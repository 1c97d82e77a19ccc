//! The Leptos components. They read the state, call the rules and render;
//! they hold no game logic of their own.

mod app;
mod attributes_panel;
mod ids;
mod number_field;

pub use app::App;
pub use attributes_panel::AttributesPanel;
pub use number_field::NumberField;
