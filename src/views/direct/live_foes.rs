//! At a live table, on a player's phone: the creatures of the GM's fight
//! (« En face »), each with its Défense, its state and what it does to the
//! player's attacks; a creature aimed at takes the player's weapons: its
//! Défense is the attack's target, its Terrifiant désavantage is applied.

use leptos::prelude::*;

use crate::rules::character::number::{Boons, Target};
use crate::rules::command::Command;
use crate::rules::fight::creature::{Creature, Standing};
use crate::state::live::Live;
use crate::state::share_bridge::Host;
use crate::text::live as words;
use crate::views::widgets::when::When;

#[component]
pub fn LiveFoes() -> impl IntoView {
    let live = Live::use_live();
    let host = Host::use_host();
    let foes = move || {
        live.fight.with(|fight| {
            let standing = |c: &&Creature| c.standing() != Standing::Dead;
            fight.as_ref().map(|f| f.creatures.iter().filter(standing).cloned().collect::<Vec<_>>()).unwrap_or_default()
        })
    };
    let aimed = RwSignal::new(None::<u32>);
    let said = RwSignal::new(None::<String>);
    let weapons = move || {
        host.told_open()
            .map(|(id, sheet)| (id, sheet.weapons().iter().map(|w| (w.id, w.name.clone())).collect::<Vec<_>>()))
    };
    let attack = move |weapon: u32| {
        let Some((id, _)) = host.told_open() else { return };
        let foe = aimed.get_untracked().and_then(|at| foes().into_iter().find(|c| c.id == at));
        let Some(foe) = foe else { return };
        let target = Target::new(i64::from(foe.defense())).ok();
        let none = Boons::default();
        let command = Command::Attack { weapon, boons: none, banes: none, target, horrifying: foe.model.horrifying };
        let outcome = host.edit(id, command);
        said.set(Some(match outcome {
            Ok((events, _)) => events.iter().map(crate::text::journal::describe).collect::<Vec<_>>().join(" "),
            Err(error) => crate::text::command_error(error),
        }));
    };
    view! {
        <When when=move || !foes().is_empty()>
            <section class="live-foes" aria-labelledby="live-foes-heading">
                <h2 id="live-foes-heading">{words::FOES}</h2>
                <ul>
                    {move || foes().into_iter().map(|foe| view! { <Foe foe aimed /> }).collect_view()}
                </ul>
                <When when=move || aimed.get().is_some()>
                    <div class="buttons">
                        {move || weapons().map(|(_, list)| list.into_iter().map(|(weapon, name)| view! {
                            <button type="button" on:click=move |_| attack(weapon)>{words::attack_with(&name)}</button>
                        }).collect_view())}
                    </div>
                </When>
                <p role="status" data-testid="live-foe-result">{move || said.get()}</p>
            </section>
        </When>
    }
}

/// One creature: what the player sees of it, and the button to aim at it.
#[component]
fn Foe(foe: Creature, aimed: RwSignal<Option<u32>>) -> impl IntoView {
    let id = foe.id;
    let name = foe.model.name.clone();
    let state = crate::text::fight::standing(foe.standing());
    view! {
        <li data-testid="live-foe" data-name=name.clone() data-defense=foe.defense().to_string()>
            <strong>{name.clone()}</strong>
            " " {words::foe_line(foe.defense(), state)}
            {foe.model.horrifying.then(|| view! { <span class="hint">" " {crate::text::fight::HORRIFYING_BANE}</span> })}
            <button type="button" aria-pressed=move || (aimed.get() == Some(id)).to_string()
                on:click=move |_| aimed.set(Some(id))>{words::aim_at(&name)}</button>
        </li>
    }
}
