import { useLoaderData } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { rentKind, rentLookingListPath } from '#shared/listings/rent.ts';
import { SaveButton } from '../features/favorites/save-button.tsx';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { contactRelayStyles } from '../features/listings/contact-relay-form.tsx';
import { withPlaceholder } from '../features/listings/photo-placeholder.server.ts';
import { ProductGallery } from '../features/listings/product-gallery.tsx';
import { rentFacts } from '../features/listings/rent-card.server.ts';
import { rentJsonLd } from '../features/listings/rent-json-ld.ts';
import { JsonLd } from '../components/json-ld.tsx';
import { deferredOf } from '../lib/deferred-data.tsx';
import { ReportForm, reportFormStyles } from '../features/listings/report-form.tsx';
import { ShareMenu } from '../features/listings/share-menu.tsx';
import { ListingDetails, ListingNotices, PosterContact } from '../features/listings/detail-parts.tsx';
import { loadPostPage } from '../features/listings/post-page.server.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { postPageSections } from '../features/listings/reading-sections.ts';
import type { StylesHandle } from '../lib/page-styles.tsx';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import marketDetailCss from '../styles/market-detail.css?url';
import rentCss from '../styles/rent.css?url';
import type { Route } from './+types/show-rent';

export const handle: StylesHandle = {
  styles: [marketCss, marketDetailCss, rentCss, reportFormStyles, contactRelayStyles],
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * One rental (§2 `/Rent/:id/:slug?`): gallery, rent, details, description, save, share, report,
 * and the poster's contact: on request for a named poster, through the contact relay for an
 * anonymous one (whose contact the presenter never hands to this page).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { listing, post, contact, hasContact, pageUrl, noindex } = await loadPostPage(
    context,
    params,
    request,
    'rent',
  );
  const messages = messagesFor(context.lang, ...postPageSections, 'rent.show', 'rent.fields', 'relay');
  const t = createTranslator(context.lang, messages);
  const a = listing.attributes;
  const facts = rentFacts(context.lang, messages, listing);
  const origin = context.config.publicUrl;
  const looking = a.post_type === 'looking_for';
  const postType = text(a.post_type);
  const gender = text(a.gender);
  const details: Array<[string, string]> = [
    ['post_type', postType ? t(`rent.postType.${postType}`) : null],
    ['accommodation_type', facts.type],
    ['city', text(a.city)],
    ['living_area', text(a.living_area)],
    ['bedrooms', typeof a.bedrooms === 'number' ? String(a.bedrooms) : null],
    ['bathrooms', typeof a.bathrooms === 'number' ? String(a.bathrooms) : null],
    [
      'shared_bathroom',
      typeof a.shared_bathroom === 'boolean' ? t(`rent.show.${a.shared_bathroom ? 'yes' : 'no'}`) : null,
    ],
    ['area_sqft', typeof a.area_sqft === 'number' ? String(a.area_sqft) : null],
    ['gender', gender ? t(`rent.gender.${gender}`) : null],
  ].filter((d): d is [string, string] => d[1] !== null);
  return {
    messages,
    rent: {
      ...post,
      price_label: facts.price_label,
      rooms: facts.rooms,
      place: facts.place,
      photos: listing.photos.map((photo, i) => withPlaceholder(photo, i === 0)),
      details,
    },
    looking,
    // the list's title for the breadcrumb: the lists' strings stay on the server (reading-sections.ts)
    listTitle: t(looking ? 'rent.list.lookingTitle' : 'rent.list.offersTitle'),
    contact,
    hasContact,
    pageUrl,
    // structured data for places offered, not for people looking; in the HTML only (as the product's)
    jsonLd: looking ? null : deferredOf(context, rentJsonLd(listing, { pageUrl, origin })),
    title: listing.title,
    description:
      listing.description || [listing.title, facts.price_label, facts.place].filter(Boolean).join(' · '),
    noindex,
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.rent.url });
  return [...tags, ...(d.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : [])];
};

export default function ShowRentPage() {
  const { rent, contact, hasContact, pageUrl, looking, listTitle, jsonLd } = useLoaderData<typeof loader>();
  const t = useT();
  const listPath = looking ? rentLookingListPath : rentKind.paths.list;
  return (
    <main id="main" className="market-page product-page rent-show">
      <JsonLd data={jsonLd} />
      <MarketBreadcrumb
        trail={[
          { to: listPath, label: listTitle },
          { to: rent.url, label: rent.title },
        ]}
      />
      <ListingNotices ns="rent.show" status={rent.status} available={rent.available} />
      <div className="product-layout">
        {rent.photos.length ? <ProductGallery photos={rent.photos} title={rent.title} /> : null}
        <div className="product-summary">
          <h1 dir="auto">{rent.title}</h1>
          <p className="product-price">
            {rent.price_label ? <bdi>{rent.price_label}</bdi> : t('market.card.noPrice')}
          </p>
          {rent.rooms ? <p dir="auto">{rent.rooms}</p> : null}
          {rent.place ? (
            <p>
              <bdi>{rent.place}</bdi>
            </p>
          ) : null}
          {rent.anonymous ? <p className="badge">{t('rent.show.anonymous')}</p> : null}
          <div className="product-actions">
            <SaveButton kind="rent" id={rent.id} title={rent.title} saved={rent.saved} />
            <ShareMenu url={pageUrl} title={rent.title} />
            {rent.is_owner ? null : <ReportForm listingId={rent.id} returnTo={rent.url} />}
          </div>
          <PosterContact ns="rent.show" post={rent} contact={contact} hasContact={hasContact} />
        </div>
      </div>
      <ListingDetails
        ns="rent.show"
        rows={rent.details.map(([key, value]) => [
          key === 'shared_bathroom' ? 'rent.show.sharedBathroom' : `rent.fields.${key}`,
          value,
        ])}
        publishedAt={rent.published_at}
        publishedLabel={rent.published_label}
      />
      <section className="product-description" aria-labelledby="description-heading">
        <h2 id="description-heading">{t('rent.show.descriptionTitle')}</h2>
        <p dir="auto">{rent.description}</p>
      </section>
    </main>
  );
}
