//! localStorage, with every way it can fail turned into a value: missing
//! (private browsing, disabled), full, or refusing a write. The app keeps
//! working in memory whatever happens here.

use crate::save::record::SET_ASIDE_PREFIX;

/// Why storage did not do what was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// No localStorage at all (disabled, or private browsing).
    Unavailable,
    /// A write was refused (usually: storage full).
    WriteRefused,
}

fn local() -> Result<web_sys::Storage, StorageError> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten()).ok_or(StorageError::Unavailable)
}

/// True when localStorage can be read at all.
pub fn available() -> bool {
    local().is_ok()
}

pub fn read(key: &str) -> Result<Option<String>, StorageError> {
    local()?.get_item(key).map_err(|_| StorageError::Unavailable)
}

pub fn write(key: &str, value: &str) -> Result<(), StorageError> {
    local()?.set_item(key, value).map_err(|_| StorageError::WriteRefused)
}

pub fn remove(key: &str) -> Result<(), StorageError> {
    local()?.remove_item(key).map_err(|_| StorageError::WriteRefused)
}

/// About what browsers let one site keep in localStorage, in characters
/// (UTF-16 code units, keys and values), which is what they count.
pub const QUOTA_UNITS: usize = 5 * 1024 * 1024;

/// What this site keeps in localStorage (the app's keys, and anything
/// else written there), counted as browsers count it against the quota.
pub fn used_units() -> usize {
    let Ok(storage) = local() else { return 0 };
    keys_with("")
        .into_iter()
        .map(|key| {
            let value = storage.get_item(&key).ok().flatten().unwrap_or_default();
            key.encode_utf16().count() + value.encode_utf16().count()
        })
        .sum()
}

/// Every key that starts with `prefix`.
pub fn keys_with(prefix: &str) -> Vec<String> {
    let Ok(storage) = local() else { return Vec::new() };
    let count = storage.length().unwrap_or(0);
    (0..count).filter_map(|i| storage.key(i).ok().flatten()).filter(|k| k.starts_with(prefix)).collect()
}

/// True when `key` holds anything, or held data that was set aside: a key
/// never to be written by anything but its own character.
pub fn is_used(key: &str) -> bool {
    let aside = format!(":{key}");
    matches!(read(key), Ok(Some(_))) || keys_with(SET_ASIDE_PREFIX).iter().any(|k| k.ends_with(&aside))
}

/// Copies unreadable data under a key of its own, then frees the original
/// key only once the copy is safe. Returns the new key.
pub fn set_aside(key: &str, raw: &str) -> Result<String, StorageError> {
    let aside = format!("{SET_ASIDE_PREFIX}{}:{key}", js_sys::Date::now() as u64);
    write(&aside, raw)?;
    remove(key)?;
    Ok(aside)
}
