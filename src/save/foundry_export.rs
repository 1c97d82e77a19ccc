//! `Exporter pour Foundry`: a character as a `demonlord` `character` actor
//! that Foundry VTT's "Import Data" takes (Xacus/demonlord,
//! `src/module/data/`). The attributes go in as base scores; what this
//! sheet adds on top (the Perception and Santé bonuses, Taille, a fixed
//! Défense base, each Défense line) becomes active effects named after what
//! they come from, as the system's own héritage and armour effects are; so
//! `save::foundry` reads the export back into the same numbers.

use serde_json::{json, Value};

use super::foundry_statuses::affliction_of;
use crate::rules::character::attributes::Attribute;
use crate::rules::character::defense::Mode;
use crate::rules::character::profile::Size;
use crate::rules::character::sheet::Sheet;
use crate::rules::conditions::ConditionCode;

/// The system version whose data model this writes.
pub const SYSTEM_VERSION: &str = "5.2.0";

fn size_text(size: Size) -> &'static str {
    match size {
        Size::Quarter => "1/4",
        Size::Half => "1/2",
        other => other.label(),
    }
}

/// One change of an effect, in the 5.x encoding (a numeric mode, the
/// value as text): ADD 2, UPGRADE 4, OVERRIDE 5.
fn change(key: &str, mode: u8, value: String) -> Value {
    json!({ "key": key, "mode": mode, "value": value, "priority": 1 })
}

fn effect(name: &str, source: &str, changes: Vec<Value>) -> Value {
    json!({ "name": name, "disabled": false, "changes": changes, "flags": { "demonlord": { "sourceType": source } } })
}

fn item(name: &str, kind: &str, system: Value) -> Value {
    json!({ "name": name, "type": kind, "system": system })
}

/// Notes as the HTML of Foundry's biography: a paragraph a line.
fn paragraphs(notes: &str) -> String {
    let escape = |line: &str| line.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    notes.lines().map(str::trim).filter(|l| !l.is_empty()).map(|l| format!("<p>{}</p>", escape(l))).collect()
}

/// A state as the system's affliction: its status, and its changes to the
/// numbers this sheet shows (Défense 5, Vitesse), as the system writes them.
fn affliction(code: ConditionCode) -> Value {
    use ConditionCode::*;
    let (status, name) = affliction_of(code);
    let at_most = |speed: &str| vec![affliction_change("system.characteristics.speed", 3, speed)];
    let changes = match code {
        Helpless => vec![affliction_change("system.characteristics.defense", 5, "5")],
        Unconscious => vec![
            affliction_change("system.characteristics.defense", 5, "5"),
            affliction_change("system.characteristics.speed", 3, "0"),
        ],
        Blinded => at_most("2"),
        Immobilized | Stunned | Surprised => at_most("0"),
        Slowed => vec![affliction_change("system.characteristics.speed", 1, "0.5")],
        _ => Vec::new(),
    };
    json!({
        "name": name, "statuses": [status], "disabled": false, "changes": changes,
        "flags": { "demonlord": { "sourceType": "affliction" } },
    })
}

/// A change of an affliction, at the system's priority for them (110).
fn affliction_change(key: &str, mode: u8, value: &str) -> Value {
    json!({ "key": key, "mode": mode, "value": value, "priority": 110 })
}

