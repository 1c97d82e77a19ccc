//! Checking data from outside (storage, links, files): every invariant the
//! commands keep, and journal lines the rules could have written.

pub(crate) mod journal_check;
pub mod sheet_error;
pub mod validate;
