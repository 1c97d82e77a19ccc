//! The Leptos components. They read the store, send commands to the rules
//! through it, and render; they hold no game logic of their own.

mod amount_field;
mod app;
mod attributes_panel;
mod conditions_panel;
mod defense_panel;
mod edit;
mod field;
mod health_panel;
mod identity_panel;
mod ids;
mod import_dialog;
mod insanity_panel;
mod journal_panel;
mod last_events;
mod madness_card;
mod madness_table;
mod perception_panel;
mod readout;
mod rolls_panel;
mod roster_bar;
mod share_panel;
mod time_panel;
mod update_banner;
mod weapons_panel;

pub use app::App;
pub use attributes_panel::AttributesPanel;
pub use conditions_panel::ConditionsPanel;
pub use defense_panel::DefensePanel;
pub use field::Field;
pub use health_panel::HealthPanel;
pub use identity_panel::IdentityPanel;
pub use import_dialog::ImportDialog;
pub use insanity_panel::InsanityPanel;
pub use journal_panel::JournalPanel;
pub use madness_card::MadnessCard;
pub use madness_table::MadnessTable;
pub use perception_panel::PerceptionPanel;
pub use rolls_panel::RollsPanel;
pub use roster_bar::RosterBar;
pub use share_panel::SharePanel;
pub use time_panel::TimePanel;
pub use update_banner::{OfflineStatus, UpdateBanner};
pub use weapons_panel::WeaponsPanel;
