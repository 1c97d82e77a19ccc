//! Share links in the browser: the pure codec (`save::share`) with the
//! browser's own zlib (`CompressionStream` / `DecompressionStream`), so that
//! the wasm carries no compressor. Both are asynchronous.

use js_sys::{Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    Blob, CompressionFormat, CompressionStream, DecompressionStream, ReadableStreamDefaultReader, ReadableWritablePair,
};

use crate::rules::journal::Journal;
use crate::rules::sheet::Sheet;
use crate::save::share::{self, ShareError, Shared, MAX_BYTES};

/// The fragment (without `#`) of a character's link; `None` only where the
/// browser cannot compress (it then has no share link to offer).
pub async fn encode_link(identity: &str, sheet: &Sheet, journal: Option<&Journal>) -> Option<String> {
    let stream = CompressionStream::new(CompressionFormat::Deflate).ok()?;
    let pair = ReadableWritablePair::new(&stream.readable(), &stream.writable());
    let compressed = through(&share::body(identity, sheet, journal), &pair, usize::MAX).await?;
    Some(share::fragment(&compressed))
}

/// Reads a link. The stream checks the zlib checksum and refuses bytes
/// after the end; more than [`MAX_BYTES`] out is refused as damaged.
pub async fn decode_link(fragment: &str) -> Result<Shared, ShareError> {
    let packed = share::unpack(fragment)?;
    let body = match DecompressionStream::new(CompressionFormat::Deflate) {
        Ok(stream) => {
            let pair = ReadableWritablePair::new(&stream.readable(), &stream.writable());
            through(&packed.compressed, &pair, MAX_BYTES).await
        }
        Err(_) => None,
    };
    share::read(packed.version, body.as_deref())
}

/// Pipes `bytes` through a transform stream and collects what comes out,
/// stopping (and refusing) past `max` bytes.
async fn through(bytes: &[u8], pair: &ReadableWritablePair, max: usize) -> Option<Vec<u8>> {
    let parts = js_sys::Array::of1(&Uint8Array::from(bytes));
    let blob = Blob::new_with_u8_array_sequence(&parts).ok()?;
    let reader: ReadableStreamDefaultReader = blob.stream().pipe_through(pair).get_reader().unchecked_into();
    let mut out = Vec::new();
    loop {
        let chunk = JsFuture::from(reader.read()).await.ok()?;
        if Reflect::get(&chunk, &JsValue::from_str("done")).ok()?.as_bool()? {
            return Some(out);
        }
        let value: Uint8Array = Reflect::get(&chunk, &JsValue::from_str("value")).ok()?.dyn_into().ok()?;
        if out.len() + value.length() as usize > max {
            let _ = reader.cancel();
            return None;
        }
        out.extend(value.to_vec());
    }
}
