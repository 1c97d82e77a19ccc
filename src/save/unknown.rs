//! Fields a newer build wrote into a record of this build's version, kept
//! so that saving here does not erase them.
//!
//! A record is read into the typed character, which drops what it does not
//! know. [`fields`] compares the stored text with the same record written
//! back by this build and keeps, as a small JSON object of the same shape,
//! every key this build did not write; [`restore`] puts those keys back into
//! each later save. Objects are followed key by key; the items of a list
//! by their `id` (a weapon, a talent, a creature) or `seq` (a journal
//! line), never by their place (an item removed here would give its fields
//! to the next one): a list's kept fields are `{"<id>": {…}, …}`. Items with
//! neither are this build's.

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;

/// An object's entries in their order, each value left as its text.
struct Entries<'a>(Vec<(String, &'a RawValue)>);

impl<'de: 'a, 'a> Deserialize<'de> for Entries<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Walk;
        impl<'de> Visitor<'de> for Walk {
            type Value = Entries<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    entries.push(entry);
                }
                Ok(Entries(entries))
            }
        }
        deserializer.deserialize_map(Walk)
    }
}

fn entries(json: &str) -> Option<Vec<(String, &RawValue)>> {
    if !json.starts_with('{') {
        return None;
    }
    serde_json::from_str::<Entries>(json).ok().map(|e| e.0)
}

fn find<'a>(entries: &[(String, &'a RawValue)], key: &str) -> Option<&'a RawValue> {
    entries.iter().find(|(k, _)| k == key).map(|(_, v)| *v)
}

fn push_entry(out: &mut String, key: &str, value: &str) {
    out.push(if out.is_empty() { '{' } else { ',' });
    out.push_str(&serde_json::to_string(key).unwrap_or_default());
    out.push(':');
    out.push_str(value);
}

/// The keys of `stored` that `written` (the same record as this build
/// writes it) does not have, at any depth of objects; `None` when there are
/// none, or when either is not an object.
pub fn fields(stored: &str, written: &str) -> Option<String> {
    // What this build wrote itself holds nothing else (the usual case).
    if stored == written {
        return None;
    }
    let (stored, written) = (entries(stored)?, entries(written)?);
    let mut out = String::new();
    for (key, value) in &stored {
        match find(&written, key) {
            None => push_entry(&mut out, key, value.get()),
            Some(ours) => {
                let inner = match value.get().starts_with('[') {
                    true => list_fields(value.get(), ours.get()),
                    false => fields(value.get(), ours.get()),
                };
                if let Some(inner) = inner {
                    push_entry(&mut out, key, &inner);
                }
            }
        }
    }
    (!out.is_empty()).then(|| out + "}")
}

fn items(json: &str) -> Option<Vec<&RawValue>> {
    serde_json::from_str(json).ok()
}

/// An item's identity: its `id`, else its `seq`, as written.
fn identity(item: &RawValue) -> Option<String> {
    let entries = entries(item.get())?;
    find(&entries, "id").or_else(|| find(&entries, "seq")).map(|v| v.get().to_string())
}

/// The fields a newer build wrote into the items of a list, matched by
/// identity with this build's items (most often at the same place), kept
/// as an object under each item's identity.
fn list_fields(stored: &str, written: &str) -> Option<String> {
    let (stored, ours) = (items(stored)?, items(written)?);
    let mut out = String::new();
    for (at, item) in stored.iter().enumerate() {
        let Some(id) = identity(item) else { continue };
        let same = |mine: &&&RawValue| identity(mine).as_deref() == Some(id.as_str());
        let mine = ours.get(at).filter(same).or_else(|| ours.iter().find(same));
        if let Some(inner) = mine.and_then(|mine| fields(item.get(), mine.get())) {
            push_entry(&mut out, &id, &inner);
        }
    }
    (!out.is_empty()).then(|| out + "}")
}

/// `written`'s items with their kept fields (from [`list_fields`]) back.
fn restore_list(written: &str, kept: &str) -> String {
    let (Some(ours), Some(kept)) = (items(written), entries(kept)) else { return written.to_string() };
    let restored: Vec<String> = ours
        .iter()
        .map(|item| match identity(item).and_then(|id| find(&kept, &id)) {
            Some(fields) => restore(item.get(), fields.get()),
            None => item.get().to_string(),
        })
        .collect();
    format!("[{}]", restored.join(","))
}

/// `written` with the keys of `unknown` (from [`fields`]) put back where
/// they were; a key this build writes keeps this build's value.
pub fn restore(written: &str, unknown: &str) -> String {
    let (Some(ours), Some(theirs)) = (entries(written), entries(unknown)) else { return written.to_string() };
    let mut out = String::new();
    for (key, value) in &ours {
        match find(&theirs, key) {
            Some(kept) if value.get().starts_with('{') => push_entry(&mut out, key, &restore(value.get(), kept.get())),
            Some(kept) if value.get().starts_with('[') => {
                push_entry(&mut out, key, &restore_list(value.get(), kept.get()))
            }
            _ => push_entry(&mut out, key, value.get()),
        }
    }
    for (key, value) in &theirs {
        if find(&ours, key).is_none() {
            push_entry(&mut out, key, value.get());
        }
    }
    if out.is_empty() {
        "{}".to_string()
    } else {
        out + "}"
    }
}
