//! Share links: round trips, size, old links, and every way a link can be bad.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::checks::sheet_error::SheetError;
use fiche_ombre::save::field::FieldProblem;
use fiche_ombre::save::share::{decode, encode, is_link, ShareError, MAX_BYTES};
use proptest::prelude::*;

use crate::fixtures::DIR;
use crate::reference::{as_written_before_period_ended, reference_character};
use crate::strategies::character;

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{DIR}/{name}")).unwrap().trim().to_string()
}

#[test]
fn a_format_1_link_still_opens() {
    let reference = reference_character();
    let shared = decode(&fixture("link-v1.txt")).unwrap();
    assert_eq!(&shared.sheet, reference.sheet());
    assert_eq!(shared.journal, None);
    let with_journal = decode(&fixture("link-v1-journal.txt")).unwrap();
    assert_eq!(
        with_journal.journal.as_ref().map(|j| j.entries().to_vec()),
        Some(as_written_before_period_ended(reference.journal()))
    );
}

#[test]
fn a_format_2_link_opens_with_rolls_damage_and_afflictions() {
    let reference = crate::reference::reference_character_v3();
    let shared = decode(&fixture("link-v2.txt")).unwrap();
    assert_eq!(&shared.sheet, reference.sheet());
    let with_journal = decode(&fixture("link-v2-journal.txt")).unwrap();
    assert_eq!(
        with_journal.journal.as_ref().map(|j| j.entries().to_vec()),
        Some(as_written_before_period_ended(reference.journal()))
    );
}

#[test]
fn a_format_3_link_carries_the_characters_identity() {
    let reference = crate::reference::reference_character_v3();
    let shared = decode(&fixture("link-v3.txt")).unwrap();
    assert_eq!(&shared.sheet, reference.sheet());
    assert_eq!(shared.identity.as_deref(), Some(IDENTITY));
    let with_journal = decode(&fixture("link-v3-journal.txt")).unwrap();
    assert_eq!(
        with_journal.journal.as_ref().map(|j| j.entries().to_vec()),
        Some(as_written_before_period_ended(reference.journal()))
    );
    assert!(encode(IDENTITY, reference.sheet(), None).starts_with("p3."), "new links are format 3");
    // Links of formats 1 and 2 have none: they are always new characters.
    assert_eq!(decode(&fixture("link-v2.txt")).unwrap().identity, None);
}

#[test]
fn an_identity_that_no_app_writes_is_left_out_or_refused() {
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let sheet = reference_character().sheet().clone();
    for identity in ["", "fiche-ombre:index", "../x", "ABC", &"a".repeat(41), "cassé"] {
        // An id that is no identity (older storage keys) is not written…
        assert_eq!(decode(&encode(identity, &sheet, None)).unwrap().identity, None, "{identity:?}");
        // …and a link that carries one anyway is refused.
        let body = postcard::to_allocvec(&(Some(identity), &sheet, None::<()>)).unwrap();
        let link = format!("p3.{}", URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec_zlib(&body, 6)));
        assert_eq!(decode(&link), Err(ShareError::Damaged), "{identity:?}");
    }
    assert_eq!(decode(&encode(IDENTITY, &sheet, None)).unwrap().identity.as_deref(), Some(IDENTITY));
}

/// The identity the fixtures of format 3 carry.
const IDENTITY: &str = "0123456789abcdef";

#[test]
fn a_whole_sheet_with_three_weapons_talents_and_spells_gets_a_link_under_2000_characters() {
    use fiche_ombre::save::share::MAX_LINK_CHARS;
    let full = crate::reference::full_character();
    let url = format!("https://example.org/fiche-ombre/#{}", encode(IDENTITY, full.sheet(), None));
    assert!(url.chars().count() < MAX_LINK_CHARS, "{} characters", url.chars().count());
    assert_eq!(decode(&url[url.find('#').unwrap()..]).unwrap().sheet, *full.sheet());
}

#[test]
fn a_full_characters_link_is_under_300_characters() {
    let reference = reference_character();
    let fragment = encode(IDENTITY, reference.sheet(), None);
    let url = format!("https://example.org/fiche-ombre/#{fragment}");
    assert!(url.len() < 300, "{} characters: {url}", url.len());
}

