import { data, useLoaderData } from 'react-router';
import { BlogCard } from '../features/blog/blog-card.tsx';
import { BlogSaveSlot } from '../features/blog/save-slot.tsx';
import { withDateLabel } from '../lib/format-date.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import { pageFromUrl } from '../lib/page-number.server.ts';
import { Pagination } from '../lib/pagination.tsx';
import { blogListPath } from '../features/blog/paths.ts';
import { createTranslator } from '#shared/i18n/format.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import blogCss from '../styles/blog.css?url';
import type { Route } from './+types/blog';
import type { StylesHandle } from '../lib/page-styles.tsx';
import { savedAmong } from '../features/favorites/saved-state.server.ts';

export const perPage = 9;

export const handle: StylesHandle = { styles: [blogCss] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFromUrl(new URL(request.url));
  if (page === null) throw data(null, { status: 404 });
  const list = await context.services.blog.listPosts({
    cityId: context.config.cityId,
    lang: context.lang,
    page,
    perPage,
  });
  if (page > list.last_page) throw data(null, { status: 404 });
  const messages = messagesFor(context.lang, 'blog');
  const t = createTranslator(context.lang, messages);
  const saved = await savedAmong(
    context,
    'blog',
    list.items.map((post) => post.id),
  );
  return {
    list: {
      ...list,
      items: list.items.map((post) => ({ ...withDateLabel(context.lang, post), saved: saved.has(post.id) })),
    },
    messages,
    title: page > 1 ? t('blog.pageTitle', { page }) : t('blog.title'),
    description: t('blog.description'),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? readingMeta(matches, { title: d.title, description: d.description, path: blogListPath(d.list.page) })
    : [];

export default function BlogPage() {
  const { list } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="reading-page">
      <header className="reading-header">
        <h1>{t('blog.title')}</h1>
        <p className="reading-intro">{t('blog.intro')}</p>
      </header>
      {list.items.length ? (
        <ul className="blog-grid" aria-label={t('blog.listLabel')}>
          {list.items.map((post, i) => (
            <li key={post.id}>
              <BlogCard post={post} isEager={i === 0 && list.page === 1}>
                <BlogSaveSlot postId={post.id} saved={post.saved} />
              </BlogCard>
            </li>
          ))}
        </ul>
      ) : (
        <p className="reading-empty">{t('blog.empty')}</p>
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={blogListPath}
        messages="blog.pagination"
      />
    </main>
  );
}
