//! Backups that remind themselves: the app remembers when the whole roster
//! was last exported to a file, and whether anything changed since; past
//! [`REMIND_AFTER_DAYS`] with changes, Fiche says so, once a session.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use super::storage;

/// Where the last export is remembered (a fact of this browser, not of a character).
pub const BACKUP_KEY: &str = "fiche-ombre:sauvegarde";
pub const REMIND_AFTER_DAYS: u64 = 14;
const DAY_MS: f64 = 24.0 * 60.0 * 60.0 * 1000.0;

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
struct LastExport {
    /// When, in ms since 1970 (the browser's clock).
    at: f64,
    /// Whether a character was saved since.
    changed: bool,
}

/// The page's one, shared through context.
#[derive(Clone, Copy)]
pub struct Backup {
    last: RwSignal<Option<LastExport>>,
    /// `Plus tard` was pressed: not said again this session.
    dismissed: RwSignal<bool>,
}

impl Backup {
    pub fn provide() -> Backup {
        let last = storage::read(BACKUP_KEY).ok().flatten().and_then(|raw| serde_json::from_str(&raw).ok());
        let backup = Backup { last: RwSignal::new(last), dismissed: RwSignal::new(false) };
        provide_context(backup);
        backup
    }

    pub fn use_it() -> Backup {
        expect_context::<Backup>()
    }

    /// The roster was just exported to a file.
    pub fn exported(&self) {
        self.remember(LastExport { at: js_sys::Date::now(), changed: false });
    }

    /// A character changed: the last export no longer holds everything.
    pub fn changed(&self) {
        if let Some(last) = self.last.get_untracked().filter(|l| !l.changed) {
            self.remember(LastExport { changed: true, ..last });
        }
    }

    fn remember(&self, last: LastExport) {
        if let Ok(json) = serde_json::to_string(&last) {
            let _ = storage::write(BACKUP_KEY, &json);
        }
        self.last.set(Some(last));
    }

    /// Whole days since the last export, when it is time to say so (tracked).
    pub fn overdue_days(&self) -> Option<u64> {
        let last = self.last.get().filter(|l| l.changed)?;
        let days = ((js_sys::Date::now() - last.at) / DAY_MS).floor().max(0.0) as u64;
        (days >= REMIND_AFTER_DAYS && !self.dismissed.get()).then_some(days)
    }

    /// `Plus tard`: not again this session.
    pub fn dismiss(&self) {
        self.dismissed.set(true);
    }
}
