//! The Leptos components, by screen. They read the store, send commands to
//! the rules through it, and render; they hold no game logic of their own.
//! `app.rs` lays out the page (with `sections.rs`, its tabs, and `later.rs`,
//! the first screen built in parts); each screen has its folder and builds
//! with `widgets/`, never with another screen's pieces.

mod app;
mod direct;
pub mod fiche;
pub mod jeu;
pub mod journal;
mod later;
pub mod partage;
mod sections;
pub mod table;
mod update_banner;
pub mod widgets;

pub use app::App;
pub use direct::live_join::LiveJoin;
pub use fiche::attributes_panel::AttributesPanel;
pub use fiche::defense_panel::DefensePanel;
pub use fiche::health_settings::HealthSettings;
pub use fiche::identity_panel::IdentityPanel;
pub use fiche::magic_panels::{SpellsPanel, TalentsPanel};
pub use fiche::perception_panel::PerceptionPanel;
pub use fiche::profile_panel::ProfilePanel;
pub use fiche::roster_bar::RosterBar;
pub use fiche::weapons_panel::WeaponsPanel;
pub use fiche::FichePanels;
pub use jeu::conditions_panel::ConditionsPanel;
pub use jeu::fight_panel::FightPanel;
pub use jeu::health_panel::HealthPanel;
pub use jeu::insanity_panel::InsanityPanel;
pub use jeu::madness_card::MadnessCard;
pub use jeu::play_bar::PlayBar;
pub use jeu::rolls_panel::RollsPanel;
pub use jeu::time_panel::TimePanel;
pub use journal::journal_panel::{
    JournalPanel, SHOWN_AT_FIRST as JOURNAL_FIRST_LINES, SHOWN_MORE as JOURNAL_MORE_LINES,
};
pub use journal::madness_table::MadnessTable;
pub use later::{building, later};
pub use partage::import_dialog::ImportDialog;
pub use partage::share_panel::SharePanel;
pub use sections::{Section, SectionPanel, SectionTabs, Shown};
pub use table::fight::TablePanel;
pub use table::player_links::PlayerLinks;
pub use table::table_view::TableView;
pub use update_banner::{OfflineStatus, UpdateBanner};
pub use widgets::field::Field;
pub use widgets::module_host::{ModuleHost, Place};
pub use widgets::qr_code::CharacterQr;
pub use widgets::{keyed_list, when};
