import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';

/** Shown for unknown routes (404) and, with other words, for unexpected errors. */
export function NotFoundPage({ kind }: { kind: 'notFound' | 'error' }) {
  const t = useT();
  return (
    <main id="main" className="container page not-found">
      <h1>{t(kind === 'notFound' ? 'common.notFound.title' : 'common.error.title')}</h1>
      <p>{t(kind === 'notFound' ? 'common.notFound.body' : 'common.error.body')}</p>
      <Link className="btn btn-primary" to="/">
        {t('common.notFound.home')}
      </Link>
    </main>
  );
}
