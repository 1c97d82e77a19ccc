//! The save and follow decisions of two tabs, against an obvious model:
//! every write a tab made, and every edit it holds, survives somewhere.

use fiche_ombre::save::sync::{on_other_tab, on_save, Follow, InStorage, Save, Version};
use proptest::prelude::*;

fn v(revision: u64, writer: &str) -> Version {
    Version { revision, writer: writer.into() }
}

#[test]
fn a_save_writes_only_over_what_this_tab_last_saw() {
    assert_eq!(on_save(Some(&v(3, "a")), &InStorage::Saved(v(3, "a")), false), Save::Skip);
    assert_eq!(on_save(Some(&v(3, "a")), &InStorage::Saved(v(3, "a")), true), Save::Write { revision: 4 });
    assert_eq!(on_save(None, &InStorage::Missing, true), Save::Write { revision: 1 });
    // Another tab wrote revision 4, or the same revision 3 in the same instant.
    assert_eq!(on_save(Some(&v(3, "a")), &InStorage::Saved(v(4, "b")), true), Save::Conflict);
    assert_eq!(on_save(Some(&v(3, "a")), &InStorage::Saved(v(3, "b")), true), Save::Conflict);
    assert_eq!(on_save(Some(&v(3, "a")), &InStorage::Missing, true), Save::DeletedElsewhere);
    assert_eq!(
        on_save(Some(&v(3, "a")), &InStorage::Unreadable, true),
        Save::Conflict,
        "never over a newer app's data"
    );
}

#[test]
fn following_another_tab() {
    assert_eq!(on_other_tab(Some(&v(3, "a")), Some(&v(4, "b")), false), Follow::Adopt);
    assert_eq!(on_other_tab(Some(&v(3, "a")), Some(&v(4, "b")), true), Follow::Conflict, "both changed");
    assert_eq!(
        on_other_tab(Some(&v(3, "a")), Some(&v(3, "b")), false),
        Follow::Conflict,
        "equal revisions: ours was replaced"
    );
    assert_eq!(on_other_tab(Some(&v(4, "b")), Some(&v(4, "b")), false), Follow::Ignore);
    assert_eq!(on_other_tab(Some(&v(5, "a")), Some(&v(4, "a")), false), Follow::Ignore, "our own older write");
    assert_eq!(on_other_tab(Some(&v(3, "a")), None, false), Follow::Deleted { keep_copy: false });
    assert_eq!(on_other_tab(Some(&v(3, "a")), None, true), Follow::Deleted { keep_copy: true });
    assert_eq!(on_other_tab(None, Some(&v(1, "b")), false), Follow::Adopt);
}

/// Two tabs, A and B, and storage, driven by a random schedule of edits,
/// text typed in a field and not yet applied, saves (each one atomic, as
/// the lock makes it), a deletion, and storage events delivered in order.
/// Each version is a set of edits; the model checks that every edit ever
/// made is, at the end, in storage or in a kept copy (unless the player
/// deleted the character holding it), and that alternating edits (each tab
/// saving before the other edits) never make a copy. The tab carries out
/// the decisions as `state::roster::sync` does: half-typed text is applied
/// to its character before the character leaves the tab.
#[derive(Clone, Debug)]
enum Step {
    Edit(usize),
    /// Typed into a field, not applied yet.
    Type(usize),
    /// The field is left: what was typed is applied.
    Leave(usize),
    Save(usize),
    Deliver(usize),
    Delete(usize),
}

#[derive(Clone, Default)]
struct Tab {
    seen: Option<Version>,
    content: Vec<u32>,
    typing: Vec<u32>,
    saved_content: Vec<u32>,
    inbox: std::collections::VecDeque<Option<(Version, Vec<u32>)>>,
    /// The character left this tab (deleted here or elsewhere).
    gone: bool,
}

impl Tab {
    fn leave_field(&mut self) {
        let typed = std::mem::take(&mut self.typing);
        self.content.extend(typed);
    }
}

