import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogs } from './lib/catalog-registry.ts';
import { catalogsMetaName } from './lib/i18n.ts';
import { loadSiteShell, siteMetaName } from './lib/site-shell.ts';
import overlaysCss from './styles/overlays.css?url';

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

// toasts, the welcome modal and the loading screens only ever show with script: their sheet comes
// with it, not inline in every first response. The page hydrates once it is here (or failed), so a
// toast of the first click never shows unstyled at the foot of the page.
const overlays = document.createElement('link');
overlays.rel = 'stylesheet';
overlays.href = overlaysCss;
const overlaysLoaded = new Promise<void>((resolve) => {
  overlays.onload = () => resolve();
  overlays.onerror = () => resolve();
});
document.head.append(overlays);

// The page's strings (decision 060) and the site shell (decision 061) come as modules: hydrate once
// they (and the overlays' sheet) are here, so the first render matches the server's. If they cannot be loaded the page stays
// as the server rendered it (links and forms work without script).
const siteId = metaContent(siteMetaName);
Promise.all([
  loadCatalogs(metaContent(catalogsMetaName).split(' ').filter(Boolean)),
  siteId ? loadSiteShell(siteId) : null,
  overlaysLoaded,
]).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('the page modules could not be loaded; the page stays static', error),
);
