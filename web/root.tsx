import { markRootHydrated } from './lib/hydration-marker.ts';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { dirOf } from '../shared/i18n/format.ts';
import { canModerateRole } from '../shared/roles.ts';
import { NotFoundPage } from './components/layout/not-found-page.tsx';
import { SessionSync } from './features/account/client-session.ts';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { ChunkErrorPage } from './components/ui/chunk-error.tsx';
import { GlobalLoadingIndicator } from './components/ui/global-loading.tsx';
import { NavigationLoadingScreen } from './components/ui/navigation-loading.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import { ChatLoader } from './features/shell/chat-loader.tsx';
import { readStorage, storageKeys, whenSettled, writeStorage } from './features/shell/client-session.ts';
import { WelcomeLauncher } from './features/shell/welcome-launcher.tsx';
import { isChunkLoadError } from './lib/chunk-timeout.ts';
import { CatalogsMeta, TranslatorProvider } from './lib/i18n.ts';
import { shellMessagesFor } from './lib/messages.server.ts';
import { useNonce } from './lib/nonce.ts';
import { ArabicFontPreload } from './lib/arabic-font.tsx';
import { PageStyles } from './lib/page-styles.tsx';
import { routeMeta } from './lib/seo.ts';
import { SiteMeta, siteRefOf, useSiteShell } from './lib/site-shell.ts';
import appCss from './styles/app.css?url';
import arabicFontCss from './styles/arabic-font.css?url';

export async function loader({ context }: LoaderFunctionArgs) {
  const { lang, config, user, services } = context;
  return {
    lang,
    // what every route's `meta` reads (web/lib/seo.ts), also in the browser, where it cannot wait for a module
    config: { siteTitle: config.siteTitle, publicUrl: config.publicUrl },
    user,
    // settings, menu categories and public configuration: a versioned module, not hydration data
    site: siteRefOf(await services.site.load(lang)),
    // the header's badge for moderators only (one count query); guests' cached pages never run it
    moderationQueue:
      user && canModerateRole(user.role)
        ? await services.moderation.count({ cityId: config.cityId, viewer: user }).catch(() => null)
        : null,
    messages: shellMessagesFor(lang),
  };
}
export type RootData = Awaited<ReturnType<typeof loader>>;

export const meta: MetaFunction = (args) => routeMeta(args, {});

/** Mirrors the server's language choice to localStorage and sets the default city, as the product stores them. */
function useStoredPreferences(lang: string) {
  useEffect(() => {
    // a marker for browser tests: from here on, event handlers are attached
    markRootHydrated();
    return whenSettled(() => {
      writeStorage(storageKeys.lang, lang);
      if (!readStorage(storageKeys.cityId)) writeStorage(storageKeys.cityId, '9');
    });
  }, [lang]);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const site = useSiteShell();
  const nonce = useNonce();
  const lang = data?.lang ?? 'en';
  const siteTitle = data?.config.siteTitle[lang] ?? 'Jaliya';
  useStoredPreferences(lang);
  return (
    <TranslatorProvider>
      <html lang={lang} dir={dirOf(lang)}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <PageStyles base={lang === 'ar' ? [appCss, arabicFontCss] : [appCss]} nonce={nonce} />
          {lang === 'ar' ? <ArabicFontPreload /> : null}
          <meta name="theme-color" content="#0f766e" />
          <CatalogsMeta />
          <SiteMeta />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <Meta />
          <Links />
        </head>
        <body>
          <ToastProvider>
            <GlobalLoadingIndicator />
            <NavigationLoadingScreen />
            {data && site ? (
              <SiteHeader
                settings={site.settings}
                categories={site.categories}
                user={data.user}
                moderationQueue={data.moderationQueue}
                siteTitle={siteTitle}
              />
            ) : null}
            {children}
            {site ? <SiteFooter settings={site.settings} siteTitle={siteTitle} /> : null}
            {site ? (
              <WelcomeLauncher delayMs={site.config.welcomeDelayMs} cityId={site.config.cityId} />
            ) : null}
            {site?.config.chat ? <ChatLoader scriptUrl={site.config.chat.scriptUrl} /> : null}
          </ToastProvider>
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </TranslatorProvider>
  );
}

export default function App() {
  return (
    <>
      <SessionSync />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkErrorPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <NotFoundPage kind={status === 404 ? 'notFound' : status === 503 ? 'unavailable' : 'error'} />;
}
