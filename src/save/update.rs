//! What `Mettre à jour` would do to the character here: the numbers it
//! changes, and the actions it would lose because the link does not have
//! them (the game master played on while the player's link was on its way).

use rustc_hash::FxHashMap;

use crate::rules::journal::event::Event;
use crate::rules::journal::tracker::Tracker;
use crate::rules::journal::JournalEntry;

use super::share::Shared;

/// The lines of the journal here that the link lacks, oldest first: play,
/// not lines undone nor the notes of earlier updates. An update takes the
/// link's journal, so a link without one lacks every such line.
pub fn actions_only_here<'a>(shared: &Shared, here: &'a Tracker) -> Vec<&'a JournalEntry> {
    let played = here.journal().entries().iter().filter(|e| !e.undone && e.event != Event::UpdatedFromLink);
    match &shared.journal {
        Some(link) => {
            // By position, so that two journals of 2,000 lines are compared once each.
            let by_seq: FxHashMap<u64, &JournalEntry> = link.entries().iter().map(|l| (l.seq, l)).collect();
            played.filter(|e| !by_seq.get(&e.seq).is_some_and(|l| same_line(l, e))).collect()
        }
        None => played.collect(),
    }
}

/// Two copies of one journal line: undoing it on one side changes nothing
/// of what happened.
fn same_line(a: &JournalEntry, b: &JournalEntry) -> bool {
    a.seq == b.seq && a.clock == b.clock && a.event == b.event
}

/// How many actions (one command each) these lines come from.
pub fn action_count(lines: &[&JournalEntry]) -> usize {
    let mut actions: Vec<u64> = lines.iter().map(|e| e.action).collect();
    actions.dedup();
    actions.len()
}

/// The lines of the last of these actions, for saying what it was.
pub fn last_action(lines: &[&JournalEntry]) -> Vec<Event> {
    let last = lines.last().map(|e| e.action);
    lines.iter().filter(|e| Some(e.action) == last).map(|e| e.event.clone()).collect()
}
