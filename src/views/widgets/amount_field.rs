//! A field for an amount at stake, a number (2) or dice (1d3, 2d6+1): Folie
//! gained or lost, damage taken or healed. The buttons beside it read it
//! when pressed; a bad amount is refused next to it, in French.

use leptos::prelude::*;

use super::ids::unique_id;
use crate::rules::rolls::expression::Amount;
use crate::text;

/// The typed amount and its refusal, shared by the field and its buttons.
#[derive(Clone, Copy)]
pub struct AmountInput {
    text: RwSignal<String>,
    error: RwSignal<Option<String>>,
}

impl AmountInput {
    pub fn new(initial: &str) -> AmountInput {
        AmountInput { text: RwSignal::new(initial.to_string()), error: RwSignal::new(None) }
    }

    /// The amount typed, or `None` with its refusal shown by the field.
    pub fn parse(&self) -> Option<Amount> {
        match Amount::parse(&self.text.get_untracked()) {
            Ok(amount) => {
                self.error.set(None);
                Some(amount)
            }
            Err(e) => {
                self.error.set(Some(text::expression_error(e)));
                None
            }
        }
    }
}

impl AmountInput {
    /// Runs `act` with the amount typed (nothing, with the refusal shown,
    /// when it does not parse). An amount is used once: when `act` succeeds
    /// the field is emptied, so that a second press never reuses it
    /// without the player typing it again.
    pub fn spend<T, E>(&self, act: impl FnOnce(Amount) -> Result<T, E>) -> Option<Result<T, E>> {
        let outcome = act(self.parse()?);
        if outcome.is_ok() {
            self.text.set(String::new());
        }
        Some(outcome)
    }
}

/// `hint`: what the amount is for, when the label does not say it all.
/// The field starts empty: what is typed is the whole amount. Enter (a
/// phone keyboard's OK) only closes the keyboard: the amount feeds opposite
/// buttons (Subir or Soigner, Gagner or Retirer), and the player picks one.
#[component]
pub fn AmountField(
    label: &'static str,
    input: AmountInput,
    #[prop(default = text::AMOUNT_HINT)] hint: &'static str,
) -> impl IntoView {
    let id = unique_id(label);
    let hint_id = format!("{id}-hint");
    let error_id = format!("{id}-err");
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            <p class="hint" id=hint_id.clone()>{hint}</p>
            <input
                id=id
                type="text"
                autocomplete="off"
                enterkeyhint="done"
                placeholder=text::AMOUNT_PLACEHOLDER
                aria-describedby=format!("{hint_id} {error_id}")
                aria-invalid=move || if input.error.get().is_some() { "true" } else { "false" }
                prop:value=move || input.text.get()
                on:input=move |ev| {
                    input.text.set(event_target_value(&ev));
                    input.error.set(None);
                }
                on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                    if ev.key() == "Enter" {
                        ev.prevent_default();
                        let field: web_sys::HtmlElement = event_target(&ev);
                        let _ = field.blur();
                    }
                }
            />
            <p class="field-error" id=error_id role="alert">{move || input.error.get()}</p>
        </div>
    }
}
