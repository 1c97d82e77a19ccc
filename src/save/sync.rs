//! What a tab does with a character when it saves, or when another tab
//! wrote: a pure decision from what this tab last saw in storage, what
//! storage holds now, and whether this tab changed the character since.
//! `state::roster` only carries the decision out.
//!
//! Every record names the tab that wrote it (`writer`), so that two tabs
//! writing the same revision in the same instant are told apart: equal
//! revisions from another writer are a conflict, never "already seen".

/// A saved version of a character: its revision and the tab that wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version {
    pub revision: u64,
    pub writer: String,
}

impl Version {
    /// Whether `theirs`, from another writer at a revision not above this
    /// one, replaced this version in storage (two tabs writing in the same
    /// instant): this version then survives only in the tab that knows it.
    pub fn replaced_by(&self, theirs: &Version) -> bool {
        theirs.writer != self.writer && theirs.revision <= self.revision
    }
}

/// The revision a write after `seen` takes (the first is 1).
pub fn next_revision(seen: Option<&Version>) -> u64 {
    seen.map_or(0, |v| v.revision) + 1
}

/// What storage holds under a character's key, as far as the decision needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InStorage {
    Missing,
    /// There, but not readable by this version (it is left alone elsewhere).
    Unreadable,
    Saved(Version),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Save {
    /// Nothing changed since this tab last saved.
    Skip,
    /// Storage holds what this tab last saw: write the next revision.
    Write { revision: u64 },
    /// Another tab wrote since: keep ours as a copy, adopt theirs.
    Conflict,
    /// Another tab deleted it after this tab had saved it: keep ours as a
    /// copy, say so; it does not silently come back.
    DeletedElsewhere,
}

/// Deciding a save. Carried out inside the cross-tab lock, so that no other
/// tab writes between this read and the write.
pub fn on_save(seen: Option<&Version>, stored: &InStorage, changed: bool) -> Save {
    if !changed {
        return Save::Skip;
    }
    let next = next_revision(seen);
    match (seen, stored) {
        (None, InStorage::Missing) => Save::Write { revision: next },
        (Some(_), InStorage::Missing) => Save::DeletedElsewhere,
        // Unreadable data was set aside when it was found; what is there now
        // came from a newer app, which is never written over.
        (_, InStorage::Unreadable) => Save::Conflict,
        (Some(seen), InStorage::Saved(now)) if seen == now => Save::Write { revision: next },
        (_, InStorage::Saved(_)) => Save::Conflict,
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Follow {
    /// What this tab already has.
    Ignore,
    /// Another tab's newer version, and nothing here to lose: take it.
    Adopt,
    /// Both changed it since their last common revision, or another tab's
    /// write replaced one of ours: keep ours as a copy, adopt theirs.
    Conflict,
    /// Another tab deleted it. `keep_copy` when this tab has changes, or
    /// versions, that would otherwise be lost.
    Deleted { keep_copy: bool },
}

/// Another tab wrote (`incoming`) or removed (`None`) this character.
/// `changed`: this tab changed it since it last saved.
pub fn on_other_tab(seen: Option<&Version>, incoming: Option<&Version>, changed: bool) -> Follow {
    match (seen, incoming) {
        (None, None) => Follow::Ignore,
        (Some(_), None) => Follow::Deleted { keep_copy: changed },
        (None, Some(_)) => {
            if changed {
                Follow::Conflict
            } else {
                Follow::Adopt
            }
        }
        (Some(seen), Some(theirs)) if seen == theirs => Follow::Ignore,
        (Some(seen), Some(theirs)) => {
            let replaced = seen.replaced_by(theirs);
            if theirs.writer == seen.writer && theirs.revision <= seen.revision {
                // An older write of this same tab, arriving late.
                Follow::Ignore
            } else if changed || replaced {
                Follow::Conflict
            } else {
                Follow::Adopt
            }
        }
    }
}
