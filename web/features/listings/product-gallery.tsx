import { useEffect } from 'react';
import { useFormatNumber, useT } from '../../lib/i18n.ts';
import { ListingPhoto } from './listing-photo.tsx';
import type { ListingPhotoData } from './photo-placeholder.server.ts';

/** The gallery's photo slot: the page column on wide screens, the screen's width on phones. */
const gallerySizes = '(min-width: 60rem) 38rem, 100vw';

/**
 * A post's photos: a row that swipes on touch (CSS scroll-snap), the first photo the page's LCP
 * image. Each photo links to its full-screen view, a `:target` overlay with the largest variant, so
 * it works without JavaScript; with it, Escape closes the view and the arrow keys move through it.
 */
export function ProductGallery({
  photos,
  title,
  id = 'gallery',
  photoPrefix = 'photo',
  label,
  lcpFirst = true,
}: {
  photos: ListingPhotoData[];
  title: string;
  /** The section's id and the prefix of its full-screen views: a page with two galleries names the second. */
  id?: string;
  photoPrefix?: string;
  label?: string;
  /** The first photo is the page's largest paint (the gallery at the top of the page). */
  lcpFirst?: boolean;
}) {
  const t = useT();
  const formatNumber = useFormatNumber();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const match = new RegExp(`^#${photoPrefix}-(\\d+)$`).exec(window.location.hash);
      if (!match) return;
      const n = Number(match[1]);
      const rtl = document.documentElement.dir === 'rtl';
      if (event.key === 'Escape') window.location.hash = id;
      else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight') && n < photos.length)
        window.location.hash = `${photoPrefix}-${n + 1}`;
      else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft') && n > 1)
        window.location.hash = `${photoPrefix}-${n - 1}`;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [photos.length, id, photoPrefix]);

  if (!photos.length)
    return (
      <div className="product-gallery product-gallery-empty" id={id}>
        <span>{t('market.show.noPhotos')}</span>
      </div>
    );
  const total = photos.length;
  return (
    <section className="product-gallery" id={id} aria-label={label ?? t('market.show.gallery')}>
      <ul className="gallery-track">
        {photos.map((photo, i) => (
          <li key={photo.id} className="gallery-slide">
            <a href={`#${photoPrefix}-${i + 1}`} aria-label={t('market.show.viewFull', { n: i + 1 })}>
              <ListingPhoto
                photo={photo}
                sizes={gallerySizes}
                isLcp={lcpFirst && i === 0}
                alt={i === 0 ? title : t('market.show.photoOf', { n: i + 1, total })}
              />
            </a>
            {total > 1 ? (
              <span className="gallery-counter" aria-hidden="true">
                {formatNumber(i + 1)} / {formatNumber(total)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {photos.map((photo, i) => {
        const large = photo.variants.at(-1);
        return (
          <div
            key={photo.id}
            id={`${photoPrefix}-${i + 1}`}
            className="gallery-lightbox"
            role="dialog"
            aria-label={t('market.show.photoOf', { n: i + 1, total })}
          >
            <a href={`#${id}`} className="gallery-close">
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('market.show.closeFull')}</span>
            </a>
            {/* lazy inside a hidden overlay: fetched only when the overlay is opened */}
            <img
              src={large?.url}
              width={large?.width}
              // the photo's proportions (the loader data leaves out each variant's own height)
              height={large ? Math.round((large.width * photo.height) / photo.width) : undefined}
              alt={t('market.show.photoOf', { n: i + 1, total })}
              loading="lazy"
              decoding="async"
            />
            {i > 0 ? (
              <a href={`#${photoPrefix}-${i}`} className="gallery-step gallery-prev">
                <span className="arrow" aria-hidden="true">
                  ‹
                </span>
                <span className="visually-hidden">{t('market.show.photoOf', { n: i, total })}</span>
              </a>
            ) : null}
            {i < total - 1 ? (
              <a href={`#${photoPrefix}-${i + 2}`} className="gallery-step gallery-next">
                <span className="arrow" aria-hidden="true">
                  ›
                </span>
                <span className="visually-hidden">{t('market.show.photoOf', { n: i + 2, total })}</span>
              </a>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
