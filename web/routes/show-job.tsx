import { type MetaFunction, useLoaderData } from 'react-router';
import { createTranslator } from '#shared/i18n/format.ts';
import type { JobPostType } from '#shared/listings/job.ts';
import { SaveButton } from '../features/favorites/save-button.tsx';
import { MarketBreadcrumb } from '../features/listings/breadcrumb.tsx';
import { toListingCard } from '../features/listings/card.server.ts';
import { jobPostingJsonLd } from '../features/listings/job-json-ld.ts';
import { JsonLd } from '../components/json-ld.tsx';
import { deferredOf } from '../lib/deferred-data.tsx';
import { jobsPath, shortCityName } from '../features/listings/job-paths.ts';
import { contactRelayStyles } from '../features/listings/contact-relay-form.tsx';
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
import type { Route } from './+types/show-job';

export const handle: StylesHandle = {
  styles: [marketCss, marketDetailCss, reportFormStyles, contactRelayStyles],
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A job post's page (/show-job/:id/:slug): details, contact, share, save, report and JobPosting data. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // the service applies the one visibility rule (and leaves an anonymous poster's contact out)
  const { listing, post, contact, hasContact, pageUrl, noindex } = await loadPostPage(
    context,
    params,
    request,
    'job',
  );

  const messages = messagesFor(context.lang, ...postPageSections, 'jobs.show', 'jobs.fields', 'relay');
  const t = createTranslator(context.lang, messages);
  const a = listing.attributes;
  const card = toListingCard(context.lang, listing);
  const postType: JobPostType = a.post_type === 'looking' ? 'looking' : 'hiring';
  const label = (group: string, value: unknown) => (text(value) ? t(`jobs.${group}.${value}`) : null);
  const portfolio = text(a.portfolio_url);
  const posting = jobPostingJsonLd(listing, {
    pageUrl,
    cityName: context.config.cityName.en,
    confidentialName: 'Confidential',
  });
  return {
    messages,
    job: {
      ...post,
      post_type: postType,
      salary_label: card.price_label,
      employer: card.subtitle,
      details: [
        ['post_type', label('post_type', a.post_type)],
        ['job_type', label('job_type', a.job_type)],
        ['company', card.subtitle],
        ['location', text(a.location)],
        ['experience', label('experience', a.experience)],
        ['salary', card.price_label],
      ].filter((d): d is [string, string] => d[1] !== null),
      // only http(s) addresses pass the schema; nofollow, it is the poster's link
      portfolio: portfolio && /^https?:\/\//i.test(portfolio) ? portfolio : null,
    },
    listTitle: t(postType === 'hiring' ? 'jobs.list.hiringTitle' : 'jobs.list.lookingTitle', {
      city: shortCityName(context.config.cityName[context.lang]),
    }),
    contact,
    hasContact,
    pageUrl,
    // in the HTML only (as the product's); none for people looking for work or unpublished posts
    jsonLd: posting ? deferredOf(context, posting) : null,
    title: listing.title,
    description:
      listing.description.slice(0, 300) ||
      [listing.title, card.subtitle, card.place, card.price_label].filter(Boolean).join(' · '),
    noindex,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = readingMeta(matches, { title: d.title, description: d.description, path: d.job.url });
  return [...tags, ...(d.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : [])];
};

export default function ShowJobPage() {
  const { job, contact, hasContact, pageUrl, listTitle, jsonLd } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="market-page product-page job-page">
      <JsonLd data={jsonLd} />
      <MarketBreadcrumb
        trail={[
          { to: jobsPath(job.post_type), label: listTitle },
          { to: job.url, label: job.title },
        ]}
      />
      <ListingNotices ns="jobs.show" status={job.status} available={job.available} />
      <div className="product-summary job-summary">
        <h1 dir="auto">{job.title}</h1>
        {job.employer ? (
          <p className="job-employer" dir="auto">
            {job.employer}
          </p>
        ) : null}
        <p className="product-price">
          <bdi>{job.salary_label}</bdi>
        </p>
        <div className="product-actions">
          <SaveButton kind="job" id={job.id} title={job.title} saved={job.saved} />
          <ShareMenu url={pageUrl} title={job.title} />
          {job.is_owner ? null : <ReportForm listingId={job.id} returnTo={job.url} />}
        </div>
        <PosterContact ns="jobs.show" post={job} contact={contact} hasContact={hasContact} />
      </div>
      <ListingDetails
        ns="jobs.show"
        rows={job.details.map(([key, value]) => [
          key === 'salary' ? 'jobs.show.salary' : `jobs.fields.${key}`,
          value,
        ])}
        publishedAt={job.published_at}
        publishedLabel={job.published_label}
      >
        {job.portfolio ? (
          <div>
            <dt>{t('jobs.show.portfolio')}</dt>
            <dd>
              <a href={job.portfolio} rel="nofollow ugc noopener" dir="ltr">
                {job.portfolio}
              </a>
            </dd>
          </div>
        ) : null}
      </ListingDetails>
      <section className="product-description" aria-labelledby="description-heading">
        <h2 id="description-heading">{t('jobs.show.descriptionTitle')}</h2>
        <p dir="auto">{job.description}</p>
      </section>
    </main>
  );
}
