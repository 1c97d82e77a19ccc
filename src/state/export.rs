//! `Tout exporter`: every character as this page holds it (stored or still
//! waiting for room), in one file, remembered as the last backup.

use super::backup::Backup;
use super::browser::download;
use super::Roster;
use crate::save::file;
use crate::text;

pub fn export_all(roster: Roster, backup: Backup) {
    if download(text::EXPORT_ALL_FILE, "application/json", &file::export_records(&roster.all_records())) {
        backup.exported();
    }
}
