//! La vue de la table: every character of the roster as a compact card,
//! and one clock for all (`Fin du round pour tous`…), undone as one step.
//! Each card opens its character's sheet.

use leptos::prelude::*;

use crate::rules::character::number::Boons;
use crate::rules::character::sheet::{Sheet, State};
use crate::rules::command::Command;
use crate::rules::insanity::madness::MadnessKind;
use crate::rules::journal::event::Event;
use crate::rules::rolls::expression::Amount;
use crate::rules::rolls::roll::RollKind;
use crate::rules::time::clock::Period;
use crate::state::{Roster, Undone};
use crate::text;
use crate::text::rules::{condition_title, madness_effect, madness_ending, madness_name};
use crate::views::sections::Shown;
use crate::views::widgets::add_condition::AddCondition;
use crate::views::widgets::amount_field::{AmountField, AmountInput};
use crate::views::widgets::damage_row::DamageRow;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::share_host::{ModulePanel, ShareHost};

#[component]
pub fn TableView() -> impl IntoView {
    let roster = Roster::use_roster();
    // What the last table step (or its undo) did, said under the buttons.
    let said = RwSignal::new(None::<String>);
    // The fight's rounds: the longest run of them among the characters
    // (one added during the fight has fewer).
    let rounds = Memo::new(move |_| {
        roster
            .ids()
            .iter()
            .filter_map(|id| roster.with_character(id, |t| t.journal().rounds_in_a_row()))
            .max()
            .unwrap_or(0)
    });
    let step = move |period: Period| {
        move |_| {
            let count = roster.end_of_for_everyone(period);
            said.set(Some(text::table_step(period, count, rounds.get_untracked())));
        }
    };
    let undo = move |_| {
        let undone = roster.undo_table_step().map(|undone| match undone {
            Undone::Time { period, count } => text::table_undone(period, count),
            Undone::One { name } => text::roll_undone(&name),
            Undone::Group { count } => text::group_undone(count),
            Undone::Updated { name } => text::update_undone(&name),
        });
        said.set(undone);
    };
    // The Folie at stake for a Will roll made from a card or for everyone,
    // typed once and kept for the next rolls.
    let amount = AmountInput::new("");
    let (error, set_error) = signal(None::<String>);
    provide_context(TableRoll { amount, said });
    let resist_all = move |_| {
        let Some(amount) = amount.parse() else { return };
        let command = resist(amount);
        let (mut successes, mut failures, mut refusals) = (0, 0, Vec::new());
        for (id, outcome) in roster.run_for_everyone(&command) {
            match outcome {
                Ok(events) => match resisted(&events) {
                    Some(true) => successes += 1,
                    Some(false) => failures += 1,
                    None => {}
                },
                Err(error) => refusals.push(text::for_character_refused(&roster.name_of(&id), error)),
            }
        }
        said.set(Some(text::group_resisted(successes, failures)));
        set_error.set((!refusals.is_empty()).then(|| refusals.join(" ")));
    };
    let rest_all = move |_| {
        let count = roster.run_for_everyone(&Command::Rest).iter().filter(|(_, o)| o.is_ok()).count();
        said.set(Some(text::rested(count)));
    };
    view! {
        <main class="table-view" id="table" tabindex="-1">
            <section class="panel table-time" aria-labelledby="table-time-heading">
                <div class="table-clock">
                    <h2 id="table-time-heading">{text::TABLE_TIME}</h2>
                    <p class="table-round" data-testid="table-round" data-value=move || rounds.get().to_string()>
                        {move || text::fight_round(rounds.get())}
                    </p>
                    <div class="buttons">
                        <button type="button" class="primary" on:click=step(Period::Round)>{text::END_ROUND_ALL}</button>
                        <button type="button" on:click=step(Period::Minute)>{text::END_MINUTE_ALL}</button>
                        <button type="button" on:click=step(Period::Hour)>{text::END_HOUR_ALL}</button>
                        <button type="button" on:click=rest_all>{text::REST_ALL}</button>
                        <button type="button" on:click=undo disabled=move || !roster.can_undo_table_step()>
                            {text::UNDO}
                        </button>
                    </div>
                </div>
                <div class="table-amount">
                    <AmountField label=text::INSANITY_AMOUNT input=amount />
                    <p class="hint">{text::TABLE_RESIST_HINT}</p>
                    <button type="button" on:click=resist_all>{text::RESIST_ALL}</button>
                </div>
                // A fixed height: what is said here never moves the cards.
                <div class="table-said">
                    <p role="status" data-testid="table-said">{move || said.get()}</p>
                    <p class="field-error" role="alert">{move || error.get()}</p>
                </div>
            </section>
            <h2 class="sr-only">{text::TABLE_HEADING_ALL}</h2>
            <ul class="table-cards">
                {keyed_list(move || roster.ids(), |id| RowKey::Text(id.clone()), |id| view! { <TableCard id /> }.into_any())}
            </ul>
            <ShareHost panel=ModulePanel::Links />
        </main>
    }
}

