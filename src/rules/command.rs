//! Commands: every change to a sheet. `Sheet::apply` runs one on a copy and
//! returns the new sheet with the events it produced; an invalid command
//! returns an error and the sheet it was given is untouched.

use crate::rules::character::attributes::{Attribute, Score};
use crate::rules::character::defense::{EquipmentLine, ItemValue, Mode};
use crate::rules::character::heritage::Heritage;
use crate::rules::character::list::{add_row, remove_row, row_mut};
use crate::rules::character::number::{Bonus, Boons, Damage, Rounds, Target};
use crate::rules::character::profile::ProfileCommand;
use crate::rules::character::sheet::{Sheet, MAX_EQUIPMENT, MAX_TEXT};
use crate::rules::character::texts::{self, TextRefusal, MAX_SHORT_TEXT};
use crate::rules::conditions::{Condition, ConditionCode, ConditionSource};
use crate::rules::journal::event::HealCause;
use crate::rules::journal::event::{Event, LossCause};
use crate::rules::rolls::dice::Roller;
use crate::rules::rolls::expression::Amount;
use crate::rules::rolls::roll::{Boon, Reason, RollKind};
use crate::rules::time::clock::Period;
use crate::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
use crate::rules::weapons_and_magic::weapons::{Range, Weapon, WeaponDamage, MAX_WEAPONS};

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Command {
    SetName(String),
    SetAncestry(String),
    SetAttribute(Attribute, Score),
    /// The héritage's Défense base; `None` uses Agilité.
    SetAncestryDefense(Option<Score>),
    SetHealthBonus(Bonus),
    /// Damage taken, 0 up to the maximum Santé.
    SetDamage(Damage),
    SetPerceptionBonus(Bonus),
    AddEquipment,
    SetEquipmentName(u32, String),
    SetEquipmentMode(u32, Mode),
    SetEquipmentValue(u32, ItemValue),
    RemoveEquipment(u32),
    GainInsanity(Amount),
    LoseInsanity(Amount),
    /// The Will roll against insanity; on failure the amount is gained.
    ResistInsanity {
        amount: Amount,
        boons: Boons,
        banes: Boons,
    },
    /// A condition added by hand; `rounds: None` lasts until removed.
    AddCondition {
        code: ConditionCode,
        rounds: Option<Rounds>,
    },
    RemoveCondition(ConditionCode),
    EndOf(Period),
    /// Hallucinations: the character claws itself for 1 damage.
    ClawSelf,
    /// An attribute, Perception or attack roll, with the player's
    /// avantages and désavantages and a target for attacks.
    Roll {
        kind: RollKind,
        boons: Boons,
        banes: Boons,
        target: Option<Target>,
    },
    /// `Subir des dégâts`.
    TakeDamage(Amount),
    /// `Soigner`.
    Heal(Amount),
    /// `Récupérer`: the healing rate.
    Recover,
    /// `Repos`: the healing rate, and every casting and use back.
    Rest,
    AddWeapon,
    SetWeaponName(u32, String),
    /// Force or Agilité.
    SetWeaponAttribute(u32, Attribute),
    SetWeaponRange(u32, Range),
    SetWeaponDamage(u32, WeaponDamage),
    SetWeaponProperties(u32, String),
    RemoveWeapon(u32),
    /// `Attaquer`: the game's roll with the weapon's attribute, against a
    /// target when one is typed; against a Terrifiant creature, with its
    /// désavantage (said as the creature's).
    Attack {
        weapon: u32,
        boons: Boons,
        banes: Boons,
        target: Option<Target>,
        #[serde(default)]
        horrifying: bool,
    },
    /// `Dégâts`: the weapon's damage, with Rage's d6 on a contact weapon.
    RollWeaponDamage(u32),
    /// Level, characteristics, free texts.
    Profile(ProfileCommand),
    Talent(TalentCommand),
    Spell(SpellCommand),
    /// An héritage preset (one action; the app asks first when it would
    /// replace numbers the player changed).
    ApplyPreset(Heritage),
    /// The Will roll against a frightening creature, with 1 désavantage
    /// when four or more are in sight (`rules::fight::fear`).
    ResistFear {
        crowd: bool,
    },
    /// effrayé from a frightening creature, for `rounds`.
    Frighten {
        rounds: Option<Rounds>,
    },
}

