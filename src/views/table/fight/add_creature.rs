//! `Ajouter une créature`: a stat block typed once, added N at a time, and
//! kept in the bestiary for the next fight; and the same form to change a
//! creature already in the fight (`Modifier la créature`).

use leptos::prelude::*;

use crate::rules::fight::creature::MAX_ATTACKS;
use crate::text::fight as words;
use crate::views::table::fight_view::FightView;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::typed_over::TypedOver;

use super::creature_form::{whole, AttackForm, Form};

#[component]
fn TextInput(label: &'static str, value: RwSignal<String>, #[prop(optional)] numeric: bool) -> impl IntoView {
    let id = unique_id(label);
    // A number is typed over what the field holds.
    let over = TypedOver::new();
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            <input id=id type="text" inputmode=numeric.then_some("numeric") prop:value=move || value.get()
                on:input=move |ev| {
                    over.done();
                    value.set(event_target_value(&ev));
                }
                on:focus=move |ev| if numeric { over.focus(ev) }
                on:mouseup=move |ev| if numeric { over.mouseup(ev) }
                on:blur=move |_| over.done() />
        </div>
    }
}

#[component]
fn Choice(label: &'static str, value: RwSignal<String>, options: Vec<(&'static str, &'static str)>) -> impl IntoView {
    let id = unique_id(label);
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            <select id=id on:change=move |ev| value.set(event_target_value(&ev))>
                {options.into_iter().map(|(code, name)| view! { <option value=code selected=value.get_untracked() == code>{name}</option> }).collect_view()}
            </select>
        </div>
    }
}

#[component]
fn AttackFields(form: AttackForm, remove: Callback<u32>) -> impl IntoView {
    let against = vec![
        ("defense", words::DEFENSE),
        ("strength", "Force"),
        ("agility", "Agilité"),
        ("intellect", "Intelligence"),
        ("will", "Volonté"),
        ("perception", words::PERCEPTION),
    ];
    view! {
        <fieldset class="attack-form">
            <legend>{words::ATTACK_NAME}</legend>
            <TextInput label=words::ATTACK_NAME value=form.name />
            <Choice label=words::RANGE value=form.range options=vec![("contact", words::CONTACT), ("distance", words::DISTANCE)] />
            <Choice label=words::AGAINST value=form.against options=against />
            <TextInput label=words::MODIFIER value=form.modifier numeric=true />
            <TextInput label=words::ATTACK_BOONS value=form.boons numeric=true />
            <TextInput label=words::ATTACK_DAMAGE value=form.damage />
            <TextInput label=words::EFFECT value=form.effect />
            <button type="button" on:click=move |_| remove.run(form.key)>{words::REMOVE_ATTACK}</button>
        </fieldset>
    }
}

#[component]
pub(super) fn AddCreature() -> impl IntoView {
    let view_state = FightView::use_view();
    let open = RwSignal::new(false);
    let toggle = NodeRef::<leptos::html::Button>::new();
    let form = Form::new();
    let error = RwSignal::new(None::<String>);
    let next_key = StoredValue::new(0u32);
    let (add_attack, remove_attack) = attack_callbacks(form, next_key, error);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let count = match whole(words::COUNT, form.count) {
            Ok(n) => n.max(0) as u32,
            Err(e) => return error.set(Some(e)),
        };
        let model = match form.read() {
            Ok(model) => model,
            Err(e) => return error.set(Some(e)),
        };
        let mut outcome = Ok(Vec::new());
        view_state.store.step(&words::added(count as usize, &model.name), |fight| {
            outcome = fight.add(&model, count);
        });
        match outcome {
            Ok(_) => {
                view_state.store.remember(&model);
                view_state.said.set(format!("{}.", words::added(count as usize, &model.name)));
                error.set(None);
                open.set(false);
                // The form goes: the keyboard comes back to the button that opened it.
                if let Some(button) = toggle.get_untracked() {
                    let _ = button.focus();
                }
            }
            Err(e) => error.set(Some(words::add_error(e))),
        }
    };
    view! {
        <div class="add-creature">
            <button type="button" node_ref=toggle aria-expanded=move || open.get().to_string()
                on:click=move |_| open.update(|o| *o = !*o)>
                {words::ADD_CREATURE}
            </button>
            <Show when=move || open.get()>
                <form class="creature-form" on:submit=submit novalidate=true>
                    <CreatureFields form add_attack remove_attack />
                    <TextInput label=words::COUNT value=form.count numeric=true />
                    <p class="hint">{words::COUNT_HINT}</p>
                    <p class="field-error" role="alert">{move || error.get()}</p>
                    <button type="submit" class="primary">{words::ADD_TO_FIGHT}</button>
                </form>
            </Show>
        </div>
    }
}

