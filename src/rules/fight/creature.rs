//! A creature of the GM's fight (docs/rules.md, "Creatures"): its stat
//! block as typed, checked on the way in, and what the fight did to it.

use serde::{Deserialize, Serialize};

use crate::rules::character::attributes::Attribute;
use crate::rules::conditions::{ConditionCode, Conditions};
use crate::rules::rolls::expression::Amount;
use crate::rules::weapons_and_magic::weapons::Range;

pub const MAX_NAME: usize = 80;
pub const MAX_SIZE_TEXT: usize = 20;
pub const MAX_EFFECT: usize = 200;
pub const MAX_NOTES: usize = 4000;
pub const MAX_ATTACKS: usize = 10;

/// What an attack option is rolled against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Against {
    #[default]
    Defense,
    Attribute(Attribute),
    Perception,
}

/// One line of the stat block's attacks: `Lance (contact) +2 avec 1 avantage (1d6+1)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackOption {
    pub name: String,
    pub range: Range,
    pub against: Against,
    /// −10 ..= +20.
    pub modifier: i32,
    /// 0 ..= 5.
    pub boons: u32,
    pub damage: Amount,
    pub effect: String,
}

/// A creature's stat block: what the bestiary keeps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Model {
    pub name: String,
    pub difficulty: u32,
    pub size: String,
    pub defense: i32,
    pub health: i32,
    pub perception: i32,
    pub speed: i32,
    /// Force, Agilité, Intelligence, Volonté, in [`Attribute::ALL`]'s order.
    pub attributes: [i32; 4],
    /// Effrayant.
    pub frightening: bool,
    /// Terrifiant.
    pub horrifying: bool,
    pub attacks: Vec<AttackOption>,
    pub notes: String,
}

/// Which field of a stat block a refusal is about, for the message to
/// stand beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    Difficulty,
    Size,
    Defense,
    Health,
    Perception,
    Speed,
    Attribute(Attribute),
    Notes,
    Attacks,
    AttackName(usize),
    AttackModifier(usize),
    AttackBoons(usize),
    AttackEffect(usize),
}

/// Why a stat block was refused: the field, and its bounds (`max` only for texts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub field: Field,
    pub min: i64,
    pub max: i64,
}

impl Model {
    /// A stat block with every number at the game's usual value.
    pub fn new(name: &str) -> Model {
        Model {
            name: name.to_string(),
            difficulty: 1,
            size: "1".to_string(),
            defense: 10,
            health: 10,
            perception: 10,
            speed: 10,
            attributes: [10; 4],
            frightening: false,
            horrifying: false,
            attacks: Vec::new(),
            notes: String::new(),
        }
    }

    pub fn attribute(&self, attribute: Attribute) -> i32 {
        self.attributes[Attribute::ALL.iter().position(|a| *a == attribute).unwrap_or(0)]
    }

    /// Every bound of docs/rules.md, the first broken one refused.
    pub fn check(&self) -> Result<(), Refusal> {
        let text = |field, text: &str, min: i64, max: usize| {
            let count = text.trim().chars().count();
            // A name of zero-width characters alone shows nothing on its card.
            let visible = text.chars().filter(|c| !c.is_whitespace() && !is_invisible(*c)).take(min as usize).count();
            let bad = visible < min as usize || count > max || text.chars().any(|c| c.is_control() && c != '\n');
            if bad {
                Err(Refusal { field, min, max: max as i64 })
            } else {
                Ok(())
            }
        };
        let number = |field, value: i64, min: i64, max: i64| {
            if (min..=max).contains(&value) {
                Ok(())
            } else {
                Err(Refusal { field, min, max })
            }
        };
        // The number the fight gives a creature ("Gobelin 12") is the
        // fight's, not the stat block's.
        text(Field::Name, kind(&self.name), 1, MAX_NAME)?;
        number(Field::Difficulty, self.difficulty.into(), 0, 1000)?;
        text(Field::Size, &self.size, 0, MAX_SIZE_TEXT)?;
        number(Field::Defense, self.defense.into(), 0, 25)?;
        number(Field::Health, self.health.into(), 1, 1000)?;
        number(Field::Perception, self.perception.into(), 0, 30)?;
        number(Field::Speed, self.speed.into(), 0, 100)?;
        for (attribute, score) in Attribute::ALL.into_iter().zip(self.attributes) {
            number(Field::Attribute(attribute), score.into(), 0, 30)?;
        }
        text(Field::Notes, &self.notes, 0, MAX_NOTES)?;
        number(Field::Attacks, self.attacks.len() as i64, 0, MAX_ATTACKS as i64)?;
        for (i, attack) in self.attacks.iter().enumerate() {
            text(Field::AttackName(i), &attack.name, 1, MAX_NAME)?;
            number(Field::AttackModifier(i), attack.modifier.into(), -10, 20)?;
            number(Field::AttackBoons(i), attack.boons.into(), 0, 5)?;
            text(Field::AttackEffect(i), &attack.effect, 0, MAX_EFFECT)?;
        }
        Ok(())
    }
}

