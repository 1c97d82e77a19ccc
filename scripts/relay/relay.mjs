// The live table's relay: the Yjs websocket server (@y/websocket-server)
// as its own documentation sets it up, with one check before a device
// joins a room: the room's secret. A device connects to /<room> and sends
// the secret as the WebSocket subprotocol (a header: never in a path or a
// query a proxy logs). The first device of a room sets its secret (the
// hash of it is all the relay keeps); a device with another secret is
// closed with code 4003 and reads nothing. Rooms live in memory only: a
// relay restarted empty gets every table back from the devices.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { setupWSConnection } from '@y/websocket-server/utils';

const port = Number(process.argv[2] || 8787);
const host = process.env.RELAY_HOST || '0.0.0.0';
const ROOM = /^[0-9a-f]{32}$/;
const SECRET = /^[A-Za-z0-9_-]{22,64}$/;
const secrets = new Map();

const wss = new WebSocketServer({
  noServer: true,
  // The browser closes a connection whose subprotocol is not answered.
  handleProtocols: (protocols) => [...protocols][0] ?? false,
});

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  response.end("Relais de la table en direct de Fiche d'Ombre\n");
});

server.on('upgrade', (request, socket, head) => {
  wss.handleUpgrade(request, socket, head, (ws) => {
    const room = new URL(request.url, 'http://relay').pathname.slice(1);
    const secret = ws.protocol;
    if (!ROOM.test(room) || !SECRET.test(secret)) return ws.close(4000, 'room');
    const hash = createHash('sha256').update(secret).digest('hex');
    if (!secrets.has(room)) secrets.set(room, hash);
    if (secrets.get(room) !== hash) return ws.close(4003, 'secret');
    setupWSConnection(ws, request, { docName: room });
  });
});

server.listen(port, host, () => console.log(`listening on ws://${host}:${port}`));
