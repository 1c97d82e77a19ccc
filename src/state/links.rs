//! Share links in the browser: the pure codec (`save::share`) with the
//! browser's own zlib (`CompressionStream` / `DecompressionStream`), so that
//! the wasm carries no compressor. Both are asynchronous.

use js_sys::Uint8Array;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CompressionFormat, CompressionStream, DecompressionStream, ReadableStream, ReadableStreamDefaultReader,
    WritableStream,
};

use crate::rules::character::sheet::Sheet;
use crate::rules::journal::Journal;
use crate::save::share::{self, ShareError, Shared, MAX_BYTES};

/// The fragment (without `#`) of a character's link; `None` only where the
/// browser cannot compress (it then has no share link to offer).
pub async fn encode_link(identity: &str, sheet: &Sheet, journal: Option<&Journal>) -> Option<String> {
    let stream = CompressionStream::new(CompressionFormat::Deflate).ok()?;
    let body = share::body(identity, sheet, journal);
    let compressed = through(&body, stream.readable(), stream.writable(), usize::MAX).await?;
    Some(share::fragment(&compressed))
}

/// Reads a link. The stream checks the zlib checksum and refuses bytes
/// after the end; more than [`MAX_BYTES`] out is refused as damaged.
pub async fn decode_link(fragment: &str) -> Result<Shared, ShareError> {
    let packed = share::unpack(fragment)?;
    let body = match DecompressionStream::new(CompressionFormat::Deflate) {
        Ok(stream) => through(&packed.compressed, stream.readable(), stream.writable(), MAX_BYTES).await,
        Err(_) => None,
    };
    share::read(packed.version, body.as_deref())
}

/// Input fed to a stream at a time: a deflate stream inflates at most about
/// a thousand times its input, so one step never makes more than a few
/// hundred kilobytes, however the link was built.
const CHUNK: usize = 256;

/// Pipes `bytes` through a transform stream in small chunks and collects
/// what comes out, stopping (and refusing) past `max` bytes: a link that
/// inflates to megabytes is stopped after its first kilobytes.
async fn through(bytes: &[u8], readable: ReadableStream, writable: WritableStream, max: usize) -> Option<Vec<u8>> {
    let writer = writable.get_writer().ok()?;
    let reader: ReadableStreamDefaultReader = readable.get_reader().unchecked_into();
    let chunks: Vec<Uint8Array> = bytes.chunks(CHUNK).map(Uint8Array::from).collect();
    // Each write waits for the reader below to take what the last one made.
    wasm_bindgen_futures::spawn_local(async move {
        for chunk in chunks {
            if JsFuture::from(writer.write_with_chunk(&chunk)).await.is_err() {
                return;
            }
        }
        let _ = JsFuture::from(writer.close()).await;
    });
    let mut out = Vec::new();
    loop {
        let chunk = JsFuture::from(reader.read()).await.ok()?;
        let chunk: ReadResult = chunk.unchecked_into();
        if chunk.done() {
            return Some(out);
        }
        let value = chunk.value()?;
        if out.len() + value.length() as usize > max {
            let _ = reader.cancel();
            return None;
        }
        out.extend(value.to_vec());
    }
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// What a stream reader's `read()` resolves to: the next bytes, or done.
    type ReadResult;
    #[wasm_bindgen(method, getter)]
    fn done(this: &ReadResult) -> bool;
    #[wasm_bindgen(method, getter)]
    fn value(this: &ReadResult) -> Option<Uint8Array>;
}
