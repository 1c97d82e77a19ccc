// Writes the Content Security Policy into the built index.html as a <meta>,
// with the hash of each inline script and style (Trunk's loader, the inlined
// CSS), so that nothing else inline can run. Called by sw-precache.mjs
// before it hashes the build: the policy is part of what is cached.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// Inline elements of one tag: <script …>body</script> without src.
function inlineBodies(html, tag) {
  const bodies = [];
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  for (const [, attributes = '', body] of html.matchAll(pattern)) {
    if (!/\bsrc=/i.test(attributes)) bodies.push(body);
  }
  return bodies;
}

export async function writePolicy(dir) {
  const path = join(dir, 'index.html');
  let html = await readFile(path, 'utf8');
  html = html.replace(/<meta http-equiv="?Content-Security-Policy"?[^>]*>/i, '');
  const scripts = inlineBodies(html, 'script').map(sha256);
  const styles = inlineBodies(html, 'style').map(sha256);
  const policy = [
    "default-src 'self'",
    // The live table's relay, at whatever address the GM gives: WebSocket
    // connections only, nothing else leaves the page.
    "connect-src 'self' ws: wss:",
    `script-src 'self' 'wasm-unsafe-eval' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  // Right after the charset, before anything the policy governs.
  const charset = html.match(/<meta charset=[^>]*>/i);
  if (!charset) throw new Error('index.html has no <meta charset>: cannot place the policy');
  html = html.replace(charset[0], `${charset[0]}${meta}`);
  await writeFile(path, html);
  console.log(`index.html: CSP with ${scripts.length} script and ${styles.length} style hashes`);
}
