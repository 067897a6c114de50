import { useLoaderData } from 'react-router';
import { SaveButton } from '../features/favorites/save-button.tsx';
import { withSavedState } from '../features/favorites/saved-state.server.ts';
import { createTranslator } from '#shared/i18n/format.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { toListingCard } from '../features/listings/card.server.ts';
import { ListingGrid } from '../features/listings/listing-grid.tsx';
import { marketHomePath, productsPath, subCategoryPath } from '../features/listings/paths.ts';
import { withPlaceholder } from '../features/listings/photo-placeholder.server.ts';
import { formatPrice } from '../lib/format-price.ts';
import { ProductGallery } from '../features/listings/product-gallery.tsx';
import { productJsonLd } from '../features/listings/product-json-ld.ts';
import { JsonLd } from '../components/json-ld.tsx';
import { deferredOf } from '../lib/deferred-data.tsx';
import { ShareMenu } from '../features/listings/share-menu.tsx';
import { ListingDetails, ListingNotices, PosterContact } from '../features/listings/detail-parts.tsx';
import { loadPostPage } from '../features/listings/post-page.server.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { postPageSections } from '../features/listings/reading-sections.ts';
import { ReportForm, reportFormStyles } from '../features/listings/report-form.tsx';
import { contactRelayStyles } from '../features/listings/contact-relay-form.tsx';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import marketDetailCss from '../styles/market-detail.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/show-product';

export const handle: StylesHandle = {
  styles: [marketCss, marketDetailCss, reportFormStyles, contactRelayStyles],
};

const similarCount = 4;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const cityId = context.config.cityId;
  const { listing, post, contact, hasContact, pageUrl, noindex } = await loadPostPage(
    context,
    params,
    request,
    'product',
  );

  const attributes = listing.attributes;
  const subId = Number(attributes.sub_category_id);
  const [categories, similar] = await Promise.all([
    context.services.categories.marketCategories(cityId, context.lang),
    context.services.listings.listPublished({
      cityId,
      kind: 'product',
      perPage: similarCount + 1,
      filters: { sub_category_id: subId },
    }),
  ]);
  const main = categories.find((c) => c.id === Number(attributes.main_category_id));
  const sub = main?.sub_categories.find((s) => s.id === subId);
  const messages = messagesFor(
    context.lang,
    ...postPageSections,
    'market.title',
    'market.postType',
    'market.condition',
    'relay',
  );
  const t = createTranslator(context.lang, messages);
  const origin = context.config.publicUrl;
  const postType = text(attributes.post_type);
  const condition = text(attributes.condition);
  return {
    messages,
    product: {
      ...post,
      price_label: formatPrice(context.lang, listing.price),
      photos: listing.photos.map((photo, i) => withPlaceholder(photo, i === 0)),
      main: main ? { id: main.id, name: main.name } : null,
      sub: sub ? { id: sub.id, name: sub.name } : null,
      post_type: postType === 'sale' || postType === 'buy' ? postType : null,
      condition: condition === 'new' || condition === 'used' ? condition : null,
      year: typeof attributes.year === 'number' ? attributes.year : null,
      color: text(attributes.color),
      model: text(attributes.model),
      place: text(attributes.place),
    },
    contact,
    hasContact,
    pageUrl,
    similar: await withSavedState(
      context,
      similar.items
        .filter((item) => item.id !== listing.id)
        .slice(0, similarCount)
        .map((item) => toListingCard(context.lang, item)),
    ),
    // crawlers read it in the HTML; the browser has no use for it in the hydration data
    jsonLd: deferredOf(
      context,
      productJsonLd(listing, { pageUrl, origin, category: sub?.name ?? main?.name ?? null }),
    ),
    title: listing.title,
    description:
      listing.description ||
      [listing.title, formatPrice(context.lang, listing.price), text(attributes.place)]
        .filter(Boolean)
        .join(' · '),
    noindex,
    t: { unavailable: t('market.show.unavailable') },
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.product.url });
  return [...tags, ...(d.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : [])];
};

/** A product's page: photos, price, details, the seller's contact, share, save and similar items. */
export default function ShowProductPage() {
  const { product, contact, hasContact, pageUrl, similar, jsonLd } = useLoaderData<typeof loader>();
  const t = useT();
  const trail: Array<{ to: string; label: string }> = [{ to: marketHomePath, label: t('market.title') }];
  if (product.main) trail.push({ to: subCategoryPath(product.main.id), label: product.main.name });
  if (product.main && product.sub)
    trail.push({
      to: productsPath({ main_category_id: product.main.id, sub_category_id: product.sub.id }),
      label: product.sub.name,
    });
  trail.push({ to: product.url, label: product.title });
  const details: Array<[string, string | number | null]> = [
    ['mainCategory', product.main?.name ?? null],
    ['subCategory', product.sub?.name ?? null],
    ['postType', product.post_type ? t(`market.postType.${product.post_type}`) : null],
    ['condition', product.condition ? t(`market.condition.${product.condition}`) : null],
    ['year', product.year],
    ['color', product.color],
    ['model', product.model],
    ['place', product.place],
  ];
  return (
    <main id="main" className="market-page product-page">
      <JsonLd data={jsonLd} />
      <MarketBreadcrumb trail={trail} />
      <ListingNotices ns="market.show" status={product.status} available={product.available} />
      <div className="product-layout">
        <ProductGallery photos={product.photos} title={product.title} />
        <div className="product-summary">
          <h1 dir="auto">{product.title}</h1>
          <p className="product-price">
            {product.price_label ? <bdi>{product.price_label}</bdi> : t('market.card.noPrice')}
          </p>
          <div className="product-actions">
            <SaveButton kind="product" id={product.id} title={product.title} saved={product.saved} />
            <ShareMenu url={pageUrl} title={product.title} />
            {product.is_owner ? null : <ReportForm listingId={product.id} returnTo={product.url} />}
          </div>
          <PosterContact ns="market.show" post={product} contact={contact} hasContact={hasContact} />
        </div>
      </div>
      <ListingDetails
        ns="market.show"
        rows={details.map(([key, value]) => [`market.show.${key}`, value])}
        publishedAt={product.published_at}
        publishedLabel={product.published_label}
      />
      <section className="product-description" aria-labelledby="description-heading">
        <h2 id="description-heading">{t('market.show.descriptionTitle')}</h2>
        {product.description ? (
          <p dir="auto">{product.description}</p>
        ) : (
          <p className="muted">{t('market.show.noDescription')}</p>
        )}
      </section>
      {similar.length ? (
        <section className="product-similar" aria-labelledby="similar-heading">
          <h2 id="similar-heading">{t('market.show.similar')}</h2>
          <ListingGrid items={similar} />
        </section>
      ) : null}
    </main>
  );
}
