import { contentHash } from '#shared/content-hash.ts';
import type { Lang } from '#shared/i18n/format.ts';
import type { PublicConfig } from '../../config.ts';
import type { CategoriesService, MainCategory } from '../categories/categories.service.ts';
import type { GeneralSettings } from '../settings/settings.presenter.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/** What every page's header, footer and shell show, the same for every visitor of a language. */
export interface SiteShell {
  config: PublicConfig;
  settings: GeneralSettings | null;
  categories: MainCategory[];
}

/** The shell with its versioned id (`en.1x9k3ab`: the language and a hash of the shell's content). */
export interface VersionedSiteShell {
  id: string;
  shell: SiteShell;
}

export interface SiteShellModule {
  source: string;
  /** false when the id names another version: the current shell is sent, not to be cached long */
  current: boolean;
}

const idPattern = /^(en|ar)\.([0-9a-z]+)$/;

/**
 * The site shell as a cacheable browser module (decision 061): a page's hydration data names the
 * shell's id instead of carrying the settings, the menu categories and the public configuration,
 * and the browser imports `/site/{id}.js` once per version. The id is a hash of the content, so it
 * changes when the settings or the categories (content tables: a write moves the content version
 * and drops the cached pages that named the old id) or the configuration change, and stays the
 * same across other content writes.
 */
export function createSiteShellService(deps: {
  settings: Pick<SettingsService, 'getGeneralSettings'>;
  categories: Pick<CategoriesService, 'listMenuCategories'>;
  config: PublicConfig;
}) {
  const { settings, categories, config } = deps;

  /** The current shell of a language; it must render even when its data cannot be read (no menus then). */
  async function load(lang: Lang): Promise<VersionedSiteShell> {
    const [generalSettings, menuCategories] = await Promise.all([
      settings.getGeneralSettings(config.cityId, lang).catch((): GeneralSettings | null => null),
      categories.listMenuCategories(config.cityId, lang).catch((): MainCategory[] => []),
    ]);
    const shell: SiteShell = { config, settings: generalSettings, categories: menuCategories };
    return { id: `${lang}.${contentHash(JSON.stringify(shell))}`, shell };
  }

  return {
    load,
    /** The browser module for an id (`GET /site/{id}.js`), or null when the id names no language. */
    async module(id: string): Promise<SiteShellModule | null> {
      const match = idPattern.exec(id);
      if (!match) return null;
      const current = await load(match[1] as Lang);
      // JSON.parse of a string literal compiles faster than the same object written as a literal
      const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(current.shell))});\n`;
      return { source, current: current.id === id };
    },
  };
}
export type SiteShellService = ReturnType<typeof createSiteShellService>;