/// Why a command was refused. The sheet is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CommandError {
    /// A dead character gains no Folie and acts no more ([`Command::is_refused_to_the_dead`]).
    Dead,
    /// Damage above the maximum Santé.
    DamageAboveMaximum {
        max: i32,
    },
    /// `Se griffer` outside Hallucinations.
    NotHallucinating,
    /// No equipment line with that id.
    NoSuchEquipment,
    TooMuchEquipment {
        max: usize,
    },
    /// The character does not have that condition.
    NoSuchCondition,
    /// A name or héritage longer than allowed.
    /// A control character (NUL, escape…) in a text.
    ControlCharacter,
    TextTooLong {
        max: usize,
    },
    /// The clock is at its bound (`MAX_CLOCK`): time no longer passes.
    ClockFull,
    NoSuchWeapon,
    TooManyWeapons {
        max: usize,
    },
    /// A weapon attacks with Force or Agilité only.
    WeaponAttribute,
    NoSuchTalent,
    NoSuchSpell,
    TooManyTalents {
        max: usize,
    },
    TooManySpells {
        max: usize,
    },
    /// `Utiliser` with no use left before the next rest.
    NoUseLeft,
    /// `Lancer` with no casting left before the next rest.
    NoCastingLeft,
}

impl Command {
    /// What a dead character no longer does: gain Folie (docs/rules.md, Settled points: Death),
    /// and, the app's choice (README), act: no roll, no weapon damage, no
    /// spell, no talent. Edits, healing, time and undo still work.
    pub fn is_refused_to_the_dead(&self) -> bool {
        matches!(
            self,
            Command::GainInsanity(_)
                | Command::ResistInsanity { .. }
                | Command::Roll { .. }
                | Command::ResistFear { .. }
                | Command::Attack { .. }
                | Command::RollWeaponDamage(_)
                | Command::Talent(TalentCommand::Use(_))
                | Command::Spell(SpellCommand::Cast(_))
        )
    }
}

