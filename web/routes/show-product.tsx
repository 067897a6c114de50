import { Link, useLoaderData } from 'react-router';
import { SaveButton } from '../features/favorites/save-button.tsx';
import { createTranslator } from '../../shared/i18n/format.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { toListingCard } from '../features/listings/card.server.ts';
import { ListingGrid } from '../features/listings/listing-grid.tsx';
import { marketHomePath, productsPath, subCategoryPath } from '../features/listings/paths.ts';
import { withPlaceholder } from '../features/listings/photo-placeholder.server.ts';
import { formatPrice } from '../lib/format-price.ts';
import { ProductGallery } from '../features/listings/product-gallery.tsx';
import { productJsonLd } from '../features/listings/product-json-ld.ts';
import { ShareMenu } from '../features/listings/share-menu.tsx';
import { ListingDetails, ListingNotices } from '../features/listings/detail-parts.tsx';
import { formatPostDate } from '../lib/format-date.ts';
import { loadListingPage } from '../lib/detail-loader.server.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { ReportForm, reportFormStyles } from '../features/listings/report-form.tsx';
import { ContactRelayForm, contactRelayStyles } from '../features/listings/contact-relay-form.tsx';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/show-product';

export const handle: StylesHandle = { styles: [marketCss, reportFormStyles, contactRelayStyles] };

const similarCount = 4;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cityId = context.config.cityId;
  const listing = await loadListingPage(context, params, request, 'product');

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
  const messages = messagesFor(context.lang, 'market', 'favorites', 'moderation', 'relay');
  const t = createTranslator(context.lang, messages);
  const origin = context.config.publicUrl;
  const pageUrl = new URL(listing.url, origin).toString();
  const phone = text(attributes.phone);
  // the phone number is in the page only once asked for (a link, so it works without JavaScript)
  const showPhone = url.searchParams.get('phone') === '1';
  const postType = text(attributes.post_type);
  const condition = text(attributes.condition);
  return {
    messages,
    product: {
      id: listing.id,
      // the author does not report their own post (the API refuses it too)
      is_owner: listing.is_owner,
      // an anonymous post's readers write through the relay (the presenter left its phone out)
      anonymous: listing.anonymous,
      title: listing.title,
      description: listing.description,
      status: listing.status,
      available: listing.available,
      url: listing.url,
      price_label: formatPrice(context.lang, listing.price),
      photos: listing.photos.map((photo, i) => withPlaceholder(photo, i === 0)),
      published_at: listing.published_at,
      published_label: listing.published_at ? formatPostDate(context.lang, listing.published_at) : null,
      main: main ? { id: main.id, name: main.name } : null,
      sub: sub ? { id: sub.id, name: sub.name } : null,
      post_type: postType === 'sale' || postType === 'buy' ? postType : null,
      condition: condition === 'new' || condition === 'used' ? condition : null,
      year: typeof attributes.year === 'number' ? attributes.year : null,
      color: text(attributes.color),
      model: text(attributes.model),
      place: text(attributes.place),
    },
    phone: showPhone ? phone : null,
    hasPhone: Boolean(phone),
    pageUrl,
    similar: similar.items
      .filter((item) => item.id !== listing.id)
      .slice(0, similarCount)
      .map((item) => toListingCard(context.lang, item)),
    jsonLd: productJsonLd(listing, { pageUrl, origin, category: sub?.name ?? main?.name ?? null }),
    title: listing.title,
    description:
      listing.description ||
      [listing.title, formatPrice(context.lang, listing.price), text(attributes.place)]
        .filter(Boolean)
        .join(' · '),
    noindex: showPhone || !['published', 'sold', 'closed', 'expired'].includes(listing.status),
    t: { unavailable: t('market.show.unavailable') },
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.product.url });
  return [
    ...tags,
    { 'script:ld+json': d.jsonLd },
    ...(d.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
};

/** A product's page: photos, price, details, the seller's contact, share, save and similar items. */
export default function ShowProductPage() {
  const { product, phone, hasPhone, pageUrl, similar } = useLoaderData<typeof loader>();
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
            <SaveButton kind="product" id={product.id} title={product.title} />
            <ShareMenu url={pageUrl} title={product.title} />
            {product.is_owner ? null : <ReportForm listingId={product.id} returnTo={product.url} />}
          </div>
          {product.anonymous && !product.is_owner ? (
            <ContactRelayForm listingId={product.id} returnTo={product.url} />
          ) : (
            <section id="contact" className="product-contact" aria-labelledby="contact-heading">
              <h2 id="contact-heading">{t('market.show.seller')}</h2>
              {phone ? (
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="btn btn-primary product-phone">
                  {t('market.show.call', { phone: `\u2066${phone}\u2069` })}
                </a>
              ) : hasPhone ? (
                <Link
                  to="?phone=1#contact"
                  replace
                  preventScrollReset
                  rel="nofollow"
                  className="btn btn-primary"
                >
                  {t('market.show.showPhone')}
                </Link>
              ) : (
                <p>{t('market.show.noPhone')}</p>
              )}
            </section>
          )}
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
