//! Identité: the character's name and héritage, and the héritage presets
//! (asked first when they would replace numbers the player changed).

use leptos::prelude::*;

use crate::rules::character::heritage::Heritage;
use crate::rules::command::Command;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::views::widgets::confirm::Confirm;
use crate::views::widgets::edit::text_edit;
use crate::views::widgets::field::Field;
use crate::views::widgets::fold::Fold;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::when::When;

#[component]
pub fn IdentityPanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let name = Signal::derive(move || store.with_sheet(|s| s.name().to_string()));
    let ancestry = Signal::derive(move || store.with_sheet(|s| s.ancestry().to_string()));
    view! {
        <section class="panel" aria-labelledby="identity-heading">
            <Fold heading_id="identity-heading" heading=text::IDENTITY_HEADING>
                <Field label=text::NAME value=name apply=text_edit(Command::SetName) placeholder=text::NAME_PLACEHOLDER />
                <Field label=text::ANCESTRY value=ancestry apply=text_edit(Command::SetAncestry) />
                <Preset />
            </Fold>
        </section>
    }
}

/// `Héritage de départ`: a choice applies the héritage's numbers at once,
/// or after `Remplacer` when the player had changed some.
#[component]
fn Preset() -> impl IntoView {
    let store = SheetStore::use_store();
    let select_id = unique_id(text::PRESET);
    let asking = RwSignal::new(None::<Heritage>);
    // The select shows its placeholder again after each choice.
    let chosen = RwSignal::new(String::new());
    let apply = move |heritage: Heritage| {
        let _ = store.run(Origin::Edit, Command::ApplyPreset(heritage));
        asking.set(None);
        chosen.set(String::new());
    };
    let on_change = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        let Some(heritage) = Heritage::ALL.into_iter().find(|h| h.name() == value) else { return };
        chosen.set(value);
        let changes = store.with_sheet_untracked(|s| !s.preset_changes(heritage).is_empty());
        if store.with_sheet_untracked(|s| s.preset_replaces_numbers(heritage)) && changes {
            asking.set(Some(heritage));
        } else {
            apply(heritage);
        }
    };
    let keep = move || {
        asking.set(None);
        chosen.set(String::new());
    };
    view! {
        <div class="field preset">
            <label for=select_id.clone()>{text::PRESET}</label>
            <p class="hint" id=format!("{select_id}-hint")>{text::PRESET_HINT}</p>
            <select id=select_id.clone() aria-describedby=format!("{select_id}-hint") on:change=on_change prop:value=move || chosen.get()>
                <option value="">{text::PRESET_CHOOSE}</option>
                {Heritage::ALL.into_iter().map(|h| view! { <option value=h.name()>{h.name()}</option> }).collect_view()}
            </select>
            <When when=move || store.with_sheet(|s| s.ancestry() == Heritage::Human.name())>
                <p class="hint" data-testid="human-hint">{text::HUMAN_HINT}</p>
            </When>
        </div>
        {move || asking.get().map(|heritage| view! {
            <Confirm
                label=text::PRESET
                question=text::confirm_preset(
                    heritage.name(),
                    &text::number_changes(&store.with_sheet_untracked(|s| s.preset_changes(heritage))),
                )
                yes=text::REPLACE
                on_yes=Callback::new(move |()| apply(heritage))
                no=text::KEEP_MINE
                on_no=Callback::new(move |()| keep())
                danger=true
            />
        })}
    }
}
