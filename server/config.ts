import { z } from 'zod';

/**
 * Every setting the server reads from the environment, parsed once at start-up.
 * Build settings from the product description (city code and id, map centre, media id, titles)
 * live here too, with the Dearborn demo as defaults.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // the address in mails, canonical links and the start-up line: this machine's port unless set
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  OUT_DIR: z.string().default('.'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  EMBEDDED_PG_DIR: z.string().default('data/postgres'),
  // as root, where the embedded server's binaries and data go when the project folder is private
  EMBEDDED_PG_STATE_DIR: z.string().default('/var/lib/jaliya'),
  // throw-away test clusters only (the e2e server): no fsync; `npm start` removes it from the environment
  EMBEDDED_PG_THROWAWAY: booleanish,
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jaliya <no-reply@jaliya.local>'),
  MAIL_DIR: z.string().default('data/mail'),
  CITY_CODE: z.string().min(2).max(16).default('DTW'),
  CITY_ID: z.coerce.number().int().positive().default(9),
  CITY_NAME_EN: z.string().default('Dearborn, Michigan'),
  CITY_NAME_AR: z.string().default('ديربورن، ميشيغان'),
  // the city's clock: whether a business is open now, and which weekday is today
  CITY_TIME_ZONE: z
    .string()
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'unknown time zone' },
    )
    .default('America/Detroit'),
  MAP_CENTER_LAT: z.coerce.number().min(-90).max(90).default(42.3223),
  MAP_CENTER_LNG: z.coerce.number().min(-180).max(180).default(-83.1763),
  // Map tiles (decision 110): an {z}/{x}/{y} URL template and its attribution (HTML, the tile
  // provider's required credit). Tests point it at a local fixture so nothing leaves the machine.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'a URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  // A geocoder the add-business form asks where a typed address is (a URL with {q}, answering a
  // Nominatim-style JSON array of { lat, lon }); unset, only the pin sets the location.
  GEOCODER_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{q\}/, 'a URL template with {q}')
    .optional(),
  MEDIA_ID: z.string().default('jaliya-dearborn'),
  SITE_TITLE_EN: z.string().default('Jaliya Dearborn'),
  SITE_TITLE_AR: z.string().default('جالية ديربورن'),
  CHAT_SCRIPT_URL: z.string().optional(),
  CHAT_WIDGET_ID: z.string().optional(),
  WELCOME_DELAY_MS: z.coerce.number().int().min(0).default(60000),
  // Cached guest pages and public API answers are dropped when content is written (content version,
  // read at most every CACHE_CHECK_MS); past their TTL they are served stale while one request
  // rebuilds them. 0 turns a cache off.
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3600000).default(60000),
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3600000).default(60000),
  CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60000).default(500),
  TRUST_PROXY: booleanish,
  // Listings: a published post expires after this many days (the owner can renew it); an author
  // may create at most LISTING_POSTS_PER_DAY posts in any 24 hours
  LISTING_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LISTING_POSTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  // an author becomes trusted (posts and edits publish without review) after this many approved posts
  TRUST_AFTER_APPROVALS: z.coerce.number().int().min(1).max(1000).default(3),
  // Uploaded photos: files under MEDIA_DIR (relative to the project folder), served at /media/;
  // a user may upload PHOTO_UPLOADS_PER_HOUR photos in an hour
  MEDIA_DIR: z.string().default('data/media'),
  PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(60),
  // a signed-in reader may write RELAY_MESSAGES_PER_HOUR messages to posters through the contact relay
  RELAY_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  // addresses in one sitemap file before it is split into numbered pages (the protocol's limit is 50 000)
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(2).max(50000).default(50000),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type AppConfig = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(public readonly keys: string[]) {
    super(`Invalid configuration: ${keys.join(', ')}`);
  }
}

/** Parses the environment; throws ConfigError naming every bad key. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const keys = result.error.issues.map((i) => `${i.path.join('.')} (${i.message})`);
    throw new ConfigError(keys);
  }
  const publicUrl = result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`;
  return { ...result.data, PUBLIC_URL: publicUrl, ...overrides };
}

/** The settings a browser may see. Nothing secret belongs here. */
export function publicConfig(config: AppConfig) {
  return {
    cityId: config.CITY_ID,
    cityCode: config.CITY_CODE,
    cityName: { en: config.CITY_NAME_EN, ar: config.CITY_NAME_AR },
    mapCenter: { lat: config.MAP_CENTER_LAT, lng: config.MAP_CENTER_LNG },
    map: {
      tileUrl: config.MAP_TILE_URL,
      attribution: config.MAP_TILE_ATTRIBUTION,
      geocoderUrl: config.GEOCODER_URL ?? null,
    },
    timeZone: config.CITY_TIME_ZONE,
    mediaId: config.MEDIA_ID,
    siteTitle: { en: config.SITE_TITLE_EN, ar: config.SITE_TITLE_AR },
    publicUrl: config.PUBLIC_URL,
    chat: config.CHAT_SCRIPT_URL
      ? { scriptUrl: config.CHAT_SCRIPT_URL, widgetId: config.CHAT_WIDGET_ID ?? '' }
      : null,
    welcomeDelayMs: config.WELCOME_DELAY_MS,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
