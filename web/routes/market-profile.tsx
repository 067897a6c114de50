import { JsonLd } from '../components/json-ld.tsx';
import { DeferredBoundary, deferredOf, useDeferred } from '../lib/deferred-data.tsx';
import { Link, useLoaderData } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import { businessSocials } from '#shared/listings/business.ts';
import type { OpenState } from '#shared/listings/opening-hours.ts';
import { subCategoryPath } from '../components/layout/shell-data.ts';
import { businessJsonLd } from '../features/business/business-json-ld.ts';
import { openLabelOf, type StoredHours, weekTableOf } from '../features/business/hours.server.ts';
import { LocationMap } from '../features/maps/location-map.tsx';
import { businessHoursPath, categoryPath, typeOfKind } from '../features/business/paths.ts';
import { SaveButton } from '../features/favorites/save-button.tsx';
import { isSaved } from '../features/favorites/saved-state.server.ts';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { ListingPhoto } from '../features/listings/listing-photo.tsx';
import { withPlaceholder } from '../features/listings/photo-placeholder.server.ts';
import { ProductGallery } from '../features/listings/product-gallery.tsx';
import { ReportForm, reportFormStyles } from '../features/listings/report-form.tsx';
import { ShareMenu } from '../features/listings/share-menu.tsx';
import { loadListingPage } from '../lib/detail-loader.server.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { postPageSections } from '../features/listings/reading-sections.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import marketCss from '../styles/market.css?url';
import marketDetailCss from '../styles/market-detail.css?url';
import businessCss from '../styles/business.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import { telHref } from '../lib/tel.ts';
import type { Route } from './+types/market-profile';

export const handle: StylesHandle = { styles: [marketCss, marketDetailCss, businessCss, reportFormStyles] };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const cityId = context.config.cityId;
  const listing = await loadListingPage(context, params, request, 'business');

  const a = listing.attributes;
  const categories = await context.services.categories.listMenuCategories(cityId, context.lang);
  const main = categories.find((c) => c.id === Number(a.main_category_id));
  const subIds = Array.isArray(a.sub_category_ids) ? a.sub_category_ids.map(Number) : [];
  const subs = (main?.sub_categories ?? []).filter((s) => subIds.includes(s.id));
  const messages = messagesFor(
    context.lang,
    ...postPageSections,
    'business.profile',
    'business.hours',
    'business.community',
    'business.category.title',
    'maps',
  );
  const t = createTranslator(context.lang, messages);
  const now = new Date();
  const timeZone = context.config.timeZone;
  const origin = context.config.publicUrl;
  const pageUrl = new URL(listing.url, origin).toString();
  const hours = a as StoredHours;
  const inRole = (role: string) => listing.photos.filter((p) => p.role === role);
  const cover = inRole('cover')[0];
  const logo = inRole('logo')[0];
  const location = a.location as { lat?: unknown; lng?: unknown } | undefined;
  const point =
    typeof location?.lat === 'number' && typeof location.lng === 'number'
      ? { lat: location.lat, lng: location.lng }
      : null;
  const street = text(a.street);
  const address = [street, text(a.city), [text(a.state), text(a.postal_code)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const socials = (a.socials ?? {}) as Record<string, unknown>;
  const open = openLabelOf(context.lang, t, hours, now, timeZone);
  const mainPhotos = inRole('main').map((p) => withPlaceholder(p));
  const galleryPhotos = inRole('gallery').map((p) => withPlaceholder(p));
  return {
    messages,
    business: {
      id: listing.id,
      is_owner: listing.is_owner,
      title: listing.title,
      description: listing.description,
      status: listing.status,
      available: listing.available,
      url: listing.url,
      saved: await isSaved(context, 'business', listing.id),
      cover: cover ? withPlaceholder(cover, true) : null,
      logo: logo ? withPlaceholder(logo) : null,
      // the cover is the largest paint; the main photos' gallery comes under it. The two galleries
      // are drawn in the HTML and hydrate once the page's data brings their photos (decision 061)
      photos: deferredOf(context, { main: mainPhotos, gallery: galleryPhotos }),
      photoCounts: { main: mainPhotos.length, gallery: galleryPhotos.length },
      address,
      phone: text(a.phone),
      email: text(a.email),
      website: text(a.website),
      socials: businessSocials.flatMap((s) =>
        text(socials[s]) ? [{ network: s, url: String(socials[s]) }] : [],
      ),
      services: Array.isArray(a.services) ? a.services.map(String) : [],
      community: Array.isArray(a.community) ? a.community.map(String) : [],
      open,
      week: weekTableOf(context.lang, t, hours, now, timeZone),
      directions: point
        ? `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`
        : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
      point,
      main_category: main ? { name: main.name, type: typeOfKind(main.type) } : null,
      subs: subs.map((s) => ({ id: s.id, name: s.name, path: subCategoryPath(s.name, s.id, s.type) })),
    },
    cityName: context.config.cityName[context.lang],
    pageUrl,
    // crawlers read it in the HTML; the browser has no use for it in the hydration data
    jsonLd: deferredOf(
      context,
      businessJsonLd(listing, { pageUrl, origin, category: subs[0]?.name ?? main?.name ?? null }),
    ),
    title: listing.title,
    description: listing.description || address,
    noindex: !['published', 'closed', 'expired'].includes(listing.status),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.business.url });
  return [...tags, ...(d.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : [])];
};