/// Characters that take no room on screen: zero-width spaces and joiners,
/// direction marks, the soft hyphen, the byte order mark.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{00AD}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}')
}

/// Whether `text` is a creature's Taille as the rules write it: `1/8`,
/// `1/4`, `1/2` (or ⅛, ¼, ½) or a whole number from 1 (none at all is
/// allowed: the GM may leave it out). Stat blocks already kept are not held
/// to it; the form is.
pub fn is_size(text: &str) -> bool {
    let text = text.trim();
    let whole = !text.is_empty() && text.len() <= 3 && text.bytes().all(|b| b.is_ascii_digit());
    text.is_empty()
        || ["1/8", "1/4", "1/2", "⅛", "¼", "½"].contains(&text)
        || (whole && text.parse::<u32>().is_ok_and(|n| n >= 1))
}

/// A creature's kind: its name without the number the fight gave it
/// ("Gobelin 2" → "Gobelin").
pub fn kind(name: &str) -> &str {
    match name.rsplit_once(' ') {
        Some((base, n)) if n.parse::<u32>().is_ok() => base,
        _ => name,
    }
}

/// How a creature stands (the card's `data-state`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    Ok,
    /// *blessé*: damage at half its Santé (rounded up) or more.
    Injured,
    /// *hors de combat*: damage at its Santé or more.
    Incapacitated,
    Unconscious,
    Dead,
}

impl Standing {
    pub fn code(self) -> &'static str {
        match self {
            Standing::Ok => "ok",
            Standing::Injured => "injured",
            Standing::Incapacitated => "incapacitated",
            Standing::Unconscious => "unconscious",
            Standing::Dead => "dead",
        }
    }
}

/// A creature on the table: its stat block (named with its number) and
/// what the fight did to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Creature {
    /// Unique within the fight, never reused.
    pub id: u32,
    pub model: Model,
    /// Damage taken, kept above its Santé (the card never shows below 0).
    pub damage: i32,
    pub conditions: Conditions,
    pub dead: bool,
}

impl Creature {
    pub fn standing(&self) -> Standing {
        if self.dead {
            Standing::Dead
        } else if self.conditions.counts(ConditionCode::Unconscious) {
            Standing::Unconscious
        } else if self.damage >= self.model.health {
            Standing::Incapacitated
        } else if self.damage * 2 >= self.model.health {
            Standing::Injured
        } else {
            Standing::Ok
        }
    }

    /// Santé left, never below 0.
    pub fn health_left(&self) -> i32 {
        (self.model.health - self.damage).max(0)
    }

    /// Its Défense: 5 while *sans défense* or *inconscient* (docs/rules.md).
    pub fn defense(&self) -> i32 {
        if self.conditions.in_effect().any(|c| c.effects().defense_five) {
            crate::rules::character::defense::HELPLESS_DEFENSE
        } else {
            self.model.defense
        }
    }
}
