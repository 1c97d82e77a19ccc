//! A minimal Leptos page: one input and a value computed from it.
use leptos::prelude::*;

fn main() {
    leptos::mount::mount_to_body(|| {
        let (score, set_score) = signal(10);
        view! {
            <main>
                <h1>"Référence Leptos"</h1>
                <label for="score">"Agilité"</label>
                <input id="score" type="text" inputmode="numeric" prop:value=move || score.get().to_string()
                    on:input=move |ev| if let Ok(v) = event_target_value(&ev).parse() { set_score.set(v) } />
                <p>"Modificateur : " <output>{move || score.get() - 10}</output></p>
            </main>
        }
    })
}
