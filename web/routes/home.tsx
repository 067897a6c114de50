import { Suspense } from 'react';
import { Await, type MetaFunction, useLoaderData } from 'react-router';
import type { HomeView } from '#server/modules/home/home.presenter.ts';
import { AppPromo } from '../components/layout/app-promo.tsx';
import { DiscoverStates } from '../components/layout/discover-states.tsx';
import { GuideTeaser } from '../features/pages/guide-teaser.tsx';
import { Hero, HeroSkeleton } from '../features/pages/hero.tsx';
import { plainText } from '#shared/text.ts';
import { useLang, useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import { routeMeta } from '../lib/seo.ts';
import { useSiteShell } from '../lib/site-shell.ts';
import homeCss from '../styles/home.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/home';

export const handle: StylesHandle = { styles: [homeCss] };

/**
 * Home data. A document request (first load, crawlers, no JavaScript) awaits it so the HTML is
 * complete; a client navigation (the browser's fetch of the route data says `Sec-Fetch-Dest: empty`)
 * gets it as a promise, and the page shows skeletons until it streams in.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const home = context.services.home.getHome(context.config.cityId, context.lang);
  const messages = messagesFor(context.lang, 'home');
  if (request.headers.get('sec-fetch-dest') === 'empty') return { home, messages, head: undefined };
  const view = await home;
  return { home: view, messages, head: headOf(view) };
}

function isResolved(home: HomeView | Promise<HomeView> | undefined): home is HomeView {
  return !!home && !(home instanceof Promise) && typeof (home as { then?: unknown }).then !== 'function';
}

/** Title and description from the first slide, reduced on the server (`meta` also runs while hydrating). */
function headOf(home: HomeView): { title: string; description: string } | undefined {
  const slide = home.hero[0];
  return slide ? { title: slide.title, description: plainText(slide.description) } : undefined;
}

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args, { ...args.data?.head });

export default function Home() {
  const { home } = useLoaderData<typeof loader>();
  const lang = useLang();
  const site = useSiteShell();
  const siteTitle = site?.config.siteTitle[lang] ?? '';
  const settings = site?.settings;
  return (
    <main id="main" className="home">
      {isResolved(home) ? (
        // document requests: complete HTML, no Suspense boundary React could stream separately
        <HomeContent home={home} />
      ) : (
        <Suspense fallback={<HeroSkeleton />}>
          <Await resolve={home}>
            {(resolved: HomeView) => <HomeContent home={resolved} siteTitle={siteTitle} />}
          </Await>
        </Suspense>
      )}
      <AppPromo
        appStoreUrl={settings?.app.app_store_url ?? null}
        playStoreUrl={settings?.app.play_store_url ?? null}
      />
      <DiscoverStates states={settings?.navbar.states ?? []} />
    </main>
  );
}

/** Hero and guide teaser; `siteTitle` is given after a client navigation, to bring <title> up to date. */
function HomeContent({ home, siteTitle }: { home: HomeView; siteTitle?: string }) {
  const t = useT();
  const slide = home.hero[0];
  return (
    <>
      <Hero
        slide={slide}
        fallbackTitle={t('home.title')}
        syncDocumentTitle={siteTitle !== undefined && slide ? `${slide.title} · ${siteTitle}` : undefined}
      />
      <GuideTeaser guides={home.user_guides} />
    </>
  );
}
