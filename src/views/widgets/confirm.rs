//! A question asked in the page before an action that is not lightly
//! taken back (replacing numbers, deleting, emptying the journal, adding
//! many characters): its sentence, a button that does it, one that does not.

use leptos::prelude::*;

#[component]
pub fn Confirm(
    /// What the question is about: its accessible name.
    label: &'static str,
    /// The question, in a sentence.
    #[prop(into)]
    question: Signal<String>,
    /// The button that does it, and what it does.
    #[prop(into)]
    yes: String,
    on_yes: Callback<()>,
    /// The button that leaves everything as it is.
    no: &'static str,
    on_no: Callback<()>,
    /// The action destroys something (the "yes" button says so).
    #[prop(optional)]
    danger: bool,
) -> impl IntoView {
    view! {
        <div class="confirm" role="alertdialog" aria-label=label>
            <p>{question}</p>
            <div class="buttons">
                <button type="button" class=if danger { "danger" } else { "primary" } on:click=move |_| on_yes.run(())>
                    {yes}
                </button>
                <button type="button" on:click=move |_| on_no.run(())>{no}</button>
            </div>
        </div>
    }
}
