import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { lifetimeDaysOf } from '#shared/listings/definition.ts';
import type { ListingKind } from '#shared/listings/kinds.ts';
import { listingKindDefinition, listingKindDefinitions } from '#shared/listings/kinds.ts';
import {
  type JobAttributes,
  jobExperienceLevels,
  jobSalaryTypes,
  jobTypes,
} from '#shared/listings/job.schema.ts';
import type { BusinessAttributes } from '#shared/listings/business.schema.ts';
import { type DayHours, sameEveryDay, type WeeklyHours } from '#shared/listings/opening-hours.ts';
import type { ProductAttributes } from '#shared/listings/product.schema.ts';
import { isSharedLiving, rentAccommodationTypes } from '#shared/listings/rent.ts';
import type { RentAttributes } from '#shared/listings/rent.schema.ts';
import { listingSlug } from '#shared/listings/slug.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';

/**
 * `npm run seed:bench -- N`: N listings for measuring lists, filters and search at scale. Every
 * kind of shared/listings/kinds.ts gets its share; content comes from a fixed-seed generator, so two
 * runs make the same rows (dates are relative to the run's day). Rows go in as multi-row inserts
 * (unnest of column arrays, BATCH rows a statement) in one transaction. No photos.
 */

const BATCH = 5000;
const dayMs = 86_400_000;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
type Random = ReturnType<typeof generator>;

const words = {
  en: {
    things: [
      'Toyota Camry',
      'Honda Civic',
      'Ford F-150',
      'Jeep Cherokee',
      'winter tires',
      'sectional sofa',
      'queen bed',
      'dining table',
      'office chair',
      'UPPAbaby stroller',
      'Graco car seat',
      'baby crib',
      'kids bike',
      'LEGO set',
      'iPhone 13',
      'Samsung Galaxy S22',
      'Pixel 7',
      'MacBook Air',
      'Dell laptop',
      'gaming monitor',
      '55" TV',
      'stand mixer',
      'coffee maker',
      'pressure cooker',
      'Persian rug',
      'winter jacket',
      'abaya',
      'thobe',
      'school books',
      'Arabic novels',
      'Quran with translation',
      'treadmill',
      'air fryer',
      'microwave',
    ],
    adjectives: [
      'Like new',
      'Used',
      'Barely used',
      'Clean',
      'Great condition',
      'Brand new',
      'Almost new',
      'Cheap',
    ],
    places: [
      'Ford Rd',
      'Warren Ave',
      'West Dearborn',
      'East Dearborn',
      'Dearborn Heights',
      'Michigan Ave',
      'Dix',
    ],
    colors: ['Black', 'White', 'Grey', 'Silver', 'Blue', 'Red', 'Beige', 'Green'],
    tails: ['must go', 'moving sale', 'pick up only', 'price negotiable', 'with box', 'smoke-free home', ''],
  },
  ar: {
    things: [
      'تويوتا كامري',
      'هوندا سيفيك',
      'فورد إف-150',
      'جيب شيروكي',
      'إطارات شتوية',
      'كنب زاوية',
      'سرير مزدوج',
      'طاولة سفرة',
      'كرسي مكتب',
      'عربة أطفال',
      'كرسي سيارة للأطفال',
      'سرير أطفال',
      'دراجة أطفال',
      'ألعاب ليغو',
      'آيفون ١٣',
      'سامسونج جالكسي',
      'لابتوب ديل',
      'ماك بوك',
      'شاشة ألعاب',
      'تلفزيون ٥٥ بوصة',
      'ماكينة قهوة',
      'قدر ضغط',
      'سجادة عجمي',
      'جاكيت شتوي',
      'عباءة',
      'ثوب رجالي',
      'كتب مدرسية',
      'روايات عربية',
      'مصحف مترجم',
      'جهاز مشي',
      'قلاية هوائية',
      'ميكروويف',
    ],
    adjectives: [
      'بحالة الجديد',
      'مستعمل',
      'استعمال خفيف',
      'نظيف جداً',
      'بحالة ممتازة',
      'جديد بالكرتونة',
      'بسعر مغرٍ',
    ],
    places: ['شارع فورد', 'شارع وارن', 'ديربورن الغربية', 'ديربورن الشرقية', 'ديربورن هايتس', 'شارع ميشيغان'],
    colors: ['أسود', 'أبيض', 'رمادي', 'فضي', 'أزرق', 'أحمر', 'بيج'],
    tails: ['للبيع بسبب السفر', 'السعر قابل للتفاوض', 'المعاينة في ديربورن', 'مع الكرتونة', ''],
  },
} as const;

