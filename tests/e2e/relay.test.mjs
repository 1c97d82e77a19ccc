// The live table's relay as `bash scripts/relay.sh [port]` starts it: the
// Yjs websocket server, which relays a device's update to the others of
// its room, and reads nothing for a device without the room's secret.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const ROOT = new URL('../../', import.meta.url).pathname;
const relayRequire = createRequire(`${ROOT}scripts/relay/package.json`);
const WebSocket = relayRequire('ws');
const Y = relayRequire('yjs');

const PORT = 8793;
const ROOM = '0123456789abcdef0123456789abcdef';
const SECRET = 'c2VjcmV0LWRlLWxhLXRhYmxl';
let relay;

before(async () => {
  relay = spawn('bash', [`${ROOT}scripts/relay.sh`, String(PORT)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    relay.stdout.on('data', (d) => String(d).includes('listening on') && resolve());
    relay.on('exit', (code) => reject(new Error(`relay.sh stopped: ${code}`)));
  });
});

after(() => relay.kill());

// A device: its connection and every message it got.
function connect(room, secret) {
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/${room}`, secret);
  ws.binaryType = 'arraybuffer';
  const heard = [];
  ws.on('message', (m) => heard.push(new Uint8Array(m)));
  const closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise((resolve) => ws.on('open', resolve));
  return { ws, heard, closed, opened };
}

const until = async (check) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  assert.ok(check());
};

test("a device's update reaches the other device of the room", async () => {
  const gm = connect(ROOM, SECRET);
  const player = connect(ROOM, SECRET);
  await Promise.all([gm.opened, player.opened]);
  // The relay greets each with its sync step 1 (message 0, sync 0).
  await until(() => gm.heard.length > 0 && player.heard.length > 0);
  assert.deepEqual([...gm.heard[0].slice(0, 2)], [0, 0]);
  const doc = new Y.Doc();
  doc.getArray('actions:aline').push(['{"seq":0}']);
  const update = Y.encodeStateAsUpdate(doc);
  // Message 0 (sync), 2 (update), then the update's length and bytes.
  gm.ws.send(Uint8Array.from([0, 2, update.length, ...update]));
  await until(() => player.heard.some((m) => m[0] === 0 && m[1] === 2));
  const got = player.heard.find((m) => m[0] === 0 && m[1] === 2);
  const copy = new Y.Doc();
  Y.applyUpdate(copy, got.slice(3));
  assert.deepEqual(copy.getArray('actions:aline').toArray(), ['{"seq":0}']);
  gm.ws.close();
  player.ws.close();
});

test('a wrong secret or a room that is not one reads nothing', async () => {
  const stranger = connect(ROOM, 'un-autre-secret-de-22-signes');
  assert.equal(await stranger.closed, 4003);
  assert.deepEqual(stranger.heard, []);
  const malformed = connect('../etc', SECRET);
  assert.equal(await malformed.closed, 4000);
  assert.deepEqual(malformed.heard, []);
});
