//! While storage refuses the fight or the bestiary: what waits, and a new
//! try; gone as soon as both are stored.

use leptos::prelude::*;

use crate::state::fight::FightStore;
use crate::text;
use crate::text::fight as words;
use crate::views::widgets::when::When;

#[component]
pub fn FightWaiting() -> impl IntoView {
    let store = FightStore::use_fight();
    let waiting = move || store.waiting.get();
    view! {
        <When when=move || waiting().any()>
            <div class="alert" role="alert" data-testid="fight-unsaved">
                <p>{move || words::waiting(waiting().fight, waiting().bestiary)}</p>
                <button type="button" on:click=move |_| store.retry()>{text::RETRY_SAVE}</button>
            </div>
        </When>
    }
}
