//! A labelled field that never loses what the player typed, and never
//! applies half of it.
//!
//! The field shows the text as typed. The value is applied when the player
//! commits it (`change`: leaving the field or pressing Enter), never at each
//! keystroke, so typing "11" in Volonté never passes through 1. While typing,
//! only text that no further typing can make valid is refused at once.
//! A refusal is a French message next to the field (`role="alert"`) while
//! the model keeps its last valid value; a consequence of an applied edit
//! (Folie lowered with Volonté) is said next to the field too. Both are
//! shown for the model value they were written about, so they go as soon as
//! the model changes from elsewhere (undo, another tab).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::ids::unique_id;
use crate::rules::character::sheet::MAX_TEXT;
use crate::text;

/// What a field does with the text typed into it.
#[derive(Clone, Copy)]
pub struct Apply {
    /// Applies committed text. `Ok(Some(note))` is a consequence worth
    /// saying next to the field; `Err` is the French refusal.
    pub commit: Callback<String, Result<Option<String>, String>>,
    /// While typing: a refusal for text no further typing can make valid.
    pub check: Option<Callback<String, Option<String>>>,
}

impl Apply {
    /// A field whose text is only checked when committed.
    pub fn on_commit(commit: impl Fn(String) -> Result<Option<String>, String> + Send + Sync + 'static) -> Apply {
        Apply { commit: Callback::new(commit), check: None }
    }
}

#[derive(Clone, PartialEq)]
enum Message {
    Refused(String),
    Consequence(String),
}

#[component]
pub fn Field(
    /// Accessible name and visible label.
    label: &'static str,
    /// The model's value, as text.
    #[prop(into)]
    value: Signal<String>,
    apply: Apply,
    /// A whole number: phones show the digit keyboard.
    #[prop(optional)]
    numeric: bool,
    /// A hint shown under the label.
    #[prop(optional)]
    hint: Option<&'static str>,
    #[prop(optional)] placeholder: Option<&'static str>,
    /// Longest text the field takes (a name's 80 when not given).
    #[prop(optional)]
    max_chars: Option<usize>,
    /// A text of several lines (Notes, descriptions): a `<textarea>`.
    #[prop(optional)]
    multiline: bool,
    /// A value the player usually replaces rather than edits (every number,
    /// a weapon's damage): its text is selected when the field is entered,
    /// so that typing 11 over 10 gives 11, not 1011.
    #[prop(optional)]
    replace: bool,
) -> impl IntoView {
    let id = unique_id(label);
    let error_id = format!("{id}-err");
    let hint_id = format!("{id}-hint");
    let describedby = if hint.is_some() { format!("{hint_id} {error_id}") } else { error_id.clone() };
    let edit = Edit {
        value,
        apply,
        message: RwSignal::new(None),
        typing: StoredValue::new(None),
        just_entered: StoredValue::new(false),
        replace: replace || numeric,
    };
    let consequence = move || edit.consequence();

    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            {hint.map(|h| view! { <p id=hint_id class="hint">{h}</p> })}
            {control(id, edit, Shape { multiline, numeric, max_chars, placeholder }, describedby)}
            <p id=error_id class="field-error" role="alert">
                {move || edit.refusal()}
                {move || consequence().map(|text| view! { <span class="field-note">{text}</span> })}
            </p>
        </div>
    }
}

/// What kind of control a field is.
struct Shape {
    multiline: bool,
    numeric: bool,
    max_chars: Option<usize>,
    placeholder: Option<&'static str>,
}

/// The field's input (or textarea), wired to its edit.
fn control(id: String, edit: Edit, shape: Shape, describedby: String) -> AnyView {
    let invalid = move || if edit.refusal().is_some() { "true" } else { "false" };
    let Shape { multiline, numeric, max_chars, placeholder } = shape;
    if multiline {
        view! {
            <textarea
                id=id
                rows="4"
                maxlength=max_chars.unwrap_or(MAX_TEXT).to_string()
                aria-invalid=invalid
                aria-describedby=describedby
                prop:value=move || edit.shown()
                on:input=move |ev| edit.input(ev)
                on:change=move |ev| edit.change(ev)
                on:blur=move |ev| edit.blur(ev)
            ></textarea>
        }
        .into_any()
    } else {
        view! {
            <input
                id=id
                type="text"
                inputmode=numeric.then_some("numeric")
                maxlength=(!numeric).then(|| max_chars.unwrap_or(MAX_TEXT).to_string())
                placeholder=placeholder
                autocomplete="off"
                aria-invalid=invalid
                aria-describedby=describedby
                prop:value=move || edit.shown()
                on:input=move |ev| edit.input(ev)
                on:change=move |ev| edit.change(ev)
                on:blur=move |ev| edit.blur(ev)
                on:focus=move |ev| edit.focus(ev)
                on:mouseup=move |ev| edit.mouseup(ev)
            />
        }
        .into_any()
    }
}

