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
