//! Fiche in the share module: a copy of the sheet of the app's character
//! in play (Fiche's panels read no journal), in a store of its own that the
//! panels read as they read the app's. Its commands run in the app's store
//! (`Request::Edit`), the one way into the rules; the copy follows the
//! app's notices.

use leptos::prelude::*;

use super::Host;
use crate::rules::journal::tracker::Tracker;
use crate::state::SheetStore;

/// Provides Fiche's store: the open character's sheet as the app last told it.
pub fn provide(host: Host) -> SheetStore {
    let open = untrack(|| host.told_open()).or_else(|| host.open_untracked().map(|(id, t)| (id, t.sheet().clone())));
    let (id, sheet) = open.unwrap_or_default();
    let id = StoredValue::new(id);
    let forward = Callback::new(move |command| host.edit(id.get_value(), command));
    let store = SheetStore::forwarding(Tracker::new(sheet), forward);
    Effect::new(move |_| {
        let Some((open, sheet)) = host.told_open() else { return };
        // After an edit, the notice brings the sheet its reply has shown:
        // nothing to draw again. Another character, or a change from Jeu, is.
        let same = id.with_value(|i| *i == open) && store.with_sheet_untracked(|s| *s == sheet);
        if !same {
            id.set_value(open);
            store.follow(Tracker::new(sheet));
        }
    });
    provide_context(store);
    store
}
