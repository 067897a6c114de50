import { describe, expect, it } from 'vitest';
import { listingKinds } from '../listings/kinds.ts';
import { allMessages } from './catalogs.ts';

// keys built at run time from a kind's id (`moderationConsole.kinds.${kind}`) escape i18n:check,
// which reads literal keys: a kind added without them showed its raw key to moderators
const perKind = ['moderationConsole.kinds', 'moderationConsole.priceLabels', 'search.types', 'search.kind'];

describe.each(['en', 'ar'] as const)('labels of every listing kind (%s)', (lang) => {
  it.each(listingKinds)('%s has its label wherever a page names it by its id', (kind) => {
    const messages = allMessages(lang);
    for (const prefix of perKind) expect(messages[`${prefix}.${kind}`], `${prefix}.${kind}`).toBeTruthy();
  });
});
