// A stand-in map tile server for the scripts that open pages with a map in a browser (the e2e
// fixtures, audit:web, audit:ab): every GET /tiles/{z}/{x}/{y}.png answers one drawn street-map
// PNG, and /tiles/{z}/{x}/{y}@2x.png the same at 512 px (a high-density provider's tile:
// MAP_TILE_URL with `{r}`), so nothing asks the real tile server (unreachable offline, and not ours
// to load-test). The picture has blocks, roads and labels so its bytes are a real tile's (≈ 8 and
// 29 KB; an urban OpenStreetMap tile is 10–30 KB): a plain one-colour PNG of a few hundred bytes
// made the map look free in Lighthouse. Loopback only.
import { createServer } from 'node:http';
import sharp from 'sharp';

/** A few streets, blocks and labels on a 256-unit square, the same for every tile. */
function streetMapSvg(pixels) {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const parts = ['<rect width="256" height="256" fill="#f2efe9"/>'];
  for (let i = 0; i < 14; i++)
    parts.push(
      `<rect x="${next() * 230}" y="${next() * 230}" width="${20 + next() * 50}" height="${20 + next() * 50}" fill="${i % 3 ? '#d9d0c9' : '#cdebb0'}" stroke="#c4b6ab" stroke-width="0.5"/>`,
    );
  for (let i = 0; i < 5; i++) {
    const road = `M0 ${next() * 256} C 80 ${next() * 256}, 170 ${next() * 256}, 256 ${next() * 256}`;
    parts.push(`<path d="${road}" stroke="#bbb" stroke-width="6" fill="none"/>`);
    parts.push(`<path d="${road}" stroke="#fff" stroke-width="4" fill="none"/>`);
  }
  for (let i = 0; i < 4; i++)
    parts.push(
      `<path d="M${next() * 256} 0 L ${next() * 256} 256" stroke="#fcd6a4" stroke-width="5" fill="none"/>`,
    );
  for (let i = 0; i < 4; i++)
    parts.push(
      `<text x="${10 + next() * 150}" y="${20 + next() * 220}" font-family="sans-serif" font-size="10" fill="#555">Warren Ave</text>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 256 256">${parts.join('')}</svg>`;
}

const drawn = new Map();
/** The tile every request of one density gets (256 px, or 512 px for `@2x`), drawn once. */
export function drawnTile(pixels) {
  let tile = drawn.get(pixels);
  if (!tile) {
    tile = sharp(Buffer.from(streetMapSvg(pixels)))
      .png({ palette: true })
      .toBuffer();
    drawn.set(pixels, tile);
  }
  return tile;
}

const tilePath = /^\/tiles\/\d+\/\d+\/\d+(@2x)?\.png$/;
/** Whether this is a tile's path (`/tiles/{z}/{x}/{y}.png` or `…@2x.png`). */
export const isTilePath = (pathname) => tilePath.test(pathname);

/** Answers the tile of `pathname` on `res` (with CORS, as a tile server does). */
export function sendTile(pathname, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  drawnTile(pathname.endsWith('@2x.png') ? 512 : 256).then(
    (png) => {
      res.setHeader('Content-Type', 'image/png');
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.end(png);
    },
    (error) => {
      res.statusCode = 500;
      res.end(String(error));
    },
  );
}

/**
 * The MAP_TILE_URL of the stand-in on `port`: a high-density provider's template (`{r}` becomes
 * "@2x" on a screen with more than one device pixel per CSS pixel, decision 110).
 */
export const standInTileUrl = (port) => `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}{r}.png`;

/** A server of stand-in tiles on `port`; its MAP_TILE_URL template, and close(). */
export function startTileServer(port) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && isTilePath(url.pathname)) return sendTile(url.pathname, res);
    res.statusCode = 404;
    res.end();
  }).listen(port, '127.0.0.1');
  return {
    tileUrl: standInTileUrl(port),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
