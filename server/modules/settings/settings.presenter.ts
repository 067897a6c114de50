import type { Lang } from '#shared/i18n/format.ts';
import { inLang } from '../../lib/bilingual.ts';
import type { ServiceKey, SocialLink } from '../../db/schema.ts';

export const serviceKeys: ServiceKey[] = ['service_provider', 'shops', 'market_place', 'rent', 'jobs'];
export const socialTypes: SocialLink['type'][] = [
  'youtube',
  'instagram',
  'facebook',
  'tiktok',
  'twitter',
  'pinterest',
];
export const maxSocialLinks = 6;

interface SettingsRow {
  navbar_logo: string;
  logo: string;
  services: Partial<Record<ServiceKey, number>>;
  social_links: SocialLink[];
  subscribe_en: string;
  subscribe_ar: string;
  email: string;
  phone: string;
  copyright_en: string;
  copyright_ar: string;
  app_store_url: string | null;
  play_store_url: string | null;
}
interface StateRow {
  id: number;
  title_en: string;
  title_ar: string;
  image: string;
  url: string | null;
}

export interface GeneralSettings {
  navbar: { logo: string; states: Array<{ id: number; title: string; image: string; url: string | null }> };
  services: Partial<Record<ServiceKey, { id: number }>>;
  logo: string;
  footer: {
    social_media: SocialLink[];
    subscribe: string;
    email: string;
    phone: string;
    Copyright: string;
  };
  app: { app_store_url: string | null; play_store_url: string | null };
}

/** Shapes the settings row for one language: a service appears only when it has an id. */
export function presentGeneralSettings(row: SettingsRow, states: StateRow[], lang: Lang): GeneralSettings {
  const services: GeneralSettings['services'] = {};
  for (const key of serviceKeys) {
    const id = row.services?.[key];
    if (typeof id === 'number' && Number.isInteger(id)) services[key] = { id };
  }
  const social = (Array.isArray(row.social_links) ? row.social_links : [])
    .filter((s) => socialTypes.includes(s.type) && typeof s.url === 'string' && /^https?:\/\//.test(s.url))
    .slice(0, maxSocialLinks)
    .map((s) => ({ type: s.type, url: s.url }));
  return {
    navbar: {
      logo: row.navbar_logo,
      states: states.map((s) => ({
        id: s.id,
        title: inLang(s, 'title', lang),
        image: s.image,
        url: s.url || null,
      })),
    },
    services,
    logo: row.logo,
    footer: {
      social_media: social,
      subscribe: inLang(row, 'subscribe', lang),
      email: row.email,
      phone: row.phone,
      Copyright: inLang(row, 'copyright', lang),
    },
    app: { app_store_url: row.app_store_url, play_store_url: row.play_store_url },
  };
}
