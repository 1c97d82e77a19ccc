//! Helpers that drive a mounted component the way a person would: find a
//! control by its label, type into it, click it, then read the DOM.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement};

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

/// Lets pending reactive updates reach the DOM.
pub async fn settle() {
    leptos::task::tick().await;
}

/// The form control whose `<label>` reads `name`.
pub fn field(root: &Element, name: &str) -> HtmlInputElement {
    let labels = root.query_selector_all("label").unwrap();
    for i in 0..labels.length() {
        let label: Element = labels.item(i).unwrap().unchecked_into();
        if label.text_content().unwrap_or_default().trim() == name {
            let id = label.get_attribute("for").expect("label without `for`");
            return root
                .query_selector(&format!("#{id}"))
                .unwrap()
                .unwrap_or_else(|| panic!("no control with id {id}"))
                .unchecked_into();
        }
    }
    panic!("no field labelled {name:?}");
}

/// Types `text` into the field labelled `name`, as a keyboard would.
pub async fn type_into(root: &Element, name: &str, text: &str) {
    let input = field(root, name);
    input.set_value(text);
    let init = EventInit::new();
    init.set_bubbles(true);
    input
        .dispatch_event(&Event::new_with_event_init_dict("input", &init).unwrap())
        .unwrap();
    settle().await;
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

/// Texts of every `role="alert"` element that says something.
pub fn alerts(root: &Element) -> Vec<String> {
    let nodes = root.query_selector_all("[role=alert]").unwrap();
    (0..nodes.length())
        .filter_map(|i| nodes.item(i).and_then(|n| n.text_content()))
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .collect()
}
