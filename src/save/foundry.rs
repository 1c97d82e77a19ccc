//! A character exported from Foundry VTT's `demonlord` system (versions 4
//! to 6: `system.attributes`, `system.characteristics`, `items[]`), read
//! into a sheet that goes through the same checks as our own files.
//!
//! The export holds the base numbers; the héritage's, the paths' and the
//! armour's are active effects (`save::foundry_effects`), applied as
//! Foundry applies them and given in this sheet's model: final attributes,
//! the Santé and Perception bonuses, Défense lines named after their items.
//! Numbers Foundry derives at load (Défense, Santé's maximum) are ours to
//! compute; what has no place here is listed as left out, with why.

use rustc_hash::FxHashMap;
use serde_json::{json, Value};

use super::field::FieldProblem;
use super::foundry_effects::{self, Applied, EffectsError, Skipped};
use super::foundry_statuses::state_of;
use super::foundry_texts::{self, Wealth};
use super::named_path;
use crate::rules::character::attributes::Score;
use crate::rules::character::defense::ItemValue;
use crate::rules::character::number::{Bonus, NumberError, MAX_DAMAGE};
use crate::rules::character::profile::{Corruption, Level, Power, Size, Speed, Text};
use crate::rules::character::sheet::{Sheet, SheetData, MAX_EQUIPMENT, MAX_TEXT};
use crate::rules::checks::sheet_error::SheetError;
use crate::rules::conditions::{Condition, ConditionCode, ConditionSource, Conditions};
use crate::rules::weapons_and_magic::magic::{most_castings, Rank, Uses, MAX_SPELLS, MAX_TALENTS};
use crate::rules::weapons_and_magic::weapons::{WeaponDamage, MAX_WEAPONS};

/// The versions of the `demonlord` system whose data model this reads.
pub const KNOWN_MAJOR_VERSIONS: [u32; 3] = [4, 5, 6];

/// A Foundry character, as it will be imported, with what the preview says.
#[derive(Clone, Debug, PartialEq)]
pub struct FoundryCharacter {
    pub sheet: Sheet,
    /// `_stats.systemVersion`, when the export has it.
    pub version: Option<String>,
    pub brought: Vec<Brought>,
    pub left_out: Vec<LeftOut>,
    pub differences: Vec<Difference>,
}

/// What was brought over, for the preview's list.
#[derive(Clone, Debug, PartialEq)]
pub enum Brought {
    /// Attributes, Folie, damage, Niveau, Pouvoir, Corruption, Taille, Vitesse.
    Numbers,
    Ancestry(String),
    Paths(Vec<String>),
    Weapons(Vec<String>),
    Talents(Vec<String>),
    Spells(Vec<String>),
    Languages(Vec<String>),
    Professions(Vec<String>),
    /// Afflictions, as the sheet's states.
    States(Vec<ConditionCode>),
    /// The biography, as Notes (its length in characters).
    Notes(usize),
    /// The wealth, as Richesse.
    Wealth(String),
    /// An active effect, by its Foundry name, with what it changed.
    Effect {
        name: String,
        changes: Vec<Applied>,
    },
}

/// What was not brought over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeftOut {
    /// An active effect, or some of its changes, and why.
    Effect { name: String, why: Skipped },
    /// Items of a type the sheet has no place for (`armor`: 2).
    Items { kind: String, count: usize },
    /// Items of further types, past the [`KINDS_LISTED`] named ones.
    OtherKinds { kinds: usize, count: usize },
    /// Beyond the sheet's bound for that list.
    TooMany { kind: String, count: usize },
    /// Items' descriptions (formatted text).
    Descriptions,
    /// A legendary path: the sheet has places for novice, expert and master.
    LegendaryPath(String),
    /// An affliction the sheet has no state for (Terrifié, an action…).
    Affliction(String),
    /// A spell's attack roll and damage: the sheet's spells have neither.
    SpellAttack(String),
}

