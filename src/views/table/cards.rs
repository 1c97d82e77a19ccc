//! The table view's characters, drawn by the table module: the Folie
//! amount for a Will roll (a card's or everyone's), and one card per
//! character a game master acts on. What a card does goes through the
//! app's roster (`save::bridge::Request::Run`): the same commands and
//! table steps as on the sheet.

use std::sync::Arc;

use leptos::prelude::*;

use super::fight_view::FightView;
use crate::rules::character::sheet::{Sheet, State};
use crate::rules::command::Command;
use crate::rules::fight::turns::Who as Turn;
use crate::rules::insanity::madness::MadnessKind;
use crate::rules::journal::tracker::Tracker;
use crate::rules::rolls::expression::Amount;
use crate::save::bridge::Who;
use crate::text;
use crate::text::rules::{condition_title, madness_effect, madness_ending, madness_name};
use crate::views::widgets::add_condition::AddCondition;
use crate::views::widgets::amount_field::{AmountField, AmountInput};
use crate::views::widgets::damage_row::DamageRow;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::qr_code::CharacterQr;

/// The Folie at stake for a Will roll made from a card or for everyone,
/// typed once and kept for the next rolls.
#[derive(Clone, Copy)]
pub struct TableFolie(pub AmountInput);

/// The Folie at stake for a Will roll from a card or for everyone, typed
/// once in the clock's panel and kept for the next rolls, with
/// `Jet de Volonté pour tous`.
#[component]
pub fn TableAmount() -> impl IntoView {
    let view_state = FightView::use_view();
    let host = view_state.store.host();
    let amount = expect_context::<TableFolie>().0;
    let (error, set_error) = signal(None::<String>);
    let resist_all = move |_| {
        let Some(amount) = amount.parse() else { return };
        let resist = Command::ResistInsanity { amount, boons: Default::default(), banes: Default::default() };
        let (said, refusal) = host.run(Who::Everyone, resist, None, None);
        view_state.table_said.set(said);
        set_error.set(refusal);
    };
    view! {
        <div class="table-amount">
            <AmountField label=text::INSANITY_AMOUNT input=amount />
            <p class="hint">{text::TABLE_RESIST_HINT}</p>
            <button type="button" on:click=resist_all>{text::RESIST_ALL}</button>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </div>
    }
}

/// Every character's card.
#[component]
pub fn TableCharacters() -> impl IntoView {
    let view_state = FightView::use_view();
    let ids = move || view_state.table.with(|t| t.iter().map(|(id, _)| id.clone()).collect::<Vec<_>>());
    view! {
        <h2 class="sr-only">{text::TABLE_HEADING_ALL}</h2>
        <ul class="table-cards">
            {keyed_list(ids, |id| RowKey::Text(id.clone()), |id| view! { <TableCard id /> }.into_any())}
        </ul>
    }
}

/// How many rounds `id`'s fight is ahead of every other character's (the
/// table's clock, the longest run of rounds): 0 when not ahead, or alone.
fn rounds_ahead(table: &[(String, Arc<Tracker>)], id: &str) -> u64 {
    let rounds = |t: &Arc<Tracker>| t.journal().rounds_in_a_row();
    let own = table.iter().find(|(i, _)| i == id).map_or(0, |(_, t)| rounds(t));
    let others = table.iter().filter(|(i, _)| i != id).map(|(_, t)| rounds(t)).max();
    others.map_or(0, |others| own.saturating_sub(others))
}