/// What is left at the end: storage, the copies kept, and the edits that
/// must be in one of them (every edit, but those the player deleted).
fn run(schedule: &[Step]) -> (Vec<u32>, Vec<Vec<u32>>, Vec<u32>) {
    let names = ["a", "b"];
    let mut tabs = [Tab::default(), Tab::default()];
    // Both start from revision 1 written by "a", with no edits.
    let mut storage: Option<(Version, Vec<u32>)> = Some((v(1, "a"), vec![]));
    for tab in &mut tabs {
        tab.seen = Some(v(1, "a"));
    }
    let mut copies: Vec<Vec<u32>> = Vec::new();
    let mut edits = Vec::new();
    let mut next_edit = 0;
    let mut deleted: Vec<u32> = Vec::new();
    for step in schedule {
        match *step {
            Step::Edit(t) | Step::Type(t) if tabs[t].gone => {}
            Step::Edit(t) => {
                next_edit += 1;
                edits.push(next_edit);
                tabs[t].content.push(next_edit);
            }
            Step::Type(t) => {
                next_edit += 1;
                edits.push(next_edit);
                tabs[t].typing.push(next_edit);
            }
            Step::Leave(t) => tabs[t].leave_field(),
            Step::Save(t) if tabs[t].gone => {}
            Step::Delete(t) if tabs[t].gone => {}
            Step::Delete(t) => {
                // What the player deletes is what this tab shows; another
                // tab's save it has not seen yet is kept as a copy.
                tabs[t].leave_field();
                deleted.extend(&tabs[t].content);
                if let Some((version, content)) = storage.take() {
                    if Some(&version) == tabs[t].seen.as_ref() {
                        deleted.extend(content);
                    } else {
                        copies.push(content);
                    }
                }
                tabs[t].gone = true;
                tabs[1 - t].inbox.push_back(None);
            }
            Step::Save(t) => {
                let changed = tabs[t].content != tabs[t].saved_content;
                let stored = storage.as_ref().map_or(InStorage::Missing, |(v, _)| InStorage::Saved(v.clone()));
                match on_save(tabs[t].seen.as_ref(), &stored, changed) {
                    Save::Skip => {}
                    Save::Write { revision } => {
                        let version = v(revision, names[t]);
                        storage = Some((version.clone(), tabs[t].content.clone()));
                        tabs[t].seen = Some(version.clone());
                        tabs[t].saved_content = tabs[t].content.clone();
                        tabs[1 - t].inbox.push_back(Some((version, tabs[t].content.clone())));
                    }
                    Save::Conflict => {
                        copies.push(tabs[t].content.clone());
                        let (version, content) = storage.clone().unwrap();
                        tabs[t].seen = Some(version);
                        tabs[t].content = content.clone();
                        tabs[t].saved_content = content;
                    }
                    Save::DeletedElsewhere => {
                        tabs[t].leave_field();
                        copies.push(tabs[t].content.clone());
                        tabs[t].gone = true;
                    }
                }
            }
            Step::Deliver(t) if tabs[t].gone => {
                tabs[t].inbox.pop_front();
            }
            Step::Deliver(t) => {
                let Some(event) = tabs[t].inbox.pop_front() else { continue };
                let Some((version, content)) = event else {
                    // Deleted in the other tab: what is typed goes into this
                    // character first, then into its copy if it holds anything new.
                    tabs[t].leave_field();
                    let changed = tabs[t].content != tabs[t].saved_content;
                    match on_other_tab(tabs[t].seen.as_ref(), None, changed) {
                        Follow::Deleted { keep_copy: true } => copies.push(tabs[t].content.clone()),
                        Follow::Deleted { keep_copy: false } => {}
                        other => panic!("a deletion followed as {other:?}"),
                    }
                    tabs[t].gone = true;
                    continue;
                };
                let changed = tabs[t].content != tabs[t].saved_content;
                match on_other_tab(tabs[t].seen.as_ref(), Some(&version), changed) {
                    Follow::Ignore => {}
                    Follow::Adopt | Follow::Conflict => {
                        if matches!(on_other_tab(tabs[t].seen.as_ref(), Some(&version), changed), Follow::Conflict) {
                            copies.push(tabs[t].content.clone());
                        }
                        tabs[t].seen = Some(version);
                        tabs[t].content = content.clone();
                        tabs[t].saved_content = content;
                    }
                    Follow::Deleted { .. } => unreachable!("a write is not a deletion"),
                }
            }
        }
    }
    let kept = storage.map(|(_, c)| c).unwrap_or_default();
    edits.retain(|edit| !deleted.contains(edit));
    (kept, copies, edits)
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => (0..2usize).prop_map(Step::Edit),
        2 => (0..2usize).prop_map(Step::Type),
        1 => (0..2usize).prop_map(Step::Leave),
        4 => (0..2usize).prop_map(Step::Save),
        4 => (0..2usize).prop_map(Step::Deliver),
        1 => (0..2usize).prop_map(Step::Delete),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn no_saved_edit_is_ever_lost(schedule in prop::collection::vec(step(), 0..40)) {
        let mut schedule = schedule;
        // At the end both tabs leave their fields, save and hear everything.
        schedule.extend([Step::Leave(0), Step::Leave(1), Step::Save(0), Step::Save(1)]);
        schedule.extend([Step::Deliver(0), Step::Deliver(1), Step::Deliver(0), Step::Deliver(1)]);
        let (kept, copies, edits) = run(&schedule);
        for edit in edits {
            prop_assert!(kept.contains(&edit) || copies.iter().any(|c| c.contains(&edit)), "edit {} lost", edit);
        }
    }

    #[test]
    fn alternating_edits_never_make_a_copy(turns in prop::collection::vec(0..2usize, 0..20)) {
        // Each turn: a tab edits and saves, the other hears of it before it edits.
        let schedule: Vec<Step> = turns.iter().flat_map(|&t| [Step::Edit(t), Step::Save(t), Step::Deliver(1 - t)]).collect();
        let (_, copies, _) = run(&schedule);
        prop_assert!(copies.is_empty(), "{} copies", copies.len());
    }
}
