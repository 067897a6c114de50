import type { MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { loadContentPage } from '../features/pages/content-page.server.ts';
import { ContentPage } from '../features/pages/content-page.tsx';
import { routeMeta } from '../lib/seo.ts';
import pagesCss from '../styles/content-page.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/our-services';

export const handle: StylesHandle = { styles: [pagesCss] };

export async function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, 'our_services');
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, {
    title: args.data?.page.title,
    description: args.data?.description,
  });

export default function OurServices() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPage page={page} />;
}
