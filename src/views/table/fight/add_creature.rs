//! `Ajouter une créature`: a stat block typed once, added N at a time, and
//! kept in the bestiary for the next fight; and the same form to change a
//! creature already in the fight (`Modifier la créature`).

use leptos::prelude::*;

use crate::rules::character::attributes::Attribute;
use crate::rules::fight::creature::{Against, AttackOption, Model, MAX_ATTACKS};
use crate::rules::rolls::expression::Amount;
use crate::rules::weapons_and_magic::weapons::Range;
use crate::text;
use crate::text::fight as words;
use crate::views::table::fight_view::FightView;
use crate::views::widgets::ids::unique_id;

/// An attack option as typed.
#[derive(Clone, Copy)]
struct AttackForm {
    key: u32,
    name: RwSignal<String>,
    range: RwSignal<String>,
    against: RwSignal<String>,
    modifier: RwSignal<String>,
    boons: RwSignal<String>,
    damage: RwSignal<String>,
    effect: RwSignal<String>,
}

impl AttackForm {
    fn new(key: u32) -> AttackForm {
        AttackForm {
            key,
            name: RwSignal::new(String::new()),
            range: RwSignal::new("contact".into()),
            against: RwSignal::new("defense".into()),
            modifier: RwSignal::new("0".into()),
            boons: RwSignal::new("0".into()),
            damage: RwSignal::new(String::new()),
            effect: RwSignal::new(String::new()),
        }
    }

    /// The form holding `option`, to change it.
    fn of(key: u32, option: &AttackOption) -> AttackForm {
        let against = match option.against {
            Against::Defense => "defense".to_string(),
            Against::Perception => "perception".to_string(),
            Against::Attribute(attribute) => attribute.code().to_string(),
        };
        let form = AttackForm::new(key);
        form.name.set(option.name.clone());
        form.range.set(if option.range == Range::Distance { "distance" } else { "contact" }.into());
        form.against.set(against);
        form.modifier.set(option.modifier.to_string());
        form.boons.set(option.boons.to_string());
        form.damage.set(option.damage.to_string());
        form.effect.set(option.effect.clone());
        form
    }

    fn read(&self) -> Result<AttackOption, String> {
        let damage = Amount::parse(&self.damage.get_untracked())
            .map_err(|e| format!("{} : {}", words::ATTACK_DAMAGE, text::expression_error(e)))?;
        Ok(AttackOption {
            name: self.name.get_untracked().trim().to_string(),
            range: if self.range.get_untracked() == "distance" { Range::Distance } else { Range::Contact },
            against: words::against_name(&self.against.get_untracked()).unwrap_or(Against::Defense),
            modifier: whole(words::MODIFIER, self.modifier)?,
            boons: whole(words::ATTACK_BOONS, self.boons)?.max(0) as u32,
            damage,
            effect: self.effect.get_untracked().trim().to_string(),
        })
    }
}

fn whole(label: &str, value: RwSignal<String>) -> Result<i32, String> {
    let typed = value.get_untracked().trim().replace('\u{2212}', "-");
    let typed = typed.strip_prefix('+').unwrap_or(&typed).to_string();
    typed.parse::<i32>().map_err(|_| words::not_a_number(label))
}

/// The whole form's text fields.
#[derive(Clone, Copy)]
struct Form {
    name: RwSignal<String>,
    difficulty: RwSignal<String>,
    size: RwSignal<String>,
    defense: RwSignal<String>,
    health: RwSignal<String>,
    perception: RwSignal<String>,
    speed: RwSignal<String>,
    attributes: [RwSignal<String>; 4],
    frightening: RwSignal<bool>,
    horrifying: RwSignal<bool>,
    notes: RwSignal<String>,
    count: RwSignal<String>,
    attacks: RwSignal<Vec<AttackForm>>,
}

impl Form {
    fn new() -> Form {
        let ten = || RwSignal::new("10".to_string());
        Form {
            name: RwSignal::new(String::new()),
            difficulty: RwSignal::new("1".into()),
            size: RwSignal::new("1".into()),
            defense: ten(),
            health: ten(),
            perception: ten(),
            speed: ten(),
            attributes: [ten(), ten(), ten(), ten()],
            frightening: RwSignal::new(false),
            horrifying: RwSignal::new(false),
            notes: RwSignal::new(String::new()),
            count: RwSignal::new("1".into()),
            attacks: RwSignal::new(Vec::new()),
        }
    }

    /// The form holding `model`, to change it (its attack options keyed
    /// from 0, `next_key` on).
    fn of(model: &Model) -> (Form, u32) {
        let form = Form::new();
        form.name.set(model.name.clone());
        form.difficulty.set(model.difficulty.to_string());
        form.size.set(model.size.clone());
        form.defense.set(model.defense.to_string());
        form.health.set(model.health.to_string());
        form.perception.set(model.perception.to_string());
        form.speed.set(model.speed.to_string());
        for (signal, value) in form.attributes.iter().zip(model.attributes) {
            signal.set(value.to_string());
        }
        form.frightening.set(model.frightening);
        form.horrifying.set(model.horrifying);
        form.notes.set(model.notes.clone());
        let attacks: Vec<AttackForm> =
            model.attacks.iter().enumerate().map(|(key, option)| AttackForm::of(key as u32, option)).collect();
        let next = attacks.len() as u32;
        form.attacks.set(attacks);
        (form, next)
    }

    fn read(&self) -> Result<Model, String> {
        let attacks = self.attacks.get_untracked().iter().map(AttackForm::read).collect::<Result<Vec<_>, _>>()?;
        let mut attributes = [10; 4];
        for (slot, (signal, attribute)) in attributes.iter_mut().zip(self.attributes.iter().zip(Attribute::ALL)) {
            *slot = whole(text::attribute_name(attribute), *signal)?;
        }
        Ok(Model {
            name: self.name.get_untracked().trim().to_string(),
            difficulty: whole(words::DIFFICULTY, self.difficulty)?.max(-1) as u32,
            size: self.size.get_untracked().trim().to_string(),
            defense: whole(words::DEFENSE, self.defense)?,
            health: whole(words::HEALTH, self.health)?,
            perception: whole(words::PERCEPTION, self.perception)?,
            speed: whole(words::SPEED, self.speed)?,
            attributes,
            frightening: self.frightening.get_untracked(),
            horrifying: self.horrifying.get_untracked(),
            attacks,
            notes: self.notes.get_untracked(),
        })
    }
}

#[component]
fn TextInput(label: &'static str, value: RwSignal<String>, #[prop(optional)] numeric: bool) -> impl IntoView {
    let id = unique_id(label);
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            <input id=id type="text" inputmode=numeric.then_some("numeric") prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev)) on:focus=move |ev| {
                    if numeric {
                        event_target::<web_sys::HtmlInputElement>(&ev).select();
                    }
                } />
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
            Vec::new()
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
            error.set(Some(format!("Options d'attaque : {MAX_ATTACKS} au plus.")));
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
            Vec::new()
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