/// A number that differs from the export's, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// An effect whose `levelRequired` and `disabled` disagree at the
    /// character's level: applied or not as `disabled` says, as in Foundry.
    EffectLevel { name: String, required: i64, level: i64, disabled: bool },
    /// An armour whose `wear` and whose effect's `disabled` disagree.
    ArmourWorn { name: String, worn: bool, applied: bool },
    /// Folie above Volonté, brought down to it.
    Insanity { foundry: i64, here: i32 },
    /// Damage above what the sheet can hold, brought down to it.
    Damage { foundry: i64, here: i32 },
    /// Perception below Intelligence: the bonus cannot be negative here.
    Perception { foundry: i64, here: i32 },
    /// A weapon that attacks with neither Force nor Agilité: Force here.
    WeaponAttribute { weapon: String, attribute: String },
    /// A weapon Foundry attacks with without an attribute: Force here.
    WeaponNoAttribute { weapon: String },
    /// A weapon's damage the sheet cannot roll (`2d6+@str`): 1 here.
    WeaponDamage { weapon: String, damage: String },
    /// A system version this reader was not written for.
    UnknownVersion(String),
    /// A text longer than the sheet keeps (its characters there and here).
    TextCut { text: Text, foundry: usize, here: usize },
}

/// Types of items the preview names one by one; the others are counted
/// together (an export may hold thousands, one line each would freeze it).
pub const KINDS_LISTED: usize = 8;

/// Why a Foundry export could not be read. Nothing is imported then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoundryError {
    /// Not a Foundry `demonlord` actor at all.
    NotFoundry,
    /// An actor exported by Foundry before version 10 (its data under
    /// `data`, not `system`), whose fields this reader does not know.
    BeforeFoundry10,
    /// An actor, but not a character (`creature`, `vehicle`).
    NotACharacter(String),
    /// A field of the export is wrong; `path` as Foundry names it.
    Field { path: String, problem: FieldProblem },
    /// The character breaks one of the sheet's rules.
    Invalid(SheetError),
    /// More effects than one actor may carry ([`foundry_effects::MAX_EFFECTS`]).
    TooManyEffects(usize),
    /// More changes in its effects than [`foundry_effects::MAX_CHANGES`].
    TooManyChanges(usize),
}

/// Is this JSON a `demonlord` actor export (of any type, of any Foundry
/// version: before version 10 the actor's data was under `data`)?
pub fn is_foundry_actor(json: &Value) -> bool {
    let from_demonlord = json.pointer("/_stats/systemId").is_none_or(|id| id == "demonlord");
    let data = |key: &str| json.get(key).is_some_and(|s| s.get("attributes").is_some());
    from_demonlord && json.get("type").is_some_and(Value::is_string) && (data("system") || data("data"))
}

pub fn import(json: &Value) -> Result<FoundryCharacter, FoundryError> {
    if !is_foundry_actor(json) {
        return Err(FoundryError::NotFoundry);
    }
    if json.get("system").is_none() {
        return Err(FoundryError::BeforeFoundry10);
    }
    let kind = json["type"].as_str().unwrap_or_default();
    if kind != "character" {
        return Err(FoundryError::NotACharacter(kind.to_string()));
    }
    let mut reader = Reader::default();
    let sheet = reader.sheet(json)?;
    let version = json.pointer("/_stats/systemVersion").and_then(Value::as_str).map(str::to_string);
    if let Some(v) = &version {
        let major = v.split('.').next().and_then(|m| m.parse::<u32>().ok());
        if !major.is_some_and(|m| KNOWN_MAJOR_VERSIONS.contains(&m)) {
            reader.differences.insert(0, Difference::UnknownVersion(v.clone()));
        }
    }
    Ok(FoundryCharacter {
        sheet,
        version,
        brought: reader.brought,
        left_out: reader.left_out,
        differences: reader.differences,
    })
}

#[derive(Default)]
struct Reader {
    brought: Vec<Brought>,
    left_out: Vec<LeftOut>,
    differences: Vec<Difference>,
}

/// A whole number at `pointer` (Foundry writes some as text: `"2"`), or
/// `default` when absent or empty.
fn int_at(json: &Value, pointer: &str, default: i64) -> Result<i64, FoundryError> {
    let wrong = || FoundryError::Field { path: path_of(pointer), problem: FieldProblem::WrongType };
    match json.pointer(pointer) {
        None | Some(Value::Null) => Ok(default),
        Some(Value::Number(n)) => n.as_i64().ok_or_else(wrong),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(default),
        Some(Value::String(s)) => s.trim().parse().map_err(|_| wrong()),
        Some(_) => Err(wrong()),
    }
}

/// A text at `pointer`, or "" when absent.
fn text_at(json: &Value, pointer: &str) -> Result<String, FoundryError> {
    match json.pointer(pointer) {
        None | Some(Value::Null) => Ok(String::new()),
        Some(Value::String(s)) => Ok(s.clone()),
        Some(_) => Err(FoundryError::Field { path: path_of(pointer), problem: FieldProblem::WrongType }),
    }
}

