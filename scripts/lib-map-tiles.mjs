// A stand-in map tile server for the scripts that open pages with a map in a browser (the e2e
// fixtures, audit:web): every GET /tiles/{z}/{x}/{y}.png answers one small plain PNG, so nothing
// asks the real tile server (unreachable offline, and not ours to load-test). Loopback only.
import { createServer } from 'node:http';
import sharp from 'sharp';

let tilePng = null;

/** The one tile every request gets: 256 px of the map's pale green, made once. */
export const blankTile = () =>
  (tilePng ??= sharp({ create: { width: 256, height: 256, channels: 3, background: '#dfeee9' } })
    .png()
    .toBuffer());

/** Whether this is a tile's path (`/tiles/{z}/{x}/{y}.png`). */
export const isTilePath = (pathname) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(pathname);

/** Answers a tile on `res` (with CORS, as a tile server does). */
export function sendTile(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  void blankTile().then((png) => {
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.end(png);
  });
}

/** A server of blank tiles on `port`; its MAP_TILE_URL template, and close(). */
export function startTileServer(port) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && isTilePath(url.pathname)) return sendTile(res);
    res.statusCode = 404;
    res.end();
  }).listen(port, '127.0.0.1');
  return {
    tileUrl: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
