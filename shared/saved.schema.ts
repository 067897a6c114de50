import { z } from 'zod';
import { idSchema } from './params.ts';
import { savedKinds } from './saved.ts';

export const savedKindSchema = z.enum(savedKinds, { error: 'validation.invalid' });

export const favoriteRequestSchema = z.object({
  kind: savedKindSchema,
  id: idSchema,
});
export type FavoriteRequest = z.infer<typeof favoriteRequestSchema>;