/// `/system/attributes/will/value` → `system.attributes.will.value`.
fn path_of(pointer: &str) -> String {
    let mut path = String::new();
    for part in pointer.trim_start_matches('/').split('/') {
        if part.bytes().all(|b| b.is_ascii_digit()) && !part.is_empty() {
            path.push_str(&format!("[{part}]"));
        } else {
            if !path.is_empty() {
                path.push('.');
            }
            path.push_str(part);
        }
    }
    path
}

/// `value` checked by one of the sheet's bounded numbers (`check`).
fn bounded<T>(value: i64, pointer: &str, check: fn(i64) -> Result<T, NumberError>) -> Result<T, FoundryError> {
    check(value).map_err(|e| FoundryError::Field {
        path: path_of(pointer),
        problem: match e {
            NumberError::TooLow { min } => FieldProblem::TooLow(i64::from(min)),
            NumberError::TooHigh { max } => FieldProblem::TooHigh(i64::from(max)),
            NumberError::Empty | NumberError::NotANumber => FieldProblem::WrongType,
        },
    })
}

/// The whole number at `pointer` (`default` when absent), checked by one
/// of the sheet's bounded numbers.
fn bounded_at<T>(
    json: &Value,
    pointer: &str,
    default: i64,
    check: fn(i64) -> Result<T, NumberError>,
) -> Result<T, FoundryError> {
    bounded(int_at(json, pointer, default)?, pointer, check)
}

/// A name the sheet keeps: at most [`MAX_TEXT`] characters.
fn name_at(json: &Value, pointer: &str) -> Result<String, FoundryError> {
    let name = text_at(json, pointer)?;
    let count = name.chars().count();
    if count > MAX_TEXT {
        return Err(FoundryError::Field { path: path_of(pointer), problem: FieldProblem::TooHigh(MAX_TEXT as i64) });
    }
    Ok(name.trim().to_string())
}

fn size(json: &Value) -> Result<Size, FoundryError> {
    let pointer = "/system/characteristics/size";
    let typed = match json.pointer(pointer) {
        Some(Value::Number(n)) => n.to_string(),
        _ => text_at(json, pointer)?,
    };
    size_of(&typed).ok_or(FoundryError::Field { path: path_of(pointer), problem: FieldProblem::UnknownValue })
}

/// Every effect Foundry applies to the actor (`allApplicableEffects`): its
/// own, then those its items carry to it (`transfer`), but not those of an
/// item it does not wear, nor those an older Foundry already copied onto
/// the actor (their `origin` names the item). Past
/// [`foundry_effects::MAX_EFFECTS`] the list stops growing: it is refused.
fn applicable_effects(json: &Value) -> Option<Value> {
    let own = json.get("effects").and_then(Value::as_array);
    let items = json.get("items").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
    let carried = |item: &Value| item.get("effects").and_then(Value::as_array).is_some_and(|e| !e.is_empty());
    if !items.iter().any(carried) {
        return json.get("effects").cloned();
    }
    let mut all: Vec<Value> = own.cloned().unwrap_or_default();
    // An older Foundry copied an item's effects onto the actor, with the
    // item as origin; the armour's own Défense effect has that origin too,
    // so a copy is known by its origin and its name.
    let name = |e: &Value| e.get("name").or_else(|| e.get("label")).and_then(Value::as_str).map(str::to_owned);
    let copied = |origin: &str, effect: &Value| {
        own.is_some_and(|own| {
            own.iter().any(|e| {
                e.get("origin").and_then(Value::as_str).is_some_and(|o| o.ends_with(origin)) && name(e) == name(effect)
            })
        })
    };
    for item in items.iter().filter(|i| carried(i)) {
        let worn = item.pointer("/system/wear").and_then(Value::as_bool) != Some(false);
        if !worn {
            continue;
        }
        let origin = item.get("_id").and_then(Value::as_str).filter(|id| !id.is_empty()).map(|id| format!("Item.{id}"));
        for effect in item.get("effects").and_then(Value::as_array).into_iter().flatten() {
            let copy = origin.as_deref().is_some_and(|origin| copied(origin, effect));
            if effect.get("transfer").and_then(Value::as_bool) == Some(false) || copy {
                continue;
            }
            if all.len() > foundry_effects::MAX_EFFECTS {
                return Some(Value::Array(all));
            }
            all.push(effect.clone());
        }
    }
    Some(Value::Array(all))
}

