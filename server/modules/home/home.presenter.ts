import type { Lang } from '#shared/i18n/format.ts';
import { inLang } from '../../lib/bilingual.ts';
import { presentGuideSummary } from '../guides/guides.presenter.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { WelcomeItem } from '../welcome/welcome.presenter.ts';
import type { GuideTeaserRow } from '../guides/guides.repository.ts';
import type { HeroSlideRow } from './home.repository.ts';

export interface HeroSlideView {
  id: number;
  /** The wide hero image. */
  media: string;
  /** The 1:1 image beside the text (mirrored on Arabic pages). */
  square_image: string;
  title: string;
  /** Sanitised rich text. */
  description: string;
}
export interface GuideTeaserView {
  id: number;
  slug: string;
  section: GuideTeaserRow['section'];
  title: string;
  summary: string;
}
export interface HomeView {
  hero: HeroSlideView[];
  welcome: WelcomeItem | null;
  user_guides: GuideTeaserView[];
}

export function presentHeroSlide(row: HeroSlideRow, lang: Lang): HeroSlideView {
  return {
    id: row.id,
    media: row.image,
    square_image: row.square_image,
    title: inLang(row, 'title', lang),
    description: sanitizeRichText(inLang(row, 'description', lang)),
  };
}

/** The guides module presents the entry; home calls its excerpt a summary (the API's field name). */
export function presentGuideTeaser(row: GuideTeaserRow, lang: Lang): GuideTeaserView {
  const { excerpt, ...entry } = presentGuideSummary(row, lang);
  return { ...entry, summary: excerpt };
}
