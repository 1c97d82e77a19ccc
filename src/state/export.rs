//! `Tout exporter`: every character as this page holds it (stored or still
//! waiting for room), and the GM's bestiary and fight, in one file,
//! remembered as the last backup.

use super::backup::Backup;
use super::browser::download;
use super::Roster;
use crate::save::file;
use crate::text;

pub fn export_all(roster: Roster, backup: Backup) {
    let json = file::export_with_table(&roster.all_records(), &super::table_parts::stored());
    if download(text::EXPORT_ALL_FILE, "application/json", &json) {
        backup.exported();
    }
}