/// Taille as Foundry writes it (`"1/2"`, `0.5`…).
fn size_of(typed: &str) -> Option<Size> {
    Some(match typed.trim() {
        "" | "1" => Size::One,
        "1/4" | "¼" | "0.25" => Size::Quarter,
        "1/2" | "½" | "0.5" => Size::Half,
        "2" => Size::Two,
        "3" => Size::Three,
        "4" => Size::Four,
        "5" => Size::Five,
        _ => return None,
    })
}

/// What kind of item the French list names: Foundry's `type`.
fn item_kind(item: &Value) -> &str {
    item.get("type").and_then(Value::as_str).unwrap_or("")
}

impl Reader {
    fn sheet(&mut self, json: &Value) -> Result<Sheet, FoundryError> {
        let attribute = |name: &str| -> Result<f64, FoundryError> {
            let pointer = format!("/system/attributes/{name}/value");
            Ok(f64::from(bounded_at(json, &pointer, 10, Score::new)?.value()))
        };
        let level = bounded_at(json, "/system/level", 0, Level::new)?;
        let base = foundry_effects::Base {
            attributes: [attribute("strength")?, attribute("agility")?, attribute("intellect")?, attribute("will")?],
            power: f64::from(bounded_at(json, "/system/characteristics/power", 0, Power::new)?.value()),
            speed: f64::from(bounded_at(json, "/system/characteristics/speed", 10, Speed::new)?.value()),
            level: i64::from(level.value()),
        };
        let effects = applicable_effects(json);
        let outcome = foundry_effects::apply(effects.as_ref(), &base).map_err(|e| match e {
            EffectsError::Read(refusal) => FoundryError::Field { path: "effects".into(), problem: refusal.problem },
            EffectsError::TooManyEffects(count) => FoundryError::TooManyEffects(count),
            EffectsError::TooManyChanges(count) => FoundryError::TooManyChanges(count),
        })?;
        self.report_effects(&outcome, base.level);
        let conditions = self.states(&outcome.afflictions);
        self.report_armour_worn(json, &outcome);
        // Foundry keeps each attribute within its bounds after its effects.
        let [strength, agility, intellect, will] = outcome.attributes.map(|v| (v as i32).clamp(Score::MIN, Score::MAX));
        // Perception: its base (Intelligence's score before effects) and
        // effects, plus Intelligence's modifier; here, a bonus over it.
        let perception_bonus = self.perception_bonus(outcome.perception as i32 - 10 + intellect, intellect)?;
        let insanity = bounded_at(json, "/system/characteristics/insanity/value", 0, Score::new)?.value();
        if insanity > will {
            self.differences.push(Difference::Insanity { foundry: i64::from(insanity), here: will });
        }
        let power = (outcome.power as i32).clamp(Power::MIN, Power::MAX);
        let speed = (outcome.speed as i32).clamp(Speed::MIN, Speed::MAX);
        let corruption = bounded_at(json, "/system/characteristics/corruption/value", 0, Corruption::new)?;
        let damage_pointer = "/system/characteristics/health/value";
        let damage = int_at(json, damage_pointer, 0)?;
        if damage < 0 {
            return Err(FoundryError::Field { path: path_of(damage_pointer), problem: FieldProblem::TooLow(0) });
        }
        // Santé's maximum: Force and what the effects add (Foundry starts it at 0).
        let health_bonus = (outcome.health as i32).clamp(Bonus::MIN, Bonus::MAX);
        // Damage above the maximum is kept (docs/rules.md), up to the sheet's bound.
        let kept_damage = damage.min(i64::from(MAX_DAMAGE)) as i32;
        if i64::from(kept_damage) != damage {
            self.differences.push(Difference::Damage { foundry: damage, here: kept_damage });
        }
        self.brought.push(Brought::Numbers);
        let size = match &outcome.size {
            Some(text) => size_of(text).ok_or(FoundryError::Field {
                path: "effects.changes.value".into(),
                problem: FieldProblem::UnknownValue,
            })?,
            None => size(json)?,
        };
        let equipment: Vec<Value> = outcome
            .defense_lines
            .iter()
            .take(MAX_EQUIPMENT)
            .enumerate()
            .map(|(id, (name, replaces, value))| {
                json!({
                    "id": id, "name": name.chars().take(MAX_TEXT).collect::<String>(),
                    "mode": if *replaces { "Replace" } else { "Add" },
                    "value": (*value).clamp(i64::from(ItemValue::MIN), i64::from(ItemValue::MAX)),
                })
            })
            .collect();
        let ancestry_defense = outcome.defense_base.map(|d| (d as i32).clamp(Score::MIN, Score::MAX));
        let items = self.items(json)?;
        let notes = foundry_texts::plain_text(&text_at(json, "/system/description")?);
        let wealth = Wealth {
            lifestyle: text_at(json, "/system/wealth/lifestyle")?,
            description: text_at(json, "/system/wealth/description")?,
            coins: [
                int_at(json, "/system/wealth/gc", 0)?,
                int_at(json, "/system/wealth/ss", 0)?,
                int_at(json, "/system/wealth/cp", 0)?,
                int_at(json, "/system/wealth/bits", 0)?,
            ],
        };
        if !notes.is_empty() {
            self.brought.push(Brought::Notes(notes.chars().count()));
        }
        let wealth = wealth.text();
        if !wealth.is_empty() {
            self.brought.push(Brought::Wealth(wealth.clone()));
        }
        let mut text = |which: Text, whole: String| {
            let count = whole.chars().count();
            if count > which.max_chars() {
                self.differences.push(Difference::TextCut { text: which, foundry: count, here: which.max_chars() });
            }
            whole.chars().take(which.max_chars()).collect::<String>()
        };
        let texts = json!({
            "novice_path": text(Text::NovicePath, items.path("novice")),
            "expert_path": text(Text::ExpertPath, items.path("expert")),
            "master_path": text(Text::MasterPath, items.path("master")),
            "professions": text(Text::Professions, items.professions.join(", ")),
            "languages": text(Text::Languages, items.languages.join(", ")),
            "wealth": text(Text::Wealth, wealth),
            "notes": text(Text::Notes, notes),
        });
        let data = json!({
            "name": name_at(json, "/name")?,
            "ancestry": items.ancestry,
            "attributes": { "strength": strength, "agility": agility, "intellect": intellect, "will": will },
            "ancestry_defense": ancestry_defense,
            "next_equipment_id": equipment.len(),
            "equipment": equipment,
            "health_bonus": health_bonus,
            "damage": kept_damage,
            "perception_bonus": perception_bonus,
            "insanity": insanity.min(will),
            "conditions": conditions,
            "madness": null,
            "epiphany_boon": false,
            "clock": 0,
            "weapons": items.weapons,
            "next_weapon_id": items.weapons.len(),
            "profile": {
                "level": level.value(), "size": size, "speed": speed, "power": power,
                "corruption": corruption.value(), "texts": texts,
            },
            "talents": items.talents,
            "next_talent_id": items.talents.len(),
            "spells": items.spells,
            "next_spell_id": items.spells.len(),
        });
        // Read from text, as a file's sheet is: one reader in the module.
        let text = data.to_string();
        let data: SheetData = named_path::deserialize(&mut serde_json::Deserializer::from_str(&text))
            .map_err(|refusal| FoundryError::Field { path: "items".to_string(), problem: refusal.problem })?;
        Sheet::try_from(data).map_err(FoundryError::Invalid)
    }

