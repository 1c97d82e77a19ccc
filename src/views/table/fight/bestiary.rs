//! The bestiary: every stat block typed on this device, added again in two
//! taps ("Gobelin × 4").

use leptos::prelude::*;

use crate::text::fight as words;
use crate::views::table::fight_view::FightView;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::typed_over::TypedOver;
use crate::views::widgets::when::When;

#[component]
pub(super) fn Bestiary() -> impl IntoView {
    let view_state = FightView::use_view();
    let store = view_state.store;
    let names = move || store.bestiary.with(|m| m.iter().map(|m| m.name.clone()).collect::<Vec<_>>());
    view! {
        <details class="bestiary">
            <summary>{words::BESTIARY}</summary>
            <When when=move || names().is_empty()>
                <p class="hint">{words::BESTIARY_EMPTY}</p>
            </When>
            <ul aria-label=words::BESTIARY>
                {keyed_list(names, |n| RowKey::Text(n.clone()), |name| view! { <Model name /> }.into_any())}
            </ul>
        </details>
    }
}

#[component]
fn Model(name: String) -> impl IntoView {
    let view_state = FightView::use_view();
    let store = view_state.store;
    let count = RwSignal::new("1".to_string());
    let over = TypedOver::new();
    let error = RwSignal::new(None::<String>);
    let id = unique_id("nombre-modele");
    let name = StoredValue::new(name);
    let add = move |_| {
        let Some(model) = store.bestiary.with_untracked(|m| m.iter().find(|m| m.name == name.get_value()).cloned())
        else {
            return;
        };
        let Ok(n) = count.get_untracked().trim().parse::<u32>() else {
            return error.set(Some(words::not_a_number(words::COUNT)));
        };
        let added = model.clone();
        let outcome =
            store.try_step(&words::added(n as usize, &model.name), move |fight| fight.add(&added, n).map(|_| ()));
        match outcome {
            Ok(_) => {
                error.set(None);
                view_state.said.set(format!("{}.", words::added(n as usize, &model.name)));
            }
            Err(e) => error.set(Some(words::add_error(e))),
        }
    };
    view! {
        <li data-testid="bestiary-model" data-name=name.get_value()>
            <span class="model-name">{name.get_value()}</span>
            <label for=id.clone()>{words::COUNT}</label>
            // Tapped and typed « 4 », it holds 4, not « 14 ».
            <input id=id type="text" inputmode="numeric" size="2" prop:value=move || count.get()
                on:input=move |ev| {
                    over.done();
                    count.set(event_target_value(&ev));
                }
                on:focus=move |ev| over.focus(ev) on:mouseup=move |ev| over.mouseup(ev) on:blur=move |_| over.done() />
            <button type="button" on:click=add>{words::ADD}</button>
            <button type="button" on:click=move |_| store.forget(&name.get_value())>{words::FORGET}</button>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </li>
    }
}