/// A field's edit in progress: what is typed, and what is said under it.
#[derive(Clone, Copy)]
struct Edit {
    value: Signal<String>,
    apply: Apply,
    /// The message and the model value it was written about.
    message: RwSignal<Option<(Message, String)>>,
    /// What the player is typing, until it is committed, and the model's
    /// value when the typing began: while it lasts, a change of the model
    /// from elsewhere (another tab's save adopted) does not overwrite it,
    /// and the commit says what it replaced. Not a signal: the field only
    /// follows the model.
    typing: StoredValue<Option<(String, String)>>,
    /// Entered by a tap or a click, the browser puts the caret where the
    /// pointer came up, undoing the selection: that once, it does not.
    just_entered: StoredValue<bool>,
    /// Its text is selected when the field is entered.
    replace: bool,
}

impl Edit {
    fn current(self) -> Option<Message> {
        let value = self.value;
        self.message
            .with(|m| m.as_ref().filter(|(_, shown_for)| value.with(|v| v == shown_for)).map(|(m, _)| m.clone()))
    }

    fn refusal(self) -> Option<String> {
        match self.current() {
            Some(Message::Refused(text)) => Some(text),
            _ => None,
        }
    }

    fn consequence(self) -> Option<String> {
        match self.current() {
            Some(Message::Consequence(text)) => Some(text),
            _ => None,
        }
    }

    fn say(self, m: Option<Message>) {
        self.message.set(m.map(|m| (m, self.value.get_untracked())));
    }

    /// The text shown: what is typed, else the model's.
    fn shown(self) -> String {
        let model = self.value.get();
        self.typing.with_value(|t| t.as_ref().map(|(typed, _)| typed.clone())).unwrap_or(model)
    }

    fn input(self, ev: leptos::ev::Event) {
        self.just_entered.set_value(false);
        let text = event_target_value(&ev);
        // Text equal to the model is no edit: the field keeps following it.
        let model = self.value.get_untracked();
        let began = self.typing.with_value(|t| t.as_ref().map(|(_, began)| began.clone())).unwrap_or(model.clone());
        self.typing.set_value((text != model).then_some((text, began)));
        let early = self.apply.check.and_then(|check| check.run(event_target_value(&ev)));
        self.say(early.map(Message::Refused));
    }

    /// Left with an edit never committed (typed, then typed back to what
    /// the field showed: no `change`): the field shows the model again.
    fn blur(self, ev: leptos::ev::FocusEvent) {
        self.just_entered.set_value(false);
        if self.typing.get_value().is_some() {
            self.typing.set_value(None);
            if let Some(target) = ev.target() {
                target.unchecked_ref::<TextControl>().set_value(&self.value.get_untracked());
            }
        }
    }

    fn focus(self, ev: leptos::ev::FocusEvent) {
        if self.replace {
            let input: web_sys::HtmlInputElement = event_target(&ev);
            input.select();
            self.just_entered.set_value(true);
        }
    }

    fn mouseup(self, ev: leptos::ev::MouseEvent) {
        if self.just_entered.get_value() {
            self.just_entered.set_value(false);
            ev.prevent_default();
        }
    }

    fn change(self, ev: leptos::ev::Event) {
        let began = self.typing.try_update_value(Option::take).flatten().map(|(_, began)| began);
        // Changed elsewhere (another tab) while this was typed: what it
        // replaces is said, so that nothing of it is lost.
        let theirs = self.value.get_untracked();
        let replaced = began.filter(|began| *began != theirs).map(|_| theirs);
        let outcome = self.apply.commit.run(event_target_value(&ev));
        self.say(match outcome {
            Ok(note) => note.or(replaced.map(|theirs| text::typed_over_elsewhere(&theirs))).map(Message::Consequence),
            Err(refused) => Some(Message::Refused(refused)),
        });
    }
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// A field's `<input>` or `<textarea>`: both have `value`.
    type TextControl;
    #[wasm_bindgen(method, setter)]
    fn set_value(this: &TextControl, value: &str);
}