    /// Foundry's afflictions as the sheet's states (never as numbers); those
    /// the sheet has not, named as left out.
    fn states(&mut self, afflictions: &[(String, String)]) -> Conditions {
        let mut conditions = Conditions::default();
        let mut states = Vec::new();
        for (name, status) in afflictions {
            match state_of(status) {
                Some(code) => {
                    conditions.apply(Condition { code, rounds_left: None, source: ConditionSource::Manual });
                    states.push(code);
                }
                None => self.left_out.push(LeftOut::Affliction(name.clone())),
            }
        }
        if !states.is_empty() {
            self.brought.push(Brought::States(states));
        }
        conditions
    }

    /// Each effect in the preview: what it changed, what it could not, and
    /// where its level and its `disabled` disagree.
    fn report_effects(&mut self, outcome: &foundry_effects::Outcome, level: i64) {
        for report in &outcome.reports {
            if !report.applied.is_empty() {
                self.brought.push(Brought::Effect { name: report.name.clone(), changes: report.applied.clone() });
            }
            if let Some(why) = &report.skipped {
                self.left_out.push(LeftOut::Effect { name: report.name.clone(), why: why.clone() });
            }
            if let Some(required) = report.level_mismatch {
                self.differences.push(Difference::EffectLevel {
                    name: report.name.clone(),
                    required,
                    level,
                    disabled: matches!(report.skipped, Some(Skipped::Disabled | Skipped::LevelNotReached(_))),
                });
            }
        }
    }

