// Test data for the browser specs that no public page can make (a moderator, posts waiting for
// review): POST /moderation?lang=en|ar builds them with the integration tests' factories on the e2e
// server's own database and answers who and what was made. Loopback only; the e2e server only.
import { createServer } from 'node:http';
import { createDatabase } from '../server/db/database.ts';
import { isTilePath, sendTile } from './lib-map-tiles.mjs';
import { sameEveryDay } from '../shared/listings/opening-hours.ts';
import { listingSlug } from '../shared/listings/slug.ts';
import {
  buildCategory,
  buildListing,
  buildProduct,
  buildUser,
  businessAttributeDefaults,
  testPassword,
  uniqueTag,
} from '../server/test/factories.ts';

type FixtureDb = ReturnType<typeof createDatabase>['db'];
const cityId = 9;

const who = (u: { email: string; token: string }) => ({
  email: u.email,
  password: testPassword,
  token: u.token,
});

/**
 * The marketplace browser specs' own posts (POST /market): fresh categories named with this call's
 * tag, so a list, a filter or the similar items hold exactly these posts whatever the demo seed and
 * the other project's calls put in the city. Titles carry the tag; slugs are the app's own.
 */
async function buildMarketScenario(db: FixtureDb, lang: 'en' | 'ar') {
  const tag = uniqueTag();
  // an Arabic word of this call only, for the search by an Arabic spelling variant (ة/ه)
  const letters = 'بتثجحخدذرزسشصضطظعغفقكلمنو';
  const arTag = Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  const author = await buildUser(db, { name: 'Sami Author', lang });
  const user = await buildUser(db, { name: 'Ulla User', lang });
  const category = async (en: string, ar: string, subEn: string, subAr: string) => {
    const main = await buildCategory(db, cityId, {
      kind: 'market',
      name_en: `${en} ${tag}`,
      name_ar: `${ar} ${tag}`,
    });
    const sub = await buildCategory(db, cityId, {
      kind: 'market',
      parent_id: main.id,
      name_en: `${subEn} ${tag}`,
      name_ar: `${subAr} ${tag}`,
    });
    return {
      mainId: main.id,
      subId: sub.id,
      main: { en: `${en} ${tag}`, ar: `${ar} ${tag}` },
      sub: { en: `${subEn} ${tag}`, ar: `${subAr} ${tag}` },
    };
  };
  const vehicles = await category('Vehicles', 'مركبات', 'Family cars', 'سيارات عائلية');
  const baby = await category('Baby gear', 'مستلزمات رضع', 'Travel', 'تنقل الرضع');
  const living = await category('Living room', 'غرفة الجلوس', 'Sofas', 'كنب');
  const hourAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const product = async (
    where: { mainId: number; subId: number },
    title: string,
    price: number,
    hoursAgo: number,
    extra: { status?: 'sold'; description?: string; attributes?: Record<string, unknown> } = {},
  ) => {
    const { attributes = {}, ...rest } = extra;
    const post = await buildProduct(db, cityId, {
      ownerId: author.id,
      title,
      slug: listingSlug(title),
      price,
      createdAt: hourAgo(hoursAgo),
      publishedAt: hourAgo(hoursAgo),
      ...rest,
      attributes: { main_category_id: where.mainId, sub_category_id: where.subId, ...attributes },
    });
    return { id: post.id, title, slug: listingSlug(title) };
  };
  const posts = {
    camry: await product(vehicles, `Toyota Camry 2015 ${tag}`, 9500, 1, {
      description: 'Regular service at the dealer, new tyres last spring.',
      attributes: { year: 2015, model: 'Camry LE', phone: '+1 313 555 0147', condition: 'used' },
    }),
    odyssey: await product(vehicles, `Honda Odyssey 2019 ${tag}`, 24_500, 2, {
      attributes: { year: 2019, model: 'Odyssey EX', condition: 'used' },
    }),
    carSeat: await product(baby, `Graco car seat ${tag}`, 180, 3, { attributes: { condition: 'new' } }),
    monitor: await product(baby, `Baby monitor ${tag}`, 40, 4, { attributes: { condition: 'used' } }),
    sold: await product(baby, `Chicco stroller ${tag}`, 120, 5, { status: 'sold' }),
    sofa: await product(living, `كنبة ${arTag}ة بحالة ممتازة`, 450, 6),
  };
  return {
    author: who(author),
    user: who(user),
    categories: { vehicles, baby, living },
    posts,
    // the sofa's words with ه for ة, as people type them
    sofaQuery: `كنبه ${arTag}ه`,
  };
}

