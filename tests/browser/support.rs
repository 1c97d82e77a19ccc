//! Helpers that drive a mounted component the way a person would: find a
//! control by its label, type into it, click it, then read the DOM.

use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::state::SheetStore;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement, HtmlSelectElement};

/// Mounts `view` into a fresh container and returns the container.
pub fn mount<F, V>(view: F) -> Element
where
    F: FnOnce() -> V + 'static,
    V: IntoView + 'static,
{
    let document = document();
    let container = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&container).unwrap();
    let handle = leptos::mount::mount_to(container.clone().unchecked_into::<HtmlElement>(), view);
    // The view lives as long as the page: each test has its own container.
    handle.forget();
    container
}

/// Mounts `view` with a store holding `tracker`, as the app provides it.
pub fn mount_with<F, V>(tracker: Tracker, view: F) -> (Element, SheetStore)
where
    F: FnOnce() -> V + 'static,
    V: IntoView + 'static,
{
    let store = SheetStore::new(tracker);
    let root = mount(move || {
        provide_context(store);
        view()
    });
    (root, store)
}

/// A new character after `commands`, rolled with exactly `dice`.
pub fn tracker_after(commands: &[Command], dice: &[u32]) -> Tracker {
    crate::play::play(Tracker::default(), commands, dice)
}

/// Lets pending reactive updates reach the DOM: a few scheduler ticks, then
/// a macrotask, by which time every microtask-scheduled effect has run.
pub async fn settle() {
    for _ in 0..3 {
        leptos::task::tick().await;
    }
    let timeout = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(timeout).await.unwrap();
}

/// The form control whose `<label>` reads `name`.
pub fn field(root: &Element, name: &str) -> HtmlInputElement {
    field_in(root, name).unchecked_into()
}

fn field_in(root: &Element, name: &str) -> Element {
    let labels = root.query_selector_all("label").unwrap();
    for i in 0..labels.length() {
        let label: Element = labels.item(i).unwrap().unchecked_into();
        if label.text_content().unwrap_or_default().trim() == name {
            let id = label.get_attribute("for").expect("label without `for`");
            return root
                .query_selector(&format!("#{id}"))
                .unwrap()
                .unwrap_or_else(|| panic!("no control with id {id}"));
        }
    }
    panic!("no field labelled {name:?}");
}

/// Types `text` into the field labelled `name` and leaves it, as a person
/// would: the field applies what was typed.
pub async fn type_into(root: &Element, name: &str, text: &str) {
    type_keys(root, name, text).await;
    commit(root, name).await;
}

/// Replaces the field's text key by key (one `input` per character), without
/// leaving the field: nothing is applied yet.
pub async fn type_keys(root: &Element, name: &str, text: &str) {
    // A person types into a page already shown: a freshly mounted field
    // gets its first value on the next tick.
    settle().await;
    let input = field(root, name);
    input.set_value("");
    fire(&input, "input");
    let mut typed = String::new();
    for c in text.chars() {
        typed.push(c);
        input.set_value(&typed);
        fire(&input, "input");
        settle().await;
    }
    settle().await;
}

/// Leaves the field labelled `name` (or presses Enter in it): `change`.
pub async fn commit(root: &Element, name: &str) {
    fire(&field(root, name), "change");
    settle().await;
}

/// Dispatches a bubbling event of type `kind` on `target`.
fn fire(target: &web_sys::EventTarget, kind: &str) {
    let init = EventInit::new();
    init.set_bubbles(true);
    target.dispatch_event(&Event::new_with_event_init_dict(kind, &init).unwrap()).unwrap();
}

/// Clicks the first button named exactly `name`.
pub async fn click(root: &Element, name: &str) {
    button(root, name).click();
    settle().await;
}

/// The first button named exactly `name`: its `aria-label`, else its text
/// (as a screen reader, or Playwright, names it).
pub fn button(root: &Element, name: &str) -> HtmlElement {
    let buttons = root.query_selector_all("button").unwrap();
    (0..buttons.length())
        .map(|i| buttons.item(i).unwrap().unchecked_into::<HtmlElement>())
        .find(|b| b.get_attribute("aria-label").unwrap_or_else(|| b.text_content().unwrap_or_default()).trim() == name)
        .unwrap_or_else(|| panic!("no button {name:?}"))
}

/// Picks the option `value` of the select labelled `name`.
pub async fn choose(root: &Element, name: &str, value: &str) {
    let select: HtmlSelectElement = field(root, name).unchecked_into();
    select.set_value(value);
    fire(&select, "change");
    settle().await;
}

/// Every element with that test id.
pub fn all_by_test_id(root: &Element, id: &str) -> Vec<Element> {
    let nodes = root.query_selector_all(&format!("[data-testid=\"{id}\"]")).unwrap();
    (0..nodes.length()).map(|i| nodes.item(i).unwrap().unchecked_into()).collect()
}

/// The element with `data-testid="id"`.
pub fn by_test_id(root: &Element, id: &str) -> Element {
    root.query_selector(&format!("[data-testid=\"{id}\"]"))
        .unwrap()
        .unwrap_or_else(|| panic!("no element with data-testid {id}"))
}

/// The integer in `data-value` of the element with that test id.
pub fn value_of(root: &Element, id: &str) -> i32 {
    let element = by_test_id(root, id);
    let raw = element.get_attribute("data-value").expect("no data-value");
    raw.parse().unwrap_or_else(|_| panic!("data-value {raw:?} is not an integer"))
}

/// Texts of every `role="alert"` element that says something. The share
/// module's places are left out: these tests have no share module (it is a
/// second wasm module, tested end to end in tests/e2e), so they say it
/// could not be loaded.
pub fn alerts(root: &Element) -> Vec<String> {
    let nodes = root.query_selector_all("[role=alert]:not(.module-host *)").unwrap();
    (0..nodes.length())
        .filter_map(|i| nodes.item(i).and_then(|n| n.text_content()))
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .collect()
}
