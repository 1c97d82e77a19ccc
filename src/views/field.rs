//! A labelled field that never loses what the player typed.
//!
//! The field shows the text as typed. Each edit is offered to `apply`, which
//! asks the rules; a refusal comes back as a French message shown next to the
//! field (`role="alert"`) while the model keeps its last valid value. When
//! the model changes from elsewhere (undo), the field follows it and any old
//! message goes.

use leptos::prelude::*;

use super::ids::unique_id;

#[component]
pub fn Field(
    /// Accessible name and visible label.
    label: &'static str,
    /// The model's value, as text.
    #[prop(into)]
    value: Signal<String>,
    /// Tries to apply the typed text; `Err` holds the French message.
    apply: Callback<String, Result<(), String>>,
    /// A whole number: phones show the digit keyboard.
    #[prop(optional)]
    numeric: bool,
    /// A hint shown under the label.
    #[prop(optional)]
    hint: Option<&'static str>,
    #[prop(optional)]
    placeholder: Option<&'static str>,
) -> impl IntoView {
    let id = unique_id(label);
    let error_id = format!("{id}-err");
    let hint_id = format!("{id}-hint");
    let describedby = if hint.is_some() { format!("{hint_id} {error_id}") } else { error_id.clone() };
    let (error, set_error) = signal(None::<String>);

    Effect::new(move |_| {
        value.track();
        set_error.set(None);
    });

    let on_input = move |ev: leptos::ev::Event| {
        set_error.set(apply.run(event_target_value(&ev)).err());
    };

    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            {hint.map(|h| view! { <p id=hint_id class="hint">{h}</p> })}
            <input
                id=id
                type="text"
                inputmode=numeric.then_some("numeric")
                maxlength=(!numeric).then_some("80")
                placeholder=placeholder
                autocomplete="off"
                aria-invalid=move || if error.get().is_some() { "true" } else { "false" }
                aria-describedby=describedby
                prop:value=move || value.get()
                on:input=on_input
            />
            <p id=error_id class="field-error" role="alert">
                {move || error.get()}
            </p>
        </div>
    }
}
