//! The creature form's state: each field as typed, and the stat block it
//! reads as (the rules' bounds, refused in French beside the field's name).

use leptos::prelude::*;

use crate::rules::character::attributes::Attribute;
use crate::rules::fight::creature::{is_size, Against, AttackOption, Model};
use crate::rules::rolls::expression::Amount;
use crate::rules::weapons_and_magic::weapons::Range;
use crate::text;
use crate::text::fight as words;

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

    pub(super) fn read(&self) -> Result<AttackOption, String> {
        let damage = Amount::parse(&self.damage.get_untracked())
            .map_err(|e| format!("{} : {}", words::ATTACK_DAMAGE, text::expression_error(e)))?;
        Ok(AttackOption {
            name: self.name.get_untracked().trim().to_string(),
            range: if self.range.get_untracked() == "distance" { Range::Distance } else { Range::Contact },
            against: words::against_name(&self.against.get_untracked()).unwrap_or(Against::Defense),
            modifier: whole(words::MODIFIER, self.modifier)?,
            // Below 0 it becomes a number the stat block's check refuses, with its bounds.
            boons: whole(words::ATTACK_BOONS, self.boons)?.max(-1) as u32,
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

    pub(super) fn read(&self) -> Result<Model, String> {
        let attacks = self.attacks.get_untracked().iter().map(AttackForm::read).collect::<Result<Vec<_>, _>>()?;
        let mut attributes = [10; 4];
        for (slot, (signal, attribute)) in attributes.iter_mut().zip(self.attributes.iter().zip(Attribute::ALL)) {
            *slot = whole(text::attribute_name(attribute), *signal)?;
        }
        let size = self.size.get_untracked().trim().to_string();
        if !is_size(&size) {
            return Err(words::NOT_A_SIZE.to_string());
        }
        Ok(Model {
            name: self.name.get_untracked().trim().to_string(),
            difficulty: whole(words::DIFFICULTY, self.difficulty)?.max(-1) as u32,
            size,
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
