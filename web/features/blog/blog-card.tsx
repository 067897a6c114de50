import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlogCard as BlogCardData } from '#server/modules/blog/blog.schemas.ts';
import { useT } from '../../lib/i18n.ts';
import { blogPostPath } from './paths.ts';

export interface BlogCardProps {
  /** `published_label`: the date as the server formatted it (`withDateLabel`). */
  post: BlogCardData & { published_label: string };
  /** The first visible card loads its image eagerly (LCP); the rest lazily. */
  isEager?: boolean;
  headingLevel?: 2 | 3;
  /** A slot for actions on the card, e.g. the accounts feature's Save button. */
  children?: ReactNode;
}

/** A blog post as a card: image, date, title link, excerpt, and an optional action slot. */
export function BlogCard({ post, isEager = false, headingLevel = 2, children }: BlogCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = blogPostPath(post);
  return (
    <article className="blog-card">
      <img
        className="blog-card-image"
        src={post.image}
        alt=""
        width={800}
        height={450}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        {...(isEager ? { fetchPriority: 'high' as const } : {})}
      />
      <div className="blog-card-body">
        <time className="blog-meta" dateTime={post.published_at}>
          {post.published_label}
        </time>
        <Heading className="blog-card-title" dir="auto">
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className="blog-card-excerpt" dir="auto">
          {post.excerpt}
        </p>
        <div className="blog-card-actions">
          <Link to={href} className="blog-read-more">
            {t('blog.readMore')}
            {/* the link text itself names the post, for screen readers and link lists */}
            <span className="visually-hidden">: {post.title}</span>
          </Link>
          {children}
        </div>
      </div>
    </article>
  );
}