/// One character at a glance: state, Santé, Défense, Folie, states with
/// their rounds, the madness and how it ends, and the last thing that
/// happened to it; marked when its madness asks for a decision at its turn.
#[component]
fn TableCard(id: String) -> impl IntoView {
    let view_state = FightView::use_view();
    let host = view_state.store.host();
    let table = view_state.table;
    let read = id.clone();
    let sheet = Memo::new(move |_| table.with(|t| t.iter().find(|(i, _)| *i == read).map(|(_, t)| t.sheet().clone())));
    let read = id.clone();
    let last = Memo::new(move |_| {
        table.with(|t| {
            t.iter().find(|(i, _)| *i == read).and_then(|(_, t)| text::journal::headline(&t.journal().last_action()))
        })
    });
    let id = StoredValue::new(id);
    let ahead = Memo::new(move |_| table.with(|t| rounds_ahead(t, &id.get_value())));
    // The character's QR code under the card, for a player to scan.
    let qr_shown = RwSignal::new(false);
    let more = RwSignal::new(false);
    // The card stays while its character changes (only what it shows is
    // redrawn): an amount typed in it or a form opened there stays too.
    let name = Memo::new(move |_| sheet.with(|s| s.as_ref().map(|s| s.name().to_string()).unwrap_or_default()));
    view! {
        <li class="table-character panel" class:open=move || more.get() data-testid="table-character" data-name=move || name.get()
            data-current=move || (view_state.acting() == Some(Turn::Character(id.get_value()))).then_some("true")>
            {move || sheet.get().map(|sheet| view! { <Card sheet /> })}
            {move || match ahead.get() {
                0 => None,
                ahead => Some(view! {
                    <p class="card-ahead badge warn" data-testid="card-ahead" data-value=ahead.to_string()>
                        {text::ahead_of_table(ahead)}
                    </p>
                }),
            }}
            <p class="card-last" data-testid="card-last" data-kind=move || last.get().map(|(kind, _)| kind)>
                {move || last.get().map(|(_, said)| view! { <span class="sr-only">{text::CARD_LAST} " "</span> {said} })}
            </p>
            <CardActions id=id.get_value() name />
            // In a fight a card keeps to its damage and Folie until opened.
            <button type="button" class="card-toggle" aria-expanded=move || more.get().to_string()
                aria-label=move || text::more_of(&name.get()) on:click=move |_| {
                    more.update(|m| *m = !*m);
                    // The QR code goes with the buttons it is under.
                    qr_shown.set(qr_shown.get_untracked() && more.get_untracked());
                }>
                {move || if more.get() { "\u{2212}" } else { "+" }}
            </button>
            <div class="card-buttons">
                <button type="button" aria-label=move || text::open_sheet_of(&name.get())
                    on:click=move |_| host.open_sheet(&id.get_value())>
                    {text::OPEN_SHEET}
                </button>
                <button type="button" aria-label=move || text::qr_of(&name.get())
                    aria-expanded=move || qr_shown.get().to_string()
                    on:click=move |_| qr_shown.update(|shown| *shown = !*shown)>
                    {text::QR_SHORT}
                </button>
            </div>
            {move || qr_shown.get().then(|| view! { <CharacterQr id=id.get_value() /> })}
        </li>
    }
}

/// What the GM does to one character from its card, each one step of the
/// table's `Annuler`: damage and healing (its own amount), Folie gained (the
/// table's amount), a state with its rounds.
#[component]
fn CardActions(id: String, name: Memo<String>) -> impl IntoView {
    let host = FightView::use_view().store.host();
    let folie = expect_context::<TableFolie>().0;
    let damage = AmountInput::new("");
    let id = StoredValue::new(id);
    // A refusal is said under the card; what happened, for the table.
    let (error, set_error) = signal(None::<String>);
    let said = FightView::use_view().table_said;
    let run = move |command: Command| -> Result<(), String> {
        let (told, refusal) = host.run(Who::One(id.get_value()), command, None, None);
        if refusal.is_none() {
            said.set(told);
        }
        set_error.set(refusal.clone());
        refusal.map_or(Ok(()), Err)
    };
    let with_damage = move |make: fn(Amount) -> Command| {
        damage.spend(|amount| run(make(amount)));
    };
    // The table's Folie amount stays for the next card.
    let with_folie = move |make: fn(Amount) -> Command| {
        if let Some(amount) = folie.parse() {
            let _ = run(make(amount));
        }
    };
    let resist = |amount| Command::ResistInsanity { amount, boons: Default::default(), banes: Default::default() };
    let add_condition = move |command: Command| run(command).err();
    view! {
        <div class="card-actions">
            <DamageRow input=damage act=Callback::new(with_damage) />
            <div class="card-folie">
                <button type="button" on:click=move |_| with_folie(Command::GainInsanity)>{text::GAIN_INSANITY}</button>
                // The same command as the sheet's button, with this character's dice.
                <button type="button" aria-label=move || text::resist_for(&name.get())
                    on:click=move |_| with_folie(resist)>
                    {text::RESIST_INSANITY}
                </button>
            </div>
            <details class="new-condition">
                <summary>{text::NEW_CONDITION}</summary>
                <AddCondition on_add=Callback::new(add_condition) />
            </details>
            <p class="field-error" role="alert">{move || error.get()}</p>
        </div>
    }
}

