//! Fiche in the share module: a copy of the app's character in play, in a
//! store of its own that the Fiche panels read as they read the app's. Its
//! commands run in the app's store (`Request::Edit`), the one way into the
//! rules; the copy follows the app's notices.

use leptos::prelude::*;

use super::Host;
use crate::rules::journal::tracker::Tracker;
use crate::state::SheetStore;

/// Provides Fiche's store: the open character as the app last told it.
pub fn provide(host: Host) -> SheetStore {
    let open = untrack(|| host.told_open()).or_else(|| host.open_untracked());
    let id = StoredValue::new(open.as_ref().map(|(id, _)| id.clone()).unwrap_or_default());
    let forward = Callback::new(move |command| host.edit(id.get_value(), command));
    let store =
        SheetStore::forwarding(open.map(|(_, t)| t).unwrap_or_else(|| Tracker::new(Default::default())), forward);
    Effect::new(move |_| {
        if let Some((open, tracker)) = host.told_open() {
            id.set_value(open);
            store.follow(tracker);
        }
    });
    provide_context(store);
    store
}