impl Sheet {
    /// Runs `command` on a copy of the sheet.
    pub fn apply(&self, command: &Command, roller: &mut dyn Roller) -> Result<(Sheet, Vec<Event>), CommandError> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.run(command, roller, &mut events)?;
        Ok((next, events))
    }

    fn run(&mut self, command: &Command, roller: &mut dyn Roller, events: &mut Vec<Event>) -> Result<(), CommandError> {
        if command.is_refused_to_the_dead() && self.is_dead() {
            return Err(CommandError::Dead);
        }
        match command {
            Command::SetName(text) => self.name = bounded_line(text, MAX_TEXT)?,
            Command::SetAncestry(text) => self.ancestry = bounded_line(text, MAX_TEXT)?,
            Command::SetAttribute(attribute, score) => self.set_attribute(*attribute, *score, events),
            Command::SetAncestryDefense(base) => self.ancestry_defense = *base,
            Command::SetHealthBonus(bonus) => self.health_bonus = *bonus,
            Command::SetDamage(damage) => self.set_damage(*damage)?,
            Command::SetPerceptionBonus(bonus) => self.perception_bonus = *bonus,
            Command::AddEquipment => self.add_equipment()?,
            Command::SetEquipmentName(id, name) => {
                let name = bounded_line(name, MAX_TEXT)?;
                self.equipment_line(*id)?.name = name;
            }
            Command::SetEquipmentMode(id, mode) => self.equipment_line(*id)?.mode = *mode,
            Command::SetEquipmentValue(id, value) => self.equipment_line(*id)?.value = *value,
            Command::RemoveEquipment(id) => {
                let index = self.equipment.iter().position(|l| l.id == *id).ok_or(CommandError::NoSuchEquipment)?;
                self.equipment.remove(index);
            }
            Command::GainInsanity(amount) => {
                let (requested, roll) = amount.resolve(roller);
                self.gain_insanity(requested, roll, roller, events);
            }
            Command::LoseInsanity(amount) => {
                let (requested, roll) = amount.resolve(roller);
                self.lose_insanity(requested, roll, LossCause::Manual, events);
            }
            Command::ResistInsanity { amount, boons, banes } => {
                self.resist_insanity(*amount, *boons, *banes, roller, events);
            }
            Command::AddCondition { code, rounds } => {
                let rounds_left = rounds.map(|r| r.value() as u32);
                let condition = Condition { code: *code, rounds_left, source: ConditionSource::Manual };
                self.impose(condition, events);
            }
            Command::Frighten { rounds } => {
                let rounds_left = rounds.map(|r| r.value() as u32);
                let condition =
                    Condition { code: ConditionCode::Frightened, rounds_left, source: ConditionSource::Fear };
                self.impose(condition, events);
            }
            Command::ResistFear { crowd } => {
                let kind = RollKind::Attribute(Attribute::Will);
                let crowd = crowd.then_some(Boon { reason: Reason::Crowd, count: -1 });
                events.push(Event::Rolled(self.roll_with(
                    kind,
                    Boons::default(),
                    Boons::default(),
                    None,
                    crowd,
                    roller,
                )));
            }
            Command::RemoveCondition(code) => self.remove_condition_by_hand(*code, roller, events)?,
            Command::EndOf(period) => self.end_of(*period, roller, events)?,
            Command::ClawSelf => self.claw_self(events)?,
            Command::Roll { kind, boons, banes, target } => {
                events.push(Event::Rolled(self.roll(*kind, *boons, *banes, *target, roller)));
            }
            Command::TakeDamage(amount) => self.take_damage(*amount, roller, events),
            Command::Heal(amount) => self.heal(HealCause::Heal, Some(*amount), roller, events),
            Command::Recover => self.heal(HealCause::Recover, None, roller, events),
            Command::Rest => {
                self.heal(HealCause::Rest, None, roller, events);
                self.restore_uses();
            }
            Command::AddWeapon => self.add_weapon()?,
            Command::SetWeaponName(id, name) => {
                let name = bounded_line(name, MAX_TEXT)?;
                self.weapon_mut(*id)?.name = name;
            }
            Command::SetWeaponAttribute(id, attribute) => {
                if !matches!(attribute, Attribute::Strength | Attribute::Agility) {
                    return Err(CommandError::WeaponAttribute);
                }
                self.weapon_mut(*id)?.attribute = *attribute;
            }
            Command::SetWeaponRange(id, range) => self.weapon_mut(*id)?.range = *range,
            Command::SetWeaponDamage(id, damage) => self.weapon_mut(*id)?.damage = *damage,
            Command::SetWeaponProperties(id, text) => {
                let text = bounded_line(text, MAX_SHORT_TEXT)?;
                self.weapon_mut(*id)?.properties = text;
            }
            Command::RemoveWeapon(id) => {
                if !remove_row(&mut self.weapons, *id) {
                    return Err(CommandError::NoSuchWeapon);
                }
            }
            Command::Attack { weapon, boons, banes, target, horrifying } => {
                let weapon = self.weapon(*weapon).ok_or(CommandError::NoSuchWeapon)?.clone();
                let kind = RollKind::Attack(weapon.attribute);
                let horror = horrifying.then_some(Boon { reason: Reason::Horrifying, count: -1 });
                let mut roll = self.roll_with(kind, *boons, *banes, *target, horror, roller);
                roll.weapon = Some(weapon.name);
                events.push(Event::Rolled(roll));
            }
            Command::RollWeaponDamage(id) => {
                let weapon = self.weapon(*id).ok_or(CommandError::NoSuchWeapon)?.clone();
                events.push(Event::WeaponDamage(self.roll_damage(&weapon, roller)));
            }
            Command::Profile(command) => command.apply(&mut self.profile)?,
            Command::Talent(command) => self.run_talent(command, events)?,
            Command::ApplyPreset(heritage) => self.apply_preset(*heritage, events),
            Command::Spell(command) => self.run_spell(command, events)?,
        }
        Ok(())
    }

    pub(in crate::rules) fn set_attribute(&mut self, attribute: Attribute, score: Score, events: &mut Vec<Event>) {
        self.attributes.set(attribute, score);
        // Volonté lowered below Folie: Folie follows it down, and nothing is rolled.
        let will = self.insanity_max();
        if attribute == Attribute::Will && self.insanity > will {
            let lost = self.insanity - will;
            self.lose_insanity(lost, None, LossCause::WillLowered, events);
        }
    }

    fn set_damage(&mut self, damage: Damage) -> Result<(), CommandError> {
        let max = self.damage_room();
        let damage = damage.value();
        if damage > max {
            return Err(CommandError::DamageAboveMaximum { max });
        }
        self.damage = damage;
        Ok(())
    }

    fn add_equipment(&mut self) -> Result<(), CommandError> {
        if self.equipment.len() >= MAX_EQUIPMENT {
            return Err(CommandError::TooMuchEquipment { max: MAX_EQUIPMENT });
        }
        if self.next_equipment_id == u32::MAX {
            // Four billion lines added: number the ones left 0, 1, 2… again
            // rather than wrap onto an id in use.
            for (id, line) in (0..).zip(self.equipment.iter_mut()) {
                line.id = id;
            }
            self.next_equipment_id = self.equipment.len() as u32;
        }
        let id = self.next_equipment_id;
        self.next_equipment_id += 1;
        self.equipment.push(EquipmentLine { id, ..EquipmentLine::default() });
        Ok(())
    }

    fn add_weapon(&mut self) -> Result<(), CommandError> {
        add_row(&mut self.weapons, &mut self.next_weapon_id, MAX_WEAPONS)
            .map(|_| ())
            .ok_or(CommandError::TooManyWeapons { max: MAX_WEAPONS })
    }

    fn weapon_mut(&mut self, id: u32) -> Result<&mut Weapon, CommandError> {
        row_mut(&mut self.weapons, id).ok_or(CommandError::NoSuchWeapon)
    }

    fn equipment_line(&mut self, id: u32) -> Result<&mut EquipmentLine, CommandError> {
        self.equipment.iter_mut().find(|l| l.id == id).ok_or(CommandError::NoSuchEquipment)
    }

    fn claw_self(&mut self, events: &mut Vec<Event>) -> Result<(), CommandError> {
        if self.madness.map(|m| m.kind) != Some(crate::rules::insanity::madness::MadnessKind::Hallucinations) {
            return Err(CommandError::NotHallucinating);
        }
        // Damage from the rules stops at the maximum Santé (0 if that is 0 or less).
        let amount = (self.damage_room() - self.damage).clamp(0, 1);
        self.damage += amount;
        events.push(Event::Damaged { amount, damage: self.damage });
        Ok(())
    }
}

/// A name or a line, or the refusal that says why.
pub(in crate::rules) fn bounded_line(text: &str, max: usize) -> Result<String, CommandError> {
    Ok(texts::line(text, max)?)
}

/// A free text (line breaks allowed), or the refusal that says why.
pub(in crate::rules) fn bounded_text(text: &str, max: usize) -> Result<String, CommandError> {
    Ok(texts::free_text(text, max)?)
}

impl From<TextRefusal> for CommandError {
    fn from(refusal: TextRefusal) -> CommandError {
        match refusal {
            TextRefusal::TooLong { max } => CommandError::TextTooLong { max },
            TextRefusal::ControlCharacter => CommandError::ControlCharacter,
        }
    }
}
