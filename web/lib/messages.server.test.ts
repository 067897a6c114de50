import { describe, expect, it } from 'vitest';
import { catalogId } from '../../shared/i18n/catalog-modules.ts';
import { loadedCatalog } from './catalog-registry.ts';
import { messagesFor } from './messages.server.ts';

describe('messagesFor', () => {
  it('reads like a catalog on the server', () => {
    const messages = messagesFor('ar', 'common', 'account');
    expect(messages['account.login.title']).toBeTruthy();
    expect(messages['common.footer.subscribe']).toBeTruthy();
  });

  it('serialises to the ids of its namespaces only, never to the strings', () => {
    const messages = messagesFor('en', 'common', 'account');
    expect(JSON.parse(JSON.stringify(messages))).toEqual({
      $catalogs: [catalogId('en', 'common'), catalogId('en', 'account')],
    });
    expect(Object.keys(messages)).toEqual(['$catalogs']);
  });

  it('registers the namespaces it names for the server render', () => {
    messagesFor('ar', 'blog');
    expect(loadedCatalog(catalogId('ar', 'blog'))?.['blog.title']).toBeTruthy();
  });

  it('hands out the same object for the same namespaces', () => {
    expect(messagesFor('en', 'common')).toBe(messagesFor('en', 'common'));
  });
});
