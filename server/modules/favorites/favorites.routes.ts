import { z } from 'zod';
import { favoriteRequestSchema, savedKindSchema } from '#shared/saved.schema.ts';
import { callerOf } from '../../plugins/route-auth.ts';
import type { ApiModule } from '../index.ts';

const tags = ['favorites'];
const security = [{ bearer: [] }];
const cardSchema = z.object({
  kind: savedKindSchema,
  id: z.number(),
  title: z.string(),
  image: z.string().nullable(),
  /** Listings only: the asking price (null when none); content has no price. */
  price: z.number().nullable().optional(),
  url: z.string(),
  date: z.string(),
});
const stateSchema = z.object({
  data: z.object({ kind: savedKindSchema, id: z.number(), saved: z.boolean() }),
});
const kindQuery = z.object({ kind: savedKindSchema });

/** profile/favorite (list, toggle) and profile/save (save, unsave): every saveable kind, one API. */
export const favoritesRoutes: ApiModule = (app, services) => {
  const favorites = services.favorites;

  app.get(
    '/profile/favorite',
    {
      config: { auth: 'user' },
      schema: {
        querystring: kindQuery,
        tags,
        security,
        summary: 'Saved items of one kind, newest first',
        response: { 200: z.object({ data: z.array(cardSchema) }) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await favorites.list(user.id, request.query.kind, request.cityId, request.lang) };
    },
  );

  app.post(
    '/profile/favorite',
    {
      config: { auth: 'user' },
      schema: {
        body: favoriteRequestSchema,
        tags,
        security,
        summary: 'Toggle: saves the item, or removes it when already saved',
        response: { 200: stateSchema },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await favorites.toggle(user.id, request.body.kind, request.body.id, request.cityId) };
    },
  );

  app.post(
    '/profile/save',
    {
      config: { auth: 'user' },
      schema: {
        body: favoriteRequestSchema,
        tags,
        security,
        summary: 'Save an item (idempotent)',
        response: { 200: stateSchema },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await favorites.save(user.id, request.body.kind, request.body.id, request.cityId) };
    },
  );

  app.delete(
    '/profile/save/:kind/:id',
    {
      config: { auth: 'user' },
      schema: {
        params: favoriteRequestSchema.loose(),
        tags,
        security,
        summary: 'Remove a saved item (idempotent)',
        response: { 200: stateSchema },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { data: await favorites.unsave(user.id, request.params.kind, request.params.id) };
    },
  );
};
