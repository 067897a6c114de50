import { z } from 'zod';
import type { Lang } from '#shared/i18n/format.ts';
import { inLang } from '../../lib/bilingual.ts';
import { plainText } from '#shared/text.ts';
import type { WelcomeItemRow } from './welcome.repository.ts';

/** The welcome modal's item in one language, as `welcome_screen` and `home` both answer it. */
export const welcomeItemSchema = z.object({
  id: z.number(),
  type: z.enum(['youtube', 'image']),
  link: z.string(),
  title: z.string(),
  description: z.string().describe('Plain text'),
});
export type WelcomeItem = z.infer<typeof welcomeItemSchema>;

/** The modal shows the description as text: markup an editor typed is taken out, not shown as tags. */
export function presentWelcomeItem(row: WelcomeItemRow, lang: Lang): WelcomeItem {
  return {
    id: row.id,
    type: row.type,
    link: row.link,
    title: inLang(row, 'title', lang),
    description: plainText(inLang(row, 'description', lang), Number.POSITIVE_INFINITY),
  };
}
