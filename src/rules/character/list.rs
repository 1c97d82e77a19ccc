//! The sheet's lists (weapons, talents, spells): rows with ids stable
//! within the character, a bound on their number, ids that never wrap.

/// A row of a list, known by its id.
pub trait Row: Default {
    fn id(&self) -> u32;
    fn set_id(&mut self, id: u32);
}

/// Adds a default row and returns its id, or `None` at the bound.
pub fn add_row<T: Row>(rows: &mut Vec<T>, next_id: &mut u32, max: usize) -> Option<u32> {
    if rows.len() >= max {
        return None;
    }
    if *next_id == u32::MAX {
        // Four billion rows added: deal the ids afresh rather than wrap.
        for (id, row) in (0..).zip(rows.iter_mut()) {
            row.set_id(id);
        }
        *next_id = rows.len() as u32;
    }
    let id = *next_id;
    *next_id += 1;
    let mut row = T::default();
    row.set_id(id);
    rows.push(row);
    Some(id)
}

pub fn row_mut<T: Row>(rows: &mut [T], id: u32) -> Option<&mut T> {
    rows.iter_mut().find(|r| r.id() == id)
}

/// Removes the row; false when there is none with that id.
pub fn remove_row<T: Row>(rows: &mut Vec<T>, id: u32) -> bool {
    let before = rows.len();
    rows.retain(|r| r.id() != id);
    rows.len() < before
}

/// Ids unique and all below `next_id` (data from outside).
pub fn ids_ok<T: Row>(rows: &[T], next_id: u32) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    rows.iter().all(|r| r.id() < next_id && seen.insert(r.id()))
}

/// Makes a list row of each type named (its `id` field).
macro_rules! row {
    ($($t:ty),*) => {$(
        impl $crate::rules::character::list::Row for $t {
            fn id(&self) -> u32 {
                self.id
            }
            fn set_id(&mut self, id: u32) {
                self.id = id;
            }
        }
    )*};
}
pub(in crate::rules) use row;
