import { data, Link, redirect, useLoaderData } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { normalizeDigits } from '#shared/limits.ts';
import { idSchema } from '#shared/params.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { marketHomePath, productsPath, subCategoryPath } from '../features/listings/paths.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import marketBrowseCss from '../styles/market-browse.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/market-sub-category';

export const handle: StylesHandle = { styles: [marketCss, marketBrowseCss] };

/**
 * `?main_id=` (Arabic-Indic digits too) names a main category of this city's marketplace, else 404.
 * Without it (a link cut short) the reader is sent to the marketplace's categories to choose one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('main_id') ?? '';
  if (!raw.trim()) throw redirect(marketHomePath);
  const id = idSchema.safeParse(normalizeDigits(raw));
  if (!id.success) throw data(null, { status: 404 });
  const categories = await context.services.categories.marketCategories(context.config.cityId, context.lang);
  const main = categories.find((c) => c.id === id.data);
  if (!main) throw data(null, { status: 404 });
  const messages = messagesFor(context.lang, 'market');
  const t = createTranslator(context.lang, messages);
  return {
    messages,
    main: { id: main.id, name: main.name },
    subs: main.sub_categories.map((s) => ({ id: s.id, name: s.name })),
    title: t('market.sub.title', { category: main.name }),
    description: t('market.sub.metaDescription', { category: main.name }),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? readingMeta(matches, { title: d.title, description: d.description, path: subCategoryPath(d.main.id) })
    : [];

/** A main category's sub-categories, each a link to its products. */
export default function MarketSubCategoryPage() {
  const { main, subs } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="market-page">
      <MarketBreadcrumb
        trail={[
          { to: marketHomePath, label: t('market.title') },
          { to: subCategoryPath(main.id), label: main.name },
        ]}
      />
      <header className="market-header">
        <h1 dir="auto">{t('market.sub.title', { category: main.name })}</h1>
        <p>
          <Link to={productsPath({ main_category_id: main.id })} className="btn btn-primary">
            {t('market.sub.allIn', { category: main.name })}
          </Link>
        </p>
      </header>
      {subs.length ? (
        <ul className="market-category-grid" aria-label={t('market.categoriesLabel')}>
          {subs.map((s) => (
            <li key={s.id}>
              <Link
                to={productsPath({ main_category_id: main.id, sub_category_id: s.id })}
                className="market-category"
              >
                <span className="market-category-name" dir="auto">
                  {s.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('market.sub.empty')}</p>
      )}
      <p>
        <Link to={marketHomePath} className="back-link">
          <span className="arrow" aria-hidden="true">
            ‹
          </span>{' '}
          {t('market.sub.back')}
        </Link>
      </p>
    </main>
  );
}