/** A moderator and nothing else (POST /market/moderator): the posting spec publishes its own post. */
async function buildMarketModerator(db: FixtureDb, lang: 'en' | 'ar') {
  return { moderator: who(await buildUser(db, { role: 'moderator', name: 'Mona Moderator', lang })) };
}

/**
 * The directory spec's own businesses (POST /directory): a shops category and sub-category named
 * with this call's tag, one business open around the clock and one closed every day (so 'open now'
 * tells them apart at any hour), and a reader who saves.
 */
async function buildDirectoryScenario(db: FixtureDb, lang: 'en' | 'ar') {
  const tag = uniqueTag();
  const main = await buildCategory(db, cityId, {
    kind: 'shops',
    name_en: `Test shops ${tag}`,
    name_ar: `متاجر تجربة ${tag}`,
  });
  const sub = await buildCategory(db, cityId, {
    kind: 'shops',
    parent_id: main.id,
    name_en: `Bakeries ${tag}`,
    name_ar: `مخابز ${tag}`,
  });
  const make = async (title: string, mode: 'open24' | 'closed') => {
    const row = await buildListing(db, 'business', cityId, {
      title,
      slug: listingSlug(title),
      description: lang === 'ar' ? 'خبز طازج كل صباح.' : 'Fresh bread every morning.',
      price: null,
      attributes: {
        ...businessAttributeDefaults,
        main_category_id: main.id,
        sub_category_ids: [sub.id],
        hours: sameEveryDay({ mode }),
        community: ['halal'],
      },
    });
    return { id: row.id, title, slug: listingSlug(title) };
  };
  const open = await make(lang === 'ar' ? `مخبز لا يغلق ${tag}` : `Always Open Bakery ${tag}`, 'open24');
  const closed = await make(lang === 'ar' ? `مخبز مغلق ${tag}` : `Closed Bakery ${tag}`, 'closed');
  const reader = await buildUser(db, { name: 'Rana Reader', lang });
  return {
    sub: { id: sub.id, name: lang === 'ar' ? `مخابز ${tag}` : `Bakeries ${tag}` },
    open,
    closed,
    reader: who(reader),
  };
}

/**
 * A business and its owner (POST /directory/owner) for the update-hours spec: published, with the
 * factory's week (09:00–21:00, Sunday closed), its owner's session, and a stranger.
 */
async function buildBusinessOwner(db: FixtureDb, lang: 'en' | 'ar') {
  const tag = uniqueTag();
  const owner = await buildUser(db, { name: lang === 'ar' ? 'هدى صاحبة المخبز' : 'Huda Owner', lang });
  const stranger = await buildUser(db, { name: 'Sam Stranger', lang });
  const title = lang === 'ar' ? `مخبز الساعات ${tag}` : `Hours Bakery ${tag}`;
  const row = await buildListing(db, 'business', cityId, {
    ownerId: owner.id,
    title,
    slug: listingSlug(title),
    description: lang === 'ar' ? 'خبز طازج كل صباح.' : 'Fresh bread every morning.',
    price: null,
  });
  return { owner: who(owner), stranger: who(stranger), business: { id: row.id, title } };
}

const marketRoutes: Record<string, ((db: FixtureDb, lang: 'en' | 'ar') => Promise<unknown>) | undefined> = {
  '/market': buildMarketScenario,
  '/market/moderator': buildMarketModerator,
  '/directory': buildDirectoryScenario,
  '/directory/owner': buildBusinessOwner,
};

/**
 * The maps' stand-ins (MAP_TILE_URL and GEOCODER_URL of the e2e server point here), so no browser
 * spec asks the real tile server or geocoder: GET /tiles/{z}/{x}/{y}.png (and `@2x.png`) answers
 * one drawn PNG for every tile (scripts/lib-map-tiles.mjs); GET /geocode?q=… answers a
 * Nominatim-style hit near Warren Avenue, Dearborn, for any address with a letter in it, and no
 * hit otherwise. Both count their requests (GET /maps-requests) so a spec can tell the map really
 * loaded tiles from here.
 */
