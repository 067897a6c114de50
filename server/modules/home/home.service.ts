import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { type HomeView, presentGuideTeaser, presentHeroSlide } from './home.presenter.ts';
import { presentWelcomeItem } from '../welcome/welcome.presenter.ts';
import { welcomeRepository } from '../welcome/welcome.repository.ts';
import { guidesRepository } from '../guides/guides.repository.ts';
import { homeRepository } from './home.repository.ts';

const guideTeaserCount = 3;

export function createHomeService(db: DB) {
  const home = homeRepository(db);
  const guideEntries = guidesRepository(db);
  const welcomeItems = welcomeRepository(db);
  return {
    /** Everything the home page shows at once: hero slides, the current welcome item and a guide teaser. */
    async getHome(cityId: number, lang: Lang): Promise<HomeView> {
      const [slides, welcome, guides] = await Promise.all([
        home.heroSlides(cityId),
        welcomeItems.findActive(cityId),
        guideEntries.teasers(cityId, guideTeaserCount),
      ]);
      return {
        hero: slides.map((s) => presentHeroSlide(s, lang)),
        welcome: welcome ? presentWelcomeItem(welcome, lang) : null,
        user_guides: guides.map((g) => presentGuideTeaser(g, lang)),
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
