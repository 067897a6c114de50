// The server the browser specs drive: the production build on a fresh database (its own database
// on DATABASE_URL's server when set, else a fresh embedded cluster), with short clocks and a local
// live-chat test provider so timing rules can be checked quickly.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { createDatabase } from './lib-server.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { startMailCatcher } from './e2e-mail-catcher.ts';
import { startFixtureServer } from './e2e-fixtures.ts';
import { standInTileUrl } from './lib-map-tiles.mjs';
import { embeddedUrl } from '../server/db/embedded.ts';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.E2E_PORT ?? 3100);
const chatPort = port + 1;
ensureBuild();

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  WELCOME_DELAY_MS: process.env.WELCOME_DELAY_MS ?? '2000',
  CHAT_SCRIPT_URL: `http://127.0.0.1:${chatPort}/chat-provider.js`,
  CHAT_WIDGET_ID: 'e2e-widget',
  MAIL_DIR: 'data/e2e-mail',
  // each run's media (the demo posts' photos, uploads) start empty, like its database
  MEDIA_DIR: 'data/e2e-media',
  // real SMTP to an in-process test server; specs read codes from http://127.0.0.1:{port+3}/mail
  SMTP_URL: `smtp://127.0.0.1:${port + 2}?ignoreTLS=true`,
  // specs give each test its own client address (X-Forwarded-For) so per-IP throttles stay per test
  TRUST_PROXY: 'true',
  // maps: tiles and the geocoder from the fixture server (port+4), so nothing leaves the machine
  MAP_TILE_URL: standInTileUrl(port + 4),
  MAP_TILE_ATTRIBUTION: 'Test tiles',
  GEOCODER_URL: `http://127.0.0.1:${port + 4}/geocode?format=json&q={q}`,
};

rmSync(`${root}/data/e2e-media`, { recursive: true, force: true });
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const database = await createDatabase(process.env.DATABASE_URL, 'jaliya_e2e');
  env.DATABASE_URL = database.url;
  dropDatabase = database.drop;
} else {
  rmSync(`${root}/data/e2e-postgres`, { recursive: true, force: true });
  env.EMBEDDED_PG_DIR = 'data/e2e-postgres';
  // beside E2E_PORT, so two checkouts running their browser tests at once do not share a port
  env.EMBEDDED_PG_PORT = String(50_000 + port);
  // a throw-away cluster: durability off for speed (npm start never allows it)
  env.EMBEDDED_PG_THROWAWAY = 'true';
}

// A stand-in live-chat provider: records that it loaded and whom it was told about.
const chat = createServer((_req, res) => {
  res.setHeader('Content-Type', 'text/javascript');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.end(
    'window.__chatLoads = (window.__chatLoads || 0) + 1; window.JaliyaChat = { identify: function (who) { window.__chatIdentity = who; } };',
  );
}).listen(chatPort, '127.0.0.1');

const mail = await startMailCatcher(port + 2, port + 3);
// specs make moderators and pending posts at http://127.0.0.1:{port+4}/moderation
const fixtures = startFixtureServer(
  port + 4,
  () => env.DATABASE_URL ?? embeddedUrl(Number(env.EMBEDDED_PG_PORT)),
);

const server = spawn(process.execPath, [`${process.env.OUT_DIR ?? '.'}/dist/main.js`], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = async () => {
  server.kill('SIGTERM');
  chat.close();
  await mail.close();
  await fixtures.close();
  await new Promise((r) => server.once('exit', r));
  await dropDatabase().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  if (code) process.exit(code);
});