const firstNames = [
  'Ali',
  'Hassan',
  'Fatima',
  'Zainab',
  'Mohamad',
  'Layla',
  'Hussein',
  'Mariam',
  'Omar',
  'Sara',
  'Ahmad',
  'Noor',
];
const lastNames = [
  'Saad',
  'Bazzi',
  'Beydoun',
  'Haddad',
  'Jaber',
  'Alawieh',
  'Fawaz',
  'Hammoud',
  'Berry',
  'Sobh',
  'Ayoub',
];

/** A post's status and dates: mostly live, some waiting, sold, rejected or past their time. */
function lifeOf(r: Random, now: number, ttlDays: number) {
  const roll = r.next();
  const publishedAt = new Date(now - r.next() * 60 * dayMs);
  if (roll < 0.06) {
    const created = new Date(now - r.next() * 3 * dayMs);
    return { status: 'pending', created, published: null, expires: null };
  }
  if (roll < 0.08) return { status: 'rejected', created: publishedAt, published: null, expires: null };
  const natural = publishedAt.getTime() + ttlDays * dayMs;
  if (roll < 0.14)
    return { status: 'sold', created: publishedAt, published: publishedAt, expires: new Date(natural) };
  if (roll < 0.22) {
    // ran out: published 30 to 60 days ago and not renewed
    const old = new Date(now - (ttlDays + r.next() * 30) * dayMs);
    return {
      status: 'published',
      created: old,
      published: old,
      expires: new Date(old.getTime() + ttlDays * dayMs),
    };
  }
  // live; an older one was renewed by its owner
  const expires = natural > now ? natural : now + r.int(1, ttlDays - 1) * dayMs;
  return { status: 'published', created: publishedAt, published: publishedAt, expires: new Date(expires) };
}

interface MarketTree {
  mains: Array<{ id: number; subs: number[] }>;
  /** The directory's (shops and service) main categories and their subs. */
  directory: Array<{ id: number; subs: number[] }>;
}

/** Business names and hours for the bench: a few shapes of week, some open 24/7, some overnight. */
const businessWords = {
  en: {
    names: [
      'Al-Amir',
      'Cedar',
      'Warren',
      'Baghdad',
      'Yemen Gate',
      'Sahara',
      'Nile',
      'Olive Tree',
      'Medina',
      'Layla',
    ],
    types: [
      'Market',
      'Bakery',
      'Grill',
      'Law Office',
      'Dental Care',
      'Auto Service',
      'Pharmacy',
      'Jewelers',
      'Café',
      'Tax Services',
    ],
  },
  ar: {
    names: [
      'الأمير',
      'الأرز',
      'وارن',
      'بغداد',
      'باب اليمن',
      'الصحراء',
      'النيل',
      'شجرة الزيتون',
      'المدينة',
      'ليلى',
    ],
    types: [
      'ماركت',
      'مخبز',
      'مشاوي',
      'مكتب محاماة',
      'عيادة أسنان',
      'خدمة سيارات',
      'صيدلية',
      'مجوهرات',
      'مقهى',
      'خدمات ضريبية',
    ],
  },
};
const benchWeeks: WeeklyHours[] = (() => {
  const day = (opens: string, closes: string): DayHours => ({ mode: 'hours', opens, closes });
  const week = (d: DayHours, sunday: DayHours = d): WeeklyHours => sameEveryDay(d, { sunday });
  return [
    week(day('09:00', '21:00'), { mode: 'closed' }),
    week(day('08:00', '18:00')),
    week({ mode: 'open24' }),
    week(day('11:00', '02:00')),
    week(day('10:00', '20:00'), day('12:00', '18:00')),
  ];
})();