    /// An armour's effect on when the item says it is not worn, or off when
    /// it is: applied as `disabled` says, as in Foundry, and said.
    fn report_armour_worn(&mut self, json: &Value, outcome: &foundry_effects::Outcome) {
        let items = json.get("items").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
        for item in items.iter().filter(|i| item_kind(i) == "armor") {
            let name = item.get("name").and_then(Value::as_str).unwrap_or_default();
            let worn = item.pointer("/system/wear").and_then(Value::as_bool).unwrap_or(false);
            let effect = outcome.reports.iter().find(|r| r.source == "armor" && r.name == name);
            if let Some(effect) = effect {
                let on = !matches!(effect.skipped, Some(Skipped::Disabled));
                if on != worn {
                    self.differences.push(Difference::ArmourWorn { name: name.to_string(), worn, applied: on });
                }
            }
        }
    }

    fn perception_bonus(&mut self, perception: i32, intellect: i32) -> Result<i32, FoundryError> {
        let bonus = perception - intellect;
        if bonus < 0 {
            self.differences.push(Difference::Perception { foundry: i64::from(perception), here: intellect });
            return Ok(0);
        }
        Ok(bounded(i64::from(bonus), "/system/attributes/perception/value", Bonus::new)?.value())
    }

    fn items(&mut self, json: &Value) -> Result<Items, FoundryError> {
        let mut items = Items::default();
        let listed = match json.get("items") {
            None | Some(Value::Null) => &Vec::new(),
            Some(Value::Array(list)) => list,
            Some(_) => return Err(FoundryError::Field { path: "items".to_string(), problem: FieldProblem::WrongType }),
        };
        // Types the sheet has no place for, in the order first met, each
        // found by its place in the list (an export may hold thousands).
        let mut other: Vec<(String, usize)> = Vec::new();
        let mut other_at: FxHashMap<String, usize> = FxHashMap::default();
        let mut described = false;
        for (index, item) in listed.iter().enumerate() {
            if !item.is_object() {
                return Err(FoundryError::Field { path: format!("items[{index}]"), problem: FieldProblem::WrongType });
            }
            let at = |field: &str| format!("/items/{index}/{field}");
            let name = name_at(json, &at("name"))?;
            described |= !text_at(json, &at("system/description"))?.trim().is_empty();
            match item_kind(item) {
                "weapon" => items.weapon(json, index, name, &mut self.differences)?,
                "talent" => {
                    let uses = bounded_at(json, &at("system/uses/max"), 0, Uses::new)?;
                    let spent = int_at(json, &at("system/uses/value"), 0)?.clamp(0, i64::from(uses.value()));
                    items.talents.push(json!({
                        "id": items.talents.len(), "name": name, "description": "", "uses": uses.value(), "spent": spent,
                    }));
                }
                "spell" => {
                    let rank = bounded_at(json, &at("system/rank"), 0, Rank::new)?;
                    // Spent castings count up to what the rank ever gives, as edits keep them.
                    let spent = int_at(json, &at("system/castings/value"), 0)?.clamp(0, i64::from(most_castings(rank)));
                    let tradition = text_at(json, &at("system/tradition"))?;
                    let attacks = ["system/action/attack", "system/action/damage"]
                        .iter()
                        .any(|field| text_at(json, &at(field)).is_ok_and(|t| !t.trim().is_empty()));
                    if attacks {
                        self.left_out.push(LeftOut::SpellAttack(name.clone()));
                    }
                    items.spells.push(json!({
                        "id": items.spells.len(), "name": name, "tradition": tradition.chars().take(200).collect::<String>(),
                        "rank": rank.value(), "description": "", "spent": spent,
                    }));
                }
                "ancestry" if items.ancestry.is_empty() => items.ancestry = name,
                "path" => {
                    let tier = text_at(json, &at("system/type"))?;
                    match tier.as_str() {
                        "novice" | "expert" | "master" | "" => items.paths.push((tier, name)),
                        _ => self.left_out.push(LeftOut::LegendaryPath(name)),
                    }
                }
                "language" => items.languages.push(name),
                "profession" => items.professions.push(name),
                kind => match other_at.get(kind) {
                    Some(&at) => other[at].1 += 1,
                    None => {
                        other_at.insert(kind.to_string(), other.len());
                        other.push((kind.to_string(), 1));
                    }
                },
            }
        }
        for (kind, list, max) in [
            ("weapon", &mut items.weapons, MAX_WEAPONS),
            ("talent", &mut items.talents, MAX_TALENTS),
            ("spell", &mut items.spells, MAX_SPELLS),
        ] {
            if list.len() > max {
                self.left_out.push(LeftOut::TooMany { kind: kind.to_string(), count: list.len() - max });
                list.truncate(max);
            }
        }
        self.brought.extend(items.brought());
        let unlisted = other.split_off(other.len().min(KINDS_LISTED));
        self.left_out.extend(other.into_iter().map(|(kind, count)| LeftOut::Items { kind, count }));
        if !unlisted.is_empty() {
            let count = unlisted.iter().map(|(_, count)| count).sum();
            self.left_out.push(LeftOut::OtherKinds { kinds: unlisted.len(), count });
        }
        if described {
            self.left_out.push(LeftOut::Descriptions);
        }
        Ok(items)
    }
}

