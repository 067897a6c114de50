import { useEffect } from 'react';
import { Link } from 'react-router';
import type { HeroSlideView } from '#server/modules/home/home.presenter.ts';
import { useT } from '../../lib/i18n.ts';

/**
 * The home hero: wide image (the page's LCP element: high priority, never lazy, fixed size),
 * the square image (mirrored on Arabic pages by CSS), the title as the page's h1, the sanitised
 * description and Read More to the about page.
 */
export function Hero({
  slide,
  fallbackTitle,
  syncDocumentTitle,
}: {
  slide: HeroSlideView | undefined;
  fallbackTitle: string;
  syncDocumentTitle?: string;
}) {
  const t = useT();
  useEffect(() => {
    // after a client navigation the data arrives after meta() ran: keep <title> in step with the hero
    if (syncDocumentTitle && document.title !== syncDocumentTitle) document.title = syncDocumentTitle;
  }, [syncDocumentTitle]);
  return (
    <section className="hero" aria-labelledby="hero-title">
      {slide ? (
        <img
          className="hero__media"
          src={slide.media}
          alt=""
          width={1600}
          height={750}
          fetchPriority="high"
          loading="eager"
        />
      ) : null}
      <div className="hero__inner">
        {slide ? (
          <img
            className="hero__square"
            src={slide.square_image}
            alt=""
            width={456}
            height={456}
            loading="eager"
          />
        ) : null}
        <div className="hero__text">
          <h1 id="hero-title" className="hero__title" dir="auto">
            {slide?.title ?? fallbackTitle}
          </h1>
          {slide ? (
            // server-sanitised rich text only (server/lib/sanitize.ts)
            <div
              className="hero__description rich-text"
              dir="auto"
              dangerouslySetInnerHTML={{ __html: slide.description }}
            />
          ) : (
            <div className="hero__description" />
          )}
          <Link className="hero__more" to="/About">
            {t('home.hero.readMore')}
            {/* the visible words stay the spec's; the link's name says where it goes */}
            <span className="visually-hidden"> {t('home.hero.readMoreTarget')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Same boxes as the hero, shown while home data is on its way during a client navigation. */
export function HeroSkeleton() {
  const t = useT();
  return (
    <section className="hero hero--loading" aria-busy="true" aria-labelledby="hero-loading">
      <div className="hero__media skeleton" />
      <div className="hero__inner">
        <div className="hero__square skeleton" />
        <div className="hero__text">
          <h1 id="hero-loading" className="hero__title">
            <span className="skeleton skeleton--line" />
            <span className="visually-hidden">{t('home.hero.loading')}</span>
          </h1>
          <div className="hero__description">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      </div>
    </section>
  );
}
