//! `Mettre à jour`: what a newer link changes here, and the play here it
//! would lose.

use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::rules::time::clock::Period;
use fiche_ombre::save::share::Shared;
use fiche_ombre::save::update::{action_count, actions_only_here, last_action};
use fiche_ombre::text;

use crate::play::play;

fn gain(n: i32) -> Command {
    Command::GainInsanity(Amount::fixed(n).unwrap())
}

fn link_of(tracker: &Tracker, with_journal: bool) -> Shared {
    Shared {
        identity: Some("aline".to_string()),
        sheet: tracker.sheet().clone(),
        unknown: None,
        journal: with_journal.then(|| tracker.journal().clone()),
    }
}

/// The player's link left at Folie 2; the game master then played on.
fn game_master_played_on() -> (Shared, Tracker) {
    let start = play(Tracker::new(Sheet::new()), &[gain(2)], &[]);
    let link = link_of(&start, true);
    let here = play(start, &[gain(3), Command::EndOf(Period::Round)], &[]);
    (link, here)
}

#[test]
fn the_game_masters_newer_actions_are_found_line_by_line() {
    let (link, here) = game_master_played_on();
    let lines = actions_only_here(&link, &here);
    assert_eq!(action_count(&lines), 2);
    let said = text::update::actions_only_here(action_count(&lines), &last_action(&lines));
    assert_eq!(
        said,
        "Ici, 2 actions ne sont pas dans le lien (la dernière : Fin du round 1) ; « Mettre à jour » les effacerait."
    );
    let first = play(Tracker::new(Sheet::new()), &[gain(2)], &[]);
    let lines = actions_only_here(&link, &first);
    assert!(lines.is_empty(), "the link has that line");
    let one = play(first, &[gain(1)], &[]);
    let lines = actions_only_here(&link, &one);
    assert_eq!(
        text::update::actions_only_here(action_count(&lines), &last_action(&lines)),
        "Ici, 1 action n'est pas dans le lien (la dernière : Folie +1 : total 3) ; « Mettre à jour » l'effacerait."
    );
}

#[test]
fn a_link_that_has_everything_here_loses_nothing() {
    let here = play(Tracker::new(Sheet::new()), &[gain(2)], &[]);
    let newer = play(here.clone(), &[gain(1)], &[]);
    assert!(actions_only_here(&link_of(&newer, true), &here).is_empty());
    // An undone action here is not play to keep.
    let mut undone = newer.clone();
    assert!(undone.undo());
    assert!(actions_only_here(&link_of(&here, true), &undone).is_empty());
}

#[test]
fn a_link_without_its_journal_lacks_all_the_play_here() {
    let start = play(Tracker::new(Sheet::new()), &[gain(2)], &[]);
    let link = link_of(&start, false);
    // An update takes the link's journal: without one, every line here goes,
    // also those of the round the link was made in.
    assert_eq!(action_count(&actions_only_here(&link, &start)), 1);
    let mut updated = Tracker::from_parts(link.sheet.clone(), Default::default());
    updated.note_update();
    assert!(actions_only_here(&link, &updated).is_empty(), "the note of an update is not play");
    let here = play(updated, &[Command::EndOf(Period::Round), gain(1)], &[]);
    assert_eq!(action_count(&actions_only_here(&link, &here)), 2);
}

#[test]
fn the_changes_name_folie_health_states_and_madness() {
    let (link, here) = game_master_played_on();
    let changes = text::update::changes(here.sheet(), &link.sheet);
    assert_eq!(changes[0], "Folie 5 sur 10 → Folie 2 sur 10");
    assert!(changes.iter().all(|line| !line.starts_with("Santé")), "{changes:?}");
    assert!(text::update::changes(here.sheet(), here.sheet()).is_empty());
}
