//! Share links: the whole character in the URL fragment.
//!
//! Format 1: `p1.` then base64url (no padding) of a zlib stream (DEFLATE
//! with an Adler-32 checksum, so that a garbled link is caught rather than
//! read as another character) of the postcard encoding of
//! `{ sheet, journal: Option }`. A later format gets a new prefix (`p2.`) and
//! this decoder stays, so that old links keep working.
//!
//! Format 3 adds the character's identity (its id in the roster where the
//! link was made) in front: a newer link of the same character is then
//! recognised at the table instead of added twice.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rustc_hash::FxHashSet;
use serde::{Deserialize, Serialize};

use super::field::{number_refused, FieldProblem};
use super::named_path;
use crate::rules::character::sheet::{Sheet, SheetData, SheetDataV1};
use crate::rules::checks::sheet_error::SheetError;
use crate::rules::journal::tracker::Tracker;
use crate::rules::journal::{Journal, JournalData};

/// The fragment's start for format 1.
pub const PREFIX_V1: &str = "p1.";
/// Format 2: the sheet gains its weapons; its journal may hold rolls,
/// damage taken and healing, its conditions the core afflictions. An app
/// that knows only format 1 says the link comes from a newer version.
pub const PREFIX_V2: &str = "p2.";
/// Format 3: `{ identity, sheet, journal }`.
pub const PREFIX_V3: &str = "p3.";
/// Longest identity accepted (ids are 16 hexadecimal digits today).
pub const MAX_IDENTITY: usize = 40;
/// Longest link text or decoded body accepted.
pub const MAX_BYTES: usize = 64 * 1024;
/// Longest link the app offers (the whole address): beyond it, the file.
pub const MAX_LINK_CHARS: usize = 2000;

/// What a link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The character's identity; absent from links of formats 1 and 2.
    pub identity: Option<String>,
    pub sheet: Sheet,
    pub journal: Option<Journal>,
    /// What a newer build wrote into a file's character that this build
    /// does not read, as `save::unknown` keeps it (`{"character":…}`), to
    /// be written back with it. A link has none: its format is positional,
    /// and a newer shape takes a new prefix.
    pub unknown: Option<String>,
}

/// Where a link's character stands against a roster.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Not in the roster.
    New,
    /// The same character, exactly as it is there: nothing to add.
    Same,
    /// The same character (same identity), another version of it.
    Other,
}

impl Shared {
    /// Where this character stands, given the roster's character of the
    /// same identity, or (without one: a file, an old link) the same
    /// character (`here`, if any). A link without its journal matches on
    /// the sheet alone.
    pub fn placement(&self, here: Option<&Tracker>) -> Placement {
        match here {
            None => Placement::New,
            Some(t) if self.is(t) => Placement::Same,
            Some(_) if self.identity.is_some() => Placement::Other,
            Some(_) => Placement::New,
        }
    }

    /// This very character: the same sheet, and the same journal when it has one.
    pub fn is(&self, here: &Tracker) -> bool {
        here.sheet() == &self.sheet && self.journal.as_ref().is_none_or(|j| j == here.journal())
    }
}

/// An identity as the app writes them: lowercase letters, digits and
/// dashes, so that it is safe as a storage key's end.
pub fn is_identity(text: &str) -> bool {
    (1..=MAX_IDENTITY).contains(&text.len())
        && text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Why a link could not be read. Nothing is changed by a bad link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// The fragment is empty or is not a character link at all.
    NotALink,
    /// `pN.` with an N this version does not know (a newer app made it).
    UnknownVersion,
    /// Longer than [`MAX_BYTES`].
    TooLarge,
    /// Not base64url: cut or garbled when copied.
    Garbled,
    /// The body does not decode: truncated or damaged.
    Damaged,
    /// Whole and checked, but a value is out of its bounds or not a known
    /// one (a link made by hand, or by a newer app with wider bounds);
    /// `path` is like `sheet.attributes.will`, as in a file's message.
    Field { path: String, problem: FieldProblem },
    /// It decodes, but a value breaks the rules.
    Invalid(SheetError),
}

#[derive(Serialize)]
struct PayloadRef<'a> {
    identity: Option<&'a str>,
    sheet: &'a Sheet,
    journal: Option<&'a Journal>,
}

