//! Journal and Folies: every line the character's actions wrote, and the
//! madness table with the current row marked.

pub mod journal_panel;
pub mod madness_table;
