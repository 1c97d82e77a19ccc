// A small static server for dist/, as a real static host would serve it:
// correct MIME types (application/wasm), index.html for unknown paths.
// Usage: node serve.mjs DIR PORT   (listens on 127.0.0.1 only)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

// `dir` is a folder, or a function giving the folder at each request (the
// offline tests swap builds under a running server).
export function startServer(dir, port) {
  const rootOf = () => resolve(typeof dir === 'function' ? dir() : dir);
  // How many times each path was asked for (the tests count downloads).
  const requested = new Map();
  const server = createServer(async (req, res) => {
    const root = rootOf();
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requested.set(path, (requested.get(path) ?? 0) + 1);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    } catch {
      file = join(root, 'index.html');
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  server.requested = requested;
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  await startServer(dir, Number(port));
  console.log(`serving ${dir} on http://127.0.0.1:${port}`);
}
