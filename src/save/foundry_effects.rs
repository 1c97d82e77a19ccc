//! Foundry's active effects on a `demonlord` character (the héritage's and
//! the paths' levels, worn armour, talents), read with serde's typed
//! structs and applied as Foundry applies them: every effect not
//! `disabled`, its changes sorted by priority, each by its mode; then what
//! `prepareDerivedData` computes from them (Xacus/demonlord,
//! `src/module/actor/actor.js`). The result is given in this sheet's own
//! model by `save::foundry`.

use serde::Deserialize;
use serde_json::Value;

use crate::rules::character::attributes::Attribute;
use crate::rules::character::sheet::MAX_TEXT;

/// A number or a text, as Foundry writes values, levels and priorities
/// (`"+4"`, `4`, `"1/2"`); anything else is kept as nothing.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum Loose {
    Number(f64),
    Text(String),
    #[default]
    Nothing,
    Other(Value),
}

impl Loose {
    fn number(&self) -> Option<f64> {
        match self {
            Loose::Number(n) => Some(*n),
            Loose::Text(t) => t.trim().trim_start_matches('+').replace('\u{2212}', "-").parse().ok(),
            _ => None,
        }
    }

    fn text(&self) -> String {
        match self {
            Loose::Number(n) => n.to_string(),
            Loose::Text(t) => t.trim().to_string(),
            _ => String::new(),
        }
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct Change {
    key: String,
    value: Loose,
    /// Foundry up to v13: a number (ADD 2, OVERRIDE 5…).
    mode: Loose,
    /// The 6.x system and Foundry v14: a word (`add`, `override`…).
    #[serde(rename = "type")]
    kind: Option<String>,
    priority: Loose,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct EffectSystem {
    changes: Vec<Change>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct DemonlordFlags {
    source_type: String,
    level_required: Loose,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct Flags {
    demonlord: DemonlordFlags,
}

/// One active effect of the export.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct Effect {
    name: String,
    /// Its name before Foundry 11.
    label: String,
    disabled: bool,
    changes: Vec<Change>,
    /// Foundry v14 keeps the changes here.
    system: EffectSystem,
    flags: Flags,
    /// The status an affliction is (`defenseless`, `slowed`…).
    statuses: Vec<String>,
}

impl Effect {
    /// An affliction (a state of the token's menu), not numbers of its own.
    fn affliction(&self) -> Option<&str> {
        let by_flag = self.flags.demonlord.source_type == "affliction";
        match self.statuses.first() {
            Some(status) => Some(status),
            None if by_flag => Some(""),
            None => None,
        }
    }
}

/// How a change acts on its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Multiply,
    Add,
    Downgrade,
    Upgrade,
    Override,
}

impl Mode {
    fn read(change: &Change) -> Option<Mode> {
        let by_word = |w: &str| match w.to_ascii_lowercase().as_str() {
            "multiply" => Some(Mode::Multiply),
            "add" => Some(Mode::Add),
            "downgrade" => Some(Mode::Downgrade),
            "upgrade" => Some(Mode::Upgrade),
            "override" => Some(Mode::Override),
            _ => None,
        };
        match (&change.kind, change.mode.number()) {
            (Some(word), _) => by_word(word),
            (None, Some(n)) => match n as i64 {
                1 => Some(Mode::Multiply),
                2 => Some(Mode::Add),
                3 => Some(Mode::Downgrade),
                4 => Some(Mode::Upgrade),
                5 => Some(Mode::Override),
                _ => None,
            },
            (None, None) => match &change.mode {
                Loose::Text(word) => by_word(word),
                _ => None,
            },
        }
    }

    /// Foundry's default priority: the mode's number times ten.
    fn default_priority(self) -> f64 {
        match self {
            Mode::Multiply => 10.0,
            Mode::Add => 20.0,
            Mode::Downgrade => 30.0,
            Mode::Upgrade => 40.0,
            Mode::Override => 50.0,
        }
    }

    fn apply(self, to: f64, value: f64) -> f64 {
        match self {
            Mode::Multiply => to * value,
            Mode::Add => to + value,
            Mode::Downgrade => to.min(value),
            Mode::Upgrade => to.max(value),
            Mode::Override => value,
        }
    }
}

/// The numbers of the sheet an effect can change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Attribute(Attribute),
    Perception,
    Health,
    Defense,
    Power,
    Speed,
    Size,
    ArmorFixed,
    ArmorAgility,
    ArmorDefense,
}

impl Target {
    fn of(key: &str) -> Option<Target> {
        Some(match key {
            "system.attributes.strength.value" => Target::Attribute(Attribute::Strength),
            "system.attributes.agility.value" => Target::Attribute(Attribute::Agility),
            "system.attributes.intellect.value" => Target::Attribute(Attribute::Intellect),
            "system.attributes.will.value" => Target::Attribute(Attribute::Will),
            "system.attributes.perception.value" => Target::Perception,
            "system.characteristics.health.max" => Target::Health,
            "system.characteristics.defense" => Target::Defense,
            "system.characteristics.power" => Target::Power,
            "system.characteristics.speed" => Target::Speed,
            "system.characteristics.size" => Target::Size,
            "system.bonuses.armor.fixed" => Target::ArmorFixed,
            "system.bonuses.armor.agility" => Target::ArmorAgility,
            "system.bonuses.armor.defense" => Target::ArmorDefense,
            _ => return None,
        })
    }
}

/// A change applied: to what, how, by what (`Size` keeps its text).
#[derive(Clone, Debug, PartialEq)]
pub struct Applied {
    pub target: Target,
    pub mode: Mode,
    pub value: f64,
    pub text: String,
}

/// Why an effect, or some of its changes, did nothing here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Skipped {
    /// `disabled` in the file: not applied, as in Foundry.
    Disabled,
    /// `disabled`, its level (`levelRequired`) not reached yet.
    LevelNotReached(i64),
    /// Keys this sheet has no place for (a boon to a kind of roll…).
    NoPlace(Vec<String>),
}

/// One effect as the preview tells it.
#[derive(Clone, Debug, PartialEq)]
pub struct EffectReport {
    pub name: String,
    /// `ancestry`, `path`, `armor`, `talent`…
    pub source: String,
    pub applied: Vec<Applied>,
    pub skipped: Option<Skipped>,
    /// `levelRequired`, when it disagrees with `disabled` at this level.
    pub level_mismatch: Option<i64>,
}

/// The numbers once every effect is applied, before this sheet's model.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    /// Force, Agilité, Intelligence, Volonté, in [`Attribute::ALL`]'s order.
    pub attributes: [f64; 4],
    /// Perception's value before Intelligence's modifier is added.
    pub perception: f64,
    /// What effects add to Santé's maximum (Foundry starts it at 0).
    pub health: f64,
    pub power: f64,
    pub speed: f64,
    /// Taille as the last override wrote it, if any did.
    pub size: Option<String>,
    /// Défense overridden by an effect (a fixed base), if any.
    pub defense_base: Option<f64>,
    /// Défense lines, each named after its effect: (name, replaces, value).
    pub defense_lines: Vec<(String, bool, i64)>,
    pub reports: Vec<EffectReport>,
    /// The afflictions in force: (name, status), their changes not applied
    /// (the sheet's states do what they do).
    pub afflictions: Vec<(String, String)>,
}