type BusinessPhotos = ReturnType<typeof useLoaderData<typeof loader>>['business']['photos'];

/** One of the page's two galleries, from the deferred photos (inside a `DeferredBoundary`). */
function BusinessGallery({
  which,
  photos,
  ...gallery
}: { which: 'main' | 'gallery'; photos: BusinessPhotos } & Omit<
  Parameters<typeof ProductGallery>[0],
  'photos'
>) {
  const lists = useDeferred(photos, (d) => (d.business as { photos: BusinessPhotos }).photos);
  return <ProductGallery photos={lists[which]} {...gallery} />;
}

const openTone = (state: OpenState) => (state === 'closed' ? 'closed' : 'open');

/**
 * A business's page (§2 /MarketProfile): cover and logo, Open / Closed / Open 24/7 now in the city's
 * zone, contact (tap to call, e-mail, website, socials, directions), description, services, weekly
 * hours with today marked and special periods, photos with their full-screen views, save, share
 * and report.
 */
export default function MarketProfilePage() {
  const { business: b, pageUrl, cityName, jsonLd } = useLoaderData<typeof loader>();
  const t = useT();
  const trail: Array<{ to: string; label: string }> = [];
  if (b.main_category)
    trail.push({
      to: categoryPath(b.main_category.type),
      label: t(`business.category.title.${b.main_category.type}`),
    });
  if (b.subs[0]) trail.push({ to: b.subs[0].path, label: b.subs[0].name });
  trail.push({ to: b.url, label: b.title });
  return (
    <main id="main" className="market-page business-page">
      <JsonLd data={jsonLd} />
      <MarketBreadcrumb trail={trail} />
      {b.status === 'pending' || b.status === 'rejected' ? (
        <p className="alert alert-warning">{t(`business.profile.${b.status}`)}</p>
      ) : null}
      {!b.available ? (
        <p className="alert alert-warning" role="status">
          {t('business.profile.unavailable')}
        </p>
      ) : null}
      <header className="business-header">
        {b.cover ? (
          <div className="business-cover">
            <ListingPhoto photo={b.cover} sizes="(min-width: 75rem) 72rem, 100vw" isLcp />
          </div>
        ) : null}
        <div className="business-identity">
          {b.logo ? (
            <ListingPhoto
              photo={b.logo}
              sizes="6rem"
              className="business-logo"
              alt={t('business.profile.logoAlt', { name: b.title })}
            />
          ) : null}
          <div>
            <h1 dir="auto">{b.title}</h1>
            {b.open ? (
              // the state and when it changes on a line each: one line that wrapped or not by a few
              // pixels moved the page when the Arabic font arrived (a 0.026 layout shift)
              <p className={`business-open business-open-${openTone(b.open.state)}`}>
                <span className="business-open-state">{b.open.headline}</span>
                {b.open.detail ? (
                  <>
                    {' '}
                    <span className="business-open-next">{b.open.detail}</span>
                  </>
                ) : null}
              </p>
            ) : null}
            {b.subs.length ? (
              <p className="business-subs">
                {b.subs.map((s) => (
                  <a key={s.id} href={s.path} className="badge" dir="auto">
                    {s.name}
                  </a>
                ))}
              </p>
            ) : null}
          </div>
        </div>
        <div className="product-actions">
          <SaveButton kind="business" id={b.id} title={b.title} saved={b.saved} />
          <ShareMenu url={pageUrl} title={b.title} />
          {b.is_owner ? (
            <Link to={businessHoursPath(b.id)} className="btn btn-outline btn-sm">
              {t('business.profile.updateHours')}
            </Link>
          ) : (
            <ReportForm listingId={b.id} returnTo={b.url} />
          )}
        </div>
      </header>

      <div className="business-layout">
        <div className="business-main">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading">{t('business.profile.about')}</h2>
            <p dir="auto" className="business-description">
              {b.description}
            </p>
            {b.community.length ? (
              <ul className="business-community" aria-label={t('business.profile.community')}>
                {b.community.map((c) => (
                  <li key={c} className="badge badge-tag">
                    {t(`business.community.${c}`)}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          {b.services.length ? (
            <section aria-labelledby="services-heading">
              <h2 id="services-heading">{t('business.profile.services')}</h2>
              <ul className="business-services">
                {b.services.map((s) => (
                  <li key={s} dir="auto">
                    {s}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <DeferredBoundary of={b.photos}>
            {b.photoCounts.main ? (
              <section aria-labelledby="photos-heading">
                <h2 id="photos-heading">{t('business.profile.photos')}</h2>
                <BusinessGallery
                  which="main"
                  photos={b.photos}
                  title={b.title}
                  lcpFirst={false}
                  label={t('business.profile.photos')}
                />
              </section>
            ) : null}
            {b.photoCounts.gallery ? (
              <section aria-labelledby="gallery-heading">
                <h2 id="gallery-heading">{t('business.profile.gallery')}</h2>
                <BusinessGallery
                  which="gallery"
                  photos={b.photos}
                  title={b.title}
                  id="more-photos"
                  photoPrefix="gallery-photo"
                  lcpFirst={false}
                  label={t('business.profile.gallery')}
                />
              </section>
            ) : null}
          </DeferredBoundary>
        </div>

        <aside className="business-side">
          <section className="product-contact" id="contact" aria-labelledby="contact-heading">
            <h2 id="contact-heading">{t('business.profile.contact')}</h2>
            {b.phone ? (
              <p>
                <a href={telHref(b.phone)} className="btn btn-primary business-call">
                  {t('business.profile.call', { phone: `\u2066${b.phone}\u2069` })}
                </a>
              </p>
            ) : null}
            <dl className="business-facts">
              <div>
                <dt>{t('business.profile.address')}</dt>
                <dd>
                  <bdi>{b.address}</bdi>{' '}
                  <a href={b.directions} target="_blank" rel="noopener noreferrer">
                    {t('business.profile.directions')}
                  </a>
                </dd>
              </div>
              {b.email ? (
                <div>
                  <dt>{t('business.profile.email')}</dt>
                  <dd>
                    <a href={`mailto:${b.email}`} dir="ltr">
                      {b.email}
                    </a>
                  </dd>
                </div>
              ) : null}
              {b.website ? (
                <div>
                  <dt>{t('business.profile.website')}</dt>
                  <dd>
                    <a href={b.website} target="_blank" rel="noopener noreferrer nofollow ugc" dir="ltr">
                      {b.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </div>
              ) : null}
              {b.socials.length ? (
                <div>
                  <dt>{t('business.profile.socials')}</dt>
                  <dd className="business-socials">
                    {b.socials.map((s) => (
                      <a key={s.network} href={s.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                        {t(`business.profile.social.${s.network}`)}
                      </a>
                    ))}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section className="business-hours" aria-labelledby="hours-heading">
            <h2 id="hours-heading">{t('business.hours.weekly')}</h2>
            <table>
              <tbody>
                {b.week.days.map((day) => (
                  <tr
                    key={day.day}
                    className={day.isToday ? 'business-today' : undefined}
                    aria-current={day.isToday ? 'date' : undefined}
                  >
                    <th scope="row">
                      {day.name}
                      {day.isToday ? (
                        <span className="visually-hidden"> ({t('business.hours.today')})</span>
                      ) : null}
                    </th>
                    <td>
                      <bdi>{day.label}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {b.week.special.length ? (
              <>
                <h3>{t('business.hours.special')}</h3>
                <ul className="business-special">
                  {b.week.special.map((s) => (
                    <li key={s.from}>
                      {s.label ? <strong dir="auto">{s.label}</strong> : null} <bdi>{s.dates}</bdi>:{' '}
                      <bdi>{s.hours}</bdi>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <p className="muted business-zone">{t('business.hours.timeZoneNote', { city: cityName })}</p>
          </section>

          {b.point ? (
            <section aria-labelledby="location-heading">
              <h2 id="location-heading">{t('business.profile.location')}</h2>
              {/* the page has its own directions link below; only this map's code comes with the page */}
              <LocationMap
                place={{ id: b.id, name: b.title, lat: b.point.lat, lng: b.point.lng, href: b.url }}
                directions={false}
              />
              <p>
                <a href={b.directions} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                  {t('business.profile.directions')}
                </a>
              </p>
            </section>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
