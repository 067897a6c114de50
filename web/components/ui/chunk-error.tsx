import { useT } from '../../lib/i18n.ts';

/** Shown by the root error boundary when a piece of the app's code did not download. */
export function ChunkErrorPage() {
  const t = useT();
  return (
    <main id="main" className="container page chunk-error">
      <h1>{t('common.chunkError.title')}</h1>
      <p>{t('common.chunkError.body')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('common.chunkError.retry')}
      </button>
    </main>
  );
}
