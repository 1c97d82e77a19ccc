//! A labelled whole-number field that never loses what the player typed.
//!
//! The field shows the text as typed. Each edit is offered to `apply`, which
//! asks the rules; a refusal comes back as a French message shown next to the
//! field (`role="alert"`) while the model keeps its last valid value.

use leptos::prelude::*;

use super::ids::unique_id;

#[component]
pub fn NumberField(
    /// Accessible name and visible label.
    label: &'static str,
    /// The last valid value, from the model.
    #[prop(into)]
    value: Signal<i32>,
    /// Tries to apply the typed text; `Err` holds the French message.
    apply: Callback<String, Result<(), String>>,
    /// Set when the field may hold a negative number.
    #[prop(optional)]
    allow_negative: bool,
) -> impl IntoView {
    let id = unique_id(label);
    let error_id = format!("{id}-err");
    let (error, set_error) = signal(None::<String>);

    let on_input = move |ev: leptos::ev::Event| {
        let typed = event_target_value(&ev);
        set_error.set(apply.run(typed).err());
    };

    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            <input
                id=id
                type="text"
                inputmode="numeric"
                pattern=if allow_negative { "[−\\-+]?[0-9]*" } else { "[+]?[0-9]*" }
                autocomplete="off"
                aria-invalid=move || if error.get().is_some() { "true" } else { "false" }
                aria-describedby=error_id.clone()
                prop:value=move || value.get().to_string()
                on:input=on_input
            />
            <p id=error_id class="field-error" role="alert">
                {move || error.get()}
            </p>
        </div>
    }
}
