//! Folie en cours: while a madness lasts, what it is, what the character must
//! do, how it ends, its last end check; during Hallucinations, `Se griffer`.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::rules::command::Command;
use crate::rules::event::Event;
use crate::rules::madness::{Madness, MadnessKind};
use crate::state::{Origin, Store};
use crate::text;
use crate::text::rules::{madness_effect, madness_ending, madness_name};

const CARD_ID: &str = "folie-en-cours";

#[component]
pub fn MadnessCard() -> impl IntoView {
    let store = Store::use_store();
    let madness = Memo::new(move |_| store.sheet(|s| s.madness().copied()));
    // Going mad is seen: when a madness begins (not when the page opens on
    // one), its card is brought into view and takes the focus, wherever
    // the player was; the live region has announced the roll already.
    Effect::new(move |was_mad: Option<bool>| {
        let mad = madness.with(Option::is_some);
        if was_mad == Some(false) && mad {
            set_timeout(
                || {
                    if let Some(card) = document().get_element_by_id(CARD_ID) {
                        if let Ok(card) = card.dyn_into::<web_sys::HtmlElement>() {
                            let _ = card.focus();
                        }
                    }
                },
                std::time::Duration::ZERO,
            );
        }
        mad
    });
    view! {
        {move || madness.get().map(|m| view! { <Card madness=m /> })}
    }
}

#[component]
fn Card(madness: Madness) -> impl IntoView {
    let store = Store::use_store();
    let (error, set_error) = signal(None::<String>);
    let claw = move |_| set_error.set(store.run(Origin::Madness, Command::ClawSelf).err());
    let kind = madness.kind;
    let clawed = move || {
        store.last_events(Origin::Madness).iter().find_map(|e| match e {
            Event::Damaged { amount, .. } => Some(*amount),
            _ => None,
        })
    };
    let health = move || store.sheet(|s| s.health().current);
    let last_check = madness.last_check.map(|c| text::explain::last_check(&c));
    view! {
        <section
            id=CARD_ID
            tabindex="-1"
            class="panel madness-card"
            aria-labelledby="madness-heading"
            data-testid="madness-active"
            data-row=madness.d20.to_string()
            data-code=kind.code()
        >
            <h2 id="madness-heading">{text::MADNESS_HEADING} " : " {madness_name(kind)}</h2>
            <p class="hint">{text::MADNESS_ROLLED} " : " {madness.d20}</p>
            <h3>{text::MADNESS_MUST}</h3>
            <p>{madness_effect(kind)}</p>
            <h3>{text::MADNESS_ENDS}</h3>
            <p>{madness_ending(kind)}</p>
            {last_check.map(|c| view! { <h3>{text::MADNESS_LAST_CHECK}</h3><p>{c}</p> })}
            {(kind == MadnessKind::Hallucinations).then(|| view! {
                <button type="button" class="primary" on:click=claw>{text::CLAW_SELF}</button>
                // The claw's result where it was clawed: the damage and the Santé left.
                <p class="claw-result" role="status">{move || clawed().map(|damage| text::clawed(damage, health()))}</p>
            })}
            <p class="field-error" role="alert">{move || error.get()}</p>
        </section>
    }
}
