import type { ReactNode } from 'react';

export interface ContentPageData {
  title: string;
  /** HTML already passed through the server's allow-list sanitiser. */
  body: string;
  image: string | null;
}

/** Title, image and rich text of an about/services/contact/legal page. */
export function ContentPage({
  page,
  variant = 'default',
  children,
}: {
  page: ContentPageData;
  variant?: 'default' | 'legal';
  children?: ReactNode;
}) {
  return (
    <main id="main" className={`content-page content-page--${variant}`}>
      <article className="content-page__article">
        <header className="content-page__header">
          <h1 className="content-page__title" dir="auto">
            {page.title}
          </h1>
        </header>
        {page.image ? (
          <img
            className="content-page__image"
            src={page.image}
            alt=""
            width={1200}
            height={630}
            decoding="async"
          />
        ) : null}
        {/* server-sanitised rich text only (server/lib/sanitize.ts) */}
        <div
          className="content-page__body rich-text"
          dir="auto"
          dangerouslySetInnerHTML={{ __html: page.body }}
        />
      </article>
      {children}
    </main>
  );
}
