// The app's and the share module's wasm are optimized with wasm-opt's
// --low-memory-unused (index.html), which assumes that nothing lives in the
// first 1 KiB of memory. The linker leaves it free today; this checks it on
// every build, so that a change of layout fails here instead of miscompiling.
// Usage: node scripts/low-memory.mjs FILE.wasm...
import { readFile } from 'node:fs/promises';

const LOW_MEMORY = 1024;

/// Reads an unsigned LEB128 at `at`: [value, next position].
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/// Reads a signed LEB128 (an i32.const's operand).
function sleb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value |= (byte & 0x7f) << shift;
    shift += 7;
  } while (byte >= 0x80);
  if (shift < 32 && byte & 0x40) value |= -1 << shift;
  return [value, at];
}

/// The start of every active data segment of memory 0 with a constant offset.
export function dataOffsets(bytes) {
  const offsets = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(bytes, at + 1);
    if (id === 11) {
      let [count, p] = leb(bytes, body);
      for (let i = 0; i < count; i++) {
        let flags;
        [flags, p] = leb(bytes, p);
        if (flags === 1) {
          // Passive: copied where the code says, checked by nothing here.
          let length;
          [length, p] = leb(bytes, p);
          p += length;
          continue;
        }
        if (flags === 2) [, p] = leb(bytes, p);
        if (bytes[p] !== 0x41) throw new Error(`data segment ${i}: offset is not an i32.const`);
        let offset;
        [offset, p] = sleb(bytes, p + 1);
        if (bytes[p] !== 0x0b) throw new Error(`data segment ${i}: offset expression longer than a constant`);
        offsets.push(offset);
        let length;
        [length, p] = leb(bytes, p + 1);
        p += length;
      }
    }
    at = body + size;
  }
  return offsets;
}

for (const file of process.argv.slice(2)) {
  const offsets = dataOffsets(await readFile(file));
  const low = offsets.filter((o) => o < LOW_MEMORY);
  if (low.length > 0) {
    console.error(`${file}: data lives below ${LOW_MEMORY} bytes (${low.join(', ')}): --low-memory-unused in index.html no longer holds.`);
    process.exit(1);
  }
  console.log(`    ${file}: data segments from ${Math.min(...offsets)}, the first ${LOW_MEMORY} bytes are free`);
}