/// A link to a new character whose Folie is `insanity`. No `Sheet` can
/// hold Folie above Volonté, so the body is written field by field, in the
/// sheet's order; with a valid Folie it is exactly what `encode` writes.
fn new_character_link(insanity: i32) -> String {
    new_character_link_with(insanity, 10)
}

/// [`new_character_link`] with Volonté `will` (the other attributes 10).
fn new_character_link_with(insanity: i32, will: i64) -> String {
    new_character_link_with_talents(insanity, will, vec![], 2)
}

/// A talent as a link writes it: id, name, description, uses, spent.
type TalentFields = (u32, &'static str, &'static str, i64, u32);

/// `size` is Taille's variant, by number (2: Taille 1).
fn new_character_link_with_talents(insanity: i32, will: i64, talents: Vec<TalentFields>, size: u32) -> String {
    let score = 10i64;
    let body = postcard::to_allocvec(&(
        Some(IDENTITY),
        ("", "", (score, score, score, will), None::<i64>, Vec::<()>::new(), 0u32),
        (0i64, 0i32, 0i64, insanity, Vec::<()>::new(), None::<()>, false, 0u64),
        (Vec::<()>::new(), 0u32),
        // Profile: Niveau 0, Taille 1 (third variant), Vitesse 10, Pouvoir 0,
        // Corruption 0, seven empty texts; no talents, no spells.
        (0i64, size, 10i64, 0i64, 0i64, ["", "", "", "", "", "", ""]),
        (talents, 0u32, Vec::<()>::new(), 0u32),
        None::<()>,
    ))
    .unwrap();
    let compressed = miniz_oxide::deflate::compress_to_vec_zlib(&body, 10);
    format!("p3.{}", URL_SAFE_NO_PAD.encode(compressed))
}

#[test]
fn a_link_written_field_by_field_is_the_one_encode_writes() {
    assert_eq!(new_character_link(0), encode(IDENTITY, &Sheet::new(), None));
}

/// What a bad link must be refused for.
type Expected = fn(&ShareError) -> bool;

#[test]
fn a_value_out_of_range_in_a_link_names_the_field_and_the_bound() {
    let error = decode(&new_character_link_with(0, 31)).unwrap_err();
    assert_eq!(error, ShareError::Field { path: "sheet.attributes.will".into(), problem: FieldProblem::TooHigh(30) });
    let said = fiche_ombre::text::share_error(&error);
    assert!(said.contains("ouvert : Volonté : le maximum est 30") && !said.contains("coupé"), "{said}");
    let error = decode(&new_character_link_with(0, -1)).unwrap_err();
    assert_eq!(error, ShareError::Field { path: "sheet.attributes.will".into(), problem: FieldProblem::TooLow(0) });
}

#[test]
fn a_value_out_of_range_deep_in_a_link_is_named_with_its_place() {
    let talents = vec![(0, "Vigueur", "", 3, 0), (1, "Rage", "", 100, 0)];
    let error = decode(&new_character_link_with_talents(0, 10, talents, 2)).unwrap_err();
    let ShareError::Field { path, problem } = &error else { panic!("{error:?}") };
    assert!(path.ends_with("talents[1].uses"), "{path}");
    assert_eq!(problem, &FieldProblem::TooHigh(99));
    let said = fiche_ombre::text::share_error(&error);
    assert!(said.contains("talent n° 2 › Utilisations : le maximum est 99"), "{said}");
}

#[test]
fn a_value_no_app_writes_in_a_link_is_named_as_unknown() {
    let error = decode(&new_character_link_with_talents(0, 10, vec![], 40)).unwrap_err();
    let ShareError::Field { path, problem } = &error else { panic!("{error:?}") };
    assert!(path.ends_with("size"), "{path}");
    assert_eq!(problem, &FieldProblem::UnknownValue);
    let said = fiche_ombre::text::share_error(&error);
    assert!(said.contains("Taille : valeur inconnue"), "{said}");
}

