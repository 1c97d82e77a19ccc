//! Folie en cours: while a madness lasts, what it is, what the character must
//! do, how it ends, its last end check; during Hallucinations, `Se griffer`.

use leptos::prelude::*;

use crate::rules::command::Command;
use crate::rules::insanity::madness::{Madness, MadnessKind};
use crate::rules::journal::event::Event;
use crate::state::browser::focus_by_id;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::text::rules::{madness_effect, madness_ending, madness_name};
use crate::views::sections::{Section, Shown};

const CARD_ID: &str = "folie-en-cours";

#[component]
pub fn MadnessCard() -> impl IntoView {
    let store = SheetStore::use_store();
    let madness = store.select(|s| s.madness().copied());
    // Absent where the card is shown alone (tests).
    let shown = use_context::<Shown>();
    // Going mad is seen: when an action of the player makes a madness
    // begin (not when the page opens on one, nor when another character
    // who is mad is opened or imported), its card is shown, brought into
    // view and given the focus, wherever the player was; the live region
    // has announced the roll already.
    Effect::new(move |_| {
        let went_mad = store
            .last_action()
            .is_some_and(|(_, events)| events.iter().any(|e| matches!(e, Event::MadnessRolled { .. })));
        if !went_mad {
            return;
        }
        if let Some(shown) = shown {
            shown.show(Section::Play);
        }
        // Once the card is in the page (the next task).
        set_timeout(
            || {
                focus_by_id(CARD_ID);
            },
            std::time::Duration::ZERO,
        );
    });
    view! {
        {move || madness.get().map(|m| view! { <Card madness=m /> })}
    }
}

#[component]
fn Card(madness: Madness) -> impl IntoView {
    let store = SheetStore::use_store();
    let (error, set_error) = signal(None::<String>);
    let claw = move |_| set_error.set(store.run(Origin::Madness, Command::ClawSelf).err().map(text::command_error));
    let kind = madness.kind;
    let clawed = move || {
        store.last_events(Origin::Madness).iter().find_map(|e| match e {
            Event::Damaged { amount, .. } => Some(*amount),
            _ => None,
        })
    };
    let health = move || store.with_sheet(|s| s.health().current);
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
            // Se griffer floats beside the first lines of what to do.
            {(kind == MadnessKind::Hallucinations).then(|| view! {
                <button type="button" class="primary claw" on:click=claw>{text::CLAW_SELF}</button>
            })}
            <h2 id="madness-heading">
                <span class="sr-only">{text::MADNESS_HEADING} " : "</span>
                {madness_name(kind)}
                <span class="hint">" · " {text::MADNESS_ROLLED} " : " {madness.d20}</span>
            </h2>
            <dl class="madness-rules">
                <dt>{text::MADNESS_MUST}</dt>
                <dd>{madness_effect(kind)}</dd>
                <dt>{text::MADNESS_ENDS}</dt>
                <dd>{madness_ending(kind)}</dd>
                {last_check.map(|c| view! { <dt class="last-check">{text::MADNESS_LAST_CHECK}</dt><dd class="last-check">{c}</dd> })}
            </dl>
            // The claw's result where it was clawed: the damage and the Santé left.
            <p class="claw-result" role="status">{move || clawed().map(|damage| text::clawed(damage, health()))}</p>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </section>
    }
}
