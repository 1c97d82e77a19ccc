//! Personnage: Niveau, Taille, Vitesse, Pouvoir, Corruption, the three
//! paths and the free texts (docs/rules.md, "Identity", "Characteristics").

use leptos::prelude::*;

use crate::rules::character::heritage::Heritage;
use crate::rules::character::profile::{Corruption, Level, Power, ProfileCommand, Size, Speed, Text};
use crate::rules::command::Command;
use crate::state::{Origin, SheetStore};
use crate::text;
use crate::views::widgets::edit::{number_edit, text_edit};
use crate::views::widgets::field::Field;
use crate::views::widgets::fold::Fold;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::when::When;

fn profile(command: ProfileCommand) -> Command {
    Command::Profile(command)
}

#[component]
pub fn ProfilePanel() -> impl IntoView {
    let store = SheetStore::use_store();
    let number = |read: fn(&crate::rules::character::profile::Profile) -> i32| {
        Signal::derive(move || store.with_sheet(|s| read(s.profile())))
    };
    let level = number(|p| p.level.value());
    let speed = number(|p| p.speed.value());
    // The read-out is Vitesse in play; the field below, its base.
    let speed_now = Signal::derive(move || store.with_sheet(|s| s.speed().total));
    let speed_changed = move || store.with_sheet(|s| text::explain::speed_changed(&s.speed()));
    let power = number(|p| p.power.value());
    let corruption = number(|p| p.corruption.value());
    let shown = |n: Signal<i32>| Signal::derive(move || n.get().to_string());
    let size = move || store.with_sheet(|s| s.profile().size);
    let size_id = unique_id(text::SIZE);
    let on_size = move |ev: leptos::ev::Event| {
        let chosen = event_target_value(&ev);
        if let Some(size) = Size::ALL.into_iter().find(|s| s.label() == chosen) {
            let _ = store.run(Origin::Edit, profile(ProfileCommand::SetSize(size)));
        }
    };
    let readout = |label: &'static str, id: &'static str, value: Signal<i32>| {
        view! {
            <span class="summary-item">
                {label} " "
                <output data-testid=id data-value=move || value.get().to_string()>{move || value.get()}</output>
            </span>
        }
    };
    let texts = Text::ALL.into_iter().map(move |kind| {
        let value = Signal::derive(move || store.with_sheet(|s| s.profile().texts.get(kind).to_string()));
        let human = move || store.with_sheet(|s| s.ancestry() == Heritage::Human.name());
        view! {
            <Field
                label=text::profile_text(kind)
                value
                max_chars=kind.max_chars()
                multiline=kind == Text::Notes
                apply=text_edit(move |t| profile(ProfileCommand::SetText(kind, t)))
            />
            // The Humain's second language is the player's to choose.
            {(kind == Text::Languages).then(|| view! {
                <When when=human>
                    <p class="hint" data-testid="human-languages-hint">{text::HUMAN_LANGUAGES_HINT}</p>
                </When>
            })}
        }
    });

    view! {
        <section class="panel profile" aria-labelledby="profile-heading">
            <Fold heading_id="profile-heading" heading=text::PROFILE_HEADING>
                <p class="summary">
                    {readout(text::LEVEL, "level", level)}
                    {readout(text::SPEED, "speed", speed_now)}
                    {move || speed_changed().map(|said| view! { <span class="hint" data-testid="speed-changed">"(" {said} ")"</span> })}
                    {readout(text::POWER, "power", power)}
                    {readout(text::CORRUPTION, "corruption", corruption)}
                </p>
                <div class="field-row">
                    <Field numeric=true label=text::LEVEL value=shown(level) apply=number_edit(shown(level), Level::parse, |v| profile(ProfileCommand::SetLevel(v))) hint=text::LEVEL_HINT />
                    <div class="field">
                        <label for=size_id.clone()>{text::SIZE}</label>
                        <select id=size_id on:change=on_size>
                            {Size::ALL.into_iter().map(|s| view! {
                                <option value=s.label() selected=move || size() == s>{s.label()}</option>
                            }).collect_view()}
                        </select>
                    </div>
                </div>
                <div class="field-row">
                    <Field numeric=true label=text::SPEED value=shown(speed) apply=number_edit(shown(speed), Speed::parse, |v| profile(ProfileCommand::SetSpeed(v))) />
                    <Field numeric=true label=text::POWER value=shown(power) apply=number_edit(shown(power), Power::parse, |v| profile(ProfileCommand::SetPower(v))) />
                </div>
                <Field numeric=true label=text::CORRUPTION value=shown(corruption) apply=number_edit(shown(corruption), Corruption::parse, |v| profile(ProfileCommand::SetCorruption(v))) />
                {texts.collect_view()}
            </Fold>
        </section>
    }
}
