//! The Leptos components. They read the store, send commands to the rules
//! through it, and render; they hold no game logic of their own.

mod amount_field;
mod app;
mod attributes_panel;
mod conditions_panel;
mod confirm;
mod defense_panel;
mod edit;
mod field;
mod health_panel;
mod health_settings;
mod identity_panel;
mod ids;
mod import_dialog;
mod insanity_panel;
mod journal_panel;
pub mod keyed_list;
mod last_events;
mod later;
mod madness_card;
mod madness_table;
mod magic_panels;
mod perception_panel;
mod play_bar;
mod player_links;
mod profile_panel;
mod readout;
mod rolls_panel;
mod roster_bar;
mod sections;
mod share_host;
mod share_panel;
mod table_view;
mod time_panel;
mod update_banner;
mod weapons_panel;
pub mod when;

/// Every view here is written with this `view!`: Leptos's, with the HTML
/// attributes untyped, which makes the wasm smaller (crates/view_macro/).
use view_macro::view;

pub use app::App;
pub use attributes_panel::AttributesPanel;
pub use conditions_panel::ConditionsPanel;
pub use defense_panel::DefensePanel;
pub use field::Field;
pub use health_panel::HealthPanel;
pub use health_settings::HealthSettings;
pub use identity_panel::IdentityPanel;
pub use import_dialog::ImportDialog;
pub use insanity_panel::InsanityPanel;
pub use journal_panel::{JournalPanel, SHOWN_AT_FIRST as JOURNAL_FIRST_LINES, SHOWN_MORE as JOURNAL_MORE_LINES};
pub use later::{building, later};
pub use madness_card::MadnessCard;
pub use madness_table::MadnessTable;
pub use magic_panels::{SpellsPanel, TalentsPanel};
pub use perception_panel::PerceptionPanel;
pub use play_bar::PlayBar;
pub use player_links::PlayerLinks;
pub use profile_panel::ProfilePanel;
pub use rolls_panel::RollsPanel;
pub use roster_bar::RosterBar;
pub use sections::{Section, SectionPanel, SectionTabs, Shown};
pub use share_host::{ModulePanel, ShareHost};
pub use share_panel::SharePanel;
pub use table_view::TableView;
pub use time_panel::TimePanel;
pub use update_banner::{OfflineStatus, UpdateBanner};
pub use weapons_panel::WeaponsPanel;
