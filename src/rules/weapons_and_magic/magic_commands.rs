//! Running the commands of talents and spells on a sheet, and `Repos`
//! giving back every use and casting.

use super::magic::{
    most_castings, Spell, SpellCommand, Talent, TalentCommand, MAX_DESCRIPTION, MAX_SPELLS, MAX_TALENTS,
};
use crate::rules::character::list::{add_row, remove_row, row_mut};
use crate::rules::character::sheet::{Sheet, MAX_TEXT};
use crate::rules::character::texts::MAX_SHORT_TEXT;
use crate::rules::command::{bounded_line, bounded_text, CommandError};
use crate::rules::journal::event::Event;

fn talent(talents: &mut [Talent], id: u32) -> Result<&mut Talent, CommandError> {
    row_mut(talents, id).ok_or(CommandError::NoSuchTalent)
}

fn spell(spells: &mut [Spell], id: u32) -> Result<&mut Spell, CommandError> {
    row_mut(spells, id).ok_or(CommandError::NoSuchSpell)
}

impl Sheet {
    pub(in crate::rules) fn run_talent(
        &mut self,
        command: &TalentCommand,
        events: &mut Vec<Event>,
    ) -> Result<(), CommandError> {
        match command {
            TalentCommand::Add => {
                add_row(&mut self.talents, &mut self.next_talent_id, MAX_TALENTS)
                    .ok_or(CommandError::TooManyTalents { max: MAX_TALENTS })?;
            }
            TalentCommand::SetName(id, name) => talent(&mut self.talents, *id)?.name = bounded_line(name, MAX_TEXT)?,
            TalentCommand::SetDescription(id, text) => {
                talent(&mut self.talents, *id)?.description = bounded_text(text, MAX_DESCRIPTION)?
            }
            TalentCommand::SetUses(id, uses) => {
                // Uses spent count up to the new maximum: what is left
                // (none, or at will) reads the same as before the edit.
                let talent = talent(&mut self.talents, *id)?;
                talent.uses = *uses;
                talent.spent = talent.spent.min(uses.value() as u32);
            }
            TalentCommand::Use(id) => {
                let talent = talent(&mut self.talents, *id)?;
                if talent.left() == Some(0) {
                    return Err(CommandError::NoUseLeft);
                }
                if talent.left().is_some() {
                    talent.spent += 1;
                }
                events.push(Event::TalentUsed { name: talent.name.clone(), left: talent.left() });
            }
            TalentCommand::Remove(id) => {
                if !remove_row(&mut self.talents, *id) {
                    return Err(CommandError::NoSuchTalent);
                }
            }
        }
        Ok(())
    }

    pub(in crate::rules) fn run_spell(
        &mut self,
        command: &SpellCommand,
        events: &mut Vec<Event>,
    ) -> Result<(), CommandError> {
        match command {
            SpellCommand::Add => {
                add_row(&mut self.spells, &mut self.next_spell_id, MAX_SPELLS)
                    .ok_or(CommandError::TooManySpells { max: MAX_SPELLS })?;
            }
            SpellCommand::SetName(id, name) => spell(&mut self.spells, *id)?.name = bounded_line(name, MAX_TEXT)?,
            SpellCommand::SetTradition(id, text) => {
                spell(&mut self.spells, *id)?.tradition = bounded_line(text, MAX_SHORT_TEXT)?
            }
            SpellCommand::SetRank(id, rank) => {
                // Castings spent count up to what the new rank ever gives:
                // what is left reads the same as before the edit.
                let spell = spell(&mut self.spells, *id)?;
                spell.rank = *rank;
                spell.spent = spell.spent.min(most_castings(*rank));
            }
            SpellCommand::SetDescription(id, text) => {
                spell(&mut self.spells, *id)?.description = bounded_text(text, MAX_DESCRIPTION)?
            }
            SpellCommand::Cast(id) => {
                let power = self.profile.power;
                let spell = spell(&mut self.spells, *id)?;
                if spell.left(power) == 0 {
                    return Err(CommandError::NoCastingLeft);
                }
                spell.spent += 1;
                events.push(Event::SpellCast {
                    name: spell.name.clone(),
                    rank: spell.rank.into(),
                    left: spell.left(power),
                });
            }
            SpellCommand::Remove(id) => {
                if !remove_row(&mut self.spells, *id) {
                    return Err(CommandError::NoSuchSpell);
                }
            }
        }
        Ok(())
    }

    /// `Repos`: every talent's uses and every spell's castings back.
    pub(in crate::rules) fn restore_uses(&mut self) {
        for talent in &mut self.talents {
            talent.spent = 0;
        }
        for spell in &mut self.spells {
            spell.spent = 0;
        }
    }
}