/// The items brought over, in our sheet's JSON.
#[derive(Default)]
struct Items {
    ancestry: String,
    /// (`novice`, `expert`, `master` or "", name).
    paths: Vec<(String, String)>,
    weapons: Vec<Value>,
    talents: Vec<Value>,
    spells: Vec<Value>,
    languages: Vec<String>,
    professions: Vec<String>,
}

impl Items {
    /// The path of that tier (a path without a tier is a novice path).
    fn path(&self, tier: &str) -> String {
        let of_tier = |(t, _): &&(String, String)| t == tier || (tier == "novice" && t.is_empty());
        self.paths.iter().filter(of_tier).map(|(_, name)| name.as_str()).collect::<Vec<_>>().join(", ")
    }

    fn weapon(
        &mut self,
        json: &Value,
        index: usize,
        name: String,
        differences: &mut Vec<Difference>,
    ) -> Result<(), FoundryError> {
        let at = |field: &str| format!("/items/{index}/system/{field}");
        let attribute = text_at(json, &at("action/attack"))?;
        let attribute = match attribute.to_lowercase().as_str() {
            "agility" => "Agility",
            "strength" => "Strength",
            "" => {
                differences.push(Difference::WeaponNoAttribute { weapon: name.clone() });
                "Strength"
            }
            _ => {
                differences.push(Difference::WeaponAttribute { weapon: name.clone(), attribute });
                "Strength"
            }
        };
        let typed = text_at(json, &at("action/damage"))?;
        let damage = match typed.trim() {
            "" => WeaponDamage::default(),
            text => WeaponDamage::parse(text).unwrap_or_else(|_| {
                differences.push(Difference::WeaponDamage { weapon: name.clone(), damage: text.to_string() });
                WeaponDamage::default()
            }),
        };
        let properties: String = text_at(json, &at("properties"))?.chars().take(200).collect();
        let range = if foundry_texts::is_distance(&properties) { "Distance" } else { "Contact" };
        self.weapons.push(json!({
            "id": self.weapons.len(), "name": name, "attribute": attribute, "range": range,
            "damage": damage, "properties": properties,
        }));
        Ok(())
    }

    fn brought(&self) -> Vec<Brought> {
        let names = |list: &[Value]| list.iter().map(|v| v["name"].as_str().unwrap_or_default().to_string()).collect();
        let mut brought = Vec::new();
        if !self.ancestry.is_empty() {
            brought.push(Brought::Ancestry(self.ancestry.clone()));
        }
        let lists = [
            (!self.paths.is_empty()).then(|| Brought::Paths(self.paths.iter().map(|(_, n)| n.clone()).collect())),
            (!self.weapons.is_empty()).then(|| Brought::Weapons(names(&self.weapons))),
            (!self.talents.is_empty()).then(|| Brought::Talents(names(&self.talents))),
            (!self.spells.is_empty()).then(|| Brought::Spells(names(&self.spells))),
            (!self.languages.is_empty()).then(|| Brought::Languages(self.languages.clone())),
            (!self.professions.is_empty()).then(|| Brought::Professions(self.professions.clone())),
        ];
        brought.extend(lists.into_iter().flatten());
        brought
    }
}
