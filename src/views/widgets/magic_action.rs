//! Using a talent or casting a spell, from Fiche or from Jeu: the rules'
//! refusal, or the warning an attack gets while the character cannot act.

use crate::rules::command::Command;
use crate::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
use crate::state::{Origin, SheetStore};
use crate::text;

/// Runs a talent's or a spell's command: its refusal, or, for a talent used
/// or a spell cast while a state takes the character's actions away, the
/// same warning as an attack's.
pub fn act(store: SheetStore, origin: Origin, command: Command) -> Option<String> {
    let acting = matches!(command, Command::Talent(TalentCommand::Use(_)) | Command::Spell(SpellCommand::Cast(_)));
    match store.run(origin, command) {
        Ok(_) if acting => store.with_sheet_untracked(|s| text::journal::cannot_act(&s.unable_to_act())),
        Ok(_) => None,
        Err(refused) => Some(text::command_error(refused)),
    }
}