#[test]
fn a_link_whose_journal_is_later_than_its_sheet_is_refused_before_any_preview() {
    use fiche_ombre::rules::command::Command;
    use fiche_ombre::rules::journal::tracker::Tracker;
    use fiche_ombre::rules::rolls::dice::ScriptedRoller;
    use fiche_ombre::rules::time::clock::Period;
    let mut tracker = Tracker::default();
    let mut roller = ScriptedRoller::new([]);
    tracker.execute(&Command::EndOf(Period::Round), &mut roller).unwrap();
    let link = encode(IDENTITY, &Sheet::new(), Some(tracker.journal()));
    assert_eq!(decode(&link), Err(ShareError::Invalid(SheetError::JournalLine { line: 0 })));
}

#[test]
fn bad_links_are_refused_with_their_reason() {
    let good = encode(IDENTITY, reference_character().sheet(), None);
    let data = good.strip_prefix("p3.").unwrap();
    let body = URL_SAFE_NO_PAD.decode(data).unwrap();
    let with_body = |bytes: &[u8]| format!("p1.{}", URL_SAFE_NO_PAD.encode(bytes));
    let mut flipped = body.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x5a;
    let mut bad_header = body.clone();
    bad_header[0] = 7;
    let mut bad_checksum = body.clone();
    *bad_checksum.last_mut().unwrap() ^= 1;
    let unpacked = postcard::to_allocvec(reference_character().sheet()).unwrap();
    let cases: Vec<(String, Expected)> = vec![
        (String::new(), |e| *e == ShareError::NotALink),
        ("#".into(), |e| *e == ShareError::NotALink),
        ("#section-2".into(), |e| *e == ShareError::NotALink),
        ("p1".into(), |e| *e == ShareError::NotALink),
        ("p1.".into(), |e| *e == ShareError::Damaged),
        (with_body(&miniz_oxide::deflate::compress_to_vec_zlib(&[0xff; 64 * 1024 + 1], 6)), |e| {
            *e == ShareError::Damaged
        }),
        ("p1.@@@@".into(), |e| *e == ShareError::Garbled),
        ("p1.a".into(), |e| *e == ShareError::Garbled),
        ("p1.AA==".into(), |e| *e == ShareError::Garbled),
        (good[..good.len() / 2].to_string(), |e| matches!(e, ShareError::Damaged | ShareError::Garbled)),
        (good[..good.len() - 3].to_string(), |e| matches!(e, ShareError::Damaged | ShareError::Garbled)),
        (format!("{good}AAAA"), |e| *e == ShareError::Damaged),
        (with_body(&flipped), |e| *e == ShareError::Damaged),
        (with_body(&bad_header), |e| *e == ShareError::Damaged),
        (with_body(&bad_checksum), |e| *e == ShareError::Damaged),
        (with_body(&unpacked), |e| *e == ShareError::Damaged),
        (with_body(&[0x78, 0xda, 0xff, 0xff]), |e| *e == ShareError::Damaged),
        (format!("p4.{data}"), |e| *e == ShareError::UnknownVersion),
        ("p99.AAAA".into(), |e| *e == ShareError::UnknownVersion),
        (format!("p1.{}", "A".repeat(MAX_BYTES)), |e| *e == ShareError::TooLarge),
        (new_character_link(50), |e| matches!(e, ShareError::Invalid(SheetError::InsanityOutOfRange { .. }))),
        ("javascript:alert(1)".into(), |e| *e == ShareError::NotALink),
        ("p1.<script>alert(1)</script>".into(), |e| *e == ShareError::Garbled),
    ];
    assert!(cases.len() >= 20);
    for (link, expected) in &cases {
        let result = decode(link);
        assert!(matches!(&result, Err(e) if expected(e)), "{link:.60}: {result:?}");
    }
}

