//! The reader's own JSON scanner (`save/value_reader/tokens.rs`) against
//! serde_json's parser: the same texts taken and refused, the same strings
//! and numbers read, the place of a slip told alike.

use fiche_ombre::save::value_reader::{self, Parsed, MAX_DEPTH};
use proptest::prelude::*;

/// Whether serde_json takes `text` as JSON, and why not. Read as a
/// `Value`, which checks every string (skipped as `IgnoredAny`, a lone
/// surrogate would pass).
fn serde_json_takes(text: &str) -> Result<(), serde_json::Error> {
    serde_json::from_str::<serde_json::Value>(text).map(|_| ())
}

/// The same text taken or refused by both; the one allowed difference is a
/// decimal number between serde_json's limit (about 1.8e308) and 1e309.
fn taken_alike(text: &str) -> Result<(), TestCaseError> {
    let ours = Parsed::new(text);
    let theirs = serde_json_takes(text);
    if ours.is_ok() && theirs.as_ref().is_err_and(|e| e.to_string().contains("out of range")) {
        return Ok(());
    }
    prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}: ours {:?}, serde_json {:?}", text, ours.err(), theirs.err());
    Ok(())
}

/// A JSON value written out, with strings holding escapes and numbers of
/// every kind.
fn json_text() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("null".to_string()),
        Just("true".to_string()),
        Just("false".to_string()),
        any::<i64>().prop_map(|n| n.to_string()),
        any::<u64>().prop_map(|n| n.to_string()),
        prop::sample::select(&["0", "-0", "1.5", "-2.25e3", "1E-7", "0.0001", "12e+2", "18446744073709551616"][..])
            .prop_map(str::to_string),
        // Escapes of every kind; `\u` outside the surrogates, or a pair.
        r#""([a-zé ]|\\["\\/bfnrt]|\\u[0-9a-cA-C][0-9a-fA-F]{3}|\\ud83d\\ude00)*""#,
    ];
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(|items| format!("[{}]", items.join(","))),
            prop::collection::vec((r#""[a-z]{0,3}""#, inner), 0..4).prop_map(|entries| {
                let entries: Vec<String> = entries.into_iter().map(|(k, v)| format!("{k}: {v}")).collect();
                format!("{{ {} }}", entries.join(",\n"))
            }),
        ]
    })
}

/// Characters a slip could put anywhere in JSON.
const SLIPS: &[&str] =
    &["{", "}", "[", "]", ",", ":", "\"", "\\", "-", "+", ".", "e", "0", "7", "u", "n", "t", " ", "\n", "\u{1}", "é"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn well_formed_json_is_taken_by_both(text in json_text()) {
        prop_assert!(serde_json_takes(&text).is_ok(), "{}", text);
        taken_alike(&text)?;
    }

    /// One character put in or taken out anywhere: both take the result,
    /// or both refuse it.
    #[test]
    fn json_with_a_slip_is_taken_or_refused_alike(
        text in json_text(),
        at in any::<prop::sample::Index>(),
        slip in prop::sample::select(SLIPS),
        remove in any::<bool>(),
    ) {
        let mut chars: Vec<char> = text.chars().collect();
        let at = at.index(chars.len() + 1);
        if remove && at < chars.len() {
            chars.remove(at);
        } else {
            for (i, c) in slip.chars().enumerate() {
                chars.insert(at + i, c);
            }
        }
        taken_alike(&chars.into_iter().collect::<String>())?;
    }

    /// Any string, as serde_json writes it, reads back the same.
    #[test]
    fn any_string_reads_back(text in any::<String>()) {
        let json = serde_json::to_string(&text).unwrap();
        prop_assert_eq!(value_reader::from_str::<String>(&json).unwrap(), text);
    }

    /// `\u` escapes, surrogates included, paired or lone: read alike.
    #[test]
    fn unicode_escapes_are_read_alike(units in prop::collection::vec(any::<u16>(), 1..4)) {
        let json: String = format!("\"{}\"", units.iter().map(|u| format!("\\u{u:04x}")).collect::<String>());
        let ours = value_reader::from_str::<String>(&json).ok();
        let theirs = serde_json::from_str::<String>(&json).ok();
        prop_assert_eq!(ours, theirs, "{}", json);
    }

    /// Whole numbers read alike, as the widest types the records use.
    #[test]
    fn whole_numbers_are_read_alike(n in any::<i64>(), m in any::<u64>()) {
        prop_assert_eq!(value_reader::from_str::<i64>(&n.to_string()).unwrap(), n);
        prop_assert_eq!(value_reader::from_str::<u64>(&m.to_string()).unwrap(), m);
    }
}

#[test]
fn decimal_numbers_are_taken_as_json_but_refused_as_whole_numbers() {
    for text in ["1.5", "-0", "1e3", "18446744073709551616", "-9223372036854775809"] {
        assert!(Parsed::new(text).is_ok(), "{text}");
        // Refused as serde_json refuses it: a value of the wrong type, which
        // an import's message words as such (`problem` in save/file.rs).
        let message = value_reader::from_str::<i64>(text).unwrap_err().to_string();
        assert!(message.starts_with("invalid type"), "{text}: {message}");
        assert!(serde_json::from_str::<i64>(text).is_err(), "{text}");
    }
}

/// A line break inside a string is placed on the line it breaks, at the
/// break (serde_json says the start of the next line, column 0).
#[test]
fn a_line_break_inside_a_string_is_placed_at_the_break() {
    let error = Parsed::new("{\"a\": \"fin\n\"}").err().unwrap();
    assert_eq!((error.line, error.column), (1, 11));
    assert!(serde_json_takes("{\"a\": \"fin\n\"}").is_err());
}

#[test]
fn nesting_stops_where_serde_json_stops() {
    let nested = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    assert!(Parsed::new(&nested(MAX_DEPTH)).is_ok());
    assert!(serde_json_takes(&nested(MAX_DEPTH)).is_ok());
    assert!(Parsed::new(&nested(MAX_DEPTH + 1)).is_err());
    assert!(serde_json_takes(&nested(MAX_DEPTH + 1)).is_err());
    // Far deeper, as a hostile file would be: refused, the stack intact.
    assert!(Parsed::new(&"[{\"a\":".repeat(100_000)).is_err());
}

/// The line, and the column give or take one: serde_json counts some
/// slips from the character before, and the player is told both.
#[test]
fn a_slip_is_placed_where_serde_json_places_it() {
    for text in [
        "{pas du json",
        "{\"a\": 1,\n \"b\" 2}",
        "{\"a\": [1, 2,]}",
        "{\"a\": \"\\x\"}",
        "[1, 2] 3",
        "{\"a\": 01}",
        "{\"a\": tru}",
        "{\"format\": \"fiche-ombre\",\n \"version\": 1e400}",
        "[\"\\ud800\"]",
    ] {
        let ours = Parsed::new(text).err().unwrap_or_else(|| panic!("taken: {text:?}"));
        let theirs = serde_json_takes(text).unwrap_err();
        assert_eq!(ours.line, theirs.line(), "{text:?}: {theirs}");
        assert!(ours.column.abs_diff(theirs.column()) <= 1, "{text:?}: ours {ours:?}, serde_json {theirs}");
    }
}
