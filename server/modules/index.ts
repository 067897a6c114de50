import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../services.ts';
import { blogRoutes } from './blog/blog.routes.ts';
import { guidesRoutes } from './guides/guides.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { categoriesRoutes } from './categories/categories.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { subscribersRoutes } from './subscribers/subscribers.routes.ts';
import { welcomeRoutes } from './welcome/welcome.routes.ts';
import { pagesRoutes } from './pages/pages.routes.ts';
import { homeRoutes } from './home/home.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { favoritesRoutes } from './favorites/favorites.routes.ts';
import { listingsRoutes } from './listings/listings.routes.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { marketRoutes } from './market/market.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { relayRoutes } from './relay/relay.routes.ts';
import { rentRoutes } from './rent/rent.routes.ts';

export type TypedApp = FastifyInstance<
  import('fastify').RawServerDefault,
  import('fastify').RawRequestDefaultExpression,
  import('fastify').RawReplyDefaultExpression,
  import('fastify').FastifyBaseLogger,
  ZodTypeProvider
>;
export type ApiModule = (app: TypedApp, services: Services) => Promise<void> | void;

/** Every module's API routes, mounted under /api/v1/{lang}/{cityId}/. Add a module's routes here. */
export const apiModules: ApiModule[] = [
  settingsRoutes,
  categoriesRoutes,
  welcomeRoutes,
  subscribersRoutes,
  blogRoutes,
  guidesRoutes,
  searchRoutes,
  pagesRoutes,
  homeRoutes,
  contactRoutes,
  accountsRoutes,
  favoritesRoutes,
  listingsRoutes,
  photosRoutes,
  moderationRoutes,
  marketRoutes,
  jobsRoutes,
  relayRoutes,
  rentRoutes,
];
