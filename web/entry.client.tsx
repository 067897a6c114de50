import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogs } from './lib/catalog-registry.ts';
import { catalogsMetaName } from './lib/i18n.ts';

// The page's strings come as catalog modules (decision 060): hydrate once they are here. If they
// cannot be loaded the page stays as the server rendered it (links and forms work without script).
const ids = document.querySelector<HTMLMetaElement>(`meta[name="${catalogsMetaName}"]`)?.content ?? '';
loadCatalogs(ids.split(' ').filter(Boolean)).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('the page strings could not be loaded; the page stays static', error),
);
