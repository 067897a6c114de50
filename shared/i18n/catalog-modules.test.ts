import { describe, expect, it } from 'vitest';
import { catalogId, catalogMessages, catalogModule } from './catalog-modules.ts';

const evaluate = (source: string) =>
  // the module is `export default JSON.parse("…")`: read back the object it exports
  JSON.parse(JSON.parse(/JSON\.parse\((".*")\);/s.exec(source)?.[1] ?? '""'));

describe('catalog modules', () => {
  it('names a namespace by language, name and a hash of its strings', () => {
    expect(catalogId('ar', 'common')).toMatch(/^ar\.common\.[0-9a-z]+$/);
    expect(catalogId('en', 'common')).not.toBe(catalogId('ar', 'common').replace(/^ar/, 'en'));
  });

  it("serves the current version's strings, to be cached", () => {
    const module = catalogModule(catalogId('ar', 'account'));
    expect(module?.current).toBe(true);
    expect(evaluate(module?.source ?? '')).toEqual(catalogMessages('ar', 'account'));
  });

  it("answers an older version with today's strings, marked not current", () => {
    const module = catalogModule('en.account.0ld');
    expect(module?.current).toBe(false);
    expect(evaluate(module?.source ?? '')).toEqual(catalogMessages('en', 'account'));
  });

  it('serves several namespaces as one module', () => {
    const id = catalogId('ar', 'common', 'account');
    expect(id).toMatch(/^ar\.common\+account\.[0-9a-z]+$/);
    const module = catalogModule(id);
    expect(module?.current).toBe(true);
    expect(evaluate(module?.source ?? '')).toEqual({
      ...catalogMessages('ar', 'common'),
      ...catalogMessages('ar', 'account'),
    });
    expect(catalogModule('en.account+common.0ld')?.current).toBe(false);
  });

  it('serves sections of namespaces, and nothing of a section that does not exist', () => {
    const id = catalogId('ar', 'business.profile', 'market.show');
    expect(id).toMatch(/^ar\.business\.profile\+market\.show\.[0-9a-z]+$/);
    const strings = evaluate(catalogModule(id)?.source ?? '');
    expect(strings['business.profile.about']).toBeTruthy();
    expect(strings['market.show.share']).toBeTruthy();
    expect(Object.keys(strings).every((key) => /^(business\.profile|market\.show)\./.test(key))).toBe(true);
    expect(evaluate(catalogModule(catalogId('en', 'market.home'))?.source ?? '')).toEqual({
      'market.home': 'Home',
    });
    expect(catalogModule('ar.business.nothing.abc')).toBeNull();
    expect(catalogModule('ar.business.profile+business.profile.abc')).toBeNull();
  });

  it('knows nothing of other languages, unknown namespaces or other shapes', () => {
    for (const id of [
      'fr.common.abc',
      'en.nothing.abc',
      'en.common+nothing.abc',
      'en.common+common.abc',
      'en.common++account.abc',
      'en.common',
      '../en.common.abc',
      'en.common.ABC!',
    ])
      expect(catalogModule(id)).toBeNull();
  });
});
