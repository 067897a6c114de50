import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';

const texts = {
  notFound: { title: 'common.notFound.title', body: 'common.notFound.body' },
  error: { title: 'common.error.title', body: 'common.error.body' },
  // the database is down (a 503): say it is temporary
  unavailable: { title: 'common.error.title', body: 'errors.serviceUnavailable' },
} as const;

/** Shown for unknown routes (404) and, with other words, for unexpected errors and outages. */
export function NotFoundPage({ kind }: { kind: keyof typeof texts }) {
  const t = useT();
  return (
    <main id="main" className="container page not-found">
      <h1>{t(texts[kind].title)}</h1>
      <p>{t(texts[kind].body)}</p>
      <Link className="btn btn-primary" to="/">
        {t('common.notFound.home')}
      </Link>
    </main>
  );
}
