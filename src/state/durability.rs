//! Durable storage: once, after the first real edit (never at the first
//! paint), the app asks the browser to keep its storage through its
//! housekeeping (`navigator.storage.persist()`), and remembers the answer
//! for Fiche to show. Browsers grant it without a prompt to installed or
//! bookmarked sites; elsewhere the player is told to export.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// What the browser said about keeping this site's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    /// Not asked yet: no edit so far in this page.
    NotAsked,
    /// Asked; the browser has not answered yet.
    Asking,
    Granted,
    Denied,
    /// The browser has no such API.
    Unsupported,
}

impl Durability {
    /// The UI contract's `data-value`.
    pub fn code(self) -> &'static str {
        match self {
            Durability::NotAsked | Durability::Asking => "",
            Durability::Granted => "granted",
            Durability::Denied => "denied",
            Durability::Unsupported => "unsupported",
        }
    }
}

/// The page's one, shared through context.
#[derive(Clone, Copy)]
pub struct DurableStorage {
    state: RwSignal<Durability>,
}

impl DurableStorage {
    pub fn provide() -> DurableStorage {
        let state = if storage_manager().is_some() { Durability::NotAsked } else { Durability::Unsupported };
        let durable = DurableStorage { state: RwSignal::new(state) };
        provide_context(durable);
        durable
    }

    pub fn use_it() -> DurableStorage {
        expect_context::<DurableStorage>()
    }

    /// What is known (tracked).
    pub fn get(&self) -> Durability {
        self.state.get()
    }

    /// Whether the browser has answered, or cannot be asked (tracked).
    pub fn known(&self) -> bool {
        !matches!(self.state.get(), Durability::NotAsked | Durability::Asking)
    }

    /// Asks the browser, the first time only; later calls do nothing.
    pub fn ask_once(&self) {
        if self.state.get_untracked() != Durability::NotAsked {
            return;
        }
        self.state.set(Durability::Asking);
        let state = self.state;
        wasm_bindgen_futures::spawn_local(async move {
            let granted = persist().await;
            state.try_set(match granted {
                Some(true) => Durability::Granted,
                Some(false) => Durability::Denied,
                None => Durability::Unsupported,
            });
        });
    }
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The navigator with `storage`, which not every browser has.
    type StorageNavigator;
    #[wasm_bindgen(method, getter)]
    fn storage(this: &StorageNavigator) -> Option<StorageManager>;
    type StorageManager;
    /// To tell whether the browser can be asked at all.
    #[wasm_bindgen(method, getter, js_name = persist)]
    fn persist_function(this: &StorageManager) -> Option<js_sys::Function>;
    #[wasm_bindgen(method, catch)]
    fn persist(this: &StorageManager) -> Result<js_sys::Promise, JsValue>;
}

/// `navigator.storage`, where the browser has it.
fn storage_manager() -> Option<StorageManager> {
    let navigator: StorageNavigator = web_sys::window()?.navigator().unchecked_into();
    navigator.storage().filter(|manager| manager.persist_function().is_some())
}

/// `navigator.storage.persist()`'s answer; `None` where it cannot be asked.
async fn persist() -> Option<bool> {
    let promise = storage_manager()?.persist().ok()?;
    JsFuture::from(promise).await.ok()?.as_bool()
}

/// Where the note on Safari's seven days was dismissed (a preference of
/// this browser, not part of any character).
const SAFARI_NOTE_KEY: &str = "fiche-ombre:note-safari-vue";

/// Safari on an iPhone or an iPad, in a tab rather than from the home
/// screen: WebKit then clears a site's storage after seven days of use
/// without a visit to it, and the player has not dismissed the note yet.
pub fn safari_note_due() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let agent = window.navigator().user_agent().unwrap_or_default();
    let apple_touch = agent.contains("iPhone")
        || agent.contains("iPad")
        || (agent.contains("Macintosh") && window.navigator().max_touch_points() > 1);
    // Other browsers on iOS name themselves (Chrome, Firefox, Edge).
    let safari = agent.contains("Safari") && !["CriOS", "FxiOS", "EdgiOS"].iter().any(|b| agent.contains(b));
    let installed = window.match_media("(display-mode: standalone)").ok().flatten().is_some_and(|m| m.matches());
    apple_touch && safari && !installed && !matches!(super::storage::read(SAFARI_NOTE_KEY), Ok(Some(_)))
}

/// The note was read: it is not shown again in this browser.
pub fn dismiss_safari_note() {
    let _ = super::storage::write(SAFARI_NOTE_KEY, "1");
}
