import { type AppConfig, publicConfig } from './config.ts';
import type { DB } from './db/database.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { createGuidesService } from './modules/guides/guides.service.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createSiteShellService } from './modules/site/site-shell.service.ts';
import { createSubscribersService } from './modules/subscribers/subscribers.service.ts';
import { createWelcomeService } from './modules/welcome/welcome.service.ts';
import { createPagesService } from './modules/pages/pages.service.ts';
import { createHomeService } from './modules/home/home.service.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { accountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createMailer } from './lib/mailer.ts';
import { blogSavedSource } from './modules/favorites/blog-saved.ts';
import { favoritesRepository } from './modules/favorites/favorites.repository.ts';
import { createFavoritesService } from './modules/favorites/favorites.service.ts';
import { listingsRepository } from './modules/listings/listings.repository.ts';
import { listingSavedSources } from './modules/listings/listings.saved.ts';
import { createListingsService } from './modules/listings/listings.service.ts';
import { moderationRepository } from './modules/moderation/moderation.repository.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createJobQueue, type JobLog } from './modules/jobs/jobs.queue.ts';
import { mediaStorageAt } from './lib/media-storage.ts';
import { sitemapsRepository } from './modules/sitemaps/sitemaps.repository.ts';
import { createSitemapsService } from './modules/sitemaps/sitemaps.service.ts';
import { photosRepository } from './modules/photos/photos.repository.ts';
import { createPhotosService, unusedPhotoDeleter } from './modules/photos/photos.service.ts';
import { createMarketService } from './modules/market/market.service.ts';
import { relayRepository } from './modules/relay/relay.repository.ts';
import { createRelayService } from './modules/relay/relay.service.ts';

export interface ServiceDeps {
  db: DB;
  config: AppConfig;
  /** The app's logger (the job queue logs failed jobs by id). */
  log: JobLog;
}

/**
 * Builds every feature service once per app. Routes and page loaders both call these, so the web
 * and the REST API share one set of rules. Add a module's service here.
 */
export function createServices(deps: ServiceDeps) {
  const storage = mediaStorageAt(deps.config.MEDIA_DIR);
  const photosRepo = photosRepository(deps.db);
  const jobs = createJobQueue({
    db: deps.db,
    context: {
      // SMTP_URL, or .eml files under MAIL_DIR
      mailer: createMailer(deps.config),
      deleteUnusedPhoto: unusedPhotoDeleter(photosRepo, storage),
    },
    log: deps.log,
  });
  const rateLimiter = createRateLimiter(deps.config.REDIS_URL);
  const photos = createPhotosService({
    repo: photosRepo,
    storage,
    jobs,
    limiter: rateLimiter,
    uploadsPerHour: deps.config.PHOTO_UPLOADS_PER_HOUR,
  });
  const listingsRepo = listingsRepository(deps.db);
  const moderationRepo = moderationRepository(deps.db);
  const listings = createListingsService({
    repo: listingsRepo,
    ttlDays: deps.config.LISTING_TTL_DAYS,
    postsPerDay: deps.config.LISTING_POSTS_PER_DAY,
    timeZone: deps.config.CITY_TIME_ZONE,
    photos,
    audit: moderationRepo,
  });
  const categories = createCategoriesService(deps.db);
  const settings = createSettingsService(deps.db);
  return {
    rateLimiter,
    jobs,
    storage,
    photos,
    blog: createBlogService(deps.db),
    guides: createGuidesService(deps.db),
    search: createSearchService({ db: deps.db, listings: listingsRepo }),
    settings,
    categories,
    site: createSiteShellService({ settings, categories, config: publicConfig(deps.config) }),
    welcome: createWelcomeService(deps.db),
    subscribers: createSubscribersService({
      db: deps.db,
      limiter: rateLimiter,
      jobs,
      publicUrl: deps.config.PUBLIC_URL,
      siteTitle: { en: deps.config.SITE_TITLE_EN, ar: deps.config.SITE_TITLE_AR },
    }),
    pages: createPagesService(deps.db),
    home: createHomeService(deps.db),
    contact: createContactService({ db: deps.db, limiter: rateLimiter, jobs }),
    accounts: createAccountsService({
      repo: accountsRepository(deps.db),
      jobs,
      limiter: rateLimiter,
      log: deps.log,
    }),
    listings,
    market: createMarketService({ listings, categories }),
    moderation: createModerationService({
      repo: moderationRepo,
      listings: listingsRepo,
      jobs,
      limiter: rateLimiter,
      presentPhoto: photos.present,
      ttlDays: deps.config.LISTING_TTL_DAYS,
      trustAfterApprovals: deps.config.TRUST_AFTER_APPROVALS,
      publicUrl: deps.config.PUBLIC_URL,
      siteTitle: { en: deps.config.SITE_TITLE_EN, ar: deps.config.SITE_TITLE_AR },
    }),
    relay: createRelayService({
      repo: relayRepository(deps.db),
      listings: listingsRepo,
      jobs,
      perHour: deps.config.RELAY_MESSAGES_PER_HOUR,
      publicUrl: deps.config.PUBLIC_URL,
      siteTitle: { en: deps.config.SITE_TITLE_EN, ar: deps.config.SITE_TITLE_AR },
    }),
    sitemaps: createSitemapsService({
      repo: sitemapsRepository(deps.db),
      listings: listingsRepo,
      cityId: deps.config.CITY_ID,
      urlsPerFile: deps.config.SITEMAP_URLS_PER_FILE,
    }),
    // every saveable kind: blog posts (content) and each listing kind, one static object
    favorites: createFavoritesService({
      repo: favoritesRepository(deps.db),
      sources: { blog: blogSavedSource(deps.db), ...listingSavedSources(listingsRepo, photos.present) },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