#[component]
fn Card(sheet: Sheet) -> impl IntoView {
    let health = sheet.health();
    let state = sheet.state();
    let state_text = match state {
        State::Ok => text::STATE_OK,
        State::Mad => text::STATE_MAD,
        State::Dead => text::STATE_DEAD,
    };
    let conditions: Vec<_> = sheet.conditions().iter().copied().collect();
    let madness = sheet.madness().copied();
    let decision = madness.filter(|m| matches!(m.kind, MadnessKind::Hallucinations | MadnessKind::SelfMutilation));
    view! {
        <div class="card-top">
            <h3>{text::display_name(sheet.name()).to_string()}</h3>
            <output class="state" data-testid="character-state" data-value=state.code()>{state_text}</output>
        </div>
        {decision.map(|m| view! {
            <p class="decision"><strong>{text::TO_DECIDE}</strong> " " {madness_effect(m.kind)}</p>
        })}
        <p class="card-numbers">
            <span>
                {text::HEALTH_HEADING} " "
                <output data-testid="health-current" data-value=health.current.to_string()>{health.current}</output>
                " / " {health.maximum}
                {(health.injured && !health.incapacitated).then(|| view! { " " <span class="badge warn">{text::INJURED}</span> })}
                {health.incapacitated.then(|| view! { " " <span class="badge danger">{text::INCAPACITATED}</span> })}
            </span>
            <span>
                {text::DEFENSE_HEADING} " "
                <output data-testid="defense-total" data-value=sheet.defense().total.to_string()>{sheet.defense().total}</output>
            </span>
            // Vitesse only when a state changes it: then the table needs it.
            {
                let speed = sheet.speed();
                speed.by.first().map(|cause| view! {
                    <span title=text::explain::speed_changed(&speed)>
                        {text::SPEED} " "
                        <output data-testid="speed" data-value=speed.total.to_string()>{speed.total}</output>
                        " " <span class="badge warn">{text::rules::condition_name(*cause)}</span>
                    </span>
                })
            }
            <span>
                {text::PERCEPTION_HEADING} " "
                <output data-testid="perception-total" data-value=sheet.perception().to_string()>{sheet.perception()}</output>
            </span>
            <span>
                {text::INSANITY_HEADING} " "
                <output data-testid="insanity-total" data-value=sheet.insanity().to_string()>{sheet.insanity()}</output>
                " / "
                <output data-testid="insanity-max" data-value=sheet.insanity_max().to_string()>{sheet.insanity_max()}</output>
            </span>
        </p>
        {madness.map(|m| view! {
            <p class="card-madness" data-testid="madness-active" data-row=m.d20.to_string() data-code=m.kind.code()>
                <strong>{madness_name(m.kind)}</strong> " — " {text::MADNESS_ENDS} " " {madness_ending(m.kind)}
            </p>
        })}
        <ul class="card-conditions">
            {conditions.into_iter().map(|c| view! {
                <li
                    data-testid="condition"
                    data-code=c.code.code()
                    data-rounds=c.rounds_left.map(|r| r.to_string())
                    data-source=c.source.code()
                >
                    {condition_title(c.code)}
                    {c.rounds_left.map(|r| format!(" · {}", text::rounds(u64::from(r))))}
                </li>
            }).collect_view()}
        </ul>
    }
}