#[test]
fn only_character_links_are_taken_for_links() {
    assert!(is_link("#p1.abc"));
    assert!(is_link("p3.abc"));
    // The version's dot percent-encoded, as an address bar or a QR code gives it.
    assert!(is_link("#p3%2Eabc"));
    assert!(is_link("p3%2eabc"));
    assert!(!is_link("#notes"));
    assert!(!is_link(""));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn decoding_what_was_encoded_gives_the_character_back(tracker in character(), with_journal in any::<bool>()) {
        let journal = with_journal.then(|| tracker.journal());
        let shared = decode(&encode(IDENTITY, tracker.sheet(), journal)).unwrap();
        prop_assert_eq!(&shared.sheet, tracker.sheet());
        prop_assert_eq!(shared.journal.as_ref(), journal);
    }

    #[test]
    fn decoding_never_panics_on_any_text(text in "\\PC{0,300}") {
        let _ = decode(&text);
        let _ = decode(&format!("p1.{text}"));
    }

    #[test]
    fn decoding_never_panics_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        // Raw bytes, and the same bytes in a valid zlib stream so that they
        // reach the postcard decoder.
        let _ = decode(&format!("p1.{}", URL_SAFE_NO_PAD.encode(&bytes)));
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 6);
        let _ = decode(&format!("p1.{}", URL_SAFE_NO_PAD.encode(&packed)));
    }
}

#[test]
fn links_are_found_in_any_pasted_text_once_each() {
    use fiche_ombre::save::share::find_links;
    let text = "Aline : https://exemple.fr/fiche/#p3.AbC-_1\n\
                #p2.XyZ et puis p3.AbC-_1 encore\tp1.q (ancien)\n\
                help.p3.nope, topp3.nope, p.nope, p3nope, sp3.x";
    assert_eq!(find_links(text), ["p3.AbC-_1", "p2.XyZ", "p1.q"]);
    assert!(find_links("Rien ici.").is_empty());
    let real = encode(IDENTITY, reference_character().sheet(), None);
    assert_eq!(find_links(&format!("Voici : http://127.0.0.1:8080/#{real} merci")), [real]);
}

/// The import dialog's three answers, from identity, sheet and journal.
#[test]
fn a_link_is_new_the_same_or_another_version_by_identity_then_content() {
    use fiche_ombre::rules::journal::tracker::Tracker;
    use fiche_ombre::save::share::{Placement, Shared};

    let here = reference_character();
    let link = |identity: Option<&str>, tracker: &Tracker, with_journal: bool| Shared {
        identity: identity.map(str::to_string),
        sheet: tracker.sheet().clone(),
        unknown: None,
        journal: with_journal.then(|| tracker.journal().clone()),
    };
    // Without an identity (a file, formats 1 and 2): the very same character
    // is not added twice; another is new. Unknown here: new.
    assert_eq!(link(None, &here, true).placement(Some(&here)), Placement::Same);
    assert_eq!(link(None, &Tracker::default(), true).placement(Some(&here)), Placement::New);
    assert_eq!(link(Some("a1"), &here, true).placement(None), Placement::New);
    // Known: the same when sheet and journal match, or the sheet alone
    // when the link has no journal.
    assert_eq!(link(Some("a1"), &here, true).placement(Some(&here)), Placement::Same);
    assert_eq!(link(Some("a1"), &here, false).placement(Some(&here)), Placement::Same);
    // Another sheet, or another journal: another version.
    let blank = Tracker::default();
    assert_eq!(link(Some("a1"), &blank, false).placement(Some(&here)), Placement::Other);
    let other_journal = Tracker::from_parts(here.sheet().clone(), blank.journal().clone());
    assert_eq!(link(Some("a1"), &other_journal, true).placement(Some(&here)), Placement::Other);
}

/// A link whose version dot was percent-encoded on its way (`p3%2E…`) opens
/// as the link it is, pasted or in the address.
#[test]
fn a_percent_encoded_dot_reads_as_the_dot() {
    use fiche_ombre::save::share::find_links;
    let real = encode(IDENTITY, reference_character().sheet(), None);
    let encoded = real.replacen('.', "%2E", 1);
    assert_eq!(find_links(&format!("http://127.0.0.1:8080/#{encoded}")), [real.as_str()]);
    assert_eq!(decode(&format!("#{encoded}")).unwrap().sheet, *reference_character().sheet());
    assert_eq!(decode(&real.replacen('.', "%2e", 1)).unwrap().sheet, *reference_character().sheet());
}