/// Read as data, then checked through the one constructor of each part.
#[derive(Deserialize)]
struct Payload {
    sheet: SheetData,
    journal: Option<JournalData>,
}

/// Format 1: the sheet before weapons, read as it was and completed.
#[derive(Deserialize)]
struct PayloadV1 {
    sheet: SheetDataV1,
    journal: Option<JournalData>,
}

/// A link taken apart: its format, and its still compressed bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    pub version: u8,
    pub compressed: Vec<u8>,
}

/// The uncompressed body of a format-3 link for a character, with its
/// journal or not. An id that is not an identity (see [`is_identity`]) is
/// left out.
pub fn body(identity: &str, sheet: &Sheet, journal: Option<&Journal>) -> Vec<u8> {
    let identity = Some(identity).filter(|id| is_identity(id));
    postcard::to_allocvec(&PayloadRef { identity, sheet, journal })
        .unwrap_or_else(|_| unreachable!("a sheet always encodes"))
}

/// The fragment (without `#`) for a body compressed as a zlib stream.
/// The compression is the caller's: the browser's `CompressionStream` in
/// the app (no compressor in the wasm), miniz natively.
pub fn fragment(compressed: &[u8]) -> String {
    format!("{PREFIX_V3}{}", URL_SAFE_NO_PAD.encode(compressed))
}

/// Takes a fragment (with or without its leading `#`) apart.
pub fn unpack(fragment: &str) -> Result<Packed, ShareError> {
    let fragment = with_dots(fragment);
    let fragment = fragment.strip_prefix('#').unwrap_or(&fragment).trim();
    if fragment.len() > MAX_BYTES {
        return Err(ShareError::TooLarge);
    }
    let (data, version) = if let Some(data) = fragment.strip_prefix(PREFIX_V3) {
        (data, 3)
    } else if let Some(data) = fragment.strip_prefix(PREFIX_V2) {
        (data, 2)
    } else if let Some(data) = fragment.strip_prefix(PREFIX_V1) {
        (data, 1)
    } else {
        return Err(if looks_versioned(fragment) { ShareError::UnknownVersion } else { ShareError::NotALink });
    };
    let compressed = URL_SAFE_NO_PAD.decode(data).map_err(|_| ShareError::Garbled)?;
    Ok(Packed { version, compressed })
}

/// Reads an uncompressed body of the given format (`None`: it did not
/// inflate, whole and checked, within [`MAX_BYTES`]).
pub fn read(version: u8, body: Option<&[u8]>) -> Result<Shared, ShareError> {
    let body = body.ok_or(ShareError::Damaged)?;
    let (identity, payload) = match version {
        1 => whole::<PayloadV1>(body).map(|p| (None, Payload { sheet: p.sheet.into(), journal: p.journal }))?,
        2 => (None, whole::<Payload>(body)?),
        // The identity, then the body of format 2.
        _ => {
            let (identity, rest) = postcard::take_from_bytes::<Option<String>>(body)
                .ok()
                .filter(|(identity, _)| identity.as_deref().is_none_or(is_identity))
                .ok_or(ShareError::Damaged)?;
            (identity, whole::<Payload>(rest)?)
        }
    };
    let sheet = Sheet::try_from(payload.sheet).map_err(|error| match error {
        SheetError::Number(at) => {
            let (path, problem) = number_refused(at);
            ShareError::Field { path, problem }
        }
        error => ShareError::Invalid(error),
    })?;
    let journal = payload.journal.map(Journal::try_from).transpose().map_err(ShareError::Invalid)?;
    // The same check as a stored record's: a line after the sheet's time
    // would be refused at import, after the preview.
    if let Some(journal) = &journal {
        journal.check_against(sheet.clock()).map_err(ShareError::Invalid)?;
    }
    Ok(Shared { identity, sheet, journal, unknown: None })
}

/// A whole link made with miniz, for the tests and the bench. The app
/// never calls it (the browser compresses), so the wasm carries no miniz:
/// the byte gate in `scripts/test.sh` would notice if it did.
pub fn encode(identity: &str, sheet: &Sheet, journal: Option<&Journal>) -> String {
    fragment(&miniz_oxide::deflate::compress_to_vec_zlib(&body(identity, sheet, journal), 10))
}

