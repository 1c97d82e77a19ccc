//! `Ajouter une créature`: a stat block typed once, added N at a time, and
//! kept in the bestiary for the next fight; and the same form to change a
//! creature already in the fight (`Modifier la créature`).

use leptos::prelude::*;

use crate::rules::fight::creature::MAX_ATTACKS;
use crate::text::fight as words;
use crate::views::table::fight_view::FightView;
use crate::views::widgets::ids::unique_id;
use crate::views::widgets::typed_over::TypedOver;

use super::creature_form::{at, whole, AttackForm, Form, Problem, Spot};
use crate::rules::character::attributes::Attribute;
use crate::rules::fight::creature::Field;
use crate::rules::fight::AddError;
use crate::text;
use crate::views::widgets::keyed_list::{keyed_list, RowKey};
use crate::views::widgets::when::When;

/// The form's problem, for the field it is about to show it.
#[derive(Clone, Copy)]
struct Shown(RwSignal<Option<Problem>>);

/// The form's problem when it is about `spot`.
fn problem_at(spot: Signal<Spot>) -> Signal<Option<String>> {
    let problem = expect_context::<Shown>().0;
    Signal::derive(move || problem.with(|p| p.as_ref().filter(|p| p.spot == spot.get()).map(|p| p.message.clone())))
}

/// What is wrong with the field above it, said right under it.
#[component]
fn FieldError(id: String, message: Signal<Option<String>>) -> impl IntoView {
    move || message.get().map(|m| view! { <p class="field-error" role="alert" id=id.clone()>{m}</p> })
}

