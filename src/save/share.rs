//! Share links: the whole character in the URL fragment.
//!
//! Format 1: `p1.` then base64url (no padding) of a zlib stream (DEFLATE
//! with an Adler-32 checksum, so that a garbled link is caught rather than
//! read as another character) of the postcard encoding of
//! `{ sheet, journal: Option }`. A later format gets a new prefix (`p2.`) and
//! this decoder stays, so that old links keep working.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};

use crate::rules::journal::{Journal, JournalData};
use crate::rules::sheet::{Sheet, SheetData, SheetDataV1};
use crate::rules::validate::SheetError;

/// The fragment's start for format 1.
pub const PREFIX_V1: &str = "p1.";
/// Format 2: the sheet gains its weapons; its journal may hold rolls,
/// damage taken and healing, its conditions the core afflictions. An app
/// that knows only format 1 says the link comes from a newer version.
pub const PREFIX_V2: &str = "p2.";
/// Longest link text or decoded body accepted.
pub const MAX_BYTES: usize = 64 * 1024;
/// Longest link the app offers (the whole address): beyond it, the file.
pub const MAX_LINK_CHARS: usize = 2000;

/// What a link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    pub sheet: Sheet,
    pub journal: Option<Journal>,
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
    /// It decodes, but a value breaks the rules.
    Invalid(SheetError),
}

#[derive(Serialize)]
struct PayloadRef<'a> {
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

/// The fragment (without `#`) for a character, with its journal or not.
pub fn encode(sheet: &Sheet, journal: Option<&Journal>) -> String {
    let body = postcard::to_allocvec(&PayloadRef { sheet, journal }).expect("a sheet always encodes");
    let compressed = miniz_oxide::deflate::compress_to_vec_zlib(&body, 10);
    format!("{PREFIX_V2}{}", URL_SAFE_NO_PAD.encode(compressed))
}

/// Reads a fragment (with or without its leading `#`).
pub fn decode(fragment: &str) -> Result<Shared, ShareError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment).trim();
    if fragment.len() > MAX_BYTES {
        return Err(ShareError::TooLarge);
    }
    let (data, v1) = match (fragment.strip_prefix(PREFIX_V2), fragment.strip_prefix(PREFIX_V1)) {
        (Some(data), _) => (data, false),
        (None, Some(data)) => (data, true),
        (None, None) => {
            return Err(if looks_versioned(fragment) { ShareError::UnknownVersion } else { ShareError::NotALink })
        }
    };
    let bytes = URL_SAFE_NO_PAD.decode(data).map_err(|_| ShareError::Garbled)?;
    let body = inflate_exact(&bytes).ok_or(ShareError::Damaged)?;
    let payload = if v1 {
        whole::<PayloadV1>(&body).map(|p| Payload { sheet: p.sheet.into(), journal: p.journal })
    } else {
        whole::<Payload>(&body)
    }
    .ok_or(ShareError::Damaged)?;
    let sheet = Sheet::try_from(payload.sheet).map_err(ShareError::Invalid)?;
    let journal = payload.journal.map(Journal::try_from).transpose().map_err(ShareError::Invalid)?;
    Ok(Shared { sheet, journal })
}

/// Decodes exactly the whole body, nothing left over.
fn whole<'a, T: Deserialize<'a>>(body: &'a [u8]) -> Option<T> {
    match postcard::take_from_bytes(body) {
        Ok((value, [])) => Some(value),
        _ => None,
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
fn looks_versioned(fragment: &str) -> bool {
    fragment
        .strip_prefix('p')
        .and_then(|rest| rest.split_once('.'))
        .is_some_and(|(version, _)| !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit()))
}

/// True when a fragment is meant as a character link (so that other
/// fragments, such as an in-page anchor, are left alone).
pub fn is_link(fragment: &str) -> bool {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    fragment.starts_with(PREFIX_V1) || fragment.starts_with(PREFIX_V2) || looks_versioned(fragment)
}