/// A whole link read with miniz; see [`encode`].
pub fn decode(fragment: &str) -> Result<Shared, ShareError> {
    let packed = unpack(fragment)?;
    read(packed.version, inflate_exact(&packed.compressed).as_deref())
}

/// Decodes exactly the whole body, nothing left over. A value refused by
/// its own check (a number out of bounds) is told apart from damage: the
/// checksum already said that the bytes are the ones the link's maker wrote.
fn whole<'a, T: Deserialize<'a>>(body: &'a [u8]) -> Result<T, ShareError> {
    let mut reader = postcard::Deserializer::from_bytes(body);
    let value = named_path::deserialize::<T, _>(&mut reader).map_err(|refusal| match refusal.problem {
        FieldProblem::Unreadable => ShareError::Damaged,
        problem => ShareError::Field { path: refusal.path, problem },
    })?;
    match reader.finalize() {
        Ok([]) => Ok(value),
        _ => Err(ShareError::Damaged),
    }
}

/// Inflates one whole zlib stream, checksum checked, with nothing after it
/// and at most [`MAX_BYTES`] out.
fn inflate_exact(input: &[u8]) -> Option<Vec<u8>> {
    use miniz_oxide::inflate::core::{decompress, inflate_flags, DecompressorOxide};
    use miniz_oxide::inflate::TINFLStatus;

    let mut out = vec![0u8; MAX_BYTES];
    let mut state = DecompressorOxide::new();
    let flags = inflate_flags::TINFL_FLAG_PARSE_ZLIB_HEADER
        | inflate_flags::TINFL_FLAG_COMPUTE_ADLER32
        | inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
    let (status, read, written) = decompress(&mut state, input, &mut out, 0, flags);
    if status != TINFLStatus::Done || read != input.len() {
        return None;
    }
    out.truncate(written);
    Some(out)
}

/// `p7.…`: a link of a format this version does not know.
/// A link some messenger or address bar percent-encoded: its version's dot
/// (`p3%2E…`) read as the dot it is. Nothing else of a link is ever encoded
/// (base64url has no `%`).
fn with_dots(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('%') {
        std::borrow::Cow::Owned(text.replace("%2E", ".").replace("%2e", "."))
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

fn looks_versioned(fragment: &str) -> bool {
    fragment
        .strip_prefix('p')
        .and_then(|rest| rest.split_once('.'))
        .is_some_and(|(version, _)| !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit()))
}

/// True when a fragment is meant as a character link (so that other
/// fragments, such as an in-page anchor, are left alone).
pub fn is_link(fragment: &str) -> bool {
    // An address bar or a QR reader may give the version's dot as `%2E`.
    let fragment = with_dots(fragment);
    let fragment = fragment.strip_prefix('#').unwrap_or(&fragment);
    [PREFIX_V1, PREFIX_V2, PREFIX_V3].iter().any(|p| fragment.starts_with(p)) || looks_versioned(fragment)
}

/// Every character link in a text where players pasted theirs, in order and
/// once each: whole addresses, `#p3.…` or bare `p3.…`, one per line or with
/// other words around them. Returns the fragments (without `#`).
pub fn find_links(text: &str) -> Vec<String> {
    let text = &*with_dots(text);
    let body = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    let mut found: Vec<String> = Vec::new();
    // Links already found, so that thousands pasted at once stay linear.
    let mut seen: FxHashSet<String> = FxHashSet::default();
    for (start, _) in text.match_indices('p') {
        // A link starts after `#` or where a word starts, never inside one.
        let before = text[..start].chars().next_back();
        if before.is_some_and(|c| c != '#' && (c.is_alphanumeric() || c == '_' || c == '-' || c == '.')) {
            continue;
        }
        let rest = &text[start + 1..];
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == 0 || !rest[digits..].starts_with('.') {
            continue;
        }
        let data = &rest[digits + 1..];
        let end = data.find(|c: char| !body(c)).unwrap_or(data.len());
        let link = format!("p{}.{}", &rest[..digits], &data[..end]);
        if seen.insert(link.clone()) {
            found.push(link);
        }
    }
    found
}
