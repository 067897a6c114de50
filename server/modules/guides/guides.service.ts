import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import { inLang } from '../../lib/bilingual.ts';
import type { DB } from '../../db/database.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { guidesRepository } from './guides.repository.ts';
import { presentGuideSummary } from './guides.presenter.ts';
import { type Guide, type GuideSectionKey, type GuideSections, guideSections } from './guides.schemas.ts';

export function createGuidesService(db: DB) {
  const repo = guidesRepository(db);
  return {
    /** Entries grouped by section in the fixed order (how to use, FAQ, tips, tour); one section when asked. */
    async listGuides(input: {
      cityId: number;
      lang: Lang;
      section?: GuideSectionKey;
    }): Promise<GuideSections> {
      const rows = await repo.findAll(input.cityId, input.section);
      const wanted = input.section ? [input.section] : guideSections;
      return {
        sections: wanted.map((section) => ({
          section,
          items: rows.filter((r) => r.section === section).map((r) => presentGuideSummary(r, input.lang)),
        })),
      };
    },

    /** One entry with a sanitised body and its section's other entries; NOT_FOUND when absent. */
    async getGuide(input: { cityId: number; lang: Lang; id: number }): Promise<Guide> {
      const row = await repo.findById(input.cityId, input.id);
      if (!row) throw new AppError('NOT_FOUND');
      const siblings = await repo.findAll(input.cityId, row.section);
      return {
        ...presentGuideSummary(row, input.lang),
        body: sanitizeRichText(inLang(row, 'body', input.lang)),
        siblings: siblings.filter((s) => s.id !== row.id).map((s) => presentGuideSummary(s, input.lang)),
      };
    },
  };
}
export type GuidesService = ReturnType<typeof createGuidesService>;
