// Test data for the browser specs that no public page can make (a moderator, posts waiting for
// review): POST /moderation?lang=en|ar builds them with the integration tests' factories on the e2e
// server's own database and answers who and what was made. Loopback only; the e2e server only.
import { createServer } from 'node:http';
import { createDatabase } from '../server/db/database.ts';
import { buildListing, buildUser, testPassword, uniqueTag } from '../server/test/factories.ts';

export function startFixtureServer(port: number, databaseUrl: () => string) {
  let db: ReturnType<typeof createDatabase>['db'] | null = null;
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const lang = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en';
    if (req.method === 'POST' && url.pathname === '/journey-people') {
      db ??= createDatabase(databaseUrl(), 2).db;
      answer(res, journeyPeople(db, lang));
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/moderation') {
      res.statusCode = 404;
      res.end();
      return;
    }
    db ??= createDatabase(databaseUrl(), 2).db;
    const made = db;
    void (async () => {
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
        });
        posts.push({ id: post.id, title });
      }
      const who = (u: { email: string; token: string }) => ({
        email: u.email,
        password: testPassword,
        token: u.token,
      });
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