/// The Will roll against insanity a card or the whole table makes: the
/// character's state brings its own avantages and désavantages.
fn resist(amount: Amount) -> Command {
    Command::ResistInsanity { amount, boons: Boons::default(), banes: Boons::default() }
}

/// Whether a Will roll against insanity succeeded, from what it did.
fn resisted(events: &[Event]) -> Option<bool> {
    events.iter().find_map(|e| match e {
        Event::Rolled(roll) if roll.kind == RollKind::ResistInsanity => roll.success,
        _ => None,
    })
}

/// What a card's Will roll needs from the table: the amount at stake, and
/// where to say what happened.
#[derive(Clone, Copy)]
struct TableRoll {
    amount: AmountInput,
    said: RwSignal<Option<String>>,
}

/// One character at a glance: state, Santé, Défense, Folie, states with
/// their rounds, the madness and how it ends, and the last thing that
/// happened to it; marked when its madness asks for a decision at its turn.
#[component]
fn TableCard(id: String) -> impl IntoView {
    let roster = Roster::use_roster();
    let shown = Shown::use_shown();
    let read = id.clone();
    let sheet = Memo::new(move |_| roster.with_character(&read, |t| t.sheet().clone()));
    let read = id.clone();
    let last = Memo::new(move |_| {
        roster.with_character(&read, |t| text::journal::headline(&t.journal().last_action())).flatten()
    });
    let id = StoredValue::new(id);
    let open = move |_| {
        roster.open_character(&id.get_value());
        shown.show_from_table();
    };
    // The character's QR code under the card, for a player to scan.
    let qr_shown = RwSignal::new(false);
    // The card stays while its character changes (only what it shows is
    // redrawn): an amount typed in it or a form opened there stays too.
    let name = Memo::new(move |_| sheet.with(|s| s.as_ref().map(|s| s.name().to_string()).unwrap_or_default()));
    view! {
        <li class="table-character panel" data-testid="table-character" data-name=move || name.get()>
            {move || sheet.get().map(|sheet| view! { <Card sheet /> })}
            {move || match roster.rounds_ahead_of_table(&id.get_value()) {
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
            <div class="card-buttons">
                <button type="button" aria-label=move || text::open_sheet_of(&name.get()) on:click=open>
                    {text::OPEN_SHEET}
                </button>
                <button type="button" aria-label=move || text::qr_of(&name.get())
                    aria-expanded=move || qr_shown.get().to_string()
                    on:click=move |_| qr_shown.update(|shown| *shown = !*shown)>
                    {text::QR_SHORT}
                </button>
            </div>
            {move || qr_shown.get().then(|| view! {
                <ShareHost panel=ModulePanel::Qr { id: id.get_value(), label: text::qr_of(&name.get_untracked()) } />
            })}
        </li>
    }
}

/// What the GM does to one character from its card, each one step of the
/// table's `Annuler`: damage and healing (its own amount), Folie gained (the
/// table's amount), a state with its rounds.
#[component]
fn CardActions(id: String, name: Memo<String>) -> impl IntoView {
    let roster = Roster::use_roster();
    let roll = expect_context::<TableRoll>();
    let damage = AmountInput::new("");
    let id = StoredValue::new(id);
    // Runs one command on this character; what it did is said for the
    // table, a refusal under the card.
    let (error, set_error) = signal(None::<String>);
    let run = move |command: Command| -> Result<(), String> {
        let said = name.with_untracked(|name| match roster.run_for(&id.get_value(), &command) {
            Ok(events) => Ok(text::journal::headline(&events).map(|(_, h)| text::for_character(name, &h))),
            Err(error) => Err(text::for_character_refused(name, error)),
        });
        set_error.set(said.as_ref().err().cloned());
        said.map(|said| roll.said.set(said))
    };
    let with_damage = move |make: fn(Amount) -> Command| {
        damage.spend(|amount| run(make(amount)));
    };
    // The table's Folie amount stays for the next card.
    let with_folie = move |make: fn(Amount) -> Command| {
        if let Some(amount) = roll.amount.parse() {
            let _ = run(make(amount));
        }
    };
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
                <AddCondition on_add=Callback::new(move |command| run(command).err()) />
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
