//! Small bridges to the browser: random ids, the URL fragment, downloads,
//! sharing and the clipboard. Each one degrades quietly where the browser
//! lacks the feature.

use wasm_bindgen::{JsCast, JsValue};

/// A random id for a character, 16 hex digits.
pub fn new_id() -> String {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // Without randomness, the time still tells two characters apart.
        bytes = (js_sys::Date::now() as u64).to_le_bytes();
    }
    format!("{:016x}", u64::from_le_bytes(bytes))
}

/// The fragment, without `#` (empty when there is none).
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .map(|h| h.trim_start_matches('#').to_string())
        .unwrap_or_default()
}

/// Removes the fragment from the address without reloading or adding history.
pub fn clear_fragment() {
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    let url = format!("{}{}", location.pathname().unwrap_or_default(), location.search().unwrap_or_default());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// The page's address without its fragment, for share links.
pub fn base_url() -> String {
    web_sys::window()
        .map(|w| {
            let l = w.location();
            format!(
                "{}{}{}",
                l.origin().unwrap_or_default(),
                l.pathname().unwrap_or_default(),
                l.search().unwrap_or_default()
            )
        })
        .unwrap_or_default()
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, mime: &str, text: &str) -> bool {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return false };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return false };
    let done = (|| {
        let document = web_sys::window()?.document()?;
        let link: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
        link.set_href(&url);
        link.set_download(name);
        document.body()?.append_child(&link).ok()?;
        link.click();
        link.remove();
        Some(())
    })();
    let _ = web_sys::Url::revoke_object_url(&url);
    done.is_some()
}

/// A file name from a character's name: ASCII letters, digits and dashes
/// (accented letters become dashes: every file system takes the result).
pub fn file_name(name: &str) -> String {
    let slug: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if slug.is_empty() {
        "personnage".to_string()
    } else {
        slug
    }
}

/// What came of sharing a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shared {
    /// The phone's share sheet sent it.
    Sent,
    /// It is in the clipboard.
    Copied,
    /// Neither (no API, refused, or the sheet was closed): the link shown
    /// on the page is there to copy by hand.
    NotDone,
}

/// Shares a link with the Web Share API when the browser has it (phones),
/// else copies it to the clipboard. The call starts at once, inside the
/// click (browsers require it); the future says how it ended.
pub fn share_or_copy(title: &str, url: &str) -> impl std::future::Future<Output = Shared> {
    let started = start_sharing(title, url);
    async move {
        let Some((outcome, promise)) = started else { return Shared::NotDone };
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => outcome,
            Err(_) => Shared::NotDone,
        }
    }
}

fn start_sharing(title: &str, url: &str) -> Option<(Shared, js_sys::Promise)> {
    let navigator: SharingNavigator = web_sys::window()?.navigator().unchecked_into();
    if navigator.share().is_some() {
        let data: ShareData = js_sys::Object::new().unchecked_into();
        data.set_title(title);
        data.set_url(url);
        if let Ok(promise) = navigator.share_link(&data) {
            return Some((Shared::Sent, promise));
        }
    }
    let promise = navigator.clipboard()?.write_text(url).ok()?;
    Some((Shared::Copied, promise))
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The navigator with the two ways to pass a link on, which not every
    /// browser has (absent: `None`).
    type SharingNavigator;
    #[wasm_bindgen(method, getter)]
    fn share(this: &SharingNavigator) -> Option<js_sys::Function>;
    #[wasm_bindgen(method, catch, js_name = share)]
    fn share_link(this: &SharingNavigator, data: &ShareData) -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn clipboard(this: &SharingNavigator) -> Option<Clipboard>;
    type Clipboard;
    #[wasm_bindgen(method, catch, js_name = writeText)]
    fn write_text(this: &Clipboard, text: &str) -> Result<js_sys::Promise, JsValue>;
    /// What `navigator.share` is given.
    type ShareData;
    #[wasm_bindgen(method, setter)]
    fn set_title(this: &ShareData, title: &str);
    #[wasm_bindgen(method, setter)]
    fn set_url(this: &ShareData, url: &str);
}

/// Waits for the browser's next task: it draws and takes input between two
/// pieces of long work.
pub async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback(&resolve);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Long work cut into slices of about [`Slices::BUDGET_MS`], the browser's
/// next task awaited between two.
pub struct Slices {
    started: f64,
}

impl Default for Slices {
    /// The first slice starts now.
    fn default() -> Slices {
        Slices { started: js_sys::Date::now() }
    }
}

impl Slices {
    const BUDGET_MS: f64 = 40.0;

    /// Awaits the next task when this slice has run its time; true then.
    pub async fn due(&mut self) -> bool {
        if js_sys::Date::now() - self.started < Self::BUDGET_MS {
            return false;
        }
        next_task().await;
        self.started = js_sys::Date::now();
        true
    }
}

/// Reads a chosen file as text.
pub async fn read_file(file: web_sys::File) -> Option<String> {
    let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok()?;
    text.as_string()
}

/// How far the page is scrolled down, in CSS pixels.
pub fn scroll_position() -> f64 {
    web_sys::window().and_then(|w| w.scroll_y().ok()).unwrap_or(0.0)
}

/// Scrolls the page to `y` CSS pixels from its top, once the page has
/// drawn what was just shown; again at the next frames (half a second at
/// most) while parts built later, such as the share panel, still make the
/// page too short to get there.
pub fn scroll_later_to(y: f64) {
    scroll_when_reachable(y, 30);
}

fn scroll_when_reachable(y: f64, frames_left: u32) {
    leptos::prelude::request_animation_frame(move || {
        let Some(window) = web_sys::window() else { return };
        window.scroll_to_with_x_and_y(0.0, y);
        let reached = window.scroll_y().map_or(true, |now| (now - y).abs() < 1.0);
        if !reached && frames_left > 0 {
            scroll_when_reachable(y, frames_left - 1);
        }
    });
}

/// Moves the keyboard focus to the element with this id, if it is there.
pub fn focus_by_id(id: &str) -> bool {
    let element = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id));
    element.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()).is_some_and(|e| e.focus().is_ok())
}

/// Applies what is typed in the focused field, as if the player had left
/// it: the page is being hidden or closed, and a field only applies its
/// text on `change`. The focus stays where it is.
pub fn commit_focused_field() {
    let Some(active) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element()) else { return };
    if ["input", "textarea"].iter().any(|tag| active.tag_name().eq_ignore_ascii_case(tag)) {
        let init = web_sys::EventInit::new();
        init.set_bubbles(true);
        if let Ok(change) = web_sys::Event::new_with_event_init_dict("change", &init) {
            let _ = active.dispatch_event(&change);
        }
    }
}