/// The actor, as the JSON text Foundry's "Import Data" reads.
pub fn export(sheet: &Sheet) -> String {
    let a = sheet.attributes();
    let score = |attribute: Attribute| a.get(attribute).value();
    let intellect = score(Attribute::Intellect);
    let profile = sheet.profile();
    // Foundry's Perception: Intelligence's base, its effects, then
    // Intelligence's modifier again; the effect makes it ours.
    let perception = sheet.perception_bonus().value() - (intellect - 10);
    let heritage = if sheet.ancestry().is_empty() { "Fiche d'Ombre" } else { sheet.ancestry() };
    let mut own = vec![
        change("system.attributes.perception.value", 2, format!("{perception:+}")),
        change("system.characteristics.health.max", 2, format!("{:+}", sheet.health_bonus().value())),
        change("system.characteristics.size", 5, size_text(profile.size).to_string()),
    ];
    // A héritage's Défense is a base an armour's beats, as a fixed armour
    // Défense at least this (UPGRADE): an OVERRIDE would beat the armour.
    if let Some(base) = sheet.ancestry_defense() {
        own.push(change("system.bonuses.armor.fixed", 4, base.value().to_string()));
    }
    let mut effects = vec![effect(heritage, "ancestry", own)];
    effects.extend(sheet.conditions().iter().map(|c| affliction(c.code)));
    let mut armours = Vec::new();
    for line in sheet.equipment() {
        let value = line.value.value();
        effects.push(match line.mode {
            // Foundry's armour Défense counts only above 0 (`fixed || Agilité`):
            // an armour worn, and its effect as the system makes it.
            Mode::Replace if value > 0 => {
                let id = format!("ficheArmure{:05}", armours.len());
                let system = json!({ "fixed": value.to_string(), "defense": "", "agility": "", "wear": true, "isShield": false });
                armours.push(json!({ "_id": id, "name": line.name, "type": "armor", "system": system }));
                let mut armour =
                    effect(&line.name, "armor", vec![change("system.bonuses.armor.fixed", 4, value.to_string())]);
                armour["origin"] = format!("Item.{id}").into();
                armour
            }
            Mode::Replace => {
                effect(&line.name, "item", vec![change("system.characteristics.defense", 5, value.to_string())])
            }
            Mode::Add => {
                effect(&line.name, "item", vec![change("system.characteristics.defense", 2, format!("{value:+}"))])
            }
        });
    }
    let mut items = armours;
    if !sheet.ancestry().is_empty() {
        items.push(item(sheet.ancestry(), "ancestry", json!({})));
    }
    let texts = &profile.texts;
    for (tier, names) in
        [("novice", &texts.novice_path), ("expert", &texts.expert_path), ("master", &texts.master_path)]
    {
        for name in names.split(", ").filter(|n| !n.trim().is_empty()) {
            items.push(item(name.trim(), "path", json!({ "type": tier })));
        }
    }
    for weapon in sheet.weapons() {
        let attack = if weapon.attribute == Attribute::Agility { "Agility" } else { "Strength" };
        let damage = weapon.damage.to_string().replace('\u{2212}', "-");
        let system = json!({
            "action": { "attack": attack, "against": "Defense", "damage": damage },
            "properties": weapon.properties,
        });
        items.push(item(&weapon.name, "weapon", system));
    }
    for talent in sheet.talents() {
        let system =
            json!({ "uses": { "value": talent.spent, "max": talent.uses.value() }, "description": talent.description });
        items.push(item(&talent.name, "talent", system));
    }
    for spell in sheet.spells() {
        let system = json!({
            "rank": spell.rank.value(), "tradition": spell.tradition, "castings": { "value": spell.spent },
            "description": spell.description,
        });
        items.push(item(&spell.name, "spell", system));
    }
    for (kind, list) in [("language", &texts.languages), ("profession", &texts.professions)] {
        for name in list.split(", ").filter(|n| !n.trim().is_empty()) {
            items.push(item(name.trim(), kind, json!({})));
        }
    }
    let attribute = |value: i32| json!({ "value": value, "min": 0, "max": 30 });
    let actor = json!({
        "name": sheet.name(),
        "type": "character",
        "_stats": { "systemId": "demonlord", "systemVersion": SYSTEM_VERSION },
        "system": {
            "description": paragraphs(&texts.notes),
            "wealth": { "description": texts.wealth.trim() },
            "level": profile.level.value(),
            "attributes": {
                "strength": attribute(score(Attribute::Strength)),
                "agility": attribute(score(Attribute::Agility)),
                "intellect": attribute(intellect),
                "will": attribute(score(Attribute::Will)),
                "perception": attribute(intellect),
            },
            "characteristics": {
                "health": { "value": sheet.damage(), "max": 0 },
                "defense": 0,
                "insanity": { "value": sheet.insanity(), "max": 0 },
                "corruption": { "value": profile.corruption.value() },
                "power": profile.power.value(),
                "speed": profile.speed.value(),
                "size": size_text(profile.size),
            },
        },
        "items": items,
        "effects": effects,
    });
    serde_json::to_string_pretty(&actor).unwrap_or_default()
}