#[component]
fn TextInput(
    label: &'static str,
    value: RwSignal<String>,
    #[prop(into)] spot: Signal<Spot>,
    #[prop(optional)] numeric: bool,
) -> impl IntoView {
    let id = unique_id(label);
    let error_id = format!("{id}-error");
    let message = problem_at(spot);
    // A number is typed over what the field holds.
    let over = TypedOver::new();
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            <input id=id type="text" inputmode=numeric.then_some("numeric") prop:value=move || value.get()
                aria-invalid=move || message.with(|m| m.as_ref().map(|_| "true"))
                aria-describedby={let error_id = error_id.clone(); move || message.with(|m| m.as_ref().map(|_| error_id.clone()))}
                on:input=move |ev| {
                    over.done();
                    value.set(event_target_value(&ev));
                }
                on:focus=move |ev| if numeric { over.focus(ev) }
                on:mouseup=move |ev| if numeric { over.mouseup(ev) }
                on:blur=move |_| over.done() />
            <FieldError id=error_id message />
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
fn AttackFields(form: AttackForm, all: RwSignal<Vec<AttackForm>>, remove: Callback<u32>) -> impl IntoView {
    // Its place among the options, which the stat block's refusals name.
    let index = move || all.with(|a| a.iter().position(|f| f.key == form.key).unwrap_or(0));
    let spot = move |field: fn(usize) -> Field| Signal::derive(move || Spot::Stat(field(index())));
    let attributes = Attribute::ALL.into_iter().map(|a| (a.code(), text::attribute_name(a)));
    let against = std::iter::once(("defense", words::DEFENSE))
        .chain(attributes)
        .chain(std::iter::once(("perception", words::PERCEPTION)))
        .collect();
    view! {
        <fieldset class="attack-form">
            <legend>{words::ATTACK_NAME}</legend>
            <TextInput label=words::ATTACK_NAME value=form.name spot=spot(Field::AttackName) />
            <Choice label=words::RANGE value=form.range options=vec![("contact", words::CONTACT), ("distance", words::DISTANCE)] />
            <Choice label=words::AGAINST value=form.against options=against />
            <TextInput label=words::MODIFIER value=form.modifier spot=spot(Field::AttackModifier) numeric=true />
            <TextInput label=words::ATTACK_BOONS value=form.boons spot=spot(Field::AttackBoons) numeric=true />
            <TextInput label=words::ATTACK_DAMAGE value=form.damage spot=Signal::derive(move || Spot::AttackDamage(index())) />
            <TextInput label=words::EFFECT value=form.effect spot=spot(Field::AttackEffect) />
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
    let error = RwSignal::new(None::<Problem>);
    provide_context(Shown(error));
    let next_key = StoredValue::new(0u32);
    let (add_attack, remove_attack) = attack_callbacks(form, next_key, error);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let count = match whole(words::COUNT, form.count) {
            Ok(n) => n.max(0) as u32,
            Err(e) => return error.set(Some(at(Spot::Count)(e))),
        };
        let model = match form.read() {
            Ok(model) => model,
            Err(problem) => return error.set(Some(problem)),
        };
        let added = model.clone();
        let label = words::added(count as usize, &model.name);
        match view_state.store.try_step(&label, move |fight| fight.add(&added, count).map(|_| ())) {
            Ok(_) => {
                view_state.store.remember(&model);
                view_state.said.set(format!("{}.", words::added(count as usize, &model.name)));
                error.set(None);
                // The next creature starts from a new stat block, not this one.
                form.clear();
                open.set(false);
                // The form goes: the keyboard comes back to the button that opened it.
                if let Some(button) = toggle.get_untracked() {
                    let _ = button.focus();
                }
            }
            Err(e) => error.set(Some(Problem::of_add(e))),
        }
    };
    view! {
        <div class="add-creature">
            <button type="button" node_ref=toggle aria-expanded=move || open.get().to_string()
                on:click=move |_| open.update(|o| *o = !*o)>
                {words::ADD_CREATURE}
            </button>
            <When when=move || open.get()>
                <form class="creature-form" on:submit=submit novalidate=true>
                    <CreatureFields form add_attack remove_attack />
                    <TextInput label=words::COUNT value=form.count spot=Spot::Count numeric=true />
                    <p class="hint">{words::COUNT_HINT}</p>
                    <FormError />
                    <button type="submit" class="primary">{words::ADD_TO_FIGHT}</button>
                </form>
            </When>
        </div>
    }
}

/// A problem no single field shows: the number of attack options.
#[component]
fn FormError() -> impl IntoView {
    let message = problem_at(Spot::Stat(Field::Attacks).into());
    view! { <FieldError id=unique_id("creature-form-error") message /> }
}

/// `Ajouter une option d'attaque` and each option's `Retirer l'option`, over
/// `form`; the options made are owned by the component that asks (not by
/// the form, which closes after each add).
fn attack_callbacks(
    form: Form,
    next_key: StoredValue<u32>,
    error: RwSignal<Option<Problem>>,
) -> (Callback<()>, Callback<u32>) {
    let owner = StoredValue::new_local(Owner::current().unwrap_or_default());
    let add = Callback::new(move |()| {
        if form.attacks.with_untracked(Vec::len) >= MAX_ATTACKS {
            error.set(Some(at(Spot::Stat(Field::Attacks))(words::too_many_attacks(MAX_ATTACKS))));
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
                    <TextInput label=words::NAME value=form.name spot=Spot::Stat(Field::Name) />
                    <div class="creature-form-numbers">
                        <TextInput label=words::DIFFICULTY value=form.difficulty spot=Spot::Stat(Field::Difficulty) numeric=true />
                        <TextInput label=words::SIZE value=form.size spot=Spot::Stat(Field::Size) />
                        <TextInput label=words::DEFENSE value=form.defense spot=Spot::Stat(Field::Defense) numeric=true />
                        <TextInput label=words::HEALTH value=form.health spot=Spot::Stat(Field::Health) numeric=true />
                        <TextInput label=words::PERCEPTION value=form.perception spot=Spot::Stat(Field::Perception) numeric=true />
                        <TextInput label=words::SPEED value=form.speed spot=Spot::Stat(Field::Speed) numeric=true />
                        {Attribute::ALL.into_iter().zip(form.attributes).map(|(attribute, value)| view! {
                            <TextInput label=text::attribute_name(attribute) value spot=Spot::Stat(Field::Attribute(attribute)) numeric=true />
                        }).collect_view()}
                    </div>
                    <label class="check"><input type="checkbox" prop:checked=move || form.frightening.get()
                        on:change=move |ev| form.frightening.set(event_target_checked(&ev)) />{words::FRIGHTENING}</label>
                    <label class="check"><input type="checkbox" prop:checked=move || form.horrifying.get()
                        on:change=move |ev| form.horrifying.set(event_target_checked(&ev)) />{words::HORRIFYING}</label>
                    {keyed_list(move || form.attacks.get(), |f| RowKey::Number(u64::from(f.key)), move |attack| {
                        view! { <AttackFields form=attack all=form.attacks remove=remove_attack /> }.into_any()
                    })}
                    <button type="button" on:click=move |_| add_attack.run(())>{words::ADD_ATTACK}</button>
                    <div class="field">
                        <label for="creature-notes">{words::NOTES}</label>
                        <textarea id="creature-notes" rows="3" prop:value=move || form.notes.get()
                            on:input=move |ev| form.notes.set(event_target_value(&ev))></textarea>
                        <FieldError id="creature-notes-error".to_string() message=problem_at(Spot::Stat(Field::Notes).into()) />
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
    let error = RwSignal::new(None::<Problem>);
    provide_context(Shown(error));
    let (add_attack, remove_attack) = attack_callbacks(form, next_key, error);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let model = match form.read() {
            Ok(model) => model,
            Err(problem) => return error.set(Some(problem)),
        };
        let edited = model.clone();
        let outcome = store.try_step(&words::changed(&model.name), move |fight| fight.edit(id, edited.clone()));
        match outcome {
            Ok(()) => {
                store.remember(&model);
                view_state.said.set(format!("{}.", words::changed(&model.name)));
                done.run(());
            }
            Err(e) => error.set(Some(Problem::of_add(AddError::Invalid(e)))),
        }
    };
    view! {
        <form class="creature-form" on:submit=submit novalidate=true>
            <CreatureFields form add_attack remove_attack />
            <FormError />
            <div class="buttons">
                <button type="submit" class="primary">{words::SAVE_CREATURE}</button>
                <button type="button" on:click=move |_| done.run(())>{words::CLOSE_UNCHANGED}</button>
            </div>
        </form>
    }
}
