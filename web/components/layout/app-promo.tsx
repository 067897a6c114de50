import { useT } from '../../lib/i18n.ts';

/** The mobile-app promotion block; store links come from settings (`app`), hidden when absent. */
export function AppPromo({
  appStoreUrl,
  playStoreUrl,
}: {
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}) {
  const t = useT();
  return (
    <section className="section app-promo" aria-labelledby="app-promo-title">
      <div className="container app-promo-inner">
        <div>
          <h2 id="app-promo-title">{t('common.appPromo.title')}</h2>
          <p>{t('common.appPromo.body')}</p>
        </div>
        <div className="app-promo-links">
          {appStoreUrl ? (
            <a className="btn btn-light" href={appStoreUrl} target="_blank" rel="noopener noreferrer">
              {t('common.appPromo.appStore')}
            </a>
          ) : null}
          {playStoreUrl ? (
            <a className="btn btn-light" href={playStoreUrl} target="_blank" rel="noopener noreferrer">
              {t('common.appPromo.playStore')}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
