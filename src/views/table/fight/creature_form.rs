//! The creature form's state: each field as typed, and the stat block it
//! reads as (the rules' bounds, refused in French beside the field's name).

use leptos::prelude::*;

use crate::rules::character::attributes::Attribute;
use crate::rules::fight::creature::{is_size, Against, AttackOption, Field, Model};
use crate::rules::fight::AddError;
use crate::rules::rolls::expression::Amount;
use crate::rules::weapons_and_magic::weapons::Range;
use crate::text;
use crate::text::fight as words;

/// Where on the form a problem is: a field of the stat block (or its
/// number of attack options), an attack option's damage, or `Nombre`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Spot {
    Stat(Field),
    AttackDamage(usize),
    Count,
}

/// What is wrong, said beside the field it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Problem {
    pub(super) spot: Spot,
    pub(super) message: String,
}

/// The message `message` about `spot`.
pub(super) fn at(spot: Spot) -> impl Fn(String) -> Problem {
    move |message| Problem { spot, message }
}

impl Problem {
    /// The rules' refusal of creatures to add, beside the field it names.
    pub(super) fn of_add(error: AddError) -> Problem {
        let spot = match error {
            AddError::Invalid(refusal) => Spot::Stat(refusal.field),
            AddError::Count | AddError::TooMany { .. } => Spot::Count,
        };
        Problem { spot, message: words::add_error(error) }
    }
}

/// An attack option as typed.
#[derive(Clone, Copy)]
pub(super) struct AttackForm {
    pub(super) key: u32,
    pub(super) name: RwSignal<String>,
    pub(super) range: RwSignal<String>,
    pub(super) against: RwSignal<String>,
    pub(super) modifier: RwSignal<String>,
    pub(super) boons: RwSignal<String>,
    pub(super) damage: RwSignal<String>,
    pub(super) effect: RwSignal<String>,
}

impl AttackForm {
    pub(super) fn new(key: u32) -> AttackForm {
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
    pub(super) fn of(key: u32, option: &AttackOption) -> AttackForm {
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

    /// The option, the `index`-th of its stat block.
    pub(super) fn read(&self, index: usize) -> Result<AttackOption, Problem> {
        let damage = Amount::parse(&self.damage.get_untracked())
            .map_err(|e| format!("{} : {}", words::ATTACK_DAMAGE, text::expression_error(e)))
            .map_err(at(Spot::AttackDamage(index)))?;
        Ok(AttackOption {
            name: self.name.get_untracked().trim().to_string(),
            range: if self.range.get_untracked() == "distance" { Range::Distance } else { Range::Contact },
            against: words::against_name(&self.against.get_untracked()).unwrap_or(Against::Defense),
            modifier: whole(words::MODIFIER, self.modifier).map_err(at(Spot::Stat(Field::AttackModifier(index))))?,
            // Below 0 it becomes a number the stat block's check refuses, with its bounds.
            boons: whole(words::ATTACK_BOONS, self.boons).map_err(at(Spot::Stat(Field::AttackBoons(index))))?.max(-1)
                as u32,
            damage,
            effect: self.effect.get_untracked().trim().to_string(),
        })
    }
}

/// A whole number as typed. One too large for any bound, or not whole
/// (« 2147483648 », « 1e30 », « 2,5 »), comes out as a number the stat
/// block's check refuses, so that the GM reads the field's bounds.
pub(super) fn whole(label: &str, value: RwSignal<String>) -> Result<i32, String> {
    let typed = value.get_untracked().trim().replace('\u{2212}', "-").replace(',', ".");
    let typed = typed.strip_prefix('+').unwrap_or(&typed).to_string();
    if let Ok(n) = typed.parse::<i64>() {
        return Ok(n.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32);
    }
    // Digits with a point or an exponent: a number, just not a whole one
    // within reach (no float parser for that: it weighs 15 KB).
    let numeric =
        typed.bytes().any(|b| b.is_ascii_digit()) && typed.bytes().all(|b| b.is_ascii_digit() || b"-+.eE".contains(&b));
    if numeric {
        Ok(i32::MAX)
    } else {
        Err(words::not_a_number(label))
    }
}

/// The whole form's text fields.
#[derive(Clone, Copy)]
pub(super) struct Form {
    pub(super) name: RwSignal<String>,
    pub(super) difficulty: RwSignal<String>,
    pub(super) size: RwSignal<String>,
    pub(super) defense: RwSignal<String>,
    pub(super) health: RwSignal<String>,
    pub(super) perception: RwSignal<String>,
    pub(super) speed: RwSignal<String>,
    pub(super) attributes: [RwSignal<String>; 4],
    pub(super) frightening: RwSignal<bool>,
    pub(super) horrifying: RwSignal<bool>,
    pub(super) notes: RwSignal<String>,
    pub(super) count: RwSignal<String>,
    pub(super) attacks: RwSignal<Vec<AttackForm>>,
}

impl Form {
    pub(super) fn new() -> Form {
        let empty = || RwSignal::new(String::new());
        let form = Form {
            name: empty(),
            difficulty: empty(),
            size: empty(),
            defense: empty(),
            health: empty(),
            perception: empty(),
            speed: empty(),
            attributes: [empty(), empty(), empty(), empty()],
            frightening: RwSignal::new(false),
            horrifying: RwSignal::new(false),
            notes: empty(),
            count: empty(),
            attacks: RwSignal::new(Vec::new()),
        };
        form.clear();
        form
    }

    /// Back to a new stat block: the rules' ordinary numbers, one creature,
    /// no attack.
    pub(super) fn clear(&self) {
        self.name.set(String::new());
        self.difficulty.set("1".into());
        self.size.set("1".into());
        for number in [self.defense, self.health, self.perception, self.speed].iter().chain(&self.attributes) {
            number.set("10".into());
        }
        self.frightening.set(false);
        self.horrifying.set(false);
        self.notes.set(String::new());
        self.count.set("1".into());
        self.attacks.set(Vec::new());
    }

    /// The form holding `model`, to change it (its attack options keyed
    /// from 0, `next_key` on).
    pub(super) fn of(model: &Model) -> (Form, u32) {
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

    pub(super) fn read(&self) -> Result<Model, Problem> {
        let attacks = self.attacks.get_untracked();
        let attacks = attacks.iter().enumerate().map(|(i, a)| a.read(i)).collect::<Result<Vec<_>, _>>()?;
        let mut attributes = [10; 4];
        for (slot, (signal, attribute)) in attributes.iter_mut().zip(self.attributes.iter().zip(Attribute::ALL)) {
            *slot =
                whole(text::attribute_name(attribute), *signal).map_err(at(Spot::Stat(Field::Attribute(attribute))))?;
        }
        let size = self.size.get_untracked().trim().to_string();
        if !is_size(&size) {
            return Err(at(Spot::Stat(Field::Size))(words::NOT_A_SIZE.to_string()));
        }
        let number = |label, signal, field| whole(label, signal).map_err(at(Spot::Stat(field)));
        Ok(Model {
            name: self.name.get_untracked().trim().to_string(),
            difficulty: number(words::DIFFICULTY, self.difficulty, Field::Difficulty)?.max(-1) as u32,
            size,
            defense: number(words::DEFENSE, self.defense, Field::Defense)?,
            health: number(words::HEALTH, self.health, Field::Health)?,
            perception: number(words::PERCEPTION, self.perception, Field::Perception)?,
            speed: number(words::SPEED, self.speed, Field::Speed)?,
            attributes,
            frightening: self.frightening.get_untracked(),
            horrifying: self.horrifying.get_untracked(),
            attacks,
            notes: self.notes.get_untracked(),
        })
    }
}