impl Outcome {
    /// The plain number a target changes, if it is one.
    fn number_mut(&mut self, target: Target) -> Option<&mut f64> {
        Some(match target {
            Target::Attribute(a) => &mut self.attributes[Attribute::ALL.iter().position(|x| *x == a)?],
            Target::Perception => &mut self.perception,
            Target::Health => &mut self.health,
            Target::Power => &mut self.power,
            Target::Speed => &mut self.speed,
            _ => return None,
        })
    }
}

/// The base numbers of the export, before any effect.
pub struct Base {
    pub attributes: [f64; 4],
    pub power: f64,
    pub speed: f64,
    pub level: i64,
}

/// The `source` of an affliction's report.
pub const AFFLICTION: &str = "affliction";

/// The most effects one actor may carry, and changes all its effects
/// together: far past any character's, and a bound on what one file may
/// make the page compute and show.
pub const MAX_EFFECTS: usize = 500;
pub const MAX_CHANGES: usize = 5_000;

/// Why an actor's effects are not read.
#[derive(Debug)]
pub enum EffectsError {
    Read(super::named_path::Refusal),
    TooManyEffects(usize),
    TooManyChanges(usize),
}

/// Reads `effects` (the export's top-level list) and applies them over `base`.
pub fn apply(effects: Option<&Value>, base: &Base) -> Result<Outcome, EffectsError> {
    let effects: Vec<Effect> = match effects {
        Some(Value::Array(list)) if list.len() > MAX_EFFECTS => return Err(EffectsError::TooManyEffects(list.len())),
        Some(list @ Value::Array(_)) => super::named_path::deserialize(list.clone()).map_err(EffectsError::Read)?,
        _ => Vec::new(),
    };
    let changes: usize =
        effects.iter().map(|e| if e.changes.is_empty() { e.system.changes.len() } else { e.changes.len() }).sum();
    if changes > MAX_CHANGES {
        return Err(EffectsError::TooManyChanges(changes));
    }
    let mut outcome = Outcome {
        attributes: base.attributes,
        // prepareBaseData: Perception starts at Intelligence's base score.
        perception: base.attributes[2],
        power: base.power,
        speed: base.speed,
        ..Outcome::default()
    };
    // (priority, effect, change) of every change that has a place here.
    let mut ordered: Vec<(f64, usize, Target, Mode, &Loose)> = Vec::new();
    for (index, effect) in effects.iter().enumerate() {
        // The sheet keeps no longer name (nor does a line of the preview).
        let name = if effect.name.is_empty() { &effect.label } else { &effect.name };
        let name: String = name.chars().take(MAX_TEXT).collect();
        let required = effect.flags.demonlord.level_required.number().map(|n| n as i64);
        let reached = required.is_none_or(|r| r <= base.level);
        let level_mismatch =
            required.filter(|_| reached == effect.disabled && effect.flags.demonlord.source_type != "armor");
        let mut report = EffectReport {
            name,
            source: effect.flags.demonlord.source_type.clone(),
            applied: Vec::new(),
            skipped: None,
            level_mismatch,
        };
        if effect.disabled {
            report.skipped = Some(match required {
                Some(r) if !reached => Skipped::LevelNotReached(r),
                _ => Skipped::Disabled,
            });
            outcome.reports.push(report);
            continue;
        }
        // A state, never numbers: folded into the base, it would outlast it.
        // (Its report stays, at its place, marked: the preview names it as a state.)
        if let Some(status) = effect.affliction() {
            outcome.afflictions.push((report.name.clone(), status.to_string()));
            report.source = AFFLICTION.to_string();
            outcome.reports.push(report);
            continue;
        }
        let changes = if effect.changes.is_empty() { &effect.system.changes } else { &effect.changes };
        let mut no_place = Vec::new();
        for change in changes {
            match (Target::of(&change.key), Mode::read(change)) {
                (Some(target), Some(mode)) => {
                    let priority = change.priority.number().unwrap_or(mode.default_priority());
                    ordered.push((priority, index, target, mode, &change.value));
                }
                _ => no_place.push(change.key.clone()),
            }
        }
        if !no_place.is_empty() {
            report.skipped = Some(Skipped::NoPlace(no_place));
        }
        outcome.reports.push(report);
    }
    // Foundry sorts every change by priority, the list's order kept within one.
    ordered.sort_by(|a, b| a.0.total_cmp(&b.0));
    // Each armour's effect: (effect, fixed, Agilité bonus, Défense bonus),
    // found by the effect's place in `armour_at`.
    let mut armour: Vec<(usize, [f64; 3])> = Vec::new();
    let mut armour_at: Vec<Option<usize>> = vec![None; effects.len()];
    for (_, index, target, mode, value) in ordered {
        let text = value.text();
        let number = value.number();
        let applied = Applied { target, mode, value: number.unwrap_or(0.0), text: text.clone() };
        let Some(number) = number.or((target == Target::Size).then_some(0.0)) else { continue };
        match target {
            Target::Size => outcome.size = Some(text),
            // Only a héritage sets a base; from anything else, or at 0 or
            // below, a line that replaces Défense with that number (as this
            // app exports an equipment line « Remplace »).
            Target::Defense
                if mode == Mode::Override && (number <= 0.0 || outcome.reports[index].source != "ancestry") =>
            {
                outcome.defense_lines.push((outcome.reports[index].name.clone(), true, number as i64))
            }
            Target::Defense if mode == Mode::Override => outcome.defense_base = Some(number),
            Target::Defense => {
                let line = (outcome.reports[index].name.clone(), false, mode.apply(0.0, number) as i64);
                outcome.defense_lines.push(line)
            }
            Target::ArmorFixed | Target::ArmorAgility | Target::ArmorDefense => {
                let at = *armour_at[index].get_or_insert_with(|| {
                    armour.push((index, [0.0; 3]));
                    armour.len() - 1
                });
                let slot = match target {
                    Target::ArmorFixed => 0,
                    Target::ArmorAgility => 1,
                    _ => 2,
                };
                let value = &mut armour[at].1[slot];
                *value = mode.apply(*value, number);
            }
            _ => {
                if let Some(slot) = outcome.number_mut(target) {
                    *slot = mode.apply(*slot, number);
                }
            }
        }
        // One report per effect, in the export's order.
        outcome.reports[index].applied.push(applied);
    }
    // Each armour: a fixed Défense replaces Agilité (its Agilité bonus then
    // counts for nothing, as in Foundry); the rest adds.
    for (index, [fixed, agility, defense]) in armour {
        let name = outcome.reports[index].name.clone();
        // A héritage's fixed Défense is its base (as this app exports one).
        if outcome.reports[index].source == "ancestry" && fixed > 0.0 && agility == 0.0 && defense == 0.0 {
            outcome.defense_base = Some(fixed);
            continue;
        }
        if fixed > 0.0 {
            outcome.defense_lines.push((name.clone(), true, fixed as i64));
        }
        let kept = if fixed > 0.0 { defense } else { agility + defense };
        if kept != 0.0 {
            outcome.defense_lines.push((name, false, kept as i64));
        }
    }
    Ok(outcome)
}