const mapRequests = { tiles: 0, geocode: 0 };
export const geocodedSpot = { lat: 42.343515, lng: -83.175612 };

function serveMapFixture(url: URL, res: import('node:http').ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (isTilePath(url.pathname)) {
    mapRequests.tiles++;
    sendTile(url.pathname, res);
    return true;
  }
  if (url.pathname === '/geocode') {
    mapRequests.geocode++;
    const hit = /\p{L}/u.test(url.searchParams.get('q') ?? '')
      ? [{ lat: String(geocodedSpot.lat), lon: String(geocodedSpot.lng) }]
      : [];
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(hit));
    return true;
  }
  if (url.pathname === '/maps-requests') {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(mapRequests));
    return true;
  }
  return false;
}

export function startFixtureServer(port: number, databaseUrl: () => string) {
  let db: ReturnType<typeof createDatabase>['db'] | null = null;
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && serveMapFixture(url, res)) return;
    const lang = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en';
    if (req.method === 'POST' && url.pathname === '/journey-people') {
      db ??= createDatabase(databaseUrl(), 2).db;
      answer(res, journeyPeople(db, lang));
      return;
    }
    const marketRoute = req.method === 'POST' ? marketRoutes[url.pathname] : undefined;
    if (req.method !== 'POST' || (url.pathname !== '/moderation' && !marketRoute)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    db ??= createDatabase(databaseUrl(), 2).db;
    const made = db;
    void (async () => {
      if (marketRoute) return marketRoute(made, lang);
      const moderator = await buildUser(made, { role: 'moderator', name: 'Mona Moderator', lang });
      const user = await buildUser(made, { name: 'Ulla User', lang });
      const author = await buildUser(made, { name: lang === 'ar' ? 'سامي الناشر' : 'Sami Author', lang });
      // far in the past, one millisecond apart: oldest first puts this call's posts side by side
      const base = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 365 * 86_400_000);
      const posts = [];
      for (let i = 0; i < 2; i++) {
        const title = `${lang === 'ar' ? 'عربة أطفال' : 'Stroller'} ${uniqueTag()}`;
        const post = await buildListing(made, 'product', 9, {
          ownerId: author.id,
          status: 'pending',
          title,
          createdAt: new Date(base + i),
          // the factory's photos are rows without files (404s in a browser); the queue's specs are about
          // decisions, and the photo pipeline has its own specs
          photos: 0,
        });
        posts.push({ id: post.id, title });
      }
      return { moderator: who(moderator), user: who(user), author: who(author), posts };
    })().then(
      (body) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(body));
      },
      (error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      },
    );
  }).listen(port, '127.0.0.1');
  return {
    close: async () => {
      await new Promise((r) => http.close(r));
      await db?.destroy();
    },
  };
}

// --- the marketplace journey (e2e/market-journey.spec.ts) ---------------------------------------

/** Sends what `made` resolves to as JSON, or its error as a 500 with the message. */
function answer(res: import('node:http').ServerResponse, made: Promise<unknown>) {
  made.then(
    (body) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    },
    (error: Error) => {
      res.statusCode = 500;
      res.end(error.message);
    },
  );
}

/**
 * POST /journey-people?lang=en|ar: a moderator, a verified author and a buyer, no posts (the
 * journey posts through the form itself), each with its password and an open session token.
 */
async function journeyPeople(db: ReturnType<typeof createDatabase>['db'], lang: 'en' | 'ar') {
  const account = (u: { email: string; token: string }) => ({
    email: u.email,
    password: testPassword,
    token: u.token,
  });
  const moderator = await buildUser(db, { role: 'moderator', name: 'Mona Moderator', lang });
  const author = await buildUser(db, { name: lang === 'ar' ? 'ليلى الكاتبة' : 'Layla Writer', lang });
  const buyer = await buildUser(db, { name: 'Bilal Buyer', lang });
  return { moderator: account(moderator), author: account(author), buyer: account(buyer) };
}