/** Each kind's own attributes (a kind without a generator here does not compile). */
const attributeGenerators: Record<
  ListingKind,
  (r: Random, lang: 'en' | 'ar', tree: MarketTree) => Record<string, unknown>
> = {
  product(r, lang, tree) {
    const main = r.pick(tree.mains);
    const buy = r.next() < 0.1;
    const attributes: ProductAttributes = {
      main_category_id: main.id,
      sub_category_id: r.pick(main.subs),
      post_type: buy ? 'buy' : 'sale',
      condition: r.next() < 0.8 ? 'used' : 'new',
      color: r.pick(words[lang].colors),
      model: '',
      place: r.pick(words[lang].places),
    };
    if (r.next() < 0.3) attributes.year = r.int(2005, 2025);
    return attributes;
  },
  rent(r, lang) {
    const type = r.pick(rentAccommodationTypes);
    const room = type === 'room';
    const shared = room || r.next() < 0.1;
    const attributes: RentAttributes = {
      post_type: r.next() < 0.2 ? 'looking_for' : 'for_rent',
      accommodation_type: type,
      city: lang === 'ar' ? 'ديربورن' : 'Dearborn',
      living_area: r.pick(words[lang].places),
      gender: 'any',
      bedrooms: room ? 1 : r.int(1, 5),
      bathrooms: room ? 1 : r.int(2, 7) / 2,
      shared_bathroom: shared,
      area_sqft: room ? r.int(100, 250) : r.int(600, 2600),
      email: `bench-rent-${r.int(1, 9999)}@bench.jaliya.test`,
      phone: `+1 313 555 ${String(r.int(1000, 9999))}`,
    };
    // a gender preference only where the fair-housing rule allows one
    if (isSharedLiving(attributes) && r.next() < 0.5) attributes.gender = r.next() < 0.5 ? 'male' : 'female';
    return attributes;
  },
  job(r, lang) {
    const attributes: JobAttributes = {
      post_type: r.next() < 0.7 ? 'hiring' : 'looking',
      job_type: r.pick(jobTypes),
      poster_kind: r.next() < 0.6 ? 'company' : 'individual',
      company: r.pick(lastNames),
      salary_type: r.pick(jobSalaryTypes),
      location: r.pick(words[lang].places),
      experience: r.pick(jobExperienceLevels),
      portfolio_url: '',
      phone: `+1 313 555 ${String(r.int(0, 9999)).padStart(4, '0')}`,
    };
    return attributes;
  },
  business(r, lang, tree) {
    const main = r.pick(tree.directory);
    const attributes: BusinessAttributes = {
      main_category_id: main.id,
      sub_category_ids: [r.pick(main.subs)],
      street: `${r.int(5000, 15999)} ${r.pick(['W Warren Ave', 'Michigan Ave', 'Schaefer Rd', 'Ford Rd'])}`,
      city: 'Dearborn',
      state: 'Michigan',
      postal_code: r.pick(['48126', '48124', '48128']),
      phone: `+1 313 555 ${String(r.int(0, 9999)).padStart(4, '0')}`,
      email: `shop${r.int(1, 99999)}@bench.jaliya.test`,
      website: '',
      socials: {},
      services: [r.pick(words[lang].things), r.pick(words[lang].things), r.pick(words[lang].things)],
      hours: r.pick(benchWeeks),
      special_hours: [],
      community: ['halal', 'arabic_speaking', 'women_only_hours', 'prayer_space', 'family_friendly'].filter(
        () => r.next() < 0.4,
      ) as BusinessAttributes['community'],
      location: { lat: 42.3 + r.next() * 0.05, lng: -83.2 + r.next() * 0.07 },
    };
    return attributes;
  },
};

