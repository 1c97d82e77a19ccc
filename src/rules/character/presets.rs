//! The six core héritages (docs/rules.md, "Héritage presets"): one table
//! of numbers, applied as one action. A preset sets the attributes, the
//! Perception and Santé bonuses, the Défense base, Taille, Vitesse,
//! Corruption, Pouvoir 0, the héritage's name, and Langues only when empty.

use super::attributes::{Attribute, Attributes, Score};
use super::heritage::Heritage;
use super::number::Bonus;
use super::number_change::{NumberChange, PresetNumber};
use super::profile::{Corruption, Power, Profile, Size, Speed};
use super::sheet::Sheet;
use crate::rules::journal::event::{Event, LossCause};

/// One row of the table.
struct Row {
    name: &'static str,
    /// Force, Agilité, Intelligence, Volonté.
    attributes: [u8; 4],
    perception_bonus: u8,
    /// `None`: Défense is Agilité.
    defense: Option<u8>,
    health_bonus: u8,
    size: Size,
    speed: u8,
    corruption: u8,
    languages: &'static str,
}

impl Heritage {
    fn row(self) -> Option<Row> {
        let row = |name, attributes, perception_bonus, defense, health_bonus, size, speed, corruption, languages| Row {
            name,
            attributes,
            perception_bonus,
            defense,
            health_bonus,
            size,
            speed,
            corruption,
            languages,
        };
        Some(match self {
            Heritage::Human => row("Humain", [10, 10, 10, 10], 0, None, 0, Size::One, 10, 0, "Langue commune"),
            Heritage::Changeling => row("Changelin", [9, 10, 10, 10], 1, None, 0, Size::One, 10, 0, "Langue commune"),
            Heritage::Clockwork => row("Automate", [9, 8, 9, 9], 0, Some(13), 0, Size::One, 8, 0, "Langue commune"),
            Heritage::Dwarf => row("Nain", [10, 9, 10, 10], 1, None, 4, Size::Half, 8, 0, "Langue commune, nain"),
            Heritage::Goblin => {
                row("Gobelin", [8, 12, 10, 9], 1, None, 0, Size::Half, 10, 0, "Langue commune, elfique")
            }
            Heritage::Orc => row("Orc", [11, 10, 9, 9], 1, None, 0, Size::One, 12, 1, "Langue commune, sombre parler"),
            Heritage::Other => return None,
        })
    }

    /// The héritage's name, as the sheet writes it in `Héritage`.
    pub fn name(self) -> &'static str {
        self.row().map_or("Autre", |r| r.name)
    }
}

/// Every number a preset reads, in the sheet's order.
fn preset_numbers(sheet: &Sheet) -> [(PresetNumber, i32); 12] {
    let a = sheet.attributes();
    let profile = sheet.profile();
    let size = Size::ALL.iter().position(|s| *s == profile.size).unwrap_or(0) as i32;
    [
        (PresetNumber::Attribute(Attribute::Strength), a.get(Attribute::Strength).value()),
        (PresetNumber::Attribute(Attribute::Agility), a.get(Attribute::Agility).value()),
        (PresetNumber::Attribute(Attribute::Intellect), a.get(Attribute::Intellect).value()),
        (PresetNumber::Attribute(Attribute::Will), a.get(Attribute::Will).value()),
        (PresetNumber::PerceptionBonus, sheet.perception_bonus().value()),
        (PresetNumber::HealthBonus, sheet.health_bonus().value()),
        (PresetNumber::Defense, sheet.defense().total),
        (PresetNumber::Size, size),
        (PresetNumber::Speed, profile.speed.value()),
        (PresetNumber::Power, profile.power.value()),
        (PresetNumber::Corruption, profile.corruption.value()),
        (PresetNumber::Insanity, sheet.insanity()),
    ]
}

/// The numbers that differ between two sheets, from → to.
fn changes(before: &Sheet, after: &Sheet) -> Vec<NumberChange> {
    preset_numbers(before)
        .into_iter()
        .zip(preset_numbers(after))
        .filter(|((_, from), (_, to))| from != to)
        .map(|((number, from), (_, to))| NumberChange { number, from, to })
        .collect()
}

/// The numbers a preset sets, as a comparable whole.
#[derive(PartialEq)]
struct Numbers {
    attributes: Attributes,
    perception_bonus: Bonus,
    defense: Option<Score>,
    health_bonus: Bonus,
    size: Size,
    speed: Speed,
    corruption: Corruption,
    power: Power,
}

impl Numbers {
    fn of(sheet: &Sheet) -> Numbers {
        let profile = sheet.profile();
        Numbers {
            attributes: *sheet.attributes(),
            perception_bonus: sheet.perception_bonus(),
            defense: sheet.ancestry_defense(),
            health_bonus: sheet.health_bonus(),
            size: profile.size,
            speed: profile.speed,
            corruption: profile.corruption,
            power: profile.power,
        }
    }
}

impl Sheet {
    /// True when applying `heritage` would replace numbers the player
    /// changed from a new character's: the app asks first.
    pub fn preset_replaces_numbers(&self, heritage: Heritage) -> bool {
        heritage.row().is_some() && Numbers::of(self) != Numbers::of(&Sheet::new())
    }

    /// The Folie the preset would leave when its Volonté is below the
    /// Folie now (docs/rules.md: Folie follows a lowered Volonté), if so.
    pub fn preset_lowers_insanity(&self, heritage: Heritage) -> Option<i32> {
        let will = i32::from(heritage.row()?.attributes[3]);
        (will < self.insanity()).then_some(will)
    }

    /// Every number `heritage`'s preset would change, to say beforehand.
    pub fn preset_changes(&self, heritage: Heritage) -> Vec<NumberChange> {
        let mut after = self.clone();
        after.apply_preset(heritage, &mut Vec::new());
        changes(self, &after)
    }

    /// Applies the preset (nothing for `Autre`). Volonté set below Folie
    /// brings Folie down, as any lowering of Volonté does (docs/rules.md).
    pub(in crate::rules) fn apply_preset(&mut self, heritage: Heritage, events: &mut Vec<Event>) {
        let Some(row) = heritage.row() else { return };
        let before = self.clone();
        let at = events.len();
        // Folie brought down with Volonté is one of the numbers the
        // preset's own line names, not a line of its own.
        let mut lowered = Vec::new();
        for (attribute, value) in Attribute::ALL.into_iter().zip(row.attributes) {
            let score = Score::new(i64::from(value)).unwrap_or_default();
            self.set_attribute(attribute, score, &mut lowered);
        }
        events.extend(
            lowered.into_iter().filter(|e| !matches!(e, Event::InsanityLost { cause: LossCause::WillLowered, .. })),
        );
        self.perception_bonus = Bonus::new(i64::from(row.perception_bonus)).unwrap_or_default();
        self.health_bonus = Bonus::new(i64::from(row.health_bonus)).unwrap_or_default();
        self.ancestry_defense = row.defense.and_then(|d| Score::new(i64::from(d)).ok());
        self.ancestry = row.name.to_string();
        let Profile { size, speed, power, corruption, texts, .. } = &mut self.profile;
        *size = row.size;
        *speed = Speed::new(i64::from(row.speed)).unwrap_or_default();
        *power = Power::default();
        *corruption = Corruption::new(i64::from(row.corruption)).unwrap_or_default();
        if texts.languages.trim().is_empty() {
            texts.languages = row.languages.to_string();
        }
        events.insert(at, Event::HeritageApplied { heritage, changes: changes(&before, self) });
    }
}
