import { Link, useLoaderData } from 'react-router';
import { BlogCard } from '../features/blog/blog-card.tsx';
import { BlogSaveSlot } from '../features/blog/save-slot.tsx';
import { withDateLabel } from '../lib/format-date.ts';
import { readingMeta } from '../lib/reading-meta.ts';
import { loadDetailOr404 } from '../lib/detail-loader.server.ts';
import { savedAmong } from '../features/favorites/saved-state.server.ts';
import { blogPostPath } from '../features/blog/paths.ts';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import blogCss from '../styles/blog.css?url';
import type { Route } from './+types/show-blog';
import type { StylesHandle } from '../lib/page-styles.tsx';

export const handle: StylesHandle = { styles: [blogCss] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await loadDetailOr404(params.id, (id) =>
    context.services.blog.getPost({ cityId: context.config.cityId, lang: context.lang, id }),
  );
  const saved = await savedAmong(context, 'blog', [post.id, ...post.related.map((card) => card.id)]);
  const related = post.related.map((card) => ({
    ...withDateLabel(context.lang, card),
    saved: saved.has(card.id),
  }));
  return {
    post: { ...withDateLabel(context.lang, post), related, saved: saved.has(post.id) },
    messages: messagesFor(context.lang, 'blog'),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? readingMeta(matches, { title: d.post.title, description: d.post.excerpt, path: blogPostPath(d.post) })
    : [];

export default function ShowBlogPage() {
  const { post } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="reading-page">
      <nav className="breadcrumb" aria-label={t('blog.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('blog.home')}</Link>
          </li>
          <li>
            <Link to="/Blog">{t('blog.title')}</Link>
          </li>
        </ol>
      </nav>
      <article className="blog-post">
        <header>
          <h1 dir="auto">{post.title}</h1>
          <p className="blog-meta">
            {post.author ? (
              <>
                <span dir="auto">{t('blog.by', { author: post.author })}</span>
                <span aria-hidden="true"> · </span>
              </>
            ) : null}
            <time dateTime={post.published_at}>{t('blog.publishedOn', { date: post.published_label })}</time>
          </p>
          <div className="blog-post-actions">
            <BlogSaveSlot postId={post.id} saved={post.saved} />
          </div>
        </header>
        <img
          className="blog-post-image"
          src={post.image}
          alt=""
          width={800}
          height={450}
          fetchPriority="high"
        />
        <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: post.body }} />
      </article>
      {post.related.length ? (
        <section className="blog-related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('blog.related')}</h2>
          <ul className="blog-grid">
            {post.related.map((r) => (
              <li key={r.id}>
                <BlogCard post={r} headingLevel={3}>
                  <BlogSaveSlot postId={r.id} saved={r.saved} />
                </BlogCard>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to="/Blog" className="back-link">
          <span className="arrow" aria-hidden="true">
            ‹
          </span>{' '}
          {t('blog.backToBlog')}
        </Link>
      </p>
    </main>
  );
}
