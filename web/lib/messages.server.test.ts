import { describe, expect, it } from 'vitest';
import { catalogId, shellNamespaces } from '#shared/i18n/catalog-modules.ts';
import { loadedCatalog } from './catalog-registry.ts';
import { messagesFor, shellMessagesFor } from './messages.server.ts';

describe('messagesFor', () => {
  it('reads like a catalog on the server', () => {
    const messages = messagesFor('ar', 'common', 'account');
    expect(messages['account.login.title']).toBeTruthy();
    expect(messages['common.footer.subscribe']).toBeTruthy();
  });

  it('serialises to the id of one module of its namespaces, never to the strings', () => {
    const messages = messagesFor('en', 'market', 'account');
    expect(JSON.parse(JSON.stringify(messages))).toEqual({
      $catalogs: [catalogId('en', 'market', 'account')],
    });
    expect(Object.keys(messages)).toEqual(['$catalogs']);
    expect(loadedCatalog(catalogId('en', 'market', 'account'))?.['account.login.title']).toBeTruthy();
  });

  it("leaves out of a page's module the namespaces the root sends, which it still reads", () => {
    const messages = messagesFor('en', 'common', 'account', 'validation');
    expect(JSON.parse(JSON.stringify(messages))).toEqual({ $catalogs: [catalogId('en', 'account')] });
    expect(messages['common.footer.subscribe']).toBeTruthy();
    expect(JSON.parse(JSON.stringify(messagesFor('ar', 'favorites')))).toEqual({ $catalogs: [] });
  });

  it('ships sections of namespaces, which the server reads whole; a root section is not shipped', () => {
    const messages = messagesFor('en', 'business.hours', 'favorites.save');
    const id = catalogId('en', 'business.hours');
    expect(JSON.parse(JSON.stringify(messages))).toEqual({ $catalogs: [id] });
    expect(loadedCatalog(id)?.['business.hours.weekly']).toBeTruthy();
    expect(loadedCatalog(id)?.['business.validation.streetRequired']).toBeUndefined();
    expect(messages['business.validation.streetRequired']).toBeTruthy();
  });

  it("ships the root's namespaces as one module", () => {
    expect(JSON.parse(JSON.stringify(shellMessagesFor('ar')))).toEqual({
      $catalogs: [catalogId('ar', ...shellNamespaces)],
    });
    expect(shellMessagesFor('ar')['errors.rateLimited']).toBeTruthy();
  });

  it('registers the namespaces it names for the server render', () => {
    messagesFor('ar', 'blog');
    expect(loadedCatalog(catalogId('ar', 'blog'))?.['blog.title']).toBeTruthy();
  });

  it('hands out the same object for the same namespaces', () => {
    expect(messagesFor('en', 'common')).toBe(messagesFor('en', 'common'));
  });
});
