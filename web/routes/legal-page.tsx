import type { MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { legalPageKey, loadContentPage } from '../features/pages/content-page.server.ts';
import { ContentPage } from '../features/pages/content-page.tsx';
import { routeMeta } from '../lib/seo.ts';
import pagesCss from '../styles/content-page.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/legal-page';

export const handle: StylesHandle = { styles: [pagesCss] };

/** /Privacy-Policy, /Terms-conditions and /eula: the page key comes from the URL. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const key = legalPageKey(request.url);
  if (!key) throw data(null, { status: 404 });
  return loadContentPage(context, key);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, {
    title: args.data?.page.title,
    description: args.data?.description,
  });

export default function LegalPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPage page={page} variant="legal" />;
}