/// `Ajouter une option d'attaque` and each option's `Retirer l'option`, over
/// `form`; the options made are owned by the component that asks (not by
/// the form, which closes after each add).
fn attack_callbacks(
    form: Form,
    next_key: StoredValue<u32>,
    error: RwSignal<Option<String>>,
) -> (Callback<()>, Callback<u32>) {
    let owner = StoredValue::new_local(Owner::current().unwrap_or_default());
    let add = Callback::new(move |()| {
        if form.attacks.with_untracked(Vec::len) >= MAX_ATTACKS {
            error.set(Some(words::too_many_attacks(MAX_ATTACKS)));
            return;
        }
        let key = next_key.get_value();
        next_key.set_value(key + 1);
        let attack = owner.with_value(|owner| owner.with(|| AttackForm::new(key)));
        form.attacks.update(|a| a.push(attack));
    });
    let remove = Callback::new(move |key: u32| form.attacks.update(|a| a.retain(|f| f.key != key)));
    (add, remove)
}

/// A stat block's fields, its attack options and its notes.
#[component]
fn CreatureFields(form: Form, add_attack: Callback<()>, remove_attack: Callback<u32>) -> impl IntoView {
    view! {
                    <TextInput label=words::NAME value=form.name />
                    <div class="creature-form-numbers">
                        <TextInput label=words::DIFFICULTY value=form.difficulty numeric=true />
                        <TextInput label=words::SIZE value=form.size />
                        <TextInput label=words::DEFENSE value=form.defense numeric=true />
                        <TextInput label=words::HEALTH value=form.health numeric=true />
                        <TextInput label=words::PERCEPTION value=form.perception numeric=true />
                        <TextInput label=words::SPEED value=form.speed numeric=true />
                        <TextInput label="Force" value=form.attributes[0] numeric=true />
                        <TextInput label="Agilité" value=form.attributes[1] numeric=true />
                        <TextInput label="Intelligence" value=form.attributes[2] numeric=true />
                        <TextInput label="Volonté" value=form.attributes[3] numeric=true />
                    </div>
                    <label class="check"><input type="checkbox" prop:checked=move || form.frightening.get()
                        on:change=move |ev| form.frightening.set(event_target_checked(&ev)) />{words::FRIGHTENING}</label>
                    <label class="check"><input type="checkbox" prop:checked=move || form.horrifying.get()
                        on:change=move |ev| form.horrifying.set(event_target_checked(&ev)) />{words::HORRIFYING}</label>
                    <For each=move || form.attacks.get() key=|f| f.key let:attack>
                        <AttackFields form=attack remove=remove_attack />
                    </For>
                    <button type="button" on:click=move |_| add_attack.run(())>{words::ADD_ATTACK}</button>
                    <div class="field">
                        <label for="creature-notes">{words::NOTES}</label>
                        <textarea id="creature-notes" rows="3" prop:value=move || form.notes.get()
                            on:input=move |ev| form.notes.set(event_target_value(&ev))></textarea>
                    </div>
    }
}

/// `Modifier la créature`: the same form over a creature of the fight; its
/// new stat block is one step of the table's `Annuler`, and the bestiary's
/// model of that name follows.
#[component]
pub(super) fn EditCreature(id: u32, done: Callback<()>) -> impl IntoView {
    let view_state = FightView::use_view();
    let store = view_state.store;
    let (form, next) =
        store.fight.with_untracked(|f| f.creature(id).map(|c| Form::of(&c.model))).unwrap_or((Form::new(), 0));
    let next_key = StoredValue::new(next);
    let error = RwSignal::new(None::<String>);
    let (add_attack, remove_attack) = attack_callbacks(form, next_key, error);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let model = match form.read() {
            Ok(model) => model,
            Err(e) => return error.set(Some(e)),
        };
        let mut outcome = Ok(());
        store.step(&words::changed(&model.name), |fight| {
            outcome = fight.edit(id, model.clone());
        });
        match outcome {
            Ok(()) => {
                store.remember(&model);
                view_state.said.set(format!("{}.", words::changed(&model.name)));
                done.run(());
            }
            Err(e) => error.set(Some(words::refusal(e))),
        }
    };
    view! {
        <form class="creature-form" on:submit=submit novalidate=true>
            <CreatureFields form add_attack remove_attack />
            <p class="field-error" role="alert">{move || error.get()}</p>
            <div class="buttons">
                <button type="submit" class="primary">{words::SAVE_CREATURE}</button>
                <button type="button" on:click=move |_| done.run(())>{words::CLOSE_UNCHANGED}</button>
            </div>
        </form>
    }
}
