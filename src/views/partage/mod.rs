//! Partager et sauvegarder: links, QR codes, files, the import preview and
//! Foundry; the share module (src/partage.rs) builds these.

mod files;
pub mod import_dialog;
mod import_preview;
pub mod share_panel;
