import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatNumber, type Lang } from '#shared/i18n/format.ts';
import { FilterPanel } from '../features/listings/list-parts.tsx';
import { TranslatorProvider } from './i18n.ts';
import { messagesFor } from './messages.server.ts';
import { Pagination } from './pagination.tsx';

/** Renders `children` as a page in `lang` does: the root's language and catalogs, a router. */
function renderPage(lang: Lang, namespaces: string[], children: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => null,
      Component: () => <TranslatorProvider>{children}</TranslatorProvider>,
    },
  ]);
  return renderToStaticMarkup(
    <Stub hydrationData={{ loaderData: { root: { lang, messages: messagesFor(lang, ...namespaces) } } }} />,
  );
}

// Numbers a list writes by itself (not through a catalog message) still follow the one number
// format of shared/i18n/format.ts, like prices, dates and counts inside messages: a page never mixes
// two ways of writing numbers. The samples are large enough that a raw String(n) looks different.
describe.each(['en', 'ar'] as const)('numbers a list page writes itself (%s)', (lang) => {
  it('writes page numbers through formatNumber', () => {
    expect(formatNumber(lang, 1234)).not.toBe('1234');
    const html = renderPage(
      lang,
      ['blog'],
      <Pagination
        page={1234}
        lastPage={1300}
        hrefFor={(p) => `/blog?page=${p}`}
        messages="blog.pagination"
      />,
    );
    expect(html).toContain(`<span aria-hidden="true">${formatNumber(lang, 1234)}</span>`);
    expect(html).toContain(`>${formatNumber(lang, 1300)}</a>`);
    expect(html).not.toMatch(/>1234<|>1300</);
  });

  it('writes the count of filters on through formatNumber', () => {
    const html = renderPage(
      lang,
      ['rent'],
      <FilterPanel ns="rent" activeFilters={1200} sort={undefined} resetPath="/rents">
        {null}
      </FilterPanel>,
    );
    expect(html).toContain(`<span class="market-filters-count"> (${formatNumber(lang, 1200)})</span>`);
  });
});