export interface BenchSeedResult {
  listings: number;
  users: number;
  seconds: number;
}

/**
 * Adds `count` bench listings (and their authors, one per 25 posts, at least 50) to the city.
 * Authors are verified accounts `bench-user-<n>@bench.jaliya.test` with one random password nobody
 * is told; a second run reuses them and adds `count` more posts.
 */
export async function seedBenchListings(
  pool: pg.Pool,
  input: { cityId: number; count: number; ttlDays: number; seed?: number; say?: (m: string) => void },
): Promise<BenchSeedResult> {
  const started = Date.now();
  const say = input.say ?? (() => {});
  const r = generator(input.seed ?? 20261124);
  const client = await pool.connect();
  try {
    const mains = await client.query<{ id: number; subs: number[] }>(
      `select m.id, array_agg(s.id order by s.position) as subs
         from categories m join categories s on s.parent_id = m.id
        where m.city_id = $1 and m.kind = 'market' and m.parent_id is null
        group by m.id order by m.id`,
      [input.cityId],
    );
    if (!mains.rows.length)
      throw new Error(
        `city ${input.cityId} has no market categories: seed the demo city first (npm run db:seed)`,
      );
    const directory = await client.query<{ id: number; subs: number[] }>(
      `select m.id, array_agg(s.id order by s.position) as subs
         from categories m join categories s on s.parent_id = m.id
        where m.city_id = $1 and m.kind in ('shops', 'service') and m.parent_id is null
        group by m.id order by m.id`,
      [input.cityId],
    );
    if (!directory.rows.length)
      throw new Error(
        `city ${input.cityId} has no directory categories: seed the demo city first (npm run db:seed)`,
      );
    const tree: MarketTree = { mains: mains.rows, directory: directory.rows };

    await client.query('begin');
    const userCount = Math.max(50, Math.ceil(input.count / 25));
    const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
    const emails = Array.from({ length: userCount }, (_, i) => `bench-user-${i + 1}@bench.jaliya.test`);
    await client.query(
      `insert into users (name, email, gender, password_hash, email_verified_at)
       select n, e, g, $4, now() from unnest($1::text[], $2::text[], $3::text[]) as t(n, e, g)
       on conflict do nothing`,
      [
        emails.map(() => `${r.pick(firstNames)} ${r.pick(lastNames)}`),
        emails,
        emails.map(() => (r.next() < 0.5 ? 'male' : 'female')),
        passwordHash,
      ],
    );
    const owners = (
      await client.query<{ id: number }>('select id from users where email = any($1::text[]) order by id', [
        emails,
      ])
    ).rows.map((row) => row.id);

    // A bulk load builds GIN indexes (search, trigrams, attributes) once, after the rows, far faster
    // than row by row: they are dropped and re-made from their own definitions inside this
    // transaction, so a failure leaves the schema as it was.
    const ginIndexes = (
      await client.query<{ name: string; definition: string }>(
        `select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename = 'listings' and indexdef ilike '% using gin %'`,
      )
    ).rows;
    for (const index of ginIndexes) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);
    // The content-version row triggers (decision 050) would update one row once per post, and in one
    // transaction each update walks every earlier version of that row: quadratic. They are switched
    // off for the load (transactionally) and the version is moved once at the end instead.
    const versionTriggers = (
      await client.query<{ name: string }>(
        `select t.tgname as name from pg_trigger t join pg_proc p on p.oid = t.tgfoid
          where t.tgrelid = 'listings'::regclass and p.proname = 'bump_content_version'`,
      )
    ).rows;
    for (const trigger of versionTriggers)
      await client.query(`alter table listings disable trigger ${client.escapeIdentifier(trigger.name)}`);

    const now = Date.now();
    const kinds = listingKindDefinitions.map((k) => k.id);
    for (let done = 0; done < input.count; done += BATCH) {
      const size = Math.min(BATCH, input.count - done);
      const cols = {
        kind: [] as string[],
        owner: [] as number[],
        status: [] as string[],
        title: [] as string[],
        description: [] as string[],
        price: [] as Array<string | null>,
        slug: [] as string[],
        attributes: [] as string[],
        created: [] as Date[],
        published: [] as Array<Date | null>,
        expires: [] as Array<Date | null>,
      };
      for (let i = 0; i < size; i++) {
        const kind = kinds[(done + i) % kinds.length];
        const lang = r.next() < 0.45 ? 'ar' : 'en';
        const w = words[lang];
        const thing = r.pick(w.things);
        const tail = r.pick(w.tails);
        const title =
          kind === 'business'
            ? `${r.pick(businessWords[lang].names)} ${r.pick(businessWords[lang].types)}`
            : [r.pick(w.adjectives), thing, tail].filter(Boolean).join(lang === 'ar' ? ' - ' : ' – ');
        const life = lifeOf(r, now, input.ttlDays);
        // a kind that never runs out (the directory) keeps the same draws, without an expiry
        const expires =
          lifetimeDaysOf(listingKindDefinition(kind), input.ttlDays) === null ? null : life.expires;
        cols.kind.push(kind);
        cols.owner.push(owners[r.int(0, owners.length - 1)]);
        // an ended post ends as its kind says: a product is sold, a rental closed
        cols.status.push(life.status === 'sold' ? listingKindDefinition(kind).endStatus : life.status);
        cols.title.push(title);
        cols.description.push(
          lang === 'ar'
            ? `${thing} ${r.pick(w.adjectives)}. ${r.pick(w.tails) || 'للتواصل عبر الرسائل'}. المكان: ${r.pick(w.places)}.`
            : `${thing}, ${r.pick(w.adjectives).toLowerCase()}. ${r.pick(w.tails) || 'Message me'}. Near ${r.pick(w.places)}.`,
        );
        cols.price.push(
          kind === 'business' || r.next() < 0.05 ? null : String(r.int(1, 3000) * (r.next() < 0.15 ? 10 : 1)),
        );
        cols.slug.push(listingSlug(title));
        cols.attributes.push(JSON.stringify(attributeGenerators[kind](r, lang, tree)));
        cols.created.push(life.created);
        cols.published.push(life.published);
        cols.expires.push(expires);
      }
      await client.query(
        `insert into listings (city_id, kind, owner_id, status, title, description, price, slug, attributes,
                               created_at, updated_at, published_at, expires_at)
         select $1, kind, owner, status, title, description, price, slug, attributes, created, created, published, expires
           from unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::text[],
                       $9::jsonb[], $10::timestamptz[], $11::timestamptz[], $12::timestamptz[])
             as t(kind, owner, status, title, description, price, slug, attributes, created, published, expires)`,
        [
          input.cityId,
          cols.kind,
          cols.owner,
          cols.status,
          cols.title,
          cols.description,
          cols.price,
          cols.slug,
          cols.attributes,
          cols.created,
          cols.published,
          cols.expires,
        ],
      );
      say(`${done + size} / ${input.count} listings`);
    }
    for (const trigger of versionTriggers)
      await client.query(`alter table listings enable trigger ${client.escapeIdentifier(trigger.name)}`);
    if (versionTriggers.length) await client.query('update content_version set version = version + 1');
    await client.query(`set local maintenance_work_mem = '256MB'`);
    for (const index of ginIndexes) {
      say(`re-making index ${index.name}`);
      await client.query(index.definition);
    }
    await client.query('commit');
    // fresh statistics, so the planner sees the new size at once (autovacuum would, later)
    await client.query('analyze listings, users');
    return { listings: input.count, users: owners.length, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
