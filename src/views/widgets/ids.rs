//! Unique element ids, so that labels and messages can point at their field.

use std::sync::atomic::{AtomicUsize, Ordering};

static NEXT: AtomicUsize = AtomicUsize::new(0);

/// A fresh id such as `f-force-3`, unique within the page.
pub fn unique_id(prefix: &str) -> String {
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let slug: String =
        prefix.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    format!("f-{slug}-{n}")
}
